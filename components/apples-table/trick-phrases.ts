/**
 * The words of <apples-table> in the page's language: in English, the few counts a table shows
 * come with the script and the family's sentences with the code that speaks (the announcements'
 * and "How to play"'s chunks import them); another language's card words (components/core/
 * card-words.ts) and sentences (src/families/trick/phrases/) are imported on first use, before
 * the page switches to it (the element's `languageData`), so a page in English downloads none of them.
 */
import type { CountedNoun } from '../../src/core/i18n/card-words.js';
import type { LanguageTag } from '../../src/core/i18n/languages.js';
import type { Words } from '../../src/core/i18n/words-of.js';
import type { TrickPhrases } from '../../src/families/trick/phrases/phrases.js';
import { counted } from '../core/plurals.js';

type Phrasebook = { readonly words: Words; readonly phrases: TrickPhrases };

/** Each other language loaded so far: its card words and its sentences (trick-language.ts loads them). */
export const loadedLanguages = new Map<LanguageTag, Phrasebook>();

/**
 * Load a language's card words and sentences before the page switches to it; true when they were
 * not here yet. English needs nothing: the loader is imported only for another language.
 */
export function loadTrickLanguage(language: LanguageTag): Promise<boolean> {
  if (language === 'en' || loadedLanguages.has(language)) return Promise.resolve(false);
  return import('./trick-language.js').then((loader) => loader.loadTrickLanguage(language));
}

/** The sentences of `language` once loaded; null for English (which the speaking code brings) or before they arrive. */
export function loadedTrickPhrases(language: LanguageTag): TrickPhrases | null {
  return loadedLanguages.get(language)?.phrases ?? null;
}

/** What a table counts and lists in words. */
export interface TableWords {
  /** How many of a noun: "13 cards", "13 карт", "카드 13장". */
  count(noun: CountedNoun, n: number): string;
  /** Names joined with "and" in the language. */
  list(items: readonly string[]): string;
  /** The language's card words, once loaded (null in English). */
  readonly cardWords: Words | null;
}

const lists = new Map<LanguageTag, Intl.ListFormat>();

/** The table's words in `language`: its card words once loaded, English counts until then. */
export function tableWords(language: LanguageTag): TableWords {
  const cardWords = loadedLanguages.get(language)?.words ?? null;
  let list = lists.get(language);
  if (!list) lists.set(language, (list = new Intl.ListFormat(language, { type: 'conjunction' })));
  const format = list;
  return {
    cardWords,
    count: (noun, n) => {
      if (cardWords) return cardWords.count(noun, n);
      // The nouns a table counts take an s in English ("13 cards", "2 tricks"), and points are short.
      return noun === 'point-short' ? counted(n, 'pt', 'pts') : counted(n, noun);
    },
    list: (items) => format.format(items),
  };
}
