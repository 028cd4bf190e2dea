/**
 * The look-ahead Orchard player. For each candidate placement it simulates the rest of the
 * game many times: the unseen cards are shuffled into future centres, the other players take
 * cards at random, and this player continues with a quick greedy policy. It keeps the candidate
 * with the best average final score (successive halving: every candidate gets a few rollouts,
 * the best ones get more).
 */
import { Random } from '../../../core/cards/random.js';
import type { AttrCard } from '../../../core/rules/ruleset.js';
import type { DraftingRuleset } from '../ruleset.js';
import type { Bot } from '../../../core/game/game.js';
import { batchScore, orchardScore, type DraftingTable } from '../engine/table.js';
import { mayPlace } from '../engine/placement.js';
import type { DraftingAction, DraftingView, PlaceAction } from '../engine/types.js';
import { drawBelow, shuffleInPlace } from '../engine/chance.js';
import { linkedBatches, orchardOf, TableCache, unseenCards } from './model.js';
import { itemAt } from '../../../core/cards/checked.js';

/** How hard the look-ahead player thinks. */
export interface LookaheadBudget {
  /** Rollouts for every candidate in the first round. */
  readonly first: number;
  /** Candidates kept for the second round. */
  readonly keep: number;
  /** Further rollouts for each kept candidate. */
  readonly second: number;
}

/** The default budget: tens of milliseconds a decision (at most about 380 rollouts: 4 for each of up to 64 candidates, 20 for each of the best 6). */
export const DEFAULT_LOOKAHEAD: LookaheadBudget = { first: 4, keep: 6, second: 20 };

/** The table position a rollout starts from, read off the view. */
export interface Start {
  readonly table: DraftingTable;
  readonly me: number;
  readonly players: number;
  readonly leader: number;
  readonly turn: number;
  /** Cards held by each player. */
  readonly held: readonly number[];
  readonly centre: readonly number[];
  readonly unseen: readonly number[];
  /** This player's batches now. */
  readonly orchard: readonly (readonly AttrCard[])[];
  /** Batches whose score reads other batches (their expressions count cards `elsewhere`). */
  readonly linked: readonly number[];
}

/**
 * This player's quick greedy move inside a rollout: the best gain for the target batch plus the
 * batches whose score reads other batches (`linked`), ties broken at random.
 */
function quickMove(start: Start, orchard: AttrCard[][], scores: number[], centre: number[], rng: Random): void {
  const { table, linked } = start;
  let bestGain = -Infinity;
  let ties = 0;
  let bestAt = 0;
  let bestBatch = 0;
  for (let i = 0; i < centre.length; i++) {
    const card = itemAt(table.cards, itemAt(centre, i));
    for (let b = 0; b < scores.length; b++) {
      if (!mayPlace(table, orchard, b, card)) continue;
      const cards = itemAt(orchard, b);
      cards.push(card);
      let gain = batchScore(table, orchard, b) - itemAt(scores, b);
      for (const l of linked) if (l !== b) gain += batchScore(table, orchard, l) - itemAt(scores, l);
      cards.pop();
      if (gain > bestGain) {
        bestGain = gain;
        ties = 1;
        bestAt = i;
        bestBatch = b;
      } else if (gain === bestGain && drawBelow(rng, ++ties) === 0) {
        bestAt = i;
        bestBatch = b;
      }
    }
  }
  const card = itemAt(table.cards, itemAt(centre, bestAt));
  itemAt(orchard, bestBatch).push(card);
  scores[bestBatch] = batchScore(table, orchard, bestBatch);
  for (const l of linked) scores[l] = batchScore(table, orchard, l);
  centre.splice(bestAt, 1);
}

/** Play the game on from `start` after `first`; returns this player's final score. */
function rollout(start: Start, first: PlaceAction, rng: Random): number {
  const { table, me, players } = start;
  const mine: AttrCard[][] = start.orchard.map((cards) => cards.slice());
  itemAt(mine, first.batch).push(itemAt(table.cards, first.card));
  const scores: number[] = [];
  for (let b = 0; b < mine.length; b++) scores.push(batchScore(table, mine, b));
  const held = start.held.slice();
  held[me] = itemAt(held, me) + 1;
  const centre = start.centre.filter((id) => id !== first.card);
  const deck = shuffleInPlace(rng, start.unseen.slice());
  let leader = start.leader;
  let turn = start.turn;
  while (held[me] !== table.cardsEach) {
    if (centre.length === 0) {
      leader = (((leader + table.direction) % players) + players) % players;
      turn = leader;
      const each = Math.min(table.centrePerPlayer, table.cardsEach - itemAt(held, leader));
      if (each <= 0 || deck.length === 0) break;
      for (let k = 0; k < players * each; k++) {
        const next = deck.pop();
        if (next === undefined) break;
        centre.push(next);
      }
    } else {
      turn = (turn + 1) % players;
    }
    if (turn === me) quickMove(start, mine, scores, centre, rng);
    else centre.splice(drawBelow(rng, centre.length), 1);
    held[turn] = itemAt(held, turn) + 1;
  }
  return orchardScore(table, mine);
}

/**
 * The candidate with the best mean rollout score, by successive halving. Every candidate plays
 * the same sampled futures (rollout r draws from `Random.from(base, r)`), so the comparison
 * measures the placement and not the luck of the draw.
 */
export function lookaheadChoice(start: Start, legal: readonly PlaceAction[], budget: LookaheadBudget, rng: Random): PlaceAction {
  const only = legal.length === 1 ? legal[0] : undefined;
  if (only) return only;
  const base = rng.nextUint32();
  const candidates = legal.map((action) => ({ action, total: 0 }));
  const play = (candidate: { action: PlaceAction; total: number }, from: number, to: number): void => {
    for (let r = from; r < to; r++) candidate.total += rollout(start, candidate.action, Random.from(base, r));
  };
  for (const candidate of candidates) play(candidate, 0, budget.first);
  // A stable sort: equal totals keep the legal list's order.
  const kept = candidates
    .slice()
    .sort((a, b) => b.total - a.total)
    .slice(0, Math.max(1, budget.keep));
  for (const candidate of kept) play(candidate, budget.first, budget.first + budget.second);
  let best = itemAt(kept, 0);
  for (const candidate of kept) if (candidate.total > best.total) best = candidate;
  return best.action;
}

/** A bot that simulates future centres to choose its placement. */
export function createLookaheadDraftBot(
  ruleset: DraftingRuleset,
  seed: number | string = 0,
  budget: LookaheadBudget = DEFAULT_LOOKAHEAD,
): Bot<DraftingView, DraftingAction> {
  const tables = new TableCache(ruleset);
  const rng = Random.from(seed, 0x100c);
  return {
    name: 'lookahead',
    decide(view: DraftingView, legal: readonly DraftingAction[]): DraftingAction {
      const places = legal.filter((a): a is PlaceAction => a.kind === 'place');
      if (places.length === 0) return itemAt(legal, 0);
      const table = tables.forView(view);
      const linked = linkedBatches(table);
      const start: Start = {
        table,
        me: view.player,
        players: view.players,
        leader: view.leader,
        turn: view.turn,
        held: view.batches.map((orchard) => orchard.reduce((n, ids) => n + ids.length, 0)),
        centre: view.centre,
        unseen: unseenCards(table, view),
        orchard: orchardOf(table, itemAt(view.batches, view.player)),
        linked,
      };
      return lookaheadChoice(start, places, budget, rng);
    },
  };
}
