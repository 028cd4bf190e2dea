/**
 * Making, copying and reading drafting states. The JSON part of a state is plain data; the
 * prepared table and the attribute-card orchards ride along as non-enumerable properties.
 */
import type { AttrCard } from '../../rules/ruleset.js';
import type { DraftData, DraftState, DraftView } from './types.js';
import { orchardScore, type DraftTable } from './table.js';

/** Join plain data with its prepared table and orchards (attribute cards) into a state. */
export function attach(data: DraftData, table: DraftTable, orchards?: AttrCard[][][]): DraftState {
  const cards = table.cards;
  const derived = orchards ?? data.batches.map((batches) => batches.map((ids) => ids.map((id) => cards[id] as AttrCard)));
  // A property defined by value alone is hidden from JSON and read-only.
  Object.defineProperties(data, { table: { value: table }, orchards: { value: derived } });
  return data as DraftState;
}

/** A fresh state at the start of a game: every card in the deck in canonical order. */
export function initialState(table: DraftTable, rulesetName: string, seed: number | string): DraftState {
  const players = table.players;
  const nb = table.batches.length;
  const batches: number[][][] = [];
  const orchards: AttrCard[][][] = [];
  for (let p = 0; p < players; p++) {
    const ids: number[][] = [];
    const cards: AttrCard[][] = [];
    for (let b = 0; b < nb; b++) {
      ids.push([]);
      cards.push([]);
    }
    batches.push(ids);
    orchards.push(cards);
  }
  const n = table.cards.length;
  const deck: number[] = new Array<number>(n);
  for (let id = 0; id < n; id++) deck[id] = id;
  return attach(
    { ruleset: rulesetName, players, seed, options: table.options, stage: 'shuffle', deck, centre: [], batches, leader: 0, turn: 0, phase: 0, chance: 0, log: [] },
    table,
    orchards,
  );
}

/** An independent copy (arrays copied, cards and table shared: they are never mutated). */
export function cloneState(state: DraftState): DraftState {
  return attach(
    {
      ruleset: state.ruleset,
      players: state.players,
      seed: state.seed,
      options: state.options,
      stage: state.stage,
      deck: state.deck.slice(),
      centre: state.centre.slice(),
      batches: state.batches.map((batches) => batches.map((ids) => ids.slice())),
      leader: state.leader,
      turn: state.turn,
      phase: state.phase,
      chance: state.chance,
      log: state.log.slice(),
    },
    state.table,
    state.orchards.map((batches) => batches.map((cards) => cards.slice())),
  );
}

/** Cards placed so far by `player`. */
export function cardsHeld(state: DraftState, player: number): number {
  let n = 0;
  for (const ids of state.batches[player] as number[][]) n += ids.length;
  return n;
}

/** Current points by seat (fast path). */
export function scoresOf(state: DraftState): number[] {
  const out: number[] = [];
  for (let p = 0; p < state.players; p++) out.push(orchardScore(state.table, state.orchards[p] as AttrCard[][]));
  return out;
}

/** What `player` sees: all of it but the order of the face-down deck. */
export function viewOf(state: DraftState, player: number): DraftView {
  return {
    ruleset: state.ruleset,
    player,
    players: state.players,
    options: state.options,
    stage: state.stage,
    centre: state.centre.slice(),
    batches: state.batches.map((batches) => batches.map((ids) => ids.slice())),
    leader: state.leader,
    turn: state.turn,
    phase: state.phase,
    deckLeft: state.deck.length,
    scores: scoresOf(state),
  };
}
