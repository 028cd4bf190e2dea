/**
 * The drafting family's engine (Orchard): a GameEngine that interprets the batches of a
 * DraftingRuleset. Placement rules and scores are the ruleset's compiled expressions.
 */
import type { DraftingRuleset } from '../ruleset.js';
import type { Random } from '../../../core/cards/random.js';
import { applyToCopy } from '../../../core/game/game.js';
import type { GameEngine } from '../../../core/game/game.js';
import { applyAction, nextChance, resultOf } from './apply.js';
import { attach, cloneState } from './state.js';
import { allowedIn, answersOf, classifyRow, ruleAnswer } from './answers.js';
import { bitCount, tableFor } from './table.js';
import { placeAction, placeActionsOf } from './placement.js';
import { explainScores } from './explain.js';
import { missing } from './reads.js';
import { shuffleInPlace } from './chance.js';
import type { DraftingAction, DraftingEvent, DraftingState, DraftingView, PlaceAction } from './types.js';
import { draftingShowingEngine } from './showing.js';

export { createDraftGame, draftResult } from './showing.js';
export { explainScores } from './explain.js';

/**
 * Every legal placement for `player`: a fresh array of the table's shared frozen actions, card
 * by card in centre order, each card's batches in batch order. The batch rules' answers are
 * remembered as bits by card class in the state's compact rows (copied from the table's memos
 * for batches whose rules look at no other batch), so a list costs little more than the
 * array. Same answers as `allowedIn`.
 *
 * When every batch's classes fit one answer word (`DraftingTable.oneWord`, as in Orchard), each
 * batch's allowed classes are found once, as one word; each centre card is then a handful of
 * shifts over its classes (stored card by card), giving the batches it may go into as bits,
 * and the list is made at its exact length from those bits, visiting only the batches allowed.
 */
export function legalPlacements(state: DraftingState, player: number): PlaceAction[] {
  if (state.phase !== 'place' || player !== state.turn) return [];
  const table = state.table;
  if (!table.oneWord) return legalPlacementsOneByOne(state, player);
  const centre = state.centre;
  const m = centre.length;
  const nb = table.batches.length;
  const n = table.cards.length;
  const answers = answersOf(state);
  const row = player * table.answerStride;
  // accept[t]: the classes that batch mixed[t] takes now, as bits. A batch that takes every card
  // (an unruled one has one class) is a bit of `always`; one that takes none (full) is left out;
  // only the others (`mixed`) are looked at card by card.
  const accept = table.scratchAccept;
  const mixed = table.scratchMixed;
  const askedAll = table.askedAll;
  // Batches with no rules and no limit take every card, always; how the others stand is kept in
  // the row's batch masks (see `DraftingTable.maskAt`), brought up to date as their answers change.
  const masks = row + table.maskAt;
  if (answers[masks + 3] !== 1) classifyRow(state, answers, player);
  let always = table.openBatches | (answers[masks] ?? 0);
  let mixedCount = 0;
  const answerRow = table.answerRow;
  for (let set = answers[masks + 1] ?? 0; set !== 0; set &= set - 1) {
    const b = 31 - Math.clz32(set & -set);
    accept[mixedCount] = answers[row + (answerRow[b] ?? 0) + 1] ?? 0;
    mixed[mixedCount++] = b;
  }
  // A row with classes not asked yet (a batch that reads other batches is asked as needed): its
  // centre cards are asked now.
  for (let set = answers[masks + 2] ?? 0; set !== 0; set &= set - 1) {
    const b = 31 - Math.clz32(set & -set);
    const at = row + (answerRow[b] ?? 0);
    for (let i = 0; i < m; i++) ruleAnswer(state, answers, at, player, b, centre[i] ?? missing('centre card', i));
    const takes = answers[at + 1] ?? 0;
    if (takes === askedAll[b]) always |= 1 << b;
    else if (takes !== 0) {
      accept[mixedCount] = takes;
      mixed[mixedCount++] = b;
    }
  }
  // bits[i]: the batches centre card i may go into.
  const bits = new Array<number>(m);
  const classes = table.classByCard;
  let k = 0;
  // Indexed loops over the centre: for-of's iterator here cost about 2% of a game by profile.
  for (let i = 0; i < m; i++) {
    const first = (centre[i] ?? missing('centre card', i)) * nb;
    let set = always;
    // Reads with defaults that can only refuse (no classes taken; class 31, past every answer
    // word's 30 bits), not checks that throw: a throwing call in this innermost loop cost about
    // 5% of a game (same-process comparison), and these indexes are in range by construction.
    for (let t = 0; t < mixedCount; t++) {
      const b = mixed[t] ?? 0;
      set |= (((accept[t] ?? 0) >>> (classes[first + b] ?? 31)) & 1) << b;
    }
    bits[i] = set;
    k += bitCount(set);
  }
  const out = new Array<PlaceAction>(k);
  const actions = table.placeActions;
  const made = table.actionsMade;
  let j = 0;
  for (let i = 0; i < m; i++) {
    const id = centre[i] ?? missing('centre card', i);
    const first = (player * n + id) * nb;
    if (!made && actions[first] === undefined) placeActionsOf(table, player, id);
    // Lowest bit first: batches in batch order. An action not there leaves the list short,
    // and the check after the loops throws (no call inside this loop, the hottest of a game).
    for (let set = bits[i] ?? 0; set !== 0; set &= set - 1) {
      const action = actions[first + 31 - Math.clz32(set & -set)];
      if (action !== undefined) out[j++] = action;
    }
  }
  if (j !== k) missing('placement', j);
  return out;
}

