/**
 * The card and game words of the elements in full ("3 points", "5 карт", a card's name), imported
 * after the first paint: another language's words come with its catalogue (loadElementWords and
 * the families' language shelves load them before the page switches), and English with the code
 * that speaks. What a first paint counts in English is element-words.ts, without this module.
 */
import { words as english } from '../../../src/core/i18n/card-words-en.js';
import type { CardWords } from '../../../src/core/i18n/card-words.js';
import type { LanguageTag } from '../../../src/core/i18n/languages.js';
import { wordsOf, type Words } from '../../../src/core/i18n/words-of.js';
import { loadedCardWords } from './element-words.js';

/** Each other language's words, imported on first use (in the file of that language, with its catalogue). */
const importers: Readonly<Record<Exclude<LanguageTag, 'en'>, () => Promise<{ readonly words: CardWords }>>> = {
  ko: () => import('./language-files/ko.js'),
  ru: () => import('./language-files/ru.js'),
  es: () => import('./language-files/es.js'),
};

const englishWords = wordsOf('en', english);

/** Load a language's words (with its catalogue: see `LanguageData`); true when they were not here yet. */
export async function loadCardWords(language: LanguageTag): Promise<boolean> {
  if (language === 'en' || loadedCardWords.has(language)) return false;
  loadedCardWords.set(language, wordsOf(language, (await importers[language]()).words));
  return true;
}

/** The words of `language`; English while they have not arrived (the page switches language only once they have). */
export function wordsFor(language: LanguageTag): Words {
  return loadedCardWords.get(language) ?? englishWords;
}
