/**
 * Making, copying and reading drafting states. The JSON part of a state is plain data; the
 * prepared table, the attribute-card orchards, the remembered rule answers and the result ride
 * along, left out of JSON by `toJSON`. A state's arrays are its own, changed in place by its
 * actions; a copy, a view and `toJSON` copy them, so what they hand out never changes.
 */
import type { AttrCard } from '../../../core/rules/ruleset.js';
import type { GameResult } from '../../../core/game/game.js';
import type { DraftingData, DraftingState, DraftingView } from './types.js';
import { orchardScore, type DraftingTable } from './table.js';
import { memoChild, memoNode } from './memo.js';
import { cardAt, cardsIn, missing } from './reads.js';

/**
 * A drafting state: plain fields, the derived ones beside them, and `toJSON` giving the plain
 * data alone. A class rather than hidden properties on a plain object: defining those cost
 * microseconds for every new state and copy, a hundred times the rest of a copy.
 */
class DraftingGameState implements DraftingState {
  constructor(
    readonly ruleset: string,
    readonly players: number,
    readonly seed: number | string,
    readonly options: DraftingData['options'],
    public phase: DraftingData['phase'],
    public deck: number[],
    public centre: number[],
    public batches: number[][][],
    public leader: number,
    public turn: number,
    public phasesStarted: number,
    public chance: number,
    public log: DraftingData['log'],
    readonly table: DraftingTable,
    public orchards: AttrCard[][][],
    public memoNodes: number[],
    public answers: number[] | null,
    public outcome: GameResult | null,
  ) {}

  toJSON(): DraftingData {
    const { ruleset, players, seed, options, phase, leader, turn, phasesStarted, chance } = this;
    const deck = this.deck.slice();
    const centre = this.centre.slice();
    const batches = copyLists(this.batches);
    const log = this.log.slice();
    return { ruleset, players, seed, options, phase, deck, centre, batches, leader, turn, phasesStarted, chance, log };
  }
}

/** Each player's lists copied, batch by batch (card ids or attribute cards). */
function copyLists<T>(lists: readonly (readonly (readonly T[])[])[]): T[][][] {
  return lists.map((player) => player.map((batch) => batch.slice()));
}

/** A state from plain data, its arrays copied, with its table and the parts worked out from them. */
function stateOf(
  d: DraftingData,
  table: DraftingTable,
  orchards: DraftingGameState['orchards'],
  memoNodes: DraftingGameState['memoNodes'],
  outcome: DraftingGameState['outcome'],
): DraftingState {
  return new DraftingGameState(
    d.ruleset,
    d.players,
    d.seed,
    d.options,
    d.phase,
    d.deck.slice(),
    d.centre.slice(),
    copyLists(d.batches),
    d.leader,
    d.turn,
    d.phasesStarted,
    d.chance,
    d.log.slice(),
    table,
    orchards,
    memoNodes,
    null,
    outcome,
  );
}

/** Make a state of plain data (its arrays copied) and its prepared table; the orchards and memo nodes are worked out from the card ids. */
export function attach(data: DraftingData, table: DraftingTable): DraftingState {
  const orchards = data.batches.map((batches) => batches.map((ids) => ids.map((id) => cardAt(table.cards, id))));
  return stateOf(data, table, orchards, nodesFor(table, data.batches), null);
}

/** Each batch's node in its table memo, found by walking the memo over the cards it holds. */
function nodesFor(table: DraftingTable, batches: DraftingData['batches']): number[] {
  const nb = table.batches.length;
  const n = table.cards.length;
  const nodes = new Array<number>(batches.length * nb);
  batches.forEach((ids, p) => {
    for (let b = 0; b < nb; b++) {
      const memo = table.memos[b];
      nodes[p * nb + b] = memo ? memoNode(memo, table.cardClass, b * n, cardsIn(ids, b)) : -1;
    }
  });
  return nodes;
}

/** A fresh state at the start of a game: every card in the deck in canonical order. */
export function initialState(table: DraftingTable, rulesetName: string, seed: number | string): DraftingState {
  const players = table.players;
  const nb = table.batches.length;
  const batches: number[][][] = new Array<number[][]>(players);
  const orchards: AttrCard[][][] = new Array<AttrCard[][]>(players);
  for (let p = 0; p < players; p++) {
    const ids: number[][] = new Array<number[]>(nb);
    const cards: AttrCard[][] = new Array<AttrCard[]>(nb);
    for (let b = 0; b < nb; b++) {
      ids[b] = [];
      cards[b] = [];
    }
    batches[p] = ids;
    orchards[p] = cards;
  }
  // Every batch is empty: each stands at its memo's root (node 0), so no memo walk is needed.
  const nodes = new Array<number>(players * nb).fill(0);
  return new DraftingGameState(
    rulesetName,
    players,
    seed,
    table.options,
    'shuffle',
    table.cards.map((_, id) => id),
    [],
    batches,
    0,
    0,
    0,
    0,
    [],
    table,
    orchards,
    nodes,
    null,
    null,
  );
}

/**
 * An independent copy: every array copied (cards and log entries never change, so they are
 * shared); the remembered rule answers are left behind (the copy makes its own from the memo
 * nodes, and asks the rest again, when it first needs them).
 */
export function cloneState(s: DraftingState): DraftingState {
  return stateOf(s, s.table, copyLists(s.orchards), s.memoNodes.slice(), s.outcome);
}

/** Record in the state's orchards and memo nodes that `player` placed card `id` into batch `b`. */
export function placeInOrchard(state: DraftingState, player: number, b: number, id: number): void {
  const table = state.table;
  ((state.orchards[player] ?? missing('orchard', player))[b] ?? missing('batch', b)).push(table.cards[id] ?? missing('card', id));
  const memo = table.memos[b];
  if (!memo) return;
  const at = player * table.batches.length + b;
  // No node there: as a full memo (the batch is asked game by game from now on).
  const node = state.memoNodes[at] ?? -1;
  state.memoNodes[at] = node < 0 ? -1 : memoChild(memo, node, table.cardClass[b * table.cards.length + id] ?? missing('card class', id));
}

/** Cards placed so far by `player`. */
export function cardsHeld(state: DraftingState, player: number): number {
  const batches = state.batches[player] ?? missing('batch lists', player);
  let n = 0;
  for (let b = 0; b < batches.length; b++) n += batches[b]?.length ?? 0;
  return n;
}

/** Current points by seat. */
export function scoresOf(state: DraftingState): number[] {
  return state.orchards.map((orchard) => orchardScore(state.table, orchard));
}

/** What `player` sees: all of it but the order of the face-down deck, in arrays of the view's own. */
export function viewOf(state: DraftingState, player: number): DraftingView {
  return {
    ruleset: state.ruleset,
    player,
    players: state.players,
    options: state.options,
    phase: state.phase,
    centre: state.centre.slice(),
    batches: copyLists(state.batches),
    leader: state.leader,
    turn: state.turn,
    phasesStarted: state.phasesStarted,
    deckLeft: state.deck.length,
  };
}
