/**
 * A family's sentences in the languages a page has loaded: English comes with the code that
 * speaks (a family's announcements and "How to play" import it); another language's phrasebook
 * (src/families/<family>/phrases/<tag>.ts) and card words are imported on first use, before the
 * page switches to it (an element's `languageData`), so a page in English downloads neither.
 * Only the family's own loader module names its phrasebooks; this one is small enough for a first paint.
 */
import type { LanguageTag } from '../../src/core/i18n/languages.js';
import type { Words } from '../../src/core/i18n/words-of.js';

/** A language other than the source language. */
export type OtherLanguage = Exclude<LanguageTag, 'en'>;

/** A family's loader module: its phrasebook in a language, made with that language's card words. */
export type PhrasebookLoader<P> = (language: OtherLanguage) => Promise<(words: Words) => P>;

/** One family's sentences (and the card words they were made with) in each language loaded so far. */
export class LanguageShelf<P> {
  private readonly loaded = new Map<LanguageTag, P>();

  /** `loader` imports the family's loader module (only when a language other than English is asked for). */
  constructor(private readonly loader: () => Promise<{ readonly phrasebook: PhrasebookLoader<P> }>) {}

  /** Load `language`'s card words and sentences; true when they were not here yet. */
  readonly load = async (language: LanguageTag): Promise<boolean> => {
    if (language === 'en' || this.loaded.has(language)) return false;
    const [cardWords, make] = await Promise.all([import('./card-words.js'), this.loader().then((module) => module.phrasebook(language))]);
    await cardWords.loadCardWords(language);
    this.loaded.set(language, make(cardWords.wordsFor(language)));
    return true;
  };

  /** The sentences of `language` once loaded; null for English (which the speaking code brings) or before they arrive. */
  phrases(language: LanguageTag): P | null {
    return this.loaded.get(language) ?? null;
  }
}
