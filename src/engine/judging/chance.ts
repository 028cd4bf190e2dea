/**
 * Chance events as explicit actions: the first judge, the shuffles (then the deal), turning the green card, the
 * anonymised order of the judged cards and the reshuffle of the discards. `nextChance` draws the
 * k-th event from `Random.from(seed, k)`, so it is a pure function of the state.
 */
import { Random } from '../../cards/random.js';
import type { ActionError } from '../game.js';
import { refill } from './flow.js';
import type { JudgingChanceAction, JudgingState } from './types.js';

/** The chance action the state waits for, drawn from the seed; null when players (or nobody) act. */
export function nextChance(state: JudgingState): JudgingChanceAction | null {
  const random = (): Random => Random.from(state.seed, state.chances);
  switch (state.phase) {
    case 'shuffle-green':
      return { kind: 'shuffle', deck: 'green', order: random().shuffle(ids(state.cards.green.length)) };
    case 'shuffle-red':
      return { kind: 'shuffle', deck: 'red', order: random().shuffle(ids(state.cards.red.length)) };
    case 'first-judge':
      return { kind: 'first-judge', judge: random().below(state.players) };
    case 'turn':
      return { kind: 'turn', card: state.greenStack[state.greenStack.length - 1] as number };
    case 'reveal':
      return { kind: 'reveal', order: random().shuffle(state.judged.slice()) };
    case 'reshuffle':
      return { kind: 'reshuffle', order: random().shuffle(state.discards.slice()) };
    default:
      return null;
  }
}

function ids(n: number): number[] {
  const out = new Array<number>(n);
  for (let i = 0; i < n; i++) out[i] = i;
  return out;
}

/** Is `order` exactly the cards of `pool` in some order? */
function isPermutationOf(order: unknown, pool: readonly number[]): order is number[] {
  if (!Array.isArray(order) || order.length !== pool.length) return false;
  const left = new Map<number, number>();
  for (const c of pool) left.set(c, (left.get(c) ?? 0) + 1);
  for (const c of order) {
    const n = typeof c === 'number' ? left.get(c) : undefined;
    if (!n) return false;
    left.set(c, n - 1);
  }
  return true;
}

function isRange(order: unknown, n: number): order is number[] {
  if (!Array.isArray(order) || order.length !== n) return false;
  const seen = new Uint8Array(n);
  for (const c of order) {
    if (typeof c !== 'number' || !Number.isInteger(c) || c < 0 || c >= n || seen[c]) return false;
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

/** Apply a chance action after checking it is the event the state waits for; the state is untouched on refusal. */
export function applyChance(state: JudgingState, action: JudgingChanceAction): ActionError | null {
  const wanted = expected[state.phase];
  if (wanted === undefined) {
    return state.phase === 'over'
      ? { code: 'game-over', message: 'the game is over' }
      : { code: 'not-chance', message: `it is the players' turn (${state.phase}), not a chance event` };
  }
  const mismatch = (): ActionError => ({ code: 'wrong-chance', message: `a '${action.kind}' event does not fit: the game waits for ${wanted}` });
  switch (action.kind) {
    case 'shuffle': {
      if (action.deck !== 'green' && action.deck !== 'red') return mismatch();
      const green = action.deck === 'green';
      if (state.phase !== (green ? 'shuffle-green' : 'shuffle-red')) return mismatch();
      const n = green ? state.cards.green.length : state.cards.red.length;
      if (!isRange(action.order, n)) {
        return { code: 'bad-order', message: `a shuffle of the ${action.deck} stack must list each of its ${n} cards once` };
      }
      if (green) {
        state.greenStack = action.order.slice();
        state.phase = 'shuffle-red';
      } else {
        state.redStack = action.order.slice();
        refill(state);
      }
      break;
    }
    case 'first-judge': {
      if (state.phase !== 'first-judge') return mismatch();
      const j = action.judge;
      if (typeof j !== 'number' || !Number.isInteger(j) || j < 0 || j >= state.players) {
        return { code: 'bad-player', message: `there is no seat ${String(j)} at a table of ${state.players}` };
      }
      state.judge = j;
      state.phase = 'shuffle-green';
      break;
    }
    case 'turn': {
      if (state.phase !== 'turn') return mismatch();
      const top = state.greenStack[state.greenStack.length - 1];
      if (action.card !== top) {
        return { code: 'bad-turn', message: `the judge turns the top green card (${String(top)}), not card ${String(action.card)}` };
      }
      state.greenStack.pop();
      state.green = top;
      state.round++;
      state.phase = 'placing';
      break;
    }
    case 'reveal': {
      if (state.phase !== 'reveal') return mismatch();
      if (!isPermutationOf(action.order, state.judged)) {
        return { code: 'bad-order', message: 'the revealed order must list each placed card to judge once' };
      }
      state.judged = action.order.slice();
      state.phase = 'judging';
      break;
    }
    case 'reshuffle': {
      if (state.phase !== 'reshuffle') return mismatch();
      if (!isPermutationOf(action.order, state.discards)) {
        return { code: 'bad-order', message: 'a reshuffle must list each discarded red card once' };
      }
      state.redStack = action.order.concat(state.redStack);
      state.discards = [];
      refill(state);
      break;
    }
    default:
      return mismatch();
  }
  state.chances++;
  state.log.push(action);
  return null;
}
