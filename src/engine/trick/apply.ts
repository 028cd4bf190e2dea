/**
 * Applying an action to a trick-taking state in place: every check happens before the first
 * change, so a refused action leaves the state exactly as it was.
 */
import type { ActionError } from '../game.js';
import type { TrickAction } from './actions.js';
import { refuse } from './actions.js';
import { applyChance } from './apply-chance.js';
import { endHand, startTargets, startTricks } from './flow.js';
import { TrickState } from './state.js';
import * as phases from './phases.js';
import { bidAllowed, type TrickTables } from './tables.js';

// Module-local copies: cheaper than a cross-module read on the hot path.
const PHASE_BIDDING = phases.PHASE_BIDDING;
const PHASE_OVER = phases.PHASE_OVER;
const PHASE_PILE = phases.PHASE_PILE;
const PHASE_REDEAL = phases.PHASE_REDEAL;
const PHASE_TARGET = phases.PHASE_TARGET;
const PHASE_TRICKS = phases.PHASE_TRICKS;

/** Apply `action` to `s` in place; on refusal return the error and leave `s` unchanged. */
export function applyInPlace(s: TrickState, action: TrickAction): ActionError | null {
  if (typeof action !== 'object' || action === null) return refuse('malformed-action', 'That is not an action.');
  if (s.phase === PHASE_OVER) return refuse('game-over', 'The game is over.');
  let error: ActionError | null;
  switch (action.type) {
    case 'first-dealer':
    case 'deal':
    case 'redeal':
      error = applyChance(s, action);
      break;
    case 'bid':
      error = applyBid(s, action.player, action.number, action.suit);
      break;
    case 'pass':
      error = applyPass(s, action.player);
      break;
    case 'give':
      error = applyGive(s, action.player, action.cards);
      break;
    case 'target':
      error = applyTarget(s, action.player, action.card);
      break;
    case 'play':
      error = applyPlay(s, action.player, action.card);
      break;
    default:
      return refuse('malformed-action', 'Unknown kind of action.');
  }
  if (error === null && s.recordLog) {
    s.logTail = { action, prev: s.logTail };
    s.logLength++;
  }
  return error;
}

/** Index of `card` in `seat`'s hand, or -1. */
export function findInHand(s: TrickState, seat: number, card: number): number {
  const cap = s.t.cap;
  const base = seat * cap;
  const len = s.handLen[seat] as number;
  for (let i = 0; i < len; i++) if (s.hands[base + i] === card) return i;
  return -1;
}

/** How many cards of `suit` the seat holds. */
export function heldOfSuit(s: TrickState, seat: number, suit: number): number {
  const t = s.t;
  const base = seat * t.cap;
  const len = s.handLen[seat] as number;
  let count = 0;
  const suitOf = t.suitOf;
  for (let i = base; i < base + len; i++) if (suitOf[s.hands[i] as number] === suit) count++;
  return count;
}

/** Remove the card at index `i` of the seat's hand (the last card moves into its place). */
export function removeAt(s: TrickState, seat: number, i: number): void {
  const base = seat * s.t.cap;
  const last = (s.handLen[seat] as number) - 1;
  s.hands[base + i] = s.hands[base + last] as number;
  s.handLen[seat] = last;
}

function seatError(s: TrickState, player: unknown, phase: number, phaseName: string): ActionError | null {
  if (typeof player !== 'number' || !Number.isInteger(player) || player < 0 || player >= s.t.players) {
    return refuse('malformed-action', `There is no player ${String(player)} at this table.`);
  }
  if (s.phase !== phase) return refuse('wrong-phase', `This is not the time to ${phaseName}.`);
  return null;
}

/** The refusal of an action out of turn; `verb` says what the turn is for. */
function notYourTurn(s: TrickState, verb: string): ActionError {
  return refuse('not-your-turn', `It is player ${s.turn + 1}'s turn to ${verb}.`);
}

/** The refusal of a card the player does not hold. */
function notHeld(t: TrickTables, card: unknown): ActionError {
  return refuse('card-not-in-hand', `You do not hold ${typeof card === 'number' ? t.cards.name(card) : 'that card'}.`);
}

