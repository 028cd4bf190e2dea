/**
 * Loads another language for <apples-table>: its card words (components/core/card-words.ts) and the
 * trick-taking family's sentences in it (src/families/trick/phrases/), imported on first use.
 */
import type { LanguageTag } from '../../src/core/i18n/languages.js';
import type { Words } from '../../src/core/i18n/words-of.js';
import type { TrickPhrases } from '../../src/families/trick/phrases/phrases.js';
import { loadCardWords, wordsFor } from '../core/card-words.js';
import { loadedLanguages } from './trick-phrases.js';

type OtherLanguage = Exclude<LanguageTag, 'en'>;

const importers: Readonly<Record<OtherLanguage, () => Promise<{ readonly trickPhrases: (words: Words) => TrickPhrases }>>> = {
  ko: () => import('../../src/families/trick/phrases/ko.js'),
  ru: () => import('../../src/families/trick/phrases/ru.js'),
  es: () => import('../../src/families/trick/phrases/es.js'),
};

/** Load `language`'s card words and sentences; true when they were not here yet. */
export async function loadTrickLanguage(language: LanguageTag): Promise<boolean> {
  if (language === 'en' || loadedLanguages.has(language)) return false;
  const [, { trickPhrases }] = await Promise.all([loadCardWords(language), importers[language]()]);
  const words = wordsFor(language);
  loadedLanguages.set(language, { words, phrases: trickPhrases(words) });
  return true;
}
