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
  const held = new Uint8Array(t.suits);
  const base = player * t.cap;
  for (let i = 0; i < (s.handLen[player] as number); i++) held[((s.hands[base + i] as number) / t.ranks) | 0]++;
  // allow[number * stride + held], read directly: this runs once per bidding turn of every playout.
  const allow = t.allow;
  const stride = t.dealEach + 1;
  let count = 0;
  if (canBid) {
    for (let suit = 0; suit < t.suits; suit++) {
      const h = held[suit] as number;
      for (let number = t.bidMin; number <= t.bidMax; number++) {
        if (s.bidder >= 0 && !(number > s.bidNumber || (number === s.bidNumber && suit < s.bidSuit))) continue;
        if (allow[number * stride + h] === 1) count++;
      }
    }
  }
  let k = rng.below(count + 1);
  if (k === 0) return { type: 'pass', player };
  for (let suit = 0; suit < t.suits; suit++) {
    const h = held[suit] as number;
    for (let number = t.bidMin; number <= t.bidMax; number++) {
      if (s.bidder >= 0 && !(number > s.bidNumber || (number === s.bidNumber && suit < s.bidSuit))) continue;
      if (allow[number * stride + h] === 1 && --k === 0) return { type: 'bid', player, number, suit };
    }
  }
  return { type: 'pass', player };
}

/** N random cards of the seat's hand (the bid winner's from its trumps first), sorted. */
function samplePile(s: TrickState, player: number, rng: Random): number[] {
  const t = s.t;
  const n = s.bidNumber;
  const base = player * t.cap;
  const len = s.handLen[player] as number;
  const pool: number[] = [];
  const rest: number[] = [];
  const trumpsOnly = player === s.bidder && t.pile?.winnerGivesTrumps === true && s.trump >= 0;
  for (let i = base; i < base + len; i++) {
    const c = s.hands[i] as number;
    if (!trumpsOnly || t.suitOf[c] === s.trump) pool.push(c);
    else rest.push(c);
  }
  const cards: number[] = [];
  takeRandom(pool, Math.min(n, pool.length), rng, cards);
  if (cards.length < n) takeRandom(rest, n - cards.length, rng, cards);
  return cards.sort((a, b) => a - b);
}

/** Move `k` uniformly chosen items of `from` into `to` (a partial Fisher-Yates). */
function takeRandom(from: number[], k: number, rng: Random, to: number[]): void {
  for (let i = 0; i < k; i++) {
    const j = i + rng.below(from.length - i);
    const x = from[j] as number;
    from[j] = from[i] as number;
    from[i] = x;
    to.push(x);
  }
}
