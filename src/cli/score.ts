/**
 * `pomona score RULESET ...`: score a finished position with the ruleset's own derivations. The
 * arguments after RULESET depend on the ruleset's family: each family that can score a position
 * brings its scorer in its descriptor.
 */
import { familyDescriptor, registeredFamilies } from '../core/registry.js';
import { loadRulesetArg } from './args.js';
import type { CliIo, Command } from '../core/command.js';
import { EXIT_INPUT, EXIT_USAGE } from '../core/command.js';
import { SOURCE_LANGUAGE, type LanguageTag } from '../core/i18n/languages.js';
import { cliTexts } from './texts/texts.js';
import { cliSpeech } from './speech.js';

/** The `--help` text in `language`: the usage lines and the paragraphs of every family that scores positions. */
function help(language: LanguageTag): string {
  const scorers = registeredFamilies().flatMap((d) => (d.scorer ? [d.scorer] : []));
  const usage = scorers.map((s) => `  ${s.usage}`).join('\n');
  const paragraphs = scorers.flatMap((s) => (s.help ? [s.help(language)] : [])).join('\n\n');
  return cliTexts(language).scoreHelp(usage, paragraphs);
}

/** Run `pomona score ARGS`. */
export async function runScore(args: readonly string[], io: CliIo): Promise<number> {
  const language = io.language ?? SOURCE_LANGUAGE;
  const [path, ...rest] = args;
  if (path === undefined || path.startsWith('--')) {
    io.stderr(`pomona score: ${cliTexts(language).usage.nameRulesFileFirst}\n\n${help(language)}`);
    return EXIT_USAGE;
  }
  const ruleset = loadRulesetArg(io, 'score', path);
  if (!ruleset) return EXIT_INPUT;
  const scorer = familyDescriptor(ruleset.family)?.scorer;
  if (!scorer) {
    io.stderr(`pomona score: there is no scorer for the ${ruleset.family} family yet\n`);
    return EXIT_INPUT;
  }
  return await scorer.run(ruleset, rest, { ...io, speech: await cliSpeech(language) });
}

/** The `score` command. */
export const scoreCommand: Command = {
  name: 'score',
  summary: (language) => cliTexts(language).summaries.score,
  help,
  run: runScore,
};
