/**
 * Applying an action to a trick-taking state in place: the action's shape is checked first (it
 * may come from untrusted JSON), then every rule, all before the first change, so a refused action
 * leaves the state exactly as it was. Events are pushed only when the caller asks for them.
 */
import { byteAt, missing } from '../../../core/cards/typed-reads.js';
import type { ActionError } from '../../../core/game/game.js';
import type { TrickAction } from './actions.js';
import { refuse } from './actions.js';
import { applyChance } from './apply-chance.js';
import type { TrickEvent } from './events.js';
import { endHand, startTargets, startTricks } from './flow.js';
import type { TrickState } from './state.js';
import * as phases from './phases.js';
import { bidAllowed, type TrickTables } from './tables.js';
import { runStart } from './legal.js';
import { VOID_FREE, VOID_OVERTRUMP, VOID_TRUMP, voidDemand } from './void-rule.js';
import { trickWinner, wouldWin } from './winner.js';

// Module-local copies: cheaper than a cross-module read on the hot path.
const PHASE_BIDDING = phases.PHASE_BIDDING;
const PHASE_OVER = phases.PHASE_OVER;
const PHASE_PILE = phases.PHASE_PILE;
const PHASE_TARGET = phases.PHASE_TARGET;
const PHASE_TRICKS = phases.PHASE_TRICKS;
const PHASE_FIRST_DEALER = phases.PHASE_FIRST_DEALER;
const PHASE_DEAL = phases.PHASE_DEAL;
const PHASE_REDEAL = phases.PHASE_REDEAL;

/** Apply `action` to `s` in place, pushing what happened onto `events` when given; on refusal return the error and leave `s` unchanged. */
export function applyInPlace(s: TrickState, input: unknown, events?: TrickEvent[]): ActionError | null {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return refuse('malformed-action', 'That is not an action.');
  // Every field is checked below before it is used: until then the action is only an object.
  const action = input as TrickAction;
  const t = s.t;
  const kind: unknown = action.kind;
  let error: ActionError | null;
  let logged: TrickAction;
  switch (kind) {
    // Cases in order of frequency: a switch on text compares the cases one by one.
    case 'play':
    case 'give':
    case 'target': {
      const a = action as unknown as Record<string, unknown>;
      const e = seatError(s, a['player']) ?? rangeError(a['card'], t.ranks * t.suits, 'card');
      if (e) return e;
      const player = a['player'] as number;
      const card = a['card'] as number;
      const at = player * t.ranks * t.suits + card;
      if (kind === 'play') {
        error = applyPlay(s, player, card, events);
        logged = t.catalog.play[at] ?? missing();
      } else if (kind === 'give') {
        error = applyGive(s, player, card, events);
        logged = t.catalog.give[at] ?? missing();
      } else {
        error = applyTarget(s, player, card, events);
        logged = t.catalog.target[at] ?? missing();
      }
      break;
    }
    case 'bid': {
      const a = action as unknown as Record<string, unknown>;
      // A no-trump bid names denomination `suits`, one past the last suit.
      const e =
        seatError(s, a['player']) ??
        intError(a['number'], 'number of a bid') ??
        rangeError(a['suit'], t.noTrumps ? t.denoms : t.suits, t.noTrumps ? 'suit (or no trumps)' : 'suit');
      if (e) return e;
      const player = a['player'] as number;
      const number = a['number'] as number;
      const suit = a['suit'] as number;
      error = applyBid(s, player, number, suit, events);
      logged = error ? action : (t.catalog.bid[(player * (t.bidMax + 1) + number) * t.denoms + suit] ?? missing());
      break;
    }
    case 'pass': {
      const e = seatError(s, (action as unknown as Record<string, unknown>)['player']);
      if (e) return e;
      const player = (action as { player: number }).player;
      error = applyPass(s, player, events);
      logged = t.catalog.pass[player] ?? missing();
      break;
    }
    case 'first-dealer':
    case 'deal':
    case 'redeal': {
      const shape = chanceShape(t, action);
      if (shape) return shape;
      if (s.phase === PHASE_OVER) return gameOver();
      if (s.phase !== PHASE_FIRST_DEALER && s.phase !== PHASE_DEAL && s.phase !== PHASE_REDEAL) {
        return refuse('not-chance', 'The game is waiting for a player, not for a deal.');
      }
      // Logged as given: like every applied action, it must not be changed afterwards.
      logged = action;
      error = applyChance(s, action as Extract<TrickAction, { kind: 'first-dealer' | 'deal' | 'redeal' }>, events);
      break;
    }
    default:
      return refuse(
        'malformed-action',
        `Unknown kind of action ${JSON.stringify(typeof kind === 'string' ? kind : String(kind))} (first-dealer, deal, bid, pass, give, redeal, target, play).`,
      );
  }
  if (error === null && s.recordLog) s.appendLog(logged);
  return error;
}

