/**
 * Chance events as explicit actions: the first judge, the shuffles (then the deal), turning the green card, the
 * anonymised order of the judged cards and the reshuffle of the discards. `nextChance` draws the
 * k-th event from `Random.from(seed, k)`, so it is a pure function of the state.
 */
import { Random } from '../../cards/random.js';
import type { ActionError } from '../game.js';
import { refuseShared } from '../refusals.js';
import { refill } from './flow.js';
import type { JudgingChanceAction, JudgingEvent, JudgingState } from './types.js';

/** The chance action the state waits for, drawn from the seed; null when players (or nobody) act. */
export function nextChance(state: JudgingState): JudgingChanceAction | null {
  switch (state.phase) {
    case 'shuffle-green':
      return { kind: 'shuffle', deck: 'green', order: Random.from(state.seed, state.chances).shuffle(ids(state.cards.green.length)) };
    case 'shuffle-red':
      return { kind: 'shuffle', deck: 'red', order: Random.from(state.seed, state.chances).shuffle(ids(state.cards.red.length)) };
    case 'first-judge':
      return { kind: 'first-judge', judge: Random.from(state.seed, state.chances).below(state.players) };
    case 'turn':
      return { kind: 'turn', card: state.greenStack[state.greenStack.length - 1] as number };
    case 'reveal':
      return { kind: 'reveal', order: Random.from(state.seed, state.chances).shuffle(state.judged.slice()) };
    case 'reshuffle':
      return { kind: 'reshuffle', order: Random.from(state.seed, state.chances).shuffle(state.discards.slice()) };
    default:
      return null;
  }
}

function ids(n: number): number[] {
  const out = new Array<number>(n);
  for (let i = 0; i < n; i++) out[i] = i;
  return out;
}

/** Whether `order` is a list of whole numbers (the shape every order must have). */
function isIdList(order: unknown): order is number[] {
  if (!Array.isArray(order)) return false;
  for (let i = 0; i < order.length; i++) {
    const c: unknown = order[i];
    if (typeof c !== 'number' || !Number.isInteger(c) || c < 0) return false;
  }
  return true;
}

/**
 * Is `order` (a list of whole numbers) exactly the cards of `pool` (distinct ids below
 * `deckSize`), each once, in some order? A reveal has a handful of cards: compared pairwise.
 */
function isPermutationOf(order: readonly number[], pool: readonly number[], deckSize: number): boolean {
  const k = pool.length;
  if (order.length !== k) return false;
  if (k <= 16) {
    for (let i = 0; i < k; i++) {
      const c = order[i] as number;
      if (!pool.includes(c)) return false;
      for (let j = 0; j < i; j++) if (order[j] === c) return false;
    }
    return true;
  }
  const left = new Array<number>(deckSize).fill(0);
  for (let i = 0; i < k; i++) left[pool[i] as number] = 1;
  for (let i = 0; i < k; i++) {
    const c = order[i] as number;
    if (c >= deckSize || left[c] !== 1) return false;
    left[c] = 0;
  }
  return true;
}

/** Is `order` (a list of whole numbers) every id below `n` once? */
function isRange(order: readonly number[], n: number): boolean {
  if (order.length !== n) return false;
  const seen = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i++) {
    const c = order[i] as number;
    if (c >= n || seen[c] === 1) return false;
    seen[c] = 1;
  }
  return true;
}

const expected: Readonly<Record<string, string>> = {
  'shuffle-green': 'the green stack to be shuffled',
  'shuffle-red': 'the red stack to be shuffled',
  'first-judge': 'the first judge to be drawn',
  turn: 'the judge to turn a green card',
  reveal: 'the judged cards to be revealed',
  reshuffle: 'the discards to be reshuffled',
};

/** Whether `x` is a whole number from 0. */
function isWhole(x: unknown): x is number {
  return typeof x === 'number' && Number.isInteger(x) && x >= 0;
}

/** What is wrong with the shape of a chance action (from untrusted JSON), whatever the state; null if nothing. */
function shapeError(action: JudgingChanceAction): ActionError | null {
  switch (action.kind) {
    case 'shuffle': {
      const deck: unknown = action.deck;
      if (deck !== 'green' && deck !== 'red') return malformed('a shuffle names its deck: "green" or "red"');
      return isIdList(action.order) ? null : malformed("a shuffle's order is a list of card ids");
    }
    case 'first-judge':
      return isWhole(action.judge) ? null : malformed('the first judge is a seat number from 0');
    case 'turn':
      return isWhole(action.card) ? null : malformed('a turn names a green card id');
    case 'reveal':
    case 'reshuffle':
      return isIdList(action.order) ? null : malformed(`a ${action.kind}'s order is a list of red card ids`);
    default:
      return malformed(`unknown chance event '${String((action as { kind?: unknown }).kind)}'`);
  }
}

