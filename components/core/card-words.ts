/**
 * The card and game words of the elements ("3 points", "5 карт", a card's name): English comes with
 * the script, another language's words with its catalogue (the elements that use them give
 * `loadCardWords` to their LocaleController, which loads both before the page switches), so a
 * page in English downloads no other language's words, and a page of Apples none at all.
 */
import { words as english } from '../../src/core/i18n/card-words-en.js';
import type { CardWords } from '../../src/core/i18n/card-words.js';
import type { LanguageTag } from '../../src/core/i18n/languages.js';
import { wordsOf, type Words } from '../../src/core/i18n/words-of.js';

/** Each other language's words, imported on first use (in the file of that language, with its catalogue). */
const importers: Readonly<Record<Exclude<LanguageTag, 'en'>, () => Promise<{ readonly words: CardWords }>>> = {
  ko: () => import('./language-files/ko.js'),
  ru: () => import('./language-files/ru.js'),
  es: () => import('./language-files/es.js'),
};

const englishWords = wordsOf('en', english);
/** The words of each language loaded so far, formatted once (a table asks at every render). */
const loaded = new Map<LanguageTag, Words>([['en', englishWords]]);

/** Load a language's words (with its catalogue: see `LanguageData`); true when they were not here yet. */
export async function loadCardWords(language: LanguageTag): Promise<boolean> {
  if (language === 'en' || loaded.has(language)) return false;
  loaded.set(language, wordsOf(language, (await importers[language]()).words));
  return true;
}

/** The words of `language`; English while they have not arrived (the page switches language only once they have). */
export function wordsFor(language: LanguageTag): Words {
  return loaded.get(language) ?? englishWords;
}
