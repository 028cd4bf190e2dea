/**
 * Card and game words formatted for one language, with every language's data: the CLI, the server
 * and the tests use it (the elements load one language's data at a time: components/core/language/card-words.ts).
 */
import { CARD_WORDS } from './card-words.js';
import { matchLanguage } from './languages.js';
import { wordsOf, type Words } from './words-of.js';

export { wordsOf, type Words } from './words-of.js';

/** The words of the first of `locales` Pomona speaks (English when none). */
export function wordsFor(locales: string | readonly string[]): Words {
  const language = matchLanguage(typeof locales === 'string' ? [locales] : locales);
  return wordsOf(language, CARD_WORDS[language]);
}
