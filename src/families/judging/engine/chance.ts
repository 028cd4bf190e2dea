/**
 * Chance events as explicit actions: the first judge, each deal (the red cards drawn to fill the
 * hands), each green card turned, and the anonymised order of the judged cards. `nextChance`
 * draws the k-th event from `Random.from(seed, k)`, so it is a pure function of the state.
 *
 * The stacks are shuffled lazily: a card is drawn uniformly from the cards left in the shuffled
 * part when it is needed, which deals the same games as shuffling whole stacks up front.
 */
import { Random } from '../../../core/cards/random.js';
import type { ActionError } from '../../../core/game/game.js';
import { refuseShared } from '../../../core/game/refusals.js';
import { owedCards, redeal } from './flow.js';
import type { JudgingChanceAction, JudgingEvent, JudgingState } from './types.js';
import { itemAt, lastOf } from '../../../core/cards/checked.js';

/** The chance action the state waits for, drawn from the seed; null when players (or nobody) act. */
export function nextChance(state: JudgingState): JudgingChanceAction | null {
  switch (state.phase) {
    case 'first-judge':
      return { kind: 'first-judge', judge: Random.from(state.seed, state.chances).below(state.players) };
    case 'deal':
      return { kind: 'deal', cards: drawDeal(state, Random.from(state.seed, state.chances)) };
    case 'turn': {
      const pool = state.greenPool;
      if (pool.length > 0) return { kind: 'turn', card: itemAt(pool, Random.from(state.seed, state.chances).below(pool.length)) };
      return { kind: 'turn', card: lastOf(state.greenUnder) };
    }
    case 'reveal':
      return { kind: 'reveal', order: Random.from(state.seed, state.chances).shuffle(state.judged.slice()) };
    default:
      return null;
  }
}

/** The cards of the next deal: drawn without replacement from the red stack, then from the discards once it runs out. */
function drawDeal(state: JudgingState, random: Random): number[] {
  const owed = owedCards(state);
  const out: number[] = [];
  const pool = state.redPool;
  if (owed < pool.length) {
    // Distinct positions drawn at random, redrawn on a repeat: a deal takes a few cards of a big stack.
    while (out.length < owed) {
      const card = itemAt(pool, random.below(pool.length));
      if (!out.includes(card)) out.push(card);
    }
    return out;
  }
  // The stack runs out: all of it in a random order, then the discards, shuffled into a new stack.
  out.push(...random.shuffle(pool.slice()));
  const fresh = random.shuffle(state.discards.slice());
  out.push(...fresh.slice(0, owed - out.length));
  return out;
}

/** Whether `x` is a whole number from 0. */
function isWhole(x: unknown): x is number {
  return typeof x === 'number' && Number.isInteger(x) && x >= 0;
}

/** Whether `list` is a list of whole numbers (the shape every list of cards must have). */
function isIdList(list: unknown): list is number[] {
  if (!Array.isArray(list)) return false;
  for (let i = 0; i < list.length; i++) if (!isWhole(list[i])) return false;
  return true;
}

/** Is `order` (a list of whole numbers) exactly the cards of `pool` (a handful of distinct ids), each once, in some order? */
function isPermutationOf(order: readonly number[], pool: readonly number[]): boolean {
  const k = pool.length;
  if (order.length !== k) return false;
  for (const [i, c] of order.entries()) {
    if (!pool.includes(c)) return false;
    if (order.indexOf(c) !== i) return false;
  }
  return true;
}

/** Take red card `card` out of the red stack (the last card moves into its place). */
function takeRed(state: JudgingState, card: number): void {
  const pool = state.redPool;
  const at = itemAt(state.redAt, card);
  const last = lastOf(pool);
  pool.pop();
  if (last !== card) {
    pool[at] = last;
    state.redAt[last] = at;
  }
  state.redAt[card] = -1;
}

/** Remove `card` from the unordered pool `pool` (swapping the last card into its place); false if it is not there. */
function takeFrom(pool: number[], card: number): boolean {
  const at = pool.indexOf(card);
  if (at < 0) return false;
  pool[at] = lastOf(pool);
  pool.pop();
  return true;
}

const expected: Readonly<Record<string, string>> = {
  'first-judge': 'the first judge to be drawn',
  deal: 'the hands to be dealt',
  turn: 'the judge to turn a green card',
  reveal: 'the judged cards to be revealed',
};