function mismatch(kind: string, wanted: string): ActionError {
  return refuseShared('wrong-phase', `a '${kind}' event does not fit: the game waits for ${wanted}`);
}

function malformed(message: string): ActionError {
  return refuseShared('malformed-action', message);
}

/**
 * Apply a chance action after checking it is the event the state waits for; the state is
 * untouched on refusal. `action` may be untrusted JSON whose `kind` is a chance kind. The log
 * keeps a copy, so a caller changing its action afterwards cannot change the game.
 */
export function applyChance(state: JudgingState, action: JudgingChanceAction, events?: JudgingEvent[]): ActionError | null {
  const kind = action.kind;
  const shape = shapeError(action);
  if (shape) return shape;
  const wanted = expected[state.phase];
  if (wanted === undefined) {
    return state.phase === 'over'
      ? refuseShared('game-over', 'the game is over')
      : refuseShared('not-chance', `it is the players' turn (${state.phase}), not a chance event`);
  }
  let logged: JudgingChanceAction;
  switch (kind) {
    case 'shuffle': {
      const deck = action.deck;
      const green = deck === 'green';
      if (state.phase !== (green ? 'shuffle-green' : 'shuffle-red')) return mismatch(kind, wanted);
      const n = green ? state.cards.green.length : state.cards.red.length;
      if (!isRange(action.order, n)) {
        return refuseShared('bad-chance-outcome', `a shuffle of the ${deck} stack must list each of its ${n} cards once`);
      }
      const order = action.order.slice();
      logged = { kind, deck, order: order.slice() };
      if (events) events.push({ kind: 'shuffled', deck, cards: n });
      if (green) {
        state.greenStack = order;
        state.phase = 'shuffle-red';
      } else {
        state.redStack = order;
        refill(state, events);
      }
      break;
    }
    case 'first-judge': {
      const j = action.judge;
      if (state.phase !== 'first-judge') return mismatch(kind, wanted);
      if (j >= state.players) return refuseShared('bad-chance-outcome', `there is no seat ${j} at a table of ${state.players}`);
      state.judge = j;
      state.phase = 'shuffle-green';
      logged = { kind, judge: j };
      if (events) events.push({ kind: 'first-judge', judge: j });
      break;
    }
    case 'turn': {
      const card = action.card;
      if (state.phase !== 'turn') return mismatch(kind, wanted);
      const top = state.greenStack[state.greenStack.length - 1] as number;
      if (card !== top) {
        return refuseShared('bad-chance-outcome', `the judge turns the top green card (${top}), not card ${card}`);
      }
      state.greenStack.pop();
      state.green = top;
      state.round++;
      state.phase = 'placing';
      logged = { kind, card };
      if (events) events.push({ kind: 'green-turned', round: state.round, judge: state.judge, card });
      break;
    }
    case 'reveal': {
      if (state.phase !== 'reveal') return mismatch(kind, wanted);
      if (!isPermutationOf(action.order, state.judged, state.cards.red.length)) {
        return refuseShared('bad-chance-outcome', 'the revealed order must list each placed card to judge once');
      }
      const order = action.order.slice();
      state.judged = order.slice();
      state.phase = 'judging';
      logged = { kind, order };
      if (events) events.push({ kind: 'revealed', cards: order });
      break;
    }
    case 'reshuffle': {
      if (state.phase !== 'reshuffle') return mismatch(kind, wanted);
      if (!isPermutationOf(action.order, state.discards, state.cards.red.length)) {
        return refuseShared('bad-chance-outcome', 'a reshuffle must list each discarded red card once');
      }
      const order = action.order.slice();
      logged = { kind, order: order.slice() };
      state.redStack = order.concat(state.redStack);
      state.discards = [];
      if (events) events.push({ kind: 'reshuffled', cards: order.length });
      refill(state, events);
      break;
    }
    default:
      return malformed(`unknown chance event '${String(kind)}'`);
  }
  state.chances++;
  state.log.push(logged);
  return null;
}
