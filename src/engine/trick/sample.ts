/**
 * A uniformly random legal action drawn without listing them all: the fast path of random
 * self-play and of search rollouts (the pile phase alone can have over a thousand choices).
 */
import type { Random } from '../../cards/random.js';
import type { TrickPlayerAction } from './actions.js';
import { legalActions } from './legal.js';
import * as phases from './phases.js';
import type { TrickState } from './state.js';

// Module-local copies: cheaper than a cross-module read on the hot path.
const PHASE_BIDDING = phases.PHASE_BIDDING;
const PHASE_PILE = phases.PHASE_PILE;
const PHASE_TARGET = phases.PHASE_TARGET;
const PHASE_TRICKS = phases.PHASE_TRICKS;

/** A uniformly random legal action of `player`, or null when they have none. */
export function sampleLegalAction(s: TrickState, player: number, rng: Random): TrickPlayerAction | null {
  const t = s.t;
  if (s.phase === PHASE_TRICKS) {
    if (player !== s.turn) return null;
    const base = player * t.cap;
    const len = s.handLen[player] as number;
    const hands = s.hands;
    if (t.mustFollow && s.trickLen > 0) {
      const suitOf = t.suitOf;
      const led = suitOf[s.trick[0] as number] as number;
      let follow = 0;
      for (let i = base; i < base + len; i++) if (suitOf[hands[i] as number] === led) follow++;
      if (follow > 0) {
        let k = rng.below(follow);
        for (let i = base; i < base + len; i++) {
          const c = hands[i] as number;
          if (suitOf[c] === led && k-- === 0) return { type: 'play', player, card: c };
        }
      }
    }
    return { type: 'play', player, card: hands[base + rng.below(len)] as number };
  }
  if (s.phase === PHASE_PILE) {
    if (s.given[player] === 1) return null;
    return { type: 'give', player, cards: samplePile(s, player, rng) };
  }
  if (s.phase === PHASE_BIDDING) return sampleBid(s, player, rng);
  if (s.phase === PHASE_TARGET) {
    if ((s.targetLen[player] as number) >= t.targetCards) return null;
    return { type: 'target', player, card: s.hands[player * t.cap + rng.below(s.handLen[player] as number)] as number };
  }
  const legal = legalActions(s, player);
  return legal.length === 0 ? null : (legal[rng.below(legal.length)] as TrickPlayerAction);
}

/** A uniformly random bid or pass, counting the legal bids without listing them. */
function sampleBid(s: TrickState, player: number, rng: Random): TrickPlayerAction | null {
  const t = s.t;
  if (player !== s.turn) return null;
  const canBid = !(t.passIsFinal && s.passed[player] === 1);
  const suits = t.suits;
  // Cards held by suit, in a plain list (far cheaper to allocate than a typed array per bidding turn).
  const held: number[] = [];
  for (let suit = 0; suit < suits; suit++) held.push(0);
  const suitOf = t.suitOf;
  const hands = s.hands;
  const base = player * t.cap;
  const end = base + (s.handLen[player] as number);
  for (let i = base; i < end; i++) {
    const suit = suitOf[hands[i] as number] as number;
    held[suit] = (held[suit] as number) + 1;
  }
  // allow[number * stride + held], read directly: this runs once per bidding turn of every playout.
  const allow = t.allow;
  const stride = t.dealEach + 1;
  const bidMax = t.bidMax;
  let count = 0;
  if (canBid) {
    for (let suit = 0; suit < suits; suit++) {
      const h = held[suit] as number;
      for (let number = lowestBid(s, suit); number <= bidMax; number++) if (allow[number * stride + h] === 1) count++;
    }
  }
  let k = rng.below(count + 1);
  if (k === 0) return { type: 'pass', player };
  // The same order as the count: suits from the highest, numbers upwards.
  for (let suit = 0; suit < suits; suit++) {
    const h = held[suit] as number;
    for (let number = lowestBid(s, suit); number <= bidMax; number++) {
      if (allow[number * stride + h] === 1 && --k === 0) return { type: 'bid', player, number, suit };
    }
  }
  return { type: 'pass', player };
}

/** The smallest number the seat may bid in `suit` (it must beat the standing bid). */
function lowestBid(s: TrickState, suit: number): number {
  const min = s.t.bidMin;
  if (s.bidder < 0) return min;
  const beat = suit < s.bidSuit ? s.bidNumber : s.bidNumber + 1;
  return beat > min ? beat : min;
}

/** N random cards of the seat's hand (the bid winner's from its trumps first), sorted. */
function samplePile(s: TrickState, player: number, rng: Random): number[] {
  const t = s.t;
  const n = s.bidNumber;
  const base = player * t.cap;
  const len = s.handLen[player] as number;
  const hands = s.hands;
  // One scratch list: the pool to draw from first at the front, the rest after it, each in hand order.
  const from: number[] = new Array<number>(len);
  const trumpsOnly = player === s.bidder && t.pile?.winnerGivesTrumps === true && s.trump >= 0;
  let poolLen = 0;
  if (trumpsOnly) {
    const suitOf = t.suitOf;
    const trump = s.trump;
    for (let i = base; i < base + len; i++) if (suitOf[hands[i] as number] === trump) from[poolLen++] = hands[i] as number;
    let r = poolLen;
    for (let i = base; i < base + len; i++) if (suitOf[hands[i] as number] !== trump) from[r++] = hands[i] as number;
  } else {
    for (let i = 0; i < len; i++) from[i] = hands[base + i] as number;
    poolLen = len;
  }
  const cards: number[] = [];
  takeRandom(from, 0, poolLen, Math.min(n, poolLen), rng, cards);
  if (cards.length < n) takeRandom(from, poolLen, len, n - cards.length, rng, cards);
  // Insertion sort, ascending: the lists are a handful of cards.
  for (let i = 1; i < cards.length; i++) {
    const x = cards[i] as number;
    let j = i - 1;
    while (j >= 0 && (cards[j] as number) > x) {
      cards[j + 1] = cards[j] as number;
      j--;
    }
    cards[j + 1] = x;
  }
  return cards;
}

/** Move `k` uniformly chosen items of `from[start..end)` into `to` (a partial Fisher-Yates). */
function takeRandom(from: number[], start: number, end: number, k: number, rng: Random, to: number[]): void {
  const size = end - start;
  for (let i = 0; i < k; i++) {
    const j = start + i + rng.below(size - i);
    const x = from[j] as number;
    from[j] = from[start + i] as number;
    from[start + i] = x;
    to.push(x);
  }
}