function mismatch(kind: string, wanted: string): ActionError {
  return refuseShared('wrong-phase', `a '${kind}' event does not fit: the game waits for ${wanted}`);
}

function malformed(message: string): ActionError {
  return refuseShared('malformed-action', message);
}

/** What is wrong with the shape of a chance action (from untrusted JSON), whatever the state; null if nothing. */
function shapeError(action: JudgingChanceAction): ActionError | null {
  switch (action.kind) {
    case 'first-judge':
      return isWhole(action.judge) ? null : malformed('the first judge is a seat number from 0');
    case 'deal':
      return isIdList(action.cards) ? null : malformed('a deal lists the red card ids dealt');
    case 'turn':
      return isWhole(action.card) ? null : malformed('a turn names a green card id');
    case 'reveal':
      return isIdList(action.order) ? null : malformed("a reveal's order is a list of red card ids");
    default:
      return malformed(`unknown chance event '${String((action as { kind?: unknown }).kind)}'`);
  }
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
    case 'first-judge': {
      const j = action.judge;
      if (state.phase !== 'first-judge') return mismatch(kind, wanted);
      if (j >= state.players) return refuseShared('bad-chance-outcome', `there is no seat ${j} at a table of ${state.players}`);
      state.judge = j;
      state.phase = 'deal';
      logged = { kind, judge: j };
      if (events) {
        events.push({ kind: 'first-judge', judge: j });
        events.push({ kind: 'shuffled', deck: 'green', cards: state.greenPool.length });
        events.push({ kind: 'shuffled', deck: 'red', cards: state.redPool.length });
      }
      break;
    }
    case 'deal': {
      if (state.phase !== 'deal') return mismatch(kind, wanted);
      const cards = action.cards;
      const owed = owedCards(state);
      if (cards.length !== owed)
        return refuseShared('bad-chance-outcome', `this deal fills the hands with ${owed} red cards, not ${cards.length}`);
      // The stack first; when it runs out, the discards shuffled into a new one. Checked before any change.
      const fromStack = Math.min(owed, state.redPool.length);
      const red = state.cards.red.length;
      for (const [i, card] of cards.entries()) {
        const inPlace = card < red && (i < fromStack ? itemAt(state.redAt, card) >= 0 : state.discards.includes(card));
        const repeated = cards.indexOf(card) !== i;
        if (!inPlace || repeated) {
          return refuseShared(
            'bad-chance-outcome',
            `red card ${card} cannot be dealt here (each card of a deal once: the red stack first, then the discards once it runs out)`,
          );
        }
      }
      let reshuffled = 0;
      let reshuffledAt = -1;
      for (const [i, card] of cards.entries()) {
        if (i === fromStack) {
          // The stack is empty: the discards become the new one.
          reshuffled = state.discards.length;
          reshuffledAt = i;
          state.redPool = state.discards;
          state.discards = [];
          state.redPool.forEach((pooled, k) => (state.redAt[pooled] = k));
        }
        takeRed(state, card);
      }
      const dealt = cards.slice();
      logged = { kind, cards: dealt };
      redeal(state, dealt, reshuffledAt, reshuffled, events);
      break;
    }
    case 'turn': {
      const card = action.card;
      if (state.phase !== 'turn') return mismatch(kind, wanted);
      if (state.greenPool.length > 0) {
        if (!takeFrom(state.greenPool, card)) return refuseShared('bad-chance-outcome', `green card ${card} is not in the green stack`);
      } else {
        const top = state.greenUnder[state.greenUnder.length - 1];
        if (card !== top)
          return refuseShared('bad-chance-outcome', `the judge turns the top green card (${String(top)}), not card ${card}`);
        state.greenUnder.pop();
      }
      state.green = card;
      state.round++;
      state.phase = 'placing';
      logged = { kind, card };
      if (events) events.push({ kind: 'green-turned', round: state.round, judge: state.judge, card });
      break;
    }
    case 'reveal': {
      if (state.phase !== 'reveal') return mismatch(kind, wanted);
      if (!isPermutationOf(action.order, state.judged)) {
        return refuseShared('bad-chance-outcome', 'the revealed order must list each placed card to judge once');
      }
      const order = action.order.slice();
      state.judged = order.slice();
      state.phase = 'judging';
      logged = { kind, order };
      if (events) events.push({ kind: 'revealed', cards: order });
      break;
    }
    default:
      return malformed(`unknown chance event '${String(kind)}'`);
  }
  state.chances++;
  state.log.push(logged);
  return null;
}
