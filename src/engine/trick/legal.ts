/** The legal actions of a player: every action `applyInPlace` would accept from them now. */
import type { TrickPlayerAction } from './actions.js';
import { heldOfSuit } from './apply.js';
import * as phases from './phases.js';
import type { TrickState } from './state.js';
import { bidAllowed } from './tables.js';

// Module-local copies: cheaper than a cross-module read on the hot path.
const PHASE_BIDDING = phases.PHASE_BIDDING;
const PHASE_PILE = phases.PHASE_PILE;
const PHASE_TARGET = phases.PHASE_TARGET;
const PHASE_TRICKS = phases.PHASE_TRICKS;

/** Every action `player` may take now (empty when it is not their turn). */
export function legalActions(s: TrickState, player: number): TrickPlayerAction[] {
  const t = s.t;
  const out: TrickPlayerAction[] = [];
  switch (s.phase) {
    case PHASE_BIDDING: {
      if (player !== s.turn) return out;
      out.push({ type: 'pass', player });
      if (t.passIsFinal && s.passed[player] === 1) return out;
      for (let suit = 0; suit < t.suits; suit++) {
        const held = heldOfSuit(s, player, suit);
        for (let number = t.bidMin; number <= t.bidMax; number++) {
          if (s.bidder >= 0 && !(number > s.bidNumber || (number === s.bidNumber && suit < s.bidSuit))) continue;
          if (bidAllowed(t, number, held)) out.push({ type: 'bid', player, number, suit });
        }
      }
      return out;
    }
    case PHASE_PILE:
      if (s.given[player] === 1) return out;
      for (const cards of pileChoices(s, player)) out.push({ type: 'give', player, cards });
      return out;
    case PHASE_TARGET: {
      if ((s.targetLen[player] as number) >= t.targetCards) return out;
      for (const card of distinctHand(s, player)) out.push({ type: 'target', player, card });
      return out;
    }
    case PHASE_TRICKS: {
      if (player !== s.turn) return out;
      const cards = distinctHand(s, player);
      if (t.mustFollow && s.trickLen > 0) {
        const led = ((s.trick[0] as number) / t.ranks) | 0;
        const follow = cards.filter((c) => ((c / t.ranks) | 0) === led);
        if (follow.length > 0) {
          for (const card of follow) out.push({ type: 'play', player, card });
          return out;
        }
      }
      for (const card of cards) out.push({ type: 'play', player, card });
      return out;
    }
    default:
      return out;
  }
}

/** The seat's hand without repeated copies, in hand order. */
export function distinctHand(s: TrickState, seat: number): number[] {
  const base = seat * s.t.cap;
  const len = s.handLen[seat] as number;
  const out: number[] = [];
  for (let i = 0; i < len; i++) {
    const c = s.hands[base + i] as number;
    if (!out.includes(c)) out.push(c);
  }
  return out;
}

/** Every set of cards the seat may give to the pile (each set sorted, no repeats). */
function pileChoices(s: TrickState, seat: number): number[][] {
  const t = s.t;
  const n = s.bidNumber;
  const hand = Array.from(s.hands.subarray(seat * t.cap, seat * t.cap + (s.handLen[seat] as number))).sort((a, b) => a - b);
  let pool = hand;
  let forced: number[] = [];
  if (seat === s.bidder && t.pile?.winnerGivesTrumps && s.trump >= 0) {
    const trumps = hand.filter((c) => ((c / t.ranks) | 0) === s.trump);
    if (trumps.length >= n) pool = trumps;
    else {
      forced = trumps;
      pool = hand.filter((c) => ((c / t.ranks) | 0) !== s.trump);
    }
  }
  const out: number[][] = [];
  const need = n - forced.length;
  const pick: number[] = [];
  const walk = (from: number): void => {
    if (pick.length === need) {
      out.push([...forced, ...pick].sort((a, b) => a - b));
      return;
    }
    for (let i = from; i < pool.length; i++) {
      if (i > from && pool[i] === pool[i - 1]) continue;
      pick.push(pool[i] as number);
      walk(i + 1);
      pick.pop();
    }
  };
  walk(0);
  return out;
}
