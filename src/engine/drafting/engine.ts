/**
 * The drafting family's engine (Orchard): a GameEngine that interprets the batches of a
 * DraftRuleset. Placement rules and scores are the ruleset's compiled expressions.
 */
import type { AttrCard, DraftRuleset } from '../../rules/ruleset.js';
import type { Random } from '../../cards/random.js';
import { resolveOptions } from '../../rules/options.js';
import { applyToCopy } from '../game.js';
import type { CreateResult, GameEngine, GameResult, GameSetup, ScoreSheet, ToAct } from '../game.js';
import { refuseShared } from '../refusals.js';
import { applyAction, nextChance, resultOf } from './apply.js';
import { answerBase, attach, cloneState, initialState, viewOf } from './state.js';
import { mayPlace, placeActionsOf, tableFor, type DraftTable } from './table.js';
import { explainBatch } from './explain.js';
import { shuffleInPlace } from './chance.js';
import type { DraftAction, DraftEvent, DraftState, DraftView, PlaceAction } from './types.js';

/** The prepared table of each ruleset with its default options, by player count. */
const defaultTables = new WeakMap<DraftRuleset, DraftTable[]>();

/** Start a game: check the setup against the ruleset and prepare its tables. */
export function createDraftGame(ruleset: DraftRuleset, setup: GameSetup): CreateResult<DraftState> {
  const { players, seed } = setup;
  if (!Number.isInteger(players) || players < ruleset.players.min || players > ruleset.players.max) {
    return { ok: false, error: refuseShared('bad-setup', `${ruleset.name} is for ${ruleset.players.min} to ${ruleset.players.max} players, not ${String(players)}.`) };
  }
  if (typeof seed !== 'number' && typeof seed !== 'string') {
    return { ok: false, error: refuseShared('bad-setup', 'The seed must be a number or a text.') };
  }
  // Most games take the ruleset's defaults: their table is found without resolving them again.
  let table = setup.options === undefined ? defaultTables.get(ruleset)?.[players] : undefined;
  if (!table) {
    const resolved = resolveOptions(ruleset, setup.options ?? {});
    if (!resolved.ok) return { ok: false, error: refuseShared('bad-option', resolved.message) };
    table = tableFor(ruleset, players, resolved.options);
    if (setup.options === undefined) {
      let byPlayers = defaultTables.get(ruleset);
      if (!byPlayers) defaultTables.set(ruleset, (byPlayers = []));
      byPlayers[players] = table;
    }
  }
  if (!Number.isInteger(table.centrePerPlayer) || table.centrePerPlayer < 1) {
    return { ok: false, error: refuseShared('bad-setup', `The centre must turn up at least one card per player; the ruleset gives ${table.centrePerPlayer} for ${players} players.`) };
  }
  const needed = players * ruleset.cardsEach;
  if (ruleset.deck.cards.length < needed) {
    return { ok: false, error: refuseShared('bad-setup', `${players} players need ${needed} cards (${ruleset.cardsEach} each) but the deck holds ${ruleset.deck.cards.length}.`) };
  }
  return { ok: true, state: initialState(table, ruleset.name, seed) };
}

/**
 * Every legal placement for `player`: a fresh array of the table's shared frozen actions, card
 * by card in centre order, each card's batches in batch order. The batch rules' answers are
 * remembered by card class (in the table's memos, or in the state for batches whose rules look
 * at other batches), so a list costs little more than the array. Same answers as `allowedIn`.
 *
 * Asked batch by batch (what depends on the batch alone is then worked out once, and stays in
 * registers over the centre's cards), the answers go into a reused flag per centre card and
 * batch; the list is then made at its exact length from the flags, in card order.
 */
