/**
 * The legal actions of a player: every action `applyInPlace` would accept from them now, as the
 * game's shared frozen action objects (see catalog.ts). Never more than the player's cards, or
 * the bids their hand allows plus a pass.
 */
import { missing } from '../../../core/cards/typed-reads.js';
import type { TrickPlayerAction } from './actions.js';
import * as phases from './phases.js';
import type { TrickState } from './state.js';
import { VOID_FREE, VOID_OVERTRUMP, VOID_TRUMP, voidDemand } from './void-rule.js';
import { wouldWin } from './winner.js';

// Module-local copies: cheaper than a cross-module read on the hot path.
const PHASE_BIDDING = phases.PHASE_BIDDING;
const PHASE_PILE = phases.PHASE_PILE;
const PHASE_TARGET = phases.PHASE_TARGET;
const PHASE_TRICKS = phases.PHASE_TRICKS;

/** Every action `player` may take now (empty when it is not their turn): a fresh array of shared actions. */
export function legalActions(s: TrickState, player: number): TrickPlayerAction[] {
  const t = s.t;
  // Each branch allocates only the array it returns.
  if (!(player >= 0 && player < t.players)) return [];
  const catalog = t.catalog;
  const distinct = t.ranks * t.suits;
  switch (s.phase) {
    case PHASE_BIDDING: {
      if (player !== s.turn) return [];
      const pass = catalog.pass[player] ?? missing();
      if (t.passIsFinal && s.passed[player] === 1) return [pass];
      // Counted first, then filled into an array of the exact size (growing one by pushes cost
      // a larger copy and twice the memory).
      const count = countBids(s, player);
      const out = new Array<TrickPlayerAction>(count);
      out[0] = pass;
      for (let i = 1; i < count; i++) out[i] = bidAt(s, player, i - 1);
      return out;
    }
    case PHASE_PILE: {
      if ((s.given[player] ?? missing()) >= s.bidNumber) return [];
      return cardActions(s, player, catalog.give, distinct, pileSuit(s, player));
    }
    case PHASE_TARGET:
      if ((s.targetLen[player] ?? missing()) >= t.targetCards) return [];
      return cardActions(s, player, catalog.target, distinct, -1);
    case PHASE_TRICKS: {
      if (player !== s.turn) return [];
      // Checked here first: most rulesets have no void rule, and this is the hot path.
      const demand = t.voidRule === VOID_FREE ? VOID_FREE : voidDemand(s, player);
      if (demand === VOID_OVERTRUMP) {
        // Only the trumps that would take the trick so far.
        const out: TrickPlayerAction[] = [];
        const plays = catalog.play;
        const row = player * distinct;
        const base = player * t.cap;
        const end = base + (s.handLen[player] ?? missing());
        let previous = -1;
        for (let i = base; i < end; i++) {
          const c = s.hands[i] ?? missing();
          if (c === previous || t.suitOf[c] !== s.trump || !wouldWin(t, s.trick, s.trickLen, s.trump, c)) continue;
          previous = c;
          out.push(plays[row + c] ?? missing());
        }
        return out;
      }
      const led = demand === VOID_TRUMP ? s.trump : t.mustFollow && s.trickLen > 0 ? (t.suitOf[s.trick[0] ?? missing()] ?? missing()) : -1;
      return cardActions(s, player, catalog.play, distinct, led);
    }
    default:
      return [];
  }
}

/** Denominations a bid may name: the suits, then no trumps when the rules have it. */
function bidDenominations(s: TrickState): number {
  return s.t.noTrumps ? s.t.suits + 1 : s.t.suits;
}

/**
 * How many actions `player`, whose turn it is to bid and who may still bid, has: the pass and
 * every bid the rules allow that beats the standing bid. Leaves in the catalog's scratch space
 * what `bidAt` reads: the cards held by denomination (`suitCounts`; for no trumps, the shortest
 * suit's) and where each denomination's bids start among its allowed numbers (`firstBid`).
 */
