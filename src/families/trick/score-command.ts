/**
 * `pomona score RULESET --cards "..." [--target CARD] [--bid N --tricks K] [--json]` for the
 * trick-taking family: the winnings plus the target, grouped by rank, each group's points with the
 * ruleset's derivation; with a bid and the tricks taken, the ruleset's contract line too.
 */
import { quoteArg, sayTo, terminalColumns, unexpected, usage } from '../../core/command.js';
import { rulesetTexts } from '../../core/rules/ruleset-texts.js';
import { TRICK_SCORE_SAYS } from './cli-texts.js';
import { PlayingCards } from '../../core/cards/playing.js';
import { compileTables, explainContract, explainScore, formatBreakdown } from './engine/index.js';
import { resolveOptions } from '../../core/rules/options.js';
import type { TrickRuleset } from './ruleset.js';
import { parseArgs } from '../../core/command.js';
import type { CliIo } from '../../core/command.js';
import { EXIT_INPUT, EXIT_OK, EXIT_USAGE } from '../../core/command.js';
import { derivationLines, ENGLISH_DERIVATION, withResult } from '../../core/rules/derivation.js';
import { explainTrickPosition, trickSpokenIn, type TrickSpoken } from './explain-position.js';
import type { CliSpeech } from '../../core/command.js';
import type { ScoreBreakdown } from './engine/scoring.js';
import { lineLabel } from './phrases/line-label.js';
import { cardCountSays } from '../../core/cards/count-messages.js';
import type { Said } from '../../core/i18n/diagnostics.js';

/** The usage line of `pomona score` for a trick-taking ruleset. */
export const SCORE_TRICK_USAGE = 'pomona score RULESET --cards "3S 3H 4D ..." [--target 10D] [--bid N --tricks K] [--explain] [--json]';

/** Check a list of cards against the deck: no card more often than the deck holds it, no more cards than the deck. */
export function checkCardCounts(
  cards: PlayingCards,
  list: readonly number[],
  copies: number,
  removed: readonly number[] = [],
): Said | null {
  const total = cards.size * copies - removed.length;
  if (list.length > total) return cardCountSays('too-many', { count: list.length, total });
  const seen = new Map<number, number>();
  for (const c of list) {
    const n = (seen.get(c) ?? 0) + 1;
    seen.set(c, n);
    // A card the ruleset removes (`remove 2 of clubs`) is held that many fewer times.
    const holds = copies - removed.filter((r) => r === c).length;
    if (holds === 0) return cardCountSays('removed', { card: cards.format(c) });
    if (n > holds) return cardCountSays(holds === 1 ? 'too-often-one' : 'too-often', { card: cards.format(c), times: n, holds });
  }
  return null;
}

