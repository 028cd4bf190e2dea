/**
 * `pomona score RULESET --cards "..." [--target CARD] [--json]` for the trick-taking family: the
 * winnings plus the target, grouped by rank, each group's points with the ruleset's derivation.
 */
import { PlayingCards } from '../cards/playing.js';
import { compileTables, explainScore, formatBreakdown } from '../engine/trick/index.js';
import { resolveOptions } from '../rules/index.js';
import type { TrickRuleset } from '../rules/ruleset.js';
import { parseArgs } from './args.js';
import type { CliIo } from './io.js';
import { EXIT_INPUT, EXIT_OK, EXIT_USAGE } from './io.js';

/** Usage of the trick-taking scorer, for the `score` command's help. */
export const SCORE_TRICK_USAGE = 'pomona score RULESET --cards "3S 3H 4D ..." [--target 10D] [--json]';

/** Check a list of cards against the deck: no card more often than the deck holds it, no more cards than the deck. */
export function checkCardCounts(cards: PlayingCards, list: readonly number[], copies: number, removed: readonly number[] = []): string | null {
  const total = cards.size * copies - removed.length;
  if (list.length > total) return `${list.length} cards, but the deck holds only ${total}`;
  const seen = new Map<number, number>();
  for (const c of list) {
    const n = (seen.get(c) ?? 0) + 1;
    seen.set(c, n);
    // A card the ruleset removes (`remove 2 of clubs`) is held that many fewer times.
    const holds = copies - removed.filter((r) => r === c).length;
    if (holds === 0) return `${cards.format(c)} is not in the deck (the ruleset removes it)`;
    if (n > holds) return `${cards.format(c)} appears ${n} times, but the deck holds ${holds === 1 ? 'only one' : `${holds}`}`;
  }
  return null;
}

/** Run the trick-taking scorer on already-loaded rules; `args` are the words after RULESET. */
export function scoreTrick(ruleset: TrickRuleset, args: readonly string[], io: CliIo): number {
  const parsed = parseArgs(args, { flags: ['json'], values: ['cards', 'target'] });
  if (!parsed.ok || parsed.args.positional.length > 0) {
    const why = parsed.ok ? `unexpected argument '${parsed.args.positional[0]}'` : parsed.message;
    io.stderr(`pomona score: ${why}\nusage: ${SCORE_TRICK_USAGE}\n`);
    return EXIT_USAGE;
  }
  const { values, flags } = parsed.args;
  const cardsText = values.get('cards');
  if (cardsText === undefined) {
    io.stderr(`pomona score: ${ruleset.name} scores a pile of won cards: give them with --cards\nusage: ${SCORE_TRICK_USAGE}\n`);
    return EXIT_USAGE;
  }
  const cards = new PlayingCards(ruleset.deck);
  const won = cards.parseList(cardsText);
  if (!won.ok) return inputError(io, `--cards: ${won.message}`);
  const target = cards.parseList(values.get('target') ?? '');
  if (!target.ok) return inputError(io, `--target: ${target.message}`);
  if (target.cards.length > Math.max(1, ruleset.targetCards)) {
    return inputError(io, `--target: ${ruleset.name} sets aside ${ruleset.targetCards} target card${ruleset.targetCards === 1 ? '' : 's'}, not ${target.cards.length}`);
  }
  const removed = (ruleset.deck.removed ?? []).map((r) => cards.card(ruleset.deck.ranks.indexOf(r.rank), ruleset.deck.suits.indexOf(r.suit)));
  const problem = checkCardCounts(cards, [...won.cards, ...target.cards], ruleset.deck.copies, removed);
  if (problem) return inputError(io, `the cards and the target together: ${problem}`);
  const options = resolveOptions(ruleset, {});
  if (!options.ok) return inputError(io, options.message);
  const tables = compileTables(ruleset, options.options, ruleset.players.min);
  const breakdown = explainScore(tables, won.cards, target.cards);
  if (flags.has('json')) {
    const groups = breakdown.groups.map((g) => ({
      rank: g.rank,
      size: g.size,
      withTarget: g.withTarget,
      points: g.points,
      explanation: g.explanation,
      label: g.label,
      cards: g.cards,
    }));
    io.stdout(`${JSON.stringify({ total: breakdown.total, groups, unscored: breakdown.unscored }, null, 2)}\n`);
  } else {
    const lines = [`Cards:  ${cards.formatAll(won.cards)}`];
    if (target.cards.length) lines.push(`Target: ${cards.formatAll(target.cards)}`);
    lines.push('', ...formatBreakdown(breakdown));
    io.stdout(`${lines.join('\n')}\n`);
  }
  return EXIT_OK;
}

function inputError(io: CliIo, message: string): number {
  io.stderr(`pomona score: ${message}\n`);
  return EXIT_INPUT;
}
