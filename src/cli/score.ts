/**
 * `pomona score RULESET ...`: score a finished position with the ruleset's own derivations. The
 * arguments after RULESET depend on the ruleset's family; each family has one scorer here.
 */
import type { Family, Ruleset } from '../core/rules/ruleset.js';
import { loadRulesetArg } from './args.js';
import type { CliIo, Command } from './io.js';
import { EXIT_INPUT, EXIT_USAGE } from './io.js';
import { SCORE_TRICK_USAGE, scoreTrick } from './score-trick.js';
import { SCORE_DRAFTING_USAGE, scoreDrafting } from './score-drafting.js';

/** A family's scorer: its usage line and how it runs on loaded rules and the words after RULESET. */
export interface Scorer<R extends Ruleset> {
  readonly usage: string;
  run(ruleset: R, args: readonly string[], io: CliIo): number;
}

type ScorerMap = { readonly [F in Family]?: Scorer<Extract<Ruleset, { family: F }>> };

/** The scorers by family. */
export const scorers: ScorerMap = {
  'trick-taking': { usage: SCORE_TRICK_USAGE, run: scoreTrick },
  drafting: { usage: SCORE_DRAFTING_USAGE, run: scoreDrafting },
};

function usageLines(): string {
  return Object.values(scorers)
    .map((s) => `  ${s.usage}`)
    .join('\n');
}

const help = `Usage: pomona score RULESET ARGS... [--json]

Score a finished position with the rules in RULESET (a .rules file), printing each scoring
group's points with the derivation from the ruleset, and the total.

By family:
${usageLines()}

Trick-taking (Apples): --cards are the cards won in tricks, --target the target card set
aside; the target is added to the cards before scoring. Cards are a rank (2-10, T, J, Q, K, A)
and a suit letter (S H D C), case-insensitive, separated by spaces or commas. With a ruleset
that scores a contract, --bid N --tricks K add the bid winner's contract line for a bid of N
and K tricks taken by the bid winner's side (made or failed, with its derivation).
  --json   print {"total": N, "groups": [{"rank", "size", "withTarget", "points",
           "explanation", "label", "cards"}], "unscored": [cards in no scoring group],
           "contract": {"label", "points", "explanation"} with --bid and --tricks}

Exit status: 0 scored, 1 bad rules or bad cards (unknown, repeated, more than the deck), 2 usage.
`;

/** Run `pomona score ARGS`. */
export function runScore(args: readonly string[], io: CliIo): number {
  const [path, ...rest] = args;
  if (path === undefined || path.startsWith('--')) {
    io.stderr(`pomona score: name a ruleset file first\n\n${help}`);
    return EXIT_USAGE;
  }
  const ruleset = loadRulesetArg(io, 'score', path);
  if (!ruleset) return EXIT_INPUT;
  const scorer = scorers[ruleset.family] as Scorer<Ruleset> | undefined;
  if (!scorer) {
    io.stderr(`pomona score: there is no scorer for the ${ruleset.family} family yet\n`);
    return EXIT_INPUT;
  }
  return scorer.run(ruleset, rest, io);
}

/** The `score` command. */
export const scoreCommand: Command = { name: 'score', summary: 'score won cards or a layout, with derivations', help, run: runScore };