function applyBid(s: TrickState, player: number, number: number, suit: number): ActionError | null {
  const t = s.t;
  const e = seatError(s, player, PHASE_BIDDING, 'bid');
  if (e) return e;
  if (player !== s.turn) return notYourTurn(s, 'bid');
  if (t.passIsFinal && s.passed[player] === 1) return refuse('passed-for-good', 'You passed, and passing is final in these rules.');
  if (!Number.isInteger(number) || number < t.bidMin || number > t.bidMax) {
    return refuse('bid-out-of-range', `A bid is a number from ${t.bidMin} to ${t.bidMax}.`);
  }
  if (!Number.isInteger(suit) || suit < 0 || suit >= t.suits) return refuse('unknown-suit', 'A bid needs one of the deck\'s suits.');
  if (s.bidder >= 0 && !(number > s.bidNumber || (number === s.bidNumber && suit < s.bidSuit))) {
    return refuse(
      'bid-not-higher',
      `A bid must beat ${s.bidNumber} ${t.cards.suitName(s.bidSuit)}: a larger number, or ${s.bidNumber} in a higher suit.`,
    );
  }
  const held = heldOfSuit(s, player, suit);
  if (!bidAllowed(t, number, held)) {
    return refuse('bid-exceeds-suit', `You hold ${held} ${t.cards.suitName(suit)}, so you cannot bid ${number} ${t.cards.suitName(suit)}.`);
  }
  s.bidNumber = number;
  s.bidSuit = suit;
  s.bidder = player;
  s.passesInRow = 0;
  s.bidTurns++;
  s.bids.push(player + t.players * (suit + t.suits * number));
  s.turn = (player + 1) % t.players;
  return null;
}

function applyPass(s: TrickState, player: number): ActionError | null {
  const t = s.t;
  const e = seatError(s, player, PHASE_BIDDING, 'pass');
  if (e) return e;
  if (player !== s.turn) return notYourTurn(s, 'bid');
  s.passesInRow++;
  s.bidTurns++;
  s.passed[player] = 1;
  s.bids.push(-1 - player);
  s.turn = (player + 1) % t.players;
  if (s.bidder >= 0 && s.passesInRow >= Math.min(t.endsAfterPasses, t.players - 1)) {
    s.trump = t.trumpsBidSuit ? s.bidSuit : -1;
    if (t.pile && s.bidNumber > 0) s.phase = PHASE_PILE;
    else startTargets(s);
  } else if (s.bidder < 0 && s.bidTurns >= t.players) {
    // Everyone passed on the first round: the hand is thrown in and the deal moves on.
    s.throwIns++;
    endHand(s, false);
  }
  return null;
}

function applyGive(s: TrickState, player: number, cards: readonly number[]): ActionError | null {
  const t = s.t;
  const e = seatError(s, player, PHASE_PILE, 'give cards to the pile');
  if (e) return e;
  if (s.given[player] === 1) return refuse('already-given', 'You have already given your cards to the pile.');
  if (!Array.isArray(cards)) return refuse('malformed-action', 'Give a list of cards.');
  const n = s.bidNumber;
  if (cards.length !== n) return refuse('wrong-pile-count', `Give exactly ${n} card${n === 1 ? '' : 's'} to the pile.`);
  const base = player * t.cap;
  const len = s.handLen[player] as number;
  const hands = s.hands;
  // The hand positions the cards take: bits of a mask for hands of up to 32 cards (no array per give), else a list.
  const usedList = len > 32 ? new Uint8Array(len) : null;
  let usedMask = 0;
  for (let k = 0; k < cards.length; k++) {
    const card = cards[k];
    let found = -1;
    for (let i = 0; i < len; i++) {
      const free = usedList ? usedList[i] === 0 : (usedMask & (1 << i)) === 0;
      if (free && hands[base + i] === card) {
        found = i;
        break;
      }
    }
    if (found < 0) return notHeld(t, card);
    if (usedList) usedList[found] = 1;
    else usedMask |= 1 << found;
  }
  const isWinner = player === s.bidder;
  if (isWinner && t.pile?.winnerGivesTrumps && s.trump >= 0) {
    const trumpsHeld = heldOfSuit(s, player, s.trump);
    const suitOf = t.suitOf;
    let trumpsGiven = 0;
    for (let k = 0; k < cards.length; k++) if (suitOf[cards[k] as number] === s.trump) trumpsGiven++;
    if (trumpsGiven < Math.min(n, trumpsHeld)) {
      return refuse('pile-card-not-trump', `As the bid winner you give ${n} ${t.cards.suitName(s.trump)} (trumps), face up.`);
    }
  }
  const faceUp = isWinner ? t.pile?.winnerFaceUp : t.pile?.othersFaceUp;
  const gaveAt = player * t.bidMax;
  for (let k = 0; k < cards.length; k++) {
    const card = cards[k] as number;
    s.pile[s.pileLen++] = card;
    s.gave[gaveAt + k] = card;
    if (faceUp) s.faceUp[s.faceUpLen++] = card;
  }
  for (let i = len - 1; i >= 0; i--) if (usedList ? usedList[i] === 1 : (usedMask & (1 << i)) !== 0) removeAt(s, player, i);
  s.given[player] = 1;
  let all = true;
  for (let p = 0; p < t.players; p++) if (s.given[p] === 0) all = false;
  if (all) s.phase = PHASE_REDEAL;
  return null;
}