/** Run the trick-taking scorer on already-loaded rules; `args` are the words after RULESET. */
export function scoreTrick(ruleset: TrickRuleset, args: readonly string[], io: CliIo): number {
  const says = TRICK_SCORE_SAYS[io.language ?? 'en'];
  const game = rulesetTexts(ruleset, [io.language ?? 'en']).game();
  const parsed = parseArgs(args, { flags: ['json', 'explain'], values: ['cards', 'target', 'bid', 'tricks'] });
  if (!parsed.ok || parsed.args.positional.length > 0) {
    const why = parsed.ok
      ? unexpected(io, quoteArg(parsed.args.positional[0] ?? ''))
      : (io.speech?.argProblem(parsed.problem) ?? parsed.message);
    io.stderr(`pomona score: ${why}\n${usage(io, SCORE_TRICK_USAGE)}\n`);
    return EXIT_USAGE;
  }
  const { values, flags } = parsed.args;
  const cardsText = values.get('cards');
  if (cardsText === undefined) {
    io.stderr(`pomona score: ${says.needsCards(game)}\n${usage(io, SCORE_TRICK_USAGE)}\n`);
    return EXIT_USAGE;
  }
  const cards = new PlayingCards(ruleset.deck);
  const won = cards.parseList(cardsText);
  if (!won.ok) return inputError(io, says.option('--cards', sayTo(io, won.said)));
  const target = cards.parseList(values.get('target') ?? '');
  if (!target.ok) return inputError(io, says.option('--target', sayTo(io, target.said)));
  if (target.cards.length > Math.max(1, ruleset.targetCards)) {
    return inputError(io, says.targetCount(game, ruleset.targetCards, target.cards.length));
  }
  const removed = (ruleset.deck.removed ?? []).map((r) =>
    cards.card(ruleset.deck.ranks.indexOf(r.rank), ruleset.deck.suits.indexOf(r.suit)),
  );
  const problem = checkCardCounts(cards, [...won.cards, ...target.cards], ruleset.deck.copies, removed);
  if (problem) return inputError(io, says.together(sayTo(io, problem)));
  const options = resolveOptions(ruleset, {});
  if (!options.ok) return inputError(io, options.message);
  const tables = compileTables(ruleset, options.options, ruleset.players.min);
  // --json stays the same in every language: the engine's English, and stable codes.
  const speech = flags.has('json') ? undefined : io.speech;
  const spoken = trickSpokenIn(speech?.position);
  const breakdown = explainScore(tables, won.cards, target.cards, 'your', spoken?.say);
  // The contract: the bid winner's score for the bid and the tricks the side took (`--bid 3 --tricks 5`).
  const bidText = values.get('bid');
  const tricksText = values.get('tricks');
  let contract: ReturnType<typeof explainContract> = null;
  if (bidText !== undefined || tricksText !== undefined) {
    if (!ruleset.contract) return inputError(io, says.noContract(game));
    const bid = wholeNumber(bidText);
    const tricks = wholeNumber(tricksText);
    const { numbers } = ruleset.bidding;
    if (bid === null || bid < numbers.min || bid > numbers.max) return inputError(io, says.bidRange(game, numbers.min, numbers.max));
    if (tricks === null || tricks > tables.trickCount) return inputError(io, says.tricksRange(tables.trickCount));
    contract = explainContract(tables, bid, -1, tricks, 'side', spoken?.say);
  }
  const total = breakdown.total + (contract?.points ?? 0);
  if (flags.has('explain')) {
    // The score explainer's derivation: each group with the rules (and lines) its points come from.
    const position = {
      cards: won.cards.map((c) => cards.format(c)),
      target: target.cards.map((c) => cards.format(c)),
      ...(contract && bidText !== undefined && tricksText !== undefined
        ? { contract: { bid: Number(bidText), tricks: Number(tricksText) } }
        : {}),
    };
    const derivation = explainTrickPosition(ruleset, position, speech?.position);
    if (flags.has('json')) {
      io.stdout(`${JSON.stringify(derivation, null, 2)}\n`);
      return EXIT_OK;
    }
    const lines = headings(cards, won.cards, target.cards, speech);
    lines.push('', ...derivationLines(derivation, ruleset.files[0], speech?.derivation));
    io.stdout(`${lines.join('\n')}\n`);
  } else if (flags.has('json')) {
    const groups = breakdown.groups.map((g) => ({
      rank: g.rank,
      size: g.size,
      withTarget: g.withTarget,
      points: g.points,
      explanation: g.explanation,
      label: g.label,
      cards: g.cards,
    }));
    const json = { total, groups, unscored: breakdown.unscored, ...(contract ? { contract } : {}) };
    io.stdout(`${JSON.stringify(json, null, 2)}\n`);
  } else {
    const lines = headings(cards, won.cards, target.cards, speech);
    const shown = spoken && speech ? breakdownIn(breakdown, spoken, speech) : formatBreakdown(breakdown);
    // The contract line goes above the total, which then counts it.
    if (contract)
      shown.splice(
        shown.length - 1,
        1,
        `${spoken ? lineLabel(spoken.phrases, cards, contract) : contract.label}: ${contract.explanation}`,
        (speech?.derivation ?? ENGLISH_DERIVATION).total(String(total)),
      );
    lines.push('', ...shown);
    io.stdout(`${lines.join('\n')}\n`);
  }
  return EXIT_OK;
}

/** The position's cards and target, in notation, under their headings ("Cards:  4S 4H", "Target: 4D"). */
function headings(cards: PlayingCards, won: readonly number[], target: readonly number[], speech: CliSpeech | undefined): string[] {
  const said = speech?.positionHeadings ?? { cards: 'Cards:', target: 'Target:' };
  const width = Math.max(terminalColumns(said.cards), terminalColumns(said.target)) + 1;
  const pad = (heading: string): string => heading + ' '.repeat(width - terminalColumns(heading));
  const lines = [`${pad(said.cards)}${cards.formatAll(won)}`];
  if (target.length) lines.push(`${pad(said.target)}${cards.formatAll(target)}`);
  return lines;
}

/** The breakdown's lines in another language: each group named from what scored, the cards in no group, the total. */
function breakdownIn(breakdown: ScoreBreakdown, spoken: TrickSpoken, speech: CliSpeech): string[] {
  const so = (because: string, result: string): string => spoken.say.so(because, result);
  const lines = breakdown.groups.map((g) => `${spoken.phrases.group(g.size, g.rank, g.owner)}: ${withResult(g.explanation, g.points, so)}`);
  if (breakdown.unscored.length > 0) lines.push(`${spoken.phrases.unscored.title}: ${breakdown.unscored.join(' ')}`);
  lines.push(speech.derivation.total(String(breakdown.total)));
  return lines;
}

/** A whole number of at least 0 from an option's text, or null. */
function wholeNumber(text: string | undefined): number | null {
  return text !== undefined && /^\d{1,4}$/.test(text.trim()) ? Number(text) : null;
}

function inputError(io: CliIo, message: string): number {
  io.stderr(`pomona score: ${message}\n`);
  return EXIT_INPUT;
}