function gameOver(): ActionError {
  return refuse('game-over', 'The game is over.');
}

/** A refusal unless `value` is a whole number from 0 to `size - 1`. */
function rangeError(value: unknown, size: number, what: string): ActionError | null {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < size) return null;
  return refuse('malformed-action', `${JSON.stringify(value) ?? String(value)} is not a ${what} of this game.`);
}

function intError(value: unknown, what: string): ActionError | null {
  if (typeof value === 'number' && Number.isInteger(value)) return null;
  return refuse('malformed-action', `The ${what} must be a whole number.`);
}

/** The shape of a chance action: a seat, or one list of card numbers per seat. */
function chanceShape(t: TrickTables, action: TrickAction): ActionError | null {
  const a = action as unknown as Record<string, unknown>;
  if (a['kind'] === 'first-dealer') return intError(a['dealer'], 'first dealer');
  const hands = a['hands'];
  if (!Array.isArray(hands) || hands.length !== t.players)
    return refuse('malformed-action', `A deal is one list of cards for each of the ${t.players} players.`);
  const distinct = t.ranks * t.suits;
  // Indexed loops (a hole reads as undefined, as for...of gives it): for...of costs an iterator per list.
  for (let p = 0; p < hands.length; p++) {
    const hand: unknown = hands[p];
    if (!Array.isArray(hand)) return refuse('malformed-action', 'A deal is one list of cards for each player.');
    for (let i = 0; i < hand.length; i++) {
      const c: unknown = hand[i];
      // The common case checked in line (a deal is dozens of cards); the refusal says what is wrong.
      if (typeof c !== 'number' || !Number.isInteger(c) || c < 0 || c >= distinct) return rangeError(c, distinct, 'card');
    }
  }
  return null;
}

/** Index of `card` (a card number of this game) in `seat`'s hand, or -1. */
export function findInHand(s: TrickState, seat: number, card: number): number {
  // Looked for in its suit's run only (see runStart).
  const suit = s.t.suitOf[card] ?? missing();
  const from = runStart(s, seat, suit);
  const to = from + heldOfSuit(s, seat, suit);
  for (let i = from; i < to; i++) if (s.hands[i] === card) return i - seat * s.t.cap;
  return -1;
}

/** How many cards of `suit` the seat holds. */
export function heldOfSuit(s: TrickState, seat: number, suit: number): number {
  return s.suitLen[seat * s.t.suits + suit] ?? missing();
}

/** The cards the seat holds of its shortest suit: what a no-trump bid is allowed on. */
export function shortestSuit(s: TrickState, seat: number): number {
  let least = Infinity;
  for (let suit = 0; suit < s.t.suits; suit++) least = Math.min(least, heldOfSuit(s, seat, suit));
  return least;
}

/** Remove the card at index `i` of the seat's hand, keeping the hand sorted (and its suit counts). */
export function removeAt(s: TrickState, seat: number, i: number): void {
  const t = s.t;
  const base = seat * t.cap;
  const last = (s.handLen[seat] ?? missing()) - 1;
  const hands = s.hands;
  const at = seat * t.suits + (t.suitOf[hands[base + i] ?? missing()] ?? missing());
  s.suitLen[at] = (s.suitLen[at] ?? missing()) - 1;
  for (let k = base + i; k < base + last; k++) hands[k] = hands[k + 1] ?? missing();
  s.handLen[seat] = last;
}

function seatError(s: TrickState, player: unknown): ActionError | null {
  if (typeof player !== 'number' || !Number.isInteger(player) || player < 0 || player >= s.t.players) {
    return refuse('malformed-action', `There is no player ${JSON.stringify(player) ?? String(player)} at this table.`);
  }
  if (s.phase === PHASE_OVER) return gameOver();
  return null;
}

function phaseError(s: TrickState, phase: number, what: string): ActionError | null {
  if (s.phase === phase) return null;
  if (s.phase === PHASE_FIRST_DEALER || s.phase === PHASE_DEAL || s.phase === PHASE_REDEAL)
    return refuse('wrong-phase', `The cards must be dealt before anyone can ${what}.`);
  return refuse('wrong-phase', `This is not the time to ${what}.`);
}

/** The refusal of an action out of turn; `verb` says what the turn is for. */
function notYourTurn(s: TrickState, verb: string): ActionError {
  return refuse('not-your-turn', `It is player ${s.turn + 1}'s turn to ${verb}.`);
}