/** `legalPlacements` for a table whose answers do not fit one word per batch: each pair asked through `allowedIn`. */
function legalPlacementsOneByOne(state: DraftingState, player: number): PlaceAction[] {
  const table = state.table;
  const out: PlaceAction[] = [];
  for (const id of state.centre)
    for (let b = 0; b < table.batches.length; b++) if (allowedIn(state, player, b, id)) out.push(placeAction(table, player, id, b));
  return out;
}

/**
 * A world `view`'s player cannot tell from the real one: every card they see where it is, the
 * face-down deck (all the cards nobody has seen) in a random order drawn from `rng`. Orchard
 * hides nothing else. The world carries no history (its log is empty) and its own seed, which
 * only a game still waiting for its shuffle uses.
 */
export function sampleDraftWorld(ruleset: DraftingRuleset, view: DraftingView, rng: Random): DraftingState {
  const table = tableFor(ruleset, view.players, view.options);
  const n = table.cards.length;
  const seen = new Uint8Array(n);
  for (const id of view.centre) seen[id] = 1;
  for (const orchard of view.batches) for (const ids of orchard) for (const id of ids) seen[id] = 1;
  const deck: number[] = [];
  for (let id = 0; id < n; id++) if (!seen[id]) deck.push(id);
  if (deck.length !== view.deckLeft)
    throw new Error(`The view shows ${n - deck.length} cards and ${view.deckLeft} face down, but the deck holds ${n}.`);
  // Before the shuffle the deck is in canonical order; afterwards its order is what is hidden.
  if (view.phase !== 'shuffle') shuffleInPlace(rng, deck);
  const data = {
    ruleset: view.ruleset,
    players: view.players,
    seed: rng.nextUint32(),
    options: table.options,
    phase: view.phase,
    deck,
    centre: view.centre,
    batches: view.batches,
    leader: view.leader,
    turn: view.turn,
    phasesStarted: view.phasesStarted,
    chance: view.phase === 'shuffle' ? 0 : view.phasesStarted + 1,
    log: [],
  };
  const state = attach(data, table);
  if (view.phase === 'over') state.outcome = resultOf(state);
  return state;
}

/** The drafting engine. */
export const draftingEngine: GameEngine<DraftingRuleset, DraftingState, DraftingAction, DraftingView, DraftingEvent> & {
  sampleWorld(ruleset: DraftingRuleset, view: DraftingView, rng: Random): DraftingState;
} = {
  ...draftingShowingEngine,
  legalActions(state: DraftingState, player: number): DraftingAction[] {
    return legalPlacements(state, player);
  },
  chanceAction: nextChance,
  apply: (state, action) => applyToCopy(cloneState, applyAction, state, action),
  applyInPlace: applyAction,
  clone: cloneState,
  sampleWorld: sampleDraftWorld,
  explain: explainScores,
};