function applyTarget(s: TrickState, player: number, card: number): ActionError | null {
  const t = s.t;
  const e = seatError(s, player, PHASE_TARGET, 'choose a target');
  if (e) return e;
  if ((s.targetLen[player] as number) >= t.targetCards) return refuse('target-already-set', 'You have already set your target aside.');
  const i = findInHand(s, player, card);
  if (i < 0) return notHeld(t, card);
  removeAt(s, player, i);
  s.targets[player * t.targetCards + (s.targetLen[player] as number)] = card;
  s.targetLen[player] = (s.targetLen[player] as number) + 1;
  for (let p = 0; p < t.players; p++) if ((s.targetLen[p] as number) < t.targetCards) return null;
  startTricks(s);
  return null;
}

function applyPlay(s: TrickState, player: number, card: number): ActionError | null {
  const t = s.t;
  const e = seatError(s, player, PHASE_TRICKS, 'play a card');
  if (e) return e;
  if (player !== s.turn) return notYourTurn(s, 'play');
  const i = findInHand(s, player, card);
  if (i < 0) return notHeld(t, card);
  const ranks = t.ranks;
  const suitOf = t.suitOf;
  const rankOf = t.rankOf;
  if (t.mustFollow && s.trickLen > 0) {
    const led = suitOf[s.trick[0] as number] as number;
    if (suitOf[card] !== led && heldOfSuit(s, player, led) > 0) {
      return refuse('must-follow-suit', `You must follow suit: play one of your ${t.cards.suitName(led)}.`);
    }
  }
  removeAt(s, player, i);
  s.trick[s.trickLen++] = card;
  const n = t.players;
  if (s.trickLen < n) {
    s.turn = (player + 1) % n;
    return null;
  }
  // The trick is complete: highest trump, else highest card of the led suit (lower rank index is higher).
  const led = suitOf[s.trick[0] as number] as number;
  let best = 0;
  let bestCard = s.trick[0] as number;
  let bestTrump = led === s.trump;
  for (let k = 1; k < n; k++) {
    const c = s.trick[k] as number;
    const suit = suitOf[c] as number;
    const isTrump = suit === s.trump;
    const higher = (rankOf[c] as number) < (rankOf[bestCard] as number);
    if (isTrump ? !bestTrump || higher : !bestTrump && suit === led && higher) {
      best = k;
      bestCard = c;
      bestTrump = isTrump;
    }
  }
  const winner = (s.leader + best) % n;
  const h = s.tricksDone;
  for (let k = 0; k < n; k++) {
    const c = s.trick[k] as number;
    s.history[h * n + k] = c;
    const at = winner * ranks + (rankOf[c] as number);
    s.won[at] = (s.won[at] as number) + 1;
  }
  s.historyLeader[h] = s.leader;
  s.historyWinner[h] = winner;
  s.tricksDone = h + 1;
  s.trickLen = 0;
  s.leader = winner;
  s.turn = winner;
  if (s.tricksDone >= t.trickCount) endHand(s, true);
  return null;
}