/** The refusal of a card the player does not hold. */
function notHeld(t: TrickTables, card: number): ActionError {
  return refuse('card-not-in-hand', `You do not hold the ${t.cards.name(card)}.`);
}

function applyBid(s: TrickState, player: number, number: number, suit: number, events: TrickEvent[] | undefined): ActionError | null {
  const t = s.t;
  const e = phaseError(s, PHASE_BIDDING, 'bid');
  if (e) return e;
  if (player !== s.turn) return notYourTurn(s, 'bid');
  if (t.passIsFinal && s.passed[player] === 1) return refuse('passed-for-good', 'You passed, and passing is final in these rules.');
  if (number < t.bidMin || number > t.bidMax) return refuse('bid-out-of-range', `A bid is a number from ${t.bidMin} to ${t.bidMax}.`);
  if (s.bidder >= 0 && !(number > s.bidNumber || (number === s.bidNumber && byteAt(t.denomRank, suit) < byteAt(t.denomRank, s.bidSuit)))) {
    return refuse(
      'bid-not-higher',
      `A bid must beat ${s.bidNumber} ${t.cards.denominationName(s.bidSuit)}: a larger number, or ${s.bidNumber} in a higher ${t.noTrumps ? 'denomination' : 'suit'}.`,
    );
  }
  const held = suit === t.suits ? shortestSuit(s, player) : heldOfSuit(s, player, suit);
  if (!bidAllowed(t, number, held)) {
    const holding = suit === t.suits ? `${held} card${held === 1 ? '' : 's'} in your shortest suit` : `${held} ${t.cards.suitName(suit)}`;
    return refuse('bid-exceeds-suit', `You hold ${holding}, so you cannot bid ${number} ${t.cards.denominationName(suit)}.`);
  }
  s.bidNumber = number;
  s.bidSuit = suit;
  s.bidder = player;
  s.passesInRow = 0;
  s.bidTurns++;
  s.bids.push(player + t.players * (suit + t.denoms * number));
  s.vc.bids = null;
  s.vc.highBid = undefined;
  s.turn = (player + 1) % t.players;
  if (events) events.push({ kind: 'bid', player, number, suit });
  return null;
}

function applyPass(s: TrickState, player: number, events: TrickEvent[] | undefined): ActionError | null {
  const t = s.t;
  const e = phaseError(s, PHASE_BIDDING, 'pass');
  if (e) return e;
  if (player !== s.turn) return notYourTurn(s, 'bid');
  s.passesInRow++;
  s.bidTurns++;
  s.passed[player] = 1;
  s.bids.push(-1 - player);
  s.vc.bids = null;
  s.turn = (player + 1) % t.players;
  if (events) events.push({ kind: 'pass', player });
  if (s.bidder >= 0 && s.passesInRow >= Math.min(t.endsAfterPasses, t.players - 1)) {
    s.trump = t.trumpsBidSuit && s.bidSuit < t.suits ? s.bidSuit : -1;
    if (events) events.push({ kind: 'bidding-won', player: s.bidder, number: s.bidNumber, suit: s.bidSuit, trump: s.trump });
    if (t.pile && s.bidNumber > 0) s.phase = PHASE_PILE;
    else startTargets(s);
  } else if (s.bidder < 0 && s.bidTurns >= t.players) {
    // Everyone passed on the first round: the hand is thrown in and the deal moves on.
    s.throwIns++;
    endHand(s, false, events);
  }
  return null;
}

function applyGive(s: TrickState, player: number, card: number, events: TrickEvent[] | undefined): ActionError | null {
  const t = s.t;
  const e = phaseError(s, PHASE_PILE, 'give cards to the pile');
  if (e) return e;
  const n = s.bidNumber;
  const given = byteAt(s.given, player);
  if (given >= n) return refuse('already-given', `You have already given your ${n} card${n === 1 ? '' : 's'} to the pile.`);
  const i = findInHand(s, player, card);
  if (i < 0) return notHeld(t, card);
  const isWinner = player === s.bidder;
  if (isWinner && t.pile?.winnerGivesTrumps && s.trump >= 0 && t.suitOf[card] !== s.trump && heldOfSuit(s, player, s.trump) > 0) {
    return refuse(
      'pile-card-not-trump',
      `As the bid winner you give ${t.cards.suitName(s.trump)} (trumps) to the pile while you hold any.`,
    );
  }
  const faceUp = isWinner ? t.pile?.winnerFaceUp : t.pile?.othersFaceUp;
  removeAt(s, player, i);
  s.pile[s.pileLen++] = card;
  s.gave[player * t.bidMax + given] = card;
  s.given[player] = given + 1;
  if (faceUp) s.faceUp[s.faceUpLen++] = card;
  s.vc.pileChanged();
  if (events) events.push({ kind: 'card-given', player, card: faceUp ? card : null, given: given + 1, of: n });
  for (let p = 0; p < t.players; p++) if (byteAt(s.given, p) < n) return null;
  s.phase = PHASE_REDEAL;
  return null;
}

