/** The English card and game words, formatted once on first use: the default of every sentence that takes a language's words. */
import { words as english } from './card-words-en.js';
import { wordsOf, type Words } from './words-of.js';

let formatted: Words | null = null;

/** The English words (Intl formatters are made on the first call, not at import). */
export function englishWords(): Words {
  formatted ??= wordsOf('en', english);
  return formatted;
}
