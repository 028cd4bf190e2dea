/**
 * How `pomona score` says positions in the reader's language: the language's card words and every
 * family's phrasebook, the sentences the game elements say. The phrasebooks are read from the
 * language's file (in the package, the elements' dist/pomona-<tag>.js: scripts/build-lib.mjs points
 * these imports at it), so the command carries no second copy of them.
 */
import type { CliSpeech } from '../core/command.js';
import { TRANSLATED_DIAGNOSTICS, saidIn } from '../core/i18n/diagnostic-languages.js';
import type { LanguageTag } from '../core/i18n/languages.js';
import { wordsFor } from '../core/i18n/words.js';
import { argProblemText, cliTexts } from './texts/texts.js';

const phrasebookFiles = {
  ko: () => import('../core/rules/generated/phrasebooks-ko.js'),
  ru: () => import('../core/rules/generated/phrasebooks-ru.js'),
  es: () => import('../core/rules/generated/phrasebooks-es.js'),
} as const;

/** What a command says positions with in `language`; undefined for English (the families' own). */
export async function cliSpeech(language: LanguageTag): Promise<CliSpeech | undefined> {
  if (language === 'en') return undefined;
  const { phrasebooks } = await phrasebookFiles[language]();
  const texts = cliTexts(language);
  return {
    position: { language, words: wordsFor(language), phrasebooks },
    derivation: texts.derivation,
    noneBroken: texts.noneBroken,
    positionHeadings: texts.positionHeadings,
    error: TRANSLATED_DIAGNOSTICS[language].severity.error,
    argProblem: (problem) => argProblemText(texts, problem),
    unexpectedArgument: (argument) => texts.usage.unexpectedArgument(argument),
    usage: (line) => texts.usage.usageLine(line),
    said: (message) => saidIn(message, language),
  };
}
