/**
 * The judging family's registry entry: engine, named computer players, and how its actions are
 * read, written and told in words, so `pomona replay` and `pomona simulate` play Apples to Apples.
 */
import type { FamilyEntry, ParsedFamilyAction } from '../../engine/registry.js';
import { judgingEngine } from '../../engine/judging/engine.js';
import type { JudgingAction, JudgingState, JudgingView } from '../../engine/judging/types.js';
import type { JudgeRuleset } from '../../rules/ruleset.js';
import { matcherBot } from './matcher.js';
import { randomJudgingBot } from './random.js';
import { readerBot } from './reader.js';

function isRecord(x: unknown): x is Record<string, unknown> {
  return x !== null && typeof x === 'object' && !Array.isArray(x);
}

const isWhole = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;
const isWholeList = (x: unknown): x is number[] => Array.isArray(x) && x.every(isWhole);

/** A red card named by id or by its exact text. */
function redCard(ruleset: JudgeRuleset, value: unknown): number | null {
  if (isWhole(value)) return value;
  if (typeof value === 'string') {
    const at = ruleset.red.cards.findIndex((c) => c.text === value);
    return at < 0 ? null : at;
  }
  return null;
}

/** Read an action from JSON: the engine's own shape, with red cards by id or exact text. */
export function parseJudgingAction(ruleset: JudgeRuleset, json: unknown): ParsedFamilyAction<JudgingAction> {
  const bad = (message: string): ParsedFamilyAction<JudgingAction> => ({ ok: false, message });
  if (!isRecord(json) || typeof json.kind !== 'string') return bad('an action is an object with a "kind"');
  switch (json.kind) {
    case 'shuffle':
      if ((json.deck !== 'green' && json.deck !== 'red') || !isWholeList(json.order)) return bad('a shuffle needs "deck" (green or red) and "order" (card ids)');
      return { ok: true, action: { kind: 'shuffle', deck: json.deck, order: json.order } };
    case 'reveal':
    case 'reshuffle':
      if (!isWholeList(json.order)) return bad(`a ${json.kind} needs "order" (card ids)`);
      return { ok: true, action: { kind: json.kind, order: json.order } };
    case 'first-judge':
      if (!isWhole(json.judge)) return bad('a first-judge event needs "judge" (a seat number from 0)');
      return { ok: true, action: { kind: 'first-judge', judge: json.judge } };
    case 'turn':
      if (!isWhole(json.card)) return bad('a turn needs "card" (a green card id)');
      return { ok: true, action: { kind: 'turn', card: json.card } };
    case 'place':
    case 'choose': {
      if (!isWhole(json.player)) return bad(`a ${json.kind} needs "player" (a seat number from 0)`);
      const card = redCard(ruleset, json.card);
      if (card === null) return bad(`a ${json.kind} needs "card" (a red card id or its exact text); ${JSON.stringify(json.card)} is neither`);
      return { ok: true, action: { kind: json.kind, player: json.player, card } };
    }
    case 'done':
      if (!isWhole(json.player)) return bad('a done needs "player" (a seat number from 0)');
      return { ok: true, action: { kind: 'done', player: json.player } };
    default:
      return bad(`unknown action kind '${json.kind}'`);
  }
}

const red = (ruleset: JudgeRuleset, id: number): string => `"${ruleset.red.cards[id]?.text ?? `#${id}`}"`;

/** An action in words, for replays. */
export function describeJudgingAction(ruleset: JudgeRuleset, action: JudgingAction): string {
  switch (action.kind) {
    case 'shuffle':
      return `The ${action.deck} stack is shuffled (${action.order.length} cards)`;
    case 'first-judge':
      return `Player ${action.judge + 1} is the first judge`;
    case 'turn':
      return `The judge turns the green card "${ruleset.green.cards[action.card]?.text ?? `#${action.card}`}"`;
    case 'reveal':
      return `The judge reveals ${action.order.map((c) => red(ruleset, c)).join(', ')}`;
    case 'reshuffle':
      return `The ${action.order.length} discarded red cards are shuffled into a new stack`;
    case 'place':
      return `Player ${action.player + 1} places ${red(ruleset, action.card)}`;
    case 'done':
      return `Player ${action.player + 1} is done placing`;
    case 'choose':
      return `Judge ${action.player + 1} chooses ${red(ruleset, action.card)}`;
  }
}

/** The state at the end of a game as JSON: scores and every decided round, in words. */
function summary(state: JudgingState): unknown {
  const text = (list: readonly { text: string }[], id: number): string => list[id]?.text ?? `#${id}`;
  return {
    phase: state.phase,
    rounds: state.history.length,
    scores: state.won.map((w) => w.length),
    won: state.won.map((w) => w.map((g) => text(state.cards.green, g))),
    history: state.history.map((r) => ({
      round: r.round,
      judge: r.judge,
      green: text(state.cards.green, r.green),
      judged: r.judged.map((p) => ({ player: p.player, card: text(state.cards.red, p.card) })),
      returned: r.returned ? { player: r.returned.player, card: text(state.cards.red, r.returned.card) } : null,
      winner: r.winner ? { player: r.winner.player, card: text(state.cards.red, r.winner.card) } : null,
    })),
  };
}

/** The state at the end of a game in lines of text. */
function summaryText(state: JudgingState): string[] {
  const lines: string[] = [];
  for (const r of state.history) {
    const green = state.cards.green[r.green]?.text ?? '?';
    const win = r.winner ? `player ${r.winner.player + 1} wins with "${state.cards.red[r.winner.card]?.text ?? '?'}"` : 'no card judged';
    lines.push(`Round ${r.round}: judge ${r.judge + 1}, "${green}": ${win}`);
  }
  lines.push(`Green cards: ${state.won.map((w, p) => `player ${p + 1} ${w.length}`).join(', ')} (goal ${state.numbers.goal})`);
  return lines;
}

/** The judging family's entry for the registry. */
export const judgingFamily: FamilyEntry<JudgeRuleset, JudgingState, JudgingAction, JudgingView> = {
  family: 'judging',
  engine: judgingEngine,
  bots: {
    random: { description: 'places, stops and judges at random', create: (_r, seed) => randomJudgingBot(seed) },
    matcher: {
      description: 'places the red card sharing the most tags with the green card; judges by tags and a seeded taste',
      create: (_r, seed) => matcherBot(seed),
    },
    reader: {
      description: "plays to the judge: learns the judge's taste from the rounds they decided; judges by tags and a seeded taste",
      create: (_r, seed) => readerBot(seed),
    },
  },
  parseAction: parseJudgingAction,
  actionToJSON: (_r, action) => action,
  describeAction: describeJudgingAction,
  roundScores: (state) => state.history.map((r) => state.won.map((_, p) => (r.winner?.player === p ? 1 : 0))),
  summary,
  summaryText,
};
