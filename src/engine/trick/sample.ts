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
    if (t.mustFollow && s.trickLen > 0) {
      const led = ((s.trick[0] as number) / t.ranks) | 0;
      let follow = 0;
      for (let i = 0; i < len; i++) if ((((s.hands[base + i] as number) / t.ranks) | 0) === led) follow++;
      if (follow > 0) {
        let k = rng.below(follow);
        for (let i = 0; i < len; i++) {
          const c = s.hands[base + i] as number;
          if (((c / t.ranks) | 0) === led && k-- === 0) return { type: 'play', player, card: c };
        }
      }
    }
    return { type: 'play', player, card: s.hands[base + rng.below(len)] as number };
  }
  if (s.phase === PHASE_PILE) {
    if (s.given[player] === 1) return null;
    const base = player * t.cap;
    const hand = Array.from(s.hands.subarray(base, base + (s.handLen[player] as number)));
    const n = s.bidNumber;
    let cards: number[];
    if (player === s.bidder && t.pile?.winnerGivesTrumps && s.trump >= 0) {
      const trumps = hand.filter((c) => ((c / t.ranks) | 0) === s.trump);
      const others = hand.filter((c) => ((c / t.ranks) | 0) !== s.trump);
      cards = trumps.length >= n ? rng.shuffle(trumps).slice(0, n) : [...trumps, ...rng.shuffle(others).slice(0, n - trumps.length)];
    } else {
      cards = rng.shuffle(hand).slice(0, n);
    }
    return { type: 'give', player, cards: cards.sort((a, b) => a - b) };
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