function countBids(s: TrickState, player: number): number {
  const t = s.t;
  const catalog = t.catalog;
  const suits = t.suits;
  const held = catalog.suitCounts;
  for (let suit = 0; suit < suits; suit++) held[suit] = s.suitLen[player * suits + suit] ?? missing();
  // A no-trump bid (denomination `suits`) is allowed on the cards of the shortest suit.
  if (t.noTrumps) {
    let least = held[0] ?? missing();
    for (let suit = 1; suit < suits; suit++) least = Math.min(least, held[suit] ?? missing());
    held[suits] = least;
  }
  // Each denomination's allowed numbers are ascending, so the bids that beat the standing bid
  // are a tail of them, which starts at the first number from `from` (looked up, not searched).
  const firstAllowed = catalog.firstAllowed;
  const stride = t.bidMax + 2;
  const firstBid = catalog.firstBid;
  let count = 1;
  for (let suit = 0; suit < bidDenominations(s); suit++) {
    let from = 0;
    if (s.bidder >= 0) from = (t.denomRank[suit] ?? missing()) < (t.denomRank[s.bidSuit] ?? missing()) ? s.bidNumber : s.bidNumber + 1;
    const h = held[suit] ?? missing();
    const k = firstAllowed[h * stride + Math.min(from, t.bidMax + 1)] ?? missing();
    firstBid[suit] = k;
    count += (catalog.allowedNumbers[h] ?? missing()).length - k;
  }
  return count;
}

/** The `i`-th bid (0 the first after the pass) of the list `countBids` has just counted. */
function bidAt(s: TrickState, player: number, i: number): TrickPlayerAction {
  const t = s.t;
  const catalog = t.catalog;
  const held = catalog.suitCounts;
  const firstBid = catalog.firstBid;
  for (let suit = 0; ; suit++) {
    const numbers = catalog.allowedNumbers[held[suit] ?? missing()] ?? missing();
    const k = (firstBid[suit] ?? missing()) + i;
    if (k < numbers.length) return catalog.bid[(player * (t.bidMax + 1) + (numbers[k] ?? missing())) * t.denoms + suit] ?? missing();
    i = k - numbers.length;
  }
}

/**
 * The cards `cardActions` offers from `seat`'s hand for `suit`: when `suit` is not -1 and the seat
 * holds that suit, only the cards of that suit (following suit, or the winner's trumps), else the
 * whole hand. Hands are sorted by card number, and a suit is a run of card numbers, so they are
 * one run of the hand: it starts after the seat's cards of lower suits (the state keeps the
 * counts by suit). `runStart` is where the run starts in `s.hands`, `runLength` how long it is.
 */
export function runLength(s: TrickState, seat: number, suit: number): number {
  const whole = s.handLen[seat] ?? missing();
  if (suit < 0) return whole;
  const length = s.suitLen[seat * s.t.suits + suit] ?? missing();
  return length > 0 ? length : whole;
}

export function runStart(s: TrickState, seat: number, suit: number): number {
  const t = s.t;
  let i = seat * t.cap;
  const suitRow = seat * t.suits;
  if (suit < 0 || s.suitLen[suitRow + suit] === 0) return i;
  for (let u = 0; u < suit; u++) i += s.suitLen[suitRow + u] ?? missing();
  return i;
}

/** The seat's distinct cards of its run for `suit` (see `runLength`) as actions from `table`. */
function cardActions(
  s: TrickState,
  seat: number,
  table: readonly TrickPlayerAction[],
  distinct: number,
  suit: number,
): TrickPlayerAction[] {
  const hands = s.hands;
  const row = seat * distinct;
  const from = runStart(s, seat, suit);
  const to = from + runLength(s, seat, suit);
  // Sized once for the cards in the run (no growth while filling), cut to the distinct ones
  // (repeated copies of a card are neighbours in the sorted hand).
  const out = new Array<TrickPlayerAction>(to - from);
  let k = 0;
  let previous = -1;
  for (let i = from; i < to; i++) {
    const c = hands[i] ?? missing();
    if (c === previous) continue;
    previous = c;
    out[k++] = table[row + c] ?? missing();
  }
  if (k < out.length) out.length = k;
  return out;
}

/** The suit a give is limited to: the bid winner who must give trumps gives only trumps while holding any (-1: any card). */
function pileSuit(s: TrickState, player: number): number {
  return player === s.bidder && s.t.pile?.winnerGivesTrumps === true && s.trump >= 0 ? s.trump : -1;
}
