/**
 * The judging family's sentences in every language, for hosts that hold them all (the CLI, the
 * tests); an element loads its page's language alone (components/apples-to-apples/judging-language.ts).
 */
import type { LanguageTag } from '../../../core/i18n/languages.js';
import { wordsFor } from '../../../core/i18n/words.js';
import type { Words } from '../../../core/i18n/words-of.js';
import { judgingPhrases as en } from './en.js';
import { judgingPhrases as es } from './es.js';
import { judgingPhrases as ko } from './ko.js';
import type { JudgingPhrases } from './phrases.js';
import { judgingPhrases as ru } from './ru.js';

export type { JudgingPhrases } from './phrases.js';

/** Each language's sentences, made with that language's words. */
export const JUDGING_PHRASES: Readonly<Record<LanguageTag, (words: Words) => JudgingPhrases>> = { en, ko, ru, es };

/** The sentences of `language` with its card words. */
export function judgingPhrasesIn(language: LanguageTag): JudgingPhrases {
  return JUDGING_PHRASES[language](wordsFor(language));
}
