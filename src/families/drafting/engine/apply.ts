/**
 * The moves of a drafting game: chance events (shuffle, reveal) and placements, checked and
 * applied in place, with what happened pushed onto `events` when the caller asks. Actions may
 * come from untrusted JSON: anything that is not an action of the family is refused as
 * `malformed-action`, and a refused action leaves the state exactly as it was.
 */
import type { ActionError, GameResult } from '../../../core/game/game.js';
import { refuseShared } from '../../../core/game/refusals.js';
import { cardName } from '../../../core/cards/attribute-card.js';
import { shuffleInPlace } from './chance.js';
import { batchScore, orchardScore } from './table.js';
import { checkPlacement, placeAction, refusalMessage } from './placement.js';
import { cardsHeld, placeInOrchard, scoresOf } from './state.js';
import { allowedIn, forgetAnswers } from './answers.js';
import { cardAt, cardsIn, missing } from './reads.js';
import type {
  DraftingAction,
  DraftingEvent,
  DraftingRefusalCode,
  DraftingState,
  PlaceAction,
  RevealAction,
  ShuffleAction,
} from './types.js';

function refuse(code: DraftingRefusalCode, message: string): ActionError {
  return { code, message };
}

function isIndex(value: unknown, below: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < below;
}

/** How many cards the next phase turns up: each player's share, never beyond the cards each player needs. */
export function revealSize(state: DraftingState): number {
  const table = state.table;
  const held = cardsHeld(state, state.leader);
  return state.players * Math.max(0, Math.min(table.centrePerPlayer, table.cardsEach - held));
}

/** The next chance action: the shuffle drawn as from `Random.from(seed, k)` (the table's generator restarted so), or the top of the deck. */
export function nextChance(state: DraftingState): DraftingAction {
  if (state.phase === 'shuffle') {
    const n = state.table.cards.length;
    const order: number[] = new Array<number>(n);
    for (let id = 0; id < n; id++) order[id] = id;
    shuffleInPlace(state.table.scratchRandom.reseed(state.seed, state.chance), order);
    return { kind: 'shuffle', order };
  }
  return { kind: 'reveal', cards: state.deck.slice(0, revealSize(state)) };
}

/** The phase refusal for a chance event at the wrong time (a player is to act, or another chance event is due). */
function chanceOutOfTurn(state: DraftingState, what: string): ActionError {
  if (state.phase === 'over') return refuseShared('game-over', 'The game is over.');
  if (state.phase === 'place') return refuseShared('not-chance', `${what}: player ${state.turn + 1} is to place a card.`);
  return refuseShared(
    'wrong-phase',
    `${what}: the game is waiting for the ${state.phase === 'shuffle' ? 'shuffle' : 'next cards to be turned up'}.`,
  );
}

/** A list of card ids of the deck, or null when it is not one (wrong shape, a number out of range). */
function cardIds(value: unknown, cards: number): readonly number[] | null {
  if (!Array.isArray(value)) return null;
  for (const id of value) if (!isIndex(id, cards)) return null;
  return value as readonly number[];
}

/** What `firstRepeat` says of a list holding something that is not a card id. */
const NOT_IDS = -2;

/**
 * In one pass over `list`: NOT_IDS when an item is not a card id below `n`, else the first id
 * that appears twice, or -1. `seen` holds a flag per card (the table's, all 0 between uses, not a
 * new array each game: one that size lives outside the heap and cost more to make than the check).
 */
function firstRepeat(seen: Uint8Array, list: readonly unknown[], n: number): number {
  let twice = -1;
  for (const id of list) {
    if (!isIndex(id, n)) {
      twice = NOT_IDS;
      break;
    }
    if (seen[id] === 0) seen[id] = 1;
    else if (twice < 0) twice = id;
  }
  seen.fill(0);
  return twice;
}

function applyShuffle(state: DraftingState, action: ShuffleAction, events?: DraftingEvent[]): ActionError | null {
  const n = state.table.cards.length;
  const order: unknown = action.order;
  const twice = Array.isArray(order) ? firstRepeat(state.table.scratchSeen, order, n) : NOT_IDS;
  if (twice === NOT_IDS || !Array.isArray(order))
    return refuseShared('malformed-action', `A shuffle gives "order", a list of card ids 0..${n - 1}.`);
  if (state.phase !== 'shuffle') return chanceOutOfTurn(state, 'The deck is shuffled only at the start of the game');
  if (order.length !== n)
    return refuseShared('bad-chance-outcome', `A shuffle must order all ${n} cards of the deck, not ${order.length}.`);
  if (twice >= 0)
    return refuseShared('bad-chance-outcome', `A shuffle must list every card id 0..${n - 1} exactly once; ${twice} appears twice.`);
  // firstRepeat has checked that every entry is a card id, each once.
  state.deck = (order as readonly number[]).slice();
  state.phase = 'reveal';
  state.chance++;
  state.log.push({ kind: 'shuffle', order: order.slice() });
  if (events) events.push({ kind: 'shuffled', cards: n });
  return null;
}