function applyTarget(s: TrickState, player: number, card: number, events: TrickEvent[] | undefined): ActionError | null {
  const t = s.t;
  const e = phaseError(s, PHASE_TARGET, 'choose a target');
  if (e) return e;
  if (byteAt(s.targetLen, player) >= t.targetCards) return refuse('target-already-set', 'You have already set your target aside.');
  const i = findInHand(s, player, card);
  if (i < 0) return notHeld(t, card);
  removeAt(s, player, i);
  const set = byteAt(s.targetLen, player);
  s.targets[player * t.targetCards + set] = card;
  s.targetLen[player] = set + 1;
  s.vc.targetsSet = null;
  s.vc.targets[player] = null;
  if (events) events.push({ kind: 'target-set', player });
  for (let p = 0; p < t.players; p++) if (byteAt(s.targetLen, p) < t.targetCards) return null;
  startTricks(s);
  return null;
}

function applyPlay(s: TrickState, player: number, card: number, events: TrickEvent[] | undefined): ActionError | null {
  const t = s.t;
  const e = phaseError(s, PHASE_TRICKS, 'play a card');
  if (e) return e;
  if (player !== s.turn) return notYourTurn(s, 'play');
  const i = findInHand(s, player, card);
  if (i < 0) return notHeld(t, card);
  const suitOf = t.suitOf;
  if (t.mustFollow && s.trickLen > 0) {
    const led = suitOf[s.trick[0] ?? missing()] ?? missing();
    if (suitOf[card] !== led && heldOfSuit(s, player, led) > 0) {
      return refuse('must-follow-suit', `You must follow suit: play one of your ${t.cards.suitName(led)}.`);
    }
  }
  const demand = t.voidRule === VOID_FREE ? VOID_FREE : voidDemand(s, player);
  if (demand !== VOID_FREE) {
    const led = t.cards.suitName(byteAt(suitOf, byteAt(s.trick, 0)));
    const trump = t.cards.suitName(s.trump);
    if (demand === VOID_TRUMP && suitOf[card] !== s.trump)
      return refuse('must-trump', `You hold no ${led}, so you must play one of your ${trump} (trumps).`);
    if (demand === VOID_OVERTRUMP && (suitOf[card] !== s.trump || !wouldWin(t, s.trick, s.trickLen, s.trump, card))) {
      const best = t.cards.name(byteAt(s.trick, trickWinner(t, s.trick, s.trickLen, s.trump)));
      return refuse(
        'must-overtrump',
        `You hold no ${led}, so you must play one of your ${trump} (trumps) that takes the trick from the ${best}.`,
      );
    }
  }
  playAt(s, player, i, events);
  return null;
}

/**
 * Play the card at index `i` of `player`'s hand, a play already known to be legal (checked by
 * `applyPlay`, or listed by `legalPlays` for the search players' play-outs, see playout.ts): to
 * the trick, and on to the trick's winner and the hand's end.
 */
export function playAt(s: TrickState, player: number, i: number, events?: TrickEvent[]): void {
  const t = s.t;
  const card = s.hands[player * t.cap + i] ?? missing();
  const ranks = t.ranks;
  const rankOf = t.rankOf;
  removeAt(s, player, i);
  s.trick[s.trickLen++] = card;
  if (events) events.push({ kind: 'card-played', player, card });
  const n = t.players;
  if (s.trickLen < n) {
    s.turn = (player + 1) % n;
    return;
  }
  // The trick is complete: the ruleset's rule says which card takes it (see winner.ts).
  const best = trickWinner(t, s.trick, n, s.trump);
  const winner = (s.leader + best) % n;
  const h = s.tricksDone;
  for (let k = 0; k < n; k++) {
    const c = s.trick[k] ?? missing();
    s.history[h * n + k] = c;
    const at = winner * ranks + (rankOf[c] ?? missing());
    s.won[at] = (s.won[at] ?? missing()) + 1;
  }
  s.historyLeader[h] = s.leader;
  s.historyWinner[h] = winner;
  s.tricksDone = h + 1;
  if (events) events.push({ kind: 'trick-won', trick: h + 1, winner, leader: s.leader, cards: Array.from(s.trick.subarray(0, n)) });
  s.trickLen = 0;
  s.leader = winner;
  s.turn = winner;
  if (s.tricksDone >= t.trickCount) endHand(s, true, events);
}
