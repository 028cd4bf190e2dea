/**
 * The moves of a drafting game: chance events (shuffle, reveal) and placements, checked and
 * applied in place. A refused action leaves the state exactly as it was.
 */
import type { AttrCard } from '../../rules/ruleset.js';
import type { ActionError } from '../game.js';
import { Random } from '../../cards/random.js';
import { shuffleInPlace } from './chance.js';
import { checkPlacement, refusalMessage } from './table.js';
import { cardsHeld } from './state.js';
import type { DraftAction, DraftState, PlaceAction, RevealAction, ShuffleAction } from './types.js';

function fail(code: string, message: string): ActionError {
  return { code, message };
}

function isIndex(value: unknown, below: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < below;
}

/** How many cards the next phase turns up: each player's share, never beyond the cards each player needs. */
export function revealSize(state: DraftState): number {
  const table = state.table;
  const held = cardsHeld(state, state.leader);
  return state.players * Math.max(0, Math.min(table.centrePerPlayer, table.cardsEach - held));
}

/** The next chance action: the shuffle from `Random.from(seed, k)`, or the top of the deck. */
export function nextChance(state: DraftState): DraftAction {
  if (state.stage === 'shuffle') {
    const n = state.table.cards.length;
    const order: number[] = new Array<number>(n);
    for (let id = 0; id < n; id++) order[id] = id;
    shuffleInPlace(Random.from(state.seed, state.chance), order);
    return { kind: 'shuffle', order };
  }
  return { kind: 'reveal', cards: state.deck.slice(0, revealSize(state)) };
}

function applyShuffle(state: DraftState, action: ShuffleAction): ActionError | null {
  if (state.stage !== 'shuffle') return fail('not-chance-time', `The deck is shuffled only at the start of the game; it is the ${state.stage} stage.`);
  const order = action.order;
  const n = state.deck.length;
  if (!Array.isArray(order) || order.length !== n) return fail('bad-shuffle', `A shuffle must order all ${n} cards of the deck.`);
  const seen = new Uint8Array(n);
  for (const id of order) {
    if (!isIndex(id, n) || seen[id]) return fail('bad-shuffle', `A shuffle must list every card id 0..${n - 1} exactly once; ${JSON.stringify(id)} is wrong.`);
    seen[id] = 1;
  }
  state.deck = order.slice();
  state.stage = 'reveal';
  state.chance++;
  state.log.push(action);
  return null;
}

function applyReveal(state: DraftState, action: RevealAction): ActionError | null {
  if (state.stage === 'shuffle') {
    // A scenario may name the first centre without a shuffle: the deck is shuffled from the
    // seed first (and that shuffle is logged), so later reveals stay random and replays exact.
    const saved = { deck: state.deck, stage: state.stage, chance: state.chance, log: state.log.length };
    applyShuffle(state, nextChance(state) as ShuffleAction);
    const error = applyReveal(state, action);
    if (error) {
      state.deck = saved.deck;
      state.stage = saved.stage;
      state.chance = saved.chance;
      state.log.length = saved.log;
    }
    return error;
  }
  if (state.stage !== 'reveal') return fail('not-chance-time', `Cards are turned up only at the start of a phase; it is the ${state.stage} stage.`);
  const cards = action.cards;
  const want = revealSize(state);
  if (!Array.isArray(cards) || cards.length !== want) {
    return fail('bad-reveal', `This phase turns up ${want} cards (${state.table.centrePerPlayer} per player); got ${Array.isArray(cards) ? cards.length : 'none'}.`);
  }
  const deck = state.deck;
  let top = true;
  for (let i = 0; i < want && top; i++) top = deck[i] === cards[i];
  if (top) {
    // The usual case: the top of the deck, in order.
    state.deck = deck.slice(want);
  } else {
    const positions: number[] = [];
    for (const id of cards) {
      const at = typeof id === 'number' ? deck.indexOf(id) : -1;
      if (at < 0 || positions.includes(at)) return fail('bad-reveal', `Card ${JSON.stringify(id)} is not (or no longer) in the deck.`);
      positions.push(at);
    }
    state.deck = deck.filter((_, i) => !positions.includes(i));
  }
  state.centre = cards.slice();
  state.stage = 'place';
  state.turn = state.leader;
  state.phase++;
  state.chance++;
  state.log.push(action);
  return null;
}

/** Check a placement without changing anything: null when it may be applied. */
export function checkPlace(state: DraftState, action: PlaceAction): ActionError | null {
  const { player, card, batch } = action;
  const table = state.table;
  if (!isIndex(player, state.players)) return fail('unknown-player', `There is no player ${JSON.stringify(player)} in a game of ${state.players}.`);
  if (state.stage === 'over') return fail('game-over', 'The game is over.');
  if (state.stage !== 'place') return fail('waiting-for-chance', `The cards are not turned up yet (${state.stage} stage).`);
  if (player !== state.turn) return fail('not-your-turn', `It is player ${state.turn + 1}'s turn, not player ${player + 1}'s.`);
  if (!isIndex(batch, table.batches.length)) {
    return fail('unknown-batch', `There is no batch ${JSON.stringify(batch)}; the batches are ${table.batches.map((b, i) => `${i} ${b.name}`).join(', ')}.`);
  }
  if (!isIndex(card, table.cards.length) || !state.centre.includes(card)) {
    return fail('card-not-in-centre', `Card ${JSON.stringify(card)} is not in the centre.`);
  }
  const orchard = state.orchards[player] as AttrCard[][];
  const attr = table.cards[card] as AttrCard;
  const refusal = checkPlacement(table, orchard, batch, attr);
  if (refusal === null) return null;
  return fail(refusal.kind === 'full' ? 'batch-full' : 'placement-refused', refusalMessage(table, orchard, refusal, attr));
}

/** Place a card already checked legal, and move the turn (or the phase, or end the game). */
export function commitPlace(state: DraftState, action: PlaceAction): void {
  const { player, card, batch } = action;
  const table = state.table;
  const at = state.centre.indexOf(card);
  state.centre.splice(at, 1);
  (state.batches[player] as number[][])[batch]!.push(card);
  (state.orchards[player] as AttrCard[][])[batch]!.push(table.cards[card] as AttrCard);
  state.log.push(action);
  const n = state.players;
  if (state.centre.length > 0) {
    state.turn = (state.turn + 1) % n;
    return;
  }
  state.leader = (((state.leader + table.direction) % n) + n) % n;
  state.turn = state.leader;
  state.stage = revealSize(state) === 0 ? 'over' : 'reveal';
}

/** Apply any action in place; on refusal return the error and leave the state untouched. */
export function applyAction(state: DraftState, action: DraftAction): ActionError | null {
  if (typeof action !== 'object' || action === null) return fail('unknown-action', `Not an action: ${JSON.stringify(action)}.`);
  switch (action.kind) {
    case 'shuffle':
      return applyShuffle(state, action);
    case 'reveal':
      return applyReveal(state, action);
    case 'place': {
      const error = checkPlace(state, action);
      if (error) return error;
      commitPlace(state, action);
      return null;
    }
    default:
      return fail('unknown-action', `Unknown action kind ${JSON.stringify((action as { kind?: unknown }).kind)}; expected shuffle, reveal or place.`);
  }
}
