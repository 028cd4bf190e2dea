/**
 * The trick-taking family's sentences in every language, for hosts that hold them all (the CLI,
 * the tests); an element loads its page's language alone (components/apples-table/trick-phrases.ts).
 */
import type { LanguageTag } from '../../../core/i18n/languages.js';
import { wordsFor } from '../../../core/i18n/words.js';
import type { Words } from '../../../core/i18n/words-of.js';
import { trickPhrases as en } from './en.js';
import { trickPhrases as es } from './es.js';
import { trickPhrases as ko } from './ko.js';
import type { TrickPhrases } from './phrases.js';
import { trickPhrases as ru } from './ru.js';

export type { TrickPhrases } from './phrases.js';

/** Each language's sentences, made with that language's words. */
export const TRICK_PHRASES: Readonly<Record<LanguageTag, (words: Words) => TrickPhrases>> = { en, ko, ru, es };

/** The sentences of `language` with its card words. */
export function trickPhrasesIn(language: LanguageTag): TrickPhrases {
  return TRICK_PHRASES[language](wordsFor(language));
}
