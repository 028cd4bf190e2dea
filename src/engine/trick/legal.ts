/**
 * The legal actions of a player: every action `applyInPlace` would accept from them now, as the
 * game's shared frozen action objects (see catalog.ts). Never more than the player's cards, or
 * the bids their hand allows plus a pass.
 */
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
      const out = [catalog.pass[player] as TrickPlayerAction];
      if (t.passIsFinal && s.passed[player] === 1) return out;
      const suits = t.suits;
      const suitOf = t.suitOf;
      const hands = s.hands;
      const base = player * t.cap;
      const end = base + (s.handLen[player] as number);
      // Cards held by suit in one pass, in the catalog's scratch space (cleared in a loop: cheaper
      // than a call of the typed array's fill for a handful of suits).
      const held = catalog.suitCounts;
      for (let suit = 0; suit < suits; suit++) held[suit] = 0;
      for (let i = base; i < end; i++) {
        const suit = suitOf[hands[i] as number] as number;
        held[suit] = (held[suit] as number) + 1;
      }
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
      for (let suit = 0; suit < denoms; suit++) {
        let from = 0;
        if (s.bidder >= 0) from = (denomRank[suit] as number) < (denomRank[s.bidSuit] as number) ? s.bidNumber : s.bidNumber + 1;
        const numbers = allowedNumbers[held[suit] as number] as readonly number[];
        for (let k = 0; k < numbers.length; k++) {
          const number = numbers[k] as number;
          if (number >= from) out.push(bids[(row + number) * t.denoms + suit] as TrickPlayerAction);
        }
      }
      return out;
    }
    case PHASE_PILE: {
      if ((s.given[player] as number) >= s.bidNumber) return [];
      // The bid winner who must give trumps gives only trumps while holding any.
      const trumpsOnly = player === s.bidder && t.pile?.winnerGivesTrumps === true && s.trump >= 0;
      return cardActions(s, player, catalog.give, distinct, trumpsOnly ? s.trump : -1);
    }
    case PHASE_TARGET:
      if ((s.targetLen[player] as number) >= t.targetCards) return [];
      return cardActions(s, player, catalog.target, distinct, -1);
    case PHASE_TRICKS: {
      if (player !== s.turn) return [];
      // The cards first (shared with the search players' play-outs, see playout.ts), then their actions.
      return actionsAt(s, player, catalog.play, distinct, legalPlays(s, player, catalog.cardScratch));
    }
    default:
      return [];
  }
}

/**
 * Where in `player`'s hand (whose turn it is in the tricks) the distinct cards they may play now
 * are, ascending, written to `out` (room for a hand); returns how many. The one statement of what
 * may be played: both `legalActions` and the search players' play-outs (playout.ts) read it.
 */
export function legalPlays(s: TrickState, player: number, out: Uint8Array): number {
  const t = s.t;
  const hands = s.hands;
  const base = player * t.cap;
  const end = base + (s.handLen[player] as number);
  // Checked here first: most rulesets have no void rule, and this is the hot path.
  const demand = t.voidRule === VOID_FREE ? VOID_FREE : voidDemand(s, player);
  let k = 0;
  let previous = -1;
  if (demand === VOID_OVERTRUMP) {
    // Only the trumps that would take the trick so far.
    for (let i = base; i < end; i++) {
      const c = hands[i] as number;
      if (c === previous || t.suitOf[c] !== s.trump || !wouldWin(t, s.trick, s.trickLen, s.trump, c)) continue;
      previous = c;
      out[k++] = i - base;
    }
    return k;
  }
  return distinctCards(s, player, demand === VOID_TRUMP ? s.trump : t.mustFollow && s.trickLen > 0 ? (t.suitOf[s.trick[0] as number] as number) : -1, out);
}

/**
 * The seat's distinct cards as actions from `table`; when `suit` is not -1 and the seat holds
 * that suit, only cards of that suit (following suit, or the winner's trumps).
 */
function cardActions(s: TrickState, seat: number, table: readonly TrickPlayerAction[], distinct: number, suit: number): TrickPlayerAction[] {
  return actionsAt(s, seat, table, distinct, distinctCards(s, seat, suit, s.t.catalog.cardScratch));
}

/** The actions from `table` of the seat's cards at the first `count` hand positions in the catalog's scratch space. */
function actionsAt(s: TrickState, seat: number, table: readonly TrickPlayerAction[], distinct: number, count: number): TrickPlayerAction[] {
  const at = s.t.catalog.cardScratch;
  const out = new Array<TrickPlayerAction>(count);
  const row = seat * distinct;
  const base = seat * s.t.cap;
  for (let k = 0; k < count; k++) out[k] = table[row + (s.hands[base + (at[k] as number)] as number)] as TrickPlayerAction;
  return out;
}

/**
 * Where the seat's distinct cards are in its hand, ascending, written to `out`; when `suit` is not
 * -1 and the seat holds that suit, only cards of that suit (following suit, or the winner's
 * trumps). Returns how many.
 */
function distinctCards(s: TrickState, seat: number, suit: number, out: Uint8Array): number {
  const t = s.t;
  const hands = s.hands;
  const base = seat * t.cap;
  const end = base + (s.handLen[seat] as number);
  let from = base;
  let to = end;
  // Hands are sorted by card number, and a suit is a run of card numbers, so the cards of a suit
  // sit together and repeated copies of a card are neighbours: find the suit's run, no filtering.
  if (suit >= 0) {
    // Suit s holds card numbers s × ranks to (s + 1) × ranks - 1 (see tables.ts): compared directly.
    const first = suit * t.ranks;
    let i = base;
    while (i < end && (hands[i] as number) < first) i++;
    let j = i;
    while (j < end && (hands[j] as number) < first + t.ranks) j++;
    if (j > i) {
      from = i;
      to = j;
    }
  }
  let k = 0;
  let previous = -1;
  for (let i = from; i < to; i++) {
    const c = hands[i] as number;
    if (c === previous) continue;
    previous = c;
    out[k++] = i - base;
  }
  return k;
}