function applyReveal(state: DraftingState, action: RevealAction, events?: DraftingEvent[]): ActionError | null {
  const cards = cardIds(action.cards, state.table.cards.length);
  if (!cards) return refuseShared('malformed-action', `A reveal gives "cards", a list of card ids 0..${state.table.cards.length - 1}.`);
  if (state.phase === 'shuffle') {
    // A scenario may name the first centre without a shuffle: the deck is shuffled from the
    // seed first (and that shuffle is logged), so later reveals stay random and replays exact.
    const saved = { deck: state.deck, phase: state.phase, chance: state.chance, log: state.log.length };
    const mark = events ? events.length : 0;
    applyShuffle(state, nextChance(state) as ShuffleAction, events);
    const error = applyReveal(state, action, events);
    if (error) {
      state.deck = saved.deck;
      state.phase = saved.phase;
      state.chance = saved.chance;
      state.log.length = saved.log;
      if (events) events.length = mark;
    }
    return error;
  }
  if (state.phase !== 'reveal') return chanceOutOfTurn(state, 'Cards are turned up only at the start of a phase');
  const want = revealSize(state);
  if (cards.length !== want) {
    return refuseShared(
      'bad-chance-outcome',
      `This phase turns up ${want} cards (${state.table.centrePerPlayer} per player); got ${cards.length}.`,
    );
  }
  const deck = state.deck;
  let top = true;
  for (let i = 0; i < want && top; i++) top = deck[i] === cards[i];
  if (top) {
    // The usual case: the top of the deck, in order.
    deck.splice(0, want);
  } else {
    const positions: number[] = [];
    for (const id of cards) {
      const at = deck.indexOf(id);
      if (at < 0 || positions.includes(at)) return refuseShared('bad-chance-outcome', `Card ${id} is not (or no longer) in the deck.`);
      positions.push(at);
    }
    state.deck = deck.filter((_, i) => !positions.includes(i));
  }
  state.centre = cards.slice();
  // The log entry and the event share a copy of their own.
  const centre = cards.slice();
  state.phase = 'place';
  state.turn = state.leader;
  state.phasesStarted++;
  state.chance++;
  state.log.push({ kind: 'reveal', cards: centre });
  if (events) events.push({ kind: 'revealed', phase: state.phasesStarted, leader: state.leader, cards: centre });
  return null;
}

/** Check a well-formed placement without changing anything: null when it may be applied. */
function checkPlace(state: DraftingState, player: number, card: number, batch: number): ActionError | null {
  if (state.phase === 'over') return refuseShared('game-over', 'The game is over.');
  if (state.phase !== 'place') return refuseShared('wrong-phase', `The cards are not turned up yet (${state.phase} phase).`);
  if (player !== state.turn) return refuseShared('not-your-turn', `It is player ${state.turn + 1}'s turn, not player ${player + 1}'s.`);
  const table = state.table;
  if (!state.centre.includes(card))
    return refuse(
      'card-not-in-centre',
      `${cardName(state.table.ruleset.deck, cardAt(state.table.cards, card))} (card ${card}) is not in the centre.`,
    );
  if (allowedIn(state, player, batch, card)) return null;
  const orchard = cardsIn(state.orchards, player);
  const attr = cardAt(table.cards, card);
  const refusal = checkPlacement(table, orchard, batch, attr);
  // allowedIn and checkPlacement ask the same rules, so a refusal is always found here.
  if (refusal === null) return null;
  return refuse(refusal.kind === 'full' ? 'batch-full' : 'placement-refused', refusalMessage(table, orchard, refusal, attr));
}

/** The place action as the engine's own frozen object, or null when `action` is not a well-formed placement. */
function wellFormedPlace(state: DraftingState, action: PlaceAction): PlaceAction | null {
  const { player, card, batch } = action;
  const table = state.table;
  if (!isIndex(player, state.players) || !isIndex(card, table.cards.length) || !isIndex(batch, table.batches.length)) return null;
  return placeAction(table, player, card, batch);
}

/** The result of a finished game: every seat with the highest total wins. */
export function resultOf(state: DraftingState): GameResult {
  const scores = scoresOf(state);
  let best = -Infinity;
  for (const score of scores) if (score > best) best = score;
  const winners: number[] = [];
  scores.forEach((score, p) => {
    if (score === best) winners.push(p);
  });
  return { scores, winners };
}

