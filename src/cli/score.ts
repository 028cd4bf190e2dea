/**
 * `pomona score RULESET ...`: score a finished position with the ruleset's own derivations. The
 * arguments after RULESET depend on the ruleset's family: each family that can score a position
 * brings its scorer in its descriptor.
 */
import { familyDescriptor, registeredFamilies } from '../core/registry.js';
import { loadRulesetArg } from './args.js';
import type { CliIo, Command } from '../core/command.js';
import { EXIT_INPUT, EXIT_USAGE } from '../core/command.js';

/** The usage lines and the paragraphs of every family that scores positions. */
function familyHelp(): string {
  const scorers = registeredFamilies().flatMap((d) => (d.scorer ? [d.scorer] : []));
  const usage = scorers.map((s) => `  ${s.usage}`).join('\n');
  const paragraphs = scorers.flatMap((s) => (s.help ? [s.help] : [])).join('\n\n');
  return `By family:\n${usage}\n\n${paragraphs ? `${paragraphs}\n\n` : ''}`;
}

/** The `--help` text, from the registered families. */
function help(): string {
  return `Usage: pomona score RULESET ARGS... [--explain] [--json]

Score a finished position with the rules in RULESET (a .rules file), printing each scoring
group's points with the derivation from the ruleset, and the total.

${familyHelp()}Exit status: 0 scored, 1 bad rules, bad cards (unknown, repeated, more than the deck) or a
layout with a card where its batch's rules refuse it, 2 usage.
`;
}

/** Run `pomona score ARGS`. */
export async function runScore(args: readonly string[], io: CliIo): Promise<number> {
  const [path, ...rest] = args;
  if (path === undefined || path.startsWith('--')) {
    io.stderr(`pomona score: name a ruleset file first\n\n${help()}`);
    return EXIT_USAGE;
  }
  const ruleset = loadRulesetArg(io, 'score', path);
  if (!ruleset) return EXIT_INPUT;
  const scorer = familyDescriptor(ruleset.family)?.scorer;
  if (!scorer) {
    io.stderr(`pomona score: there is no scorer for the ${ruleset.family} family yet\n`);
    return EXIT_INPUT;
  }
  return await scorer.run(ruleset, rest, io);
}

/** The `score` command. */
export const scoreCommand: Command = {
  name: 'score',
  summary: 'score won cards or a layout, with derivations',
  get help() {
    return help();
  },
  run: runScore,
};
