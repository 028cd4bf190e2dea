/**
 * The words an element counts, numbers and lists with at its first paint, in the page's language.
 * English comes with the script, made of the platform's own Intl formatters and English plurals;
 * another language's card and game words (src/core/i18n/card-words-<tag>.ts, with its plural
 * patterns: "5 карт", "카드 5장") are loaded with the language (`loadElementWords`, or a family's
 * sentences: language-shelf.ts) before the page switches to it. So a page in English never
 * downloads card words, and nothing here names a language but English.
 */
import type { CountedNoun } from '../../../src/core/i18n/card-words.js';
import type { LanguageTag } from '../../../src/core/i18n/languages.js';
import type { Words } from '../../../src/core/i18n/words-of.js';
import { counted } from './plurals.js';

/** The card words of each language other than English loaded so far (card-words.ts fills it). */
export const loadedCardWords = new Map<LanguageTag, Words>();

/** What an element counts, numbers and lists in words. */
export interface ElementWords {
  /** How many of a noun: "13 cards", "13 карт", "카드 13장". */
  count(noun: CountedNoun, n: number): string;
  /** A number as the language writes it. */
  number(n: number): string;
  /** Items joined by "and": "Ann, Bo and Cy". */
  list(items: readonly string[]): string;
  /** The language's card words once loaded (card names, suit names); null in English. */
  readonly cardWords: Words | null;
}

const made = new Map<LanguageTag, ElementWords>();

/** The words of `language`: its card words once loaded, English until then. */
export function elementWords(language: LanguageTag): ElementWords {
  const cardWords = loadedCardWords.get(language) ?? null;
  const known = made.get(language);
  if (known && known.cardWords === cardWords) return known;
  const numbers = new Intl.NumberFormat(language);
  const and = new Intl.ListFormat(language);
  const words: ElementWords = {
    cardWords,
    count: (noun, n) => {
      if (cardWords) return cardWords.count(noun, n);
      // English nouns take an s ("13 cards", "2 green cards"); points may be short.
      return noun === 'point-short' ? counted(n, 'pt', 'pts') : counted(n, noun.replace('-', ' '));
    },
    number: (n) => numbers.format(n),
    list: (items) => and.format(items),
  };
  made.set(language, words);
  return words;
}

/** Load `language`'s card words before the page switches to it; true when they were not here yet (never for English). */
export function loadElementWords(language: LanguageTag): Promise<boolean> {
  if (language === 'en' || loadedCardWords.has(language)) return Promise.resolve(false);
  return import('./card-words.js').then((cardWords) => cardWords.loadCardWords(language));
}