/**
 * Place a card already checked legal (`action`, placing `card`, at `slot` of the centre, into
 * `player`'s batch `batch`: its fields, passed so that the action object itself need not be read),
 * and move the turn (or the phase, or end the game).
 */
function commitPlace(
  state: DraftingState,
  action: PlaceAction,
  player: number,
  card: number,
  batch: number,
  slot: number,
  events?: DraftingEvent[],
): void {
  const table = state.table;
  const before = events ? orchardScore(table, cardsIn(state.orchards, player)) : 0;
  const centre = state.centre;
  // Shifted down by hand: splice would allocate the list of what it removes.
  const last = centre.length - 1;
  // A card not there ends the loop, and the check after it throws: no call inside the loop.
  let i = slot;
  for (; i < last; i++) {
    const next = centre[i + 1];
    if (next === undefined) break;
    centre[i] = next;
  }
  if (i < last) missing('centre card', i + 1);
  centre.pop();
  ((state.batches[player] ?? missing('batch lists', player))[batch] ?? missing('batch list', batch)).push(card);
  placeInOrchard(state, player, batch, card);
  const placedAttrs = state.orchards[player] ?? missing('orchard', player);
  forgetAnswers(state, player, batch);
  state.log.push(action);
  if (events) {
    const total = orchardScore(table, placedAttrs);
    events.push({ kind: 'placed', player, card, batch, points: total - before, batchPoints: batchScore(table, placedAttrs, batch), total });
  }
  const n = state.players;
  if (centre.length > 0) {
    state.turn = (state.turn + 1) % n;
    return;
  }
  state.leader = (((state.leader + table.direction) % n) + n) % n;
  state.turn = state.leader;
  const over = revealSize(state) === 0;
  state.phase = over ? 'over' : 'reveal';
  if (over) state.outcome = resultOf(state);
  if (events) {
    events.push({ kind: 'phase-ended', phase: state.phasesStarted, leader: over ? null : state.leader });
    if (state.outcome) events.push({ kind: 'game-over', result: state.outcome });
  }
}

/**
 * Apply any action in place, pushing what happened onto `events` when given; on refusal return
 * the error and leave the state untouched. Never throws, whatever `action` is.
 */
export function applyAction(state: DraftingState, action: unknown, events?: DraftingEvent[]): ActionError | null {
  if (typeof action === 'object' && action !== null) {
    // One of the table's own frozen placements (what legal lists hand out) is well formed: found
    // by its own fields, it cannot be anything else (any other object, or bad fields, misses).
    const { player, card, batch } = action as PlaceAction;
    const table = state.table;
    if (
      typeof player === 'number' &&
      typeof card === 'number' &&
      typeof batch === 'number' &&
      table.placeActions[(player * table.cards.length + card) * table.batches.length + batch] === action
    ) {
      const error = checkPlace(state, player, card, batch);
      if (error) return error;
      commitPlace(state, action as PlaceAction, player, card, batch, state.centre.indexOf(card), events);
      return null;
    }
  }
  if (typeof action !== 'object' || action === null || Array.isArray(action))
    return refuseShared('malformed-action', 'An action is an object with a "kind": shuffle, reveal or place.');
  switch ((action as { kind?: unknown }).kind) {
    case 'place': {
      const place = wellFormedPlace(state, action as PlaceAction);
      if (!place)
        return refuseShared(
          'malformed-action',
          `A placement gives "player" (0..${state.players - 1}), "card" (a card id 0..${state.table.cards.length - 1}) and "batch" (0..${state.table.batches.length - 1}).`,
        );
      const error = checkPlace(state, place.player, place.card, place.batch);
      if (error) return error;
      commitPlace(state, place, place.player, place.card, place.batch, state.centre.indexOf(place.card), events);
      return null;
    }
    case 'reveal':
      return applyReveal(state, action as RevealAction, events);
    case 'shuffle':
      return applyShuffle(state, action as ShuffleAction, events);
    default: {
      const kind = (action as { kind?: unknown }).kind;
      return refuseShared(
        'malformed-action',
        `Unknown action kind ${typeof kind === 'string' ? `"${kind}"` : `(${typeof kind})`}; expected shuffle, reveal or place.`,
      );
    }
  }
}

/** Check a placement without changing anything (the rules' answers may be remembered): null when it may be applied. */
export function checkPlacementAction(state: DraftingState, action: PlaceAction): ActionError | null {
  const place = wellFormedPlace(state, action);
  if (!place) return refuseShared('malformed-action', 'Not a well-formed placement.');
  return checkPlace(state, place.player, place.card, place.batch);
}