export function legalPlacements(state: DraftState, player: number): PlaceAction[] {
  if (state.stage !== 'place' || player !== state.turn) return [];
  const table = state.table;
  const centre = state.centre;
  const m = centre.length;
  const nb = table.batches.length;
  const n = table.cards.length;
  const orchard = state.orchards[player] as AttrCard[][];
  const classOf = table.cardClass;
  const capacities = table.capacities;
  const ruled = table.ruled;
  // flags[i * nb + b]: may centre card i go into batch b (1) or not (0).
  const flags = table.scratchFlags;
  let k = 0;
  for (let b = 0; b < nb; b++) {
    const capacity = capacities[b] as number;
    if (capacity >= 0 && (orchard[b] as AttrCard[]).length >= capacity) {
      for (let i = 0; i < m; i++) flags[i * nb + b] = 0;
    } else if (ruled[b] === 0) {
      for (let i = 0; i < m; i++) flags[i * nb + b] = 1;
      k += m;
    } else {
      const base = answerBase(state, player, b);
      const answers = table.scratchAnswers[b] as Uint8Array;
      const classes = b * n;
      for (let i = 0; i < m; i++) {
        const id = centre[i] as number;
        const at = base + (classOf[classes + id] as number);
        let known = answers[at] as number;
        if (known === 0) answers[at] = known = mayPlace(table, orchard, b, table.cards[id] as AttrCard) ? 1 : 2;
        const ok = known === 1 ? 1 : 0;
        flags[i * nb + b] = ok;
        k += ok;
      }
    }
  }
  const out = new Array<PlaceAction>(k);
  const actions = table.placeActions;
  let j = 0;
  for (let i = 0; i < m; i++) {
    const id = centre[i] as number;
    const first = (player * n + id) * nb;
    if (actions[first] === undefined) placeActionsOf(table, player, id);
    for (let b = 0; b < nb; b++) if (flags[i * nb + b] === 1) out[j++] = actions[first + b] as PlaceAction;
  }
  // The flags now answer for this state until its next action (see `checkPlace`).
  table.lastLegalState = state;
  table.lastLegalAt = state.log.length;
  return out;
}

/**
 * A world `view`'s player cannot tell from the real one: every card they see where it is, the
 * face-down deck (all the cards nobody has seen) in a random order drawn from `rng`. Orchard
 * hides nothing else. The world carries no history (its log is empty) and its own seed, which
 * only a game still waiting for its shuffle uses.
 */
export function sampleDraftWorld(ruleset: DraftRuleset, view: DraftView, rng: Random): DraftState {
  const table = tableFor(ruleset, view.players, view.options);
  const n = table.cards.length;
  const seen = new Uint8Array(n);
  for (const id of view.centre) seen[id] = 1;
  for (const orchard of view.batches) for (const ids of orchard) for (const id of ids) seen[id] = 1;
  const deck: number[] = [];
  for (let id = 0; id < n; id++) if (!seen[id]) deck.push(id);
  if (deck.length !== view.deckLeft) throw new Error(`The view shows ${n - deck.length} cards and ${view.deckLeft} face down, but the deck holds ${n}.`);
  // Before the shuffle the deck is in canonical order; afterwards its order is what is hidden.
  if (view.stage !== 'shuffle') shuffleInPlace(rng, deck);
  const data = {
    ruleset: view.ruleset,
    players: view.players,
    seed: rng.nextUint32(),
    options: table.options,
    stage: view.stage,
    deck,
    centre: view.centre,
    batches: view.batches,
    leader: view.leader,
    turn: view.turn,
    phase: view.phase,
    chance: view.stage === 'shuffle' ? 0 : view.phase + 1,
    log: [],
  };
  const state = attach(data, table);
  if (view.stage === 'over') state.outcome = resultOf(state);
  return state;
}

/** Score sheets by seat: one line per batch, with the ruleset's own derivation. */
export function explainScores(state: DraftState): ScoreSheet[] {
  const table = state.table;
  const sheets: ScoreSheet[] = [];
  for (let p = 0; p < state.players; p++) {
    const orchard = state.orchards[p] as AttrCard[][];
    const lines = table.batches.map((batch, b) => {
      const explained = explainBatch(table, orchard, b);
      return { label: batch.name, points: explained.value, explanation: explained.text };
    });
    sheets.push({ player: p, total: lines.reduce((sum, line) => sum + line.points, 0), lines });
  }
  return sheets;
}

/** Final scores and winners (every seat with the highest total), once the game is over. */
export function draftResult(state: DraftState): GameResult | null {
  return state.outcome;
}

/** The drafting engine. */
export const draftingEngine: GameEngine<DraftRuleset, DraftState, DraftAction, DraftView, DraftEvent> & {
  sampleWorld(ruleset: DraftRuleset, view: DraftView, rng: Random): DraftState;
} = {
  family: 'drafting',
  create: createDraftGame,
  toAct(state: DraftState): ToAct {
    if (state.stage === 'over') return { kind: 'over' };
    if (state.stage === 'place') return state.table.toAct[state.turn] as ToAct;
    return { kind: 'chance' };
  },
  phase(state: DraftState): string {
    return state.stage;
  },
  legalActions(state: DraftState, player: number): DraftAction[] {
    return legalPlacements(state, player);
  },
  chanceAction: nextChance,
  apply: (state, action) => applyToCopy(cloneState, applyAction, state, action),
  applyInPlace: applyAction,
  clone: cloneState,
  view: viewOf,
  sampleWorld: sampleDraftWorld,
  explain: explainScores,
  result: draftResult,
  log(state: DraftState): readonly DraftAction[] {
    return state.log;
  },
};
