/**
 * The legal actions of a player: every action `applyInPlace` would accept from them now, as the
 * game's shared frozen action objects (see catalog.ts). Never more than the player's cards, or
 * the bids their hand allows plus a pass. `legalActionAt` picks one of them without the list.
 */
import type { IndexChooser } from '../game.js';
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
      const pass = catalog.pass[player] as TrickPlayerAction;
      if (t.passIsFinal && s.passed[player] === 1) return [pass];
      const suits = t.suits;
      // Cards held by suit (the state keeps the counts), copied to the catalog's scratch space,
      // which has room for the no-trump denomination after the suits.
      const held = catalog.suitCounts;
      for (let suit = 0; suit < suits; suit++) held[suit] = s.suitLen[player * suits + suit] as number;
      const bids = catalog.bid;
      const row = player * (t.bidMax + 1);
      const allowedNumbers = catalog.allowedNumbers;
      const denomRank = t.denomRank;
      // A no-trump bid (denomination `suits`) is allowed on the cards of the shortest suit.
      const denoms = t.noTrumps ? suits + 1 : suits;
      if (t.noTrumps) {
        let least = held[0] as number;
        for (let suit = 1; suit < suits; suit++) least = Math.min(least, held[suit] as number);
        held[suits] = least;
      }
      // Each denomination's allowed numbers are ascending, so the bids that beat the standing bid
      // are a tail of them: find where each tail starts and count, then fill an array of the
      // exact size (growing one by pushes cost a larger copy and twice the memory).
      const firstBid = catalog.firstBid;
      let count = 1;
      for (let suit = 0; suit < denoms; suit++) {
        let from = 0;
        if (s.bidder >= 0) from = (denomRank[suit] as number) < (denomRank[s.bidSuit] as number) ? s.bidNumber : s.bidNumber + 1;
        const numbers = allowedNumbers[held[suit] as number] as readonly number[];
        let k = 0;
        while (k < numbers.length && (numbers[k] as number) < from) k++;
        firstBid[suit] = k;
        count += numbers.length - k;
      }
      const out = new Array<TrickPlayerAction>(count);
      out[0] = pass;
      let at = 1;
      for (let suit = 0; suit < denoms; suit++) {
        const numbers = allowedNumbers[held[suit] as number] as readonly number[];
        for (let k = firstBid[suit] as number; k < numbers.length; k++) out[at++] = bids[(row + (numbers[k] as number)) * t.denoms + suit] as TrickPlayerAction;
      }
      return out;
    }
    case PHASE_PILE: {
      if ((s.given[player] as number) >= s.bidNumber) return [];
      return cardActions(s, player, catalog.give, distinct, pileSuit(s, player));
    }
    case PHASE_TARGET:
      if ((s.targetLen[player] as number) >= t.targetCards) return [];
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
        const end = base + (s.handLen[player] as number);
        let previous = -1;
        for (let i = base; i < end; i++) {
          const c = s.hands[i] as number;
          if (c === previous || t.suitOf[c] !== s.trump || !wouldWin(t, s.trick, s.trickLen, s.trump, c)) continue;
          previous = c;
          out.push(plays[row + c] as TrickPlayerAction);
        }
        return out;
      }
      const led = demand === VOID_TRUMP ? s.trump : t.mustFollow && s.trickLen > 0 ? (t.suitOf[s.trick[0] as number] as number) : -1;
      return cardActions(s, player, catalog.play, distinct, led);
    }
    default:
      return [];
  }
}

/**
 * The cards `cardActions` offers from `seat`'s hand for `suit`: when `suit` is not -1 and the seat
 * holds that suit, only the cards of that suit (following suit, or the winner's trumps), else the
 * whole hand. Hands are sorted by card number, and a suit is a run of card numbers, so they are
 * one run of the hand: it starts after the seat's cards of lower suits (the state keeps the
 * counts by suit). `runStart` is where the run starts in `s.hands`, `runLength` how long it is.
 */
function runLength(s: TrickState, seat: number, suit: number): number {
  const whole = s.handLen[seat] as number;
  if (suit < 0) return whole;
  const length = s.suitLen[seat * s.t.suits + suit] as number;
  return length > 0 ? length : whole;
}

function runStart(s: TrickState, seat: number, suit: number): number {
  const t = s.t;
  let i = seat * t.cap;
  const suitRow = seat * t.suits;
  if (suit < 0 || s.suitLen[suitRow + suit] === 0) return i;
  for (let u = 0; u < suit; u++) i += s.suitLen[suitRow + u] as number;
  return i;
}

/** The seat's distinct cards of its run for `suit` (see `runLength`) as actions from `table`. */
function cardActions(s: TrickState, seat: number, table: readonly TrickPlayerAction[], distinct: number, suit: number): TrickPlayerAction[] {
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
    const c = hands[i] as number;
    if (c === previous) continue;
    previous = c;
    out[k++] = table[row + c] as TrickPlayerAction;
  }
  if (k < out.length) out.length = k;
  return out;
}

/** The suit a give is limited to: the bid winner who must give trumps gives only trumps while holding any (-1: any card). */
function pileSuit(s: TrickState, player: number): number {
  return player === s.bidder && s.t.pile?.winnerGivesTrumps === true && s.trump >= 0 ? s.trump : -1;
}

/**
 * `legalActions(s, player)[chooser.chooseIndex(n)]` (n the list's length, asked only when n > 0;
 * undefined when there is no legal action), without the list where the legal actions are a run
 * of the sorted hand: the cards to give, to set aside and to play in a game of a one-copy deck
 * (no repeated cards to skip) without a void rule. Counted and indexed in place, so a random
 * player's decision allocates nothing. Everything else (bids, the void rules, repeated cards)
 * indexes the list.
 */
export function legalActionAt(s: TrickState, player: number, chooser: IndexChooser): TrickPlayerAction | undefined {
  const t = s.t;
  if (t.copies === 1 && player >= 0 && player < t.players) {
    const catalog = t.catalog;
    switch (s.phase) {
      case PHASE_PILE:
        return (s.given[player] as number) < s.bidNumber ? cardAt(s, player, catalog.give, pileSuit(s, player), chooser) : undefined;
      case PHASE_TARGET:
        return (s.targetLen[player] as number) < t.targetCards ? cardAt(s, player, catalog.target, -1, chooser) : undefined;
      case PHASE_TRICKS:
        if (t.voidRule !== VOID_FREE) break;
        if (player !== s.turn) return undefined;
        return cardAt(s, player, catalog.play, t.mustFollow && s.trickLen > 0 ? (t.suitOf[s.trick[0] as number] as number) : -1, chooser);
    }
  }
  const legal = legalActions(s, player);
  if (legal.length === 0) return undefined;
  return legal[checkedIndex(chooser.chooseIndex(legal.length), legal.length)];
}

/** The card action at the chosen index of the seat's run for `suit` (see `runLength`). */
function cardAt(s: TrickState, seat: number, table: readonly TrickPlayerAction[], suit: number, chooser: IndexChooser): TrickPlayerAction | undefined {
  const count = runLength(s, seat, suit);
  if (count === 0) return undefined;
  const card = s.hands[runStart(s, seat, suit) + checkedIndex(chooser.chooseIndex(count), count)] as number;
  return table[seat * s.t.ranks * s.t.suits + card];
}

/** `index` when it is an index of a list of `count`: a chooser's answer out of range would name another seat's card. */
function checkedIndex(index: number, count: number): number {
  if (Number.isInteger(index) && index >= 0 && index < count) return index;
  throw new RangeError(`chose legal action ${index} of ${count}`);
}
