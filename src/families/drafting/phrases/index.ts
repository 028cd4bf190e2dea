/**
 * The drafting family's sentences in every language, for hosts that hold them all (the CLI, the
 * tests); an element loads its page's language alone (components/orchard-board/draft-language.ts).
 */
import type { LanguageTag } from '../../../core/i18n/languages.js';
import { wordsFor } from '../../../core/i18n/words.js';
import type { Words } from '../../../core/i18n/words-of.js';
import { draftingPhrases as en } from './en.js';
import { draftingPhrases as es } from './es.js';
import { draftingPhrases as ko } from './ko.js';
import type { DraftingPhrases } from './phrases.js';
import { draftingPhrases as ru } from './ru.js';

export type { DraftingPhrases } from './phrases.js';

/** Each language's sentences, made with that language's words. */
export const DRAFTING_PHRASES: Readonly<Record<LanguageTag, (words: Words) => DraftingPhrases>> = { en, ko, ru, es };

/** The sentences of `language` with its card words. */
export function draftingPhrasesIn(language: LanguageTag): DraftingPhrases {
  return DRAFTING_PHRASES[language](wordsFor(language));
}
