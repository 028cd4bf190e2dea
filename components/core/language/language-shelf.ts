/**
 * A family's sentences in the languages a page has loaded: English comes with the code that
 * speaks (a family's announcements and "How to play" import it); another language's phrasebook
 * (src/families/<folder>/phrases/<tag>.ts) comes in that language's file with its catalogue and
 * card words (language-files/<tag>.ts, pomona-<tag>.js beside the embeds), loaded before the page
 * switches to it (an element's `languageData`), so a page in English downloads none of it. A family
 * names its phrasebook by its folder; nothing here names a family.
 */
import type { LanguageTag } from '../../../src/core/i18n/languages.js';
import type { Words } from '../../../src/core/i18n/words-of.js';

/** A language other than the source language. */
type OtherLanguage = Exclude<LanguageTag, 'en'>;

/** What a language's file holds for the shelves: every family's phrasebook, by folder. */
interface LanguageFile {
  readonly phrasebooks: Readonly<Record<string, (words: Words) => unknown>>;
}

const languageFiles: Readonly<Record<OtherLanguage, () => Promise<LanguageFile>>> = {
  ko: () => import('./language-files/ko.js'),
  ru: () => import('./language-files/ru.js'),
  es: () => import('./language-files/es.js'),
};

/** One family's sentences (made with the language's card words) in each language loaded so far. */
export class LanguageShelf<P> {
  private readonly loaded = new Map<LanguageTag, P>();

  /** `folder` is the family's folder under src/families/, which names its phrasebooks in a language's file. */
  constructor(private readonly folder: string) {}

  /** Load `language`'s card words and sentences; true when they were not here yet. */
  readonly load = async (language: LanguageTag): Promise<boolean> => {
    if (language === 'en' || this.loaded.has(language)) return false;
    await loadLanguageSpeech(language);
    const speech = languageSpeech(language);
    const make = speech?.phrasebooks[this.folder];
    if (!speech || !make) throw new Error(`the ${language} language file has no phrasebook for ${this.folder}`);
    // The phrasebook of this folder is the family's own type (phrases.ts): the generated file only gathers them.
    this.loaded.set(language, make(speech.words) as P);
    return true;
  };

  /** The sentences of `language` once loaded; null for English (which the speaking code brings) or before they arrive. */
  phrases(language: LanguageTag): P | null {
    return this.loaded.get(language) ?? null;
  }
}

/** A language's card words and every family's phrasebook in it. */
export interface LanguageSpeech {
  readonly words: Words;
  readonly phrasebooks: LanguageFile['phrasebooks'];
}

/** The speech of each language loaded so far by `loadLanguageSpeech`. */
const speeches = new Map<LanguageTag, LanguageSpeech>();

/**
 * Load `language`'s card words and every family's phrasebook, for a host that asks whichever family
 * a ruleset has for its sentences (the score explainer's derivations); true when they were not here yet.
 */
export async function loadLanguageSpeech(language: LanguageTag): Promise<boolean> {
  if (language === 'en' || speeches.has(language)) return false;
  const [cardWords, file] = await Promise.all([import('./card-words.js'), languageFiles[language]()]);
  await cardWords.loadCardWords(language);
  speeches.set(language, { words: cardWords.wordsFor(language), phrasebooks: file.phrasebooks });
  return true;
}

/** `language`'s speech once loaded; null for English (the families' own) or before it arrives. */
export function languageSpeech(language: LanguageTag): LanguageSpeech | null {
  return speeches.get(language) ?? null;
}
