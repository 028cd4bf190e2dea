/** Chance events: drawing them from the seed, and applying an outcome after checking it is possible. */
import { missing } from '../../../core/cards/typed-reads.js';
import type { ActionError } from '../../../core/game/game.js';
import type { TrickChanceAction } from './actions.js';
import type { TrickEvent } from './events.js';
import { refuse } from './actions.js';
import { resetHand, startTargets } from './flow.js';
import * as phases from './phases.js';
import type { TrickState } from './state.js';
import { addTo } from '../../../core/game/counts.js';

// Module-local copies: cheaper than a cross-module read on the hot path.
const PHASE_BIDDING = phases.PHASE_BIDDING;
const PHASE_DEAL = phases.PHASE_DEAL;
const PHASE_FIRST_DEALER = phases.PHASE_FIRST_DEALER;
const PHASE_REDEAL = phases.PHASE_REDEAL;

/** The next chance event, drawn from `Random.from(seed, k)` for the k-th chance event: pure. */
export function drawChance(s: TrickState): TrickChanceAction | null {
  const t = s.t;
  const n = t.players;
  // The same numbers as Random.from(seed, k), from the catalog's generator: no allocation per event.
  const rng = t.catalog.chanceRng.reseed(s.seed, s.chanceCount);
  if (s.phase === PHASE_FIRST_DEALER) return { kind: 'first-dealer', dealer: rng.below(n) };
  if (s.phase === PHASE_DEAL) {
    // Shuffled in the catalog's scratch space (dealAround copies the cards out): no deck per deal.
    const deck = t.catalog.shuffled;
    for (let i = 0; i < deck.length; i++) deck[i] = t.deck[i] ?? missing();
    return { kind: 'deal', hands: dealAround(rng.shuffle(deck), n, s.dealer, t.dealEach) };
  }
  if (s.phase === PHASE_REDEAL) {
    const pile: number[] = new Array<number>(s.pileLen);
    for (let i = 0; i < s.pileLen; i++) pile[i] = s.pile[i] ?? missing();
    rng.shuffle(pile);
    return { kind: 'redeal', hands: dealAround(pile, n, s.dealer, s.bidNumber) };
  }
  return null;
}

/** Deal `cards` one at a time clockwise starting left of the dealer, `each` per seat. */
function dealAround(cards: readonly number[], n: number, dealer: number, each: number): number[][] {
  // Each seat's cards are every n-th card from its offset: one packed list per seat, no modulo per card.
  const dealt = Math.min(each * n, cards.length);
  const hands: number[][] = new Array<number[]>(n);
  for (let k = 0; k < n; k++) {
    // The k-th seat after the dealer's left gets cards k, k + n, k + 2n, ...
    const size = dealt > k ? Math.ceil((dealt - k) / n) : 0;
    const hand = new Array<number>(size);
    for (let j = 0, i = k; j < size; j++, i += n) hand[j] = cards[i] ?? missing();
    hands[(dealer + 1 + k) % n] = hand;
  }
  return hands;
}

/** Apply a chance action (its shape already checked) after checking its outcome is possible from this state. */
export function applyChance(s: TrickState, action: TrickChanceAction, events: TrickEvent[] | undefined): ActionError | null {
  const t = s.t;
  const n = t.players;
  if (action.kind === 'first-dealer') {
    if (s.phase !== PHASE_FIRST_DEALER) return refuse('wrong-phase', 'The first dealer has already been chosen.');
    const d = action.dealer;
    if (d < 0 || d >= n) return refuse('bad-chance-outcome', `The first dealer must be a seat from 1 to ${n}.`);
    s.dealer = d;
    s.phase = PHASE_DEAL;
    s.chanceCount++;
    if (events) events.push({ kind: 'dealer-drawn', dealer: d });
    return null;
  }
  const isDeal = action.kind === 'deal';
  if (s.phase !== (isDeal ? PHASE_DEAL : PHASE_REDEAL)) {
    if (s.phase === PHASE_FIRST_DEALER) return refuse('wrong-phase', 'The first dealer must be drawn before the deal.');
    return refuse('wrong-phase', isDeal ? 'It is not time to deal.' : 'It is not time to deal out the pile.');
  }
  const each = isDeal ? t.dealEach : s.bidNumber;
  const hands = action.hands;
  // Counted and marked in the catalog's scratch space, all zero again before returning.
  const available = t.catalog.cardCounts;
  if (t.copies === 1) {
    // One copy of each card: checked and placed by card number (see `ownersOf`).
    if (!ownersOf(s, hands, each, isDeal, available)) {
      // Refused: the counting check says why, in the same words as for any other deck. (It
      // refuses exactly what ownersOf refuses; the last refusal only keeps that a promise.)
      available.fill(0);
      const error = checkOutcome(s, hands, each, isDeal, available);
      available.fill(0);
      return error ?? refuse('bad-chance-outcome', 'Those cards cannot be dealt now.');
    }
    if (isDeal) startHand(s);
    else s.pileLen = 0;
    // Through the cards in order, each to its owner: every hand comes out sorted at once.
    const cap = t.cap;
    const suits = t.suits;
    const suitOf = t.suitOf;
    s.handLen.fill(0);
    s.suitLen.fill(0);
    for (let c = 0; c < available.length; c++) {
      const owner = available[c] ?? missing();
      if (owner === 0) continue;
      available[c] = 0;
      // Owners are marked -1 - seat (see ownersOf); a card left unmarked holds 1 (a deck card nobody was dealt).
      if (owner > 0) continue;
      const p = -1 - owner;
      const len = s.handLen[p] ?? missing();
      s.hands[p * cap + len] = c;
      s.handLen[p] = len + 1;
      const at = p * suits + (suitOf[c] ?? missing());
      s.suitLen[at] = (s.suitLen[at] ?? missing()) + 1;
    }
  } else {
    const pileLen = s.pileLen;
    const error = checkOutcome(s, hands, each, isDeal, available);
    if (isDeal) available.fill(0);
    else for (let i = 0; i < pileLen; i++) available[s.pile[i] ?? missing()] = 0;
    if (error) return error;
    if (isDeal) startHand(s);
    else s.pileLen = 0;
    insertSorted(s, hands, each);
  }
  s.chanceCount++;
  if (events) events.push(isDeal ? { kind: 'dealt', hand: s.handsDealt, dealer: s.dealer, each } : { kind: 'pile-redealt', each });
  if (!isDeal) startTargets(s);
  return null;
}

/** A new hand: everything of the last one cleared, the seat after the dealer to bid. */
function startHand(s: TrickState): void {
  resetHand(s);
  s.handsDealt++;
  s.turn = (s.dealer + 1) % s.t.players;
  s.phase = PHASE_BIDDING;
}

/**
 * For a deck of one copy of each card: check that `hands` gives `each` cards to every seat from
 * the deck (a deal) or the pile (a redeal), marking in `owners` (all zero on entry) who holds
 * each card afterwards as -1 - seat: the cards dealt, and for a redeal the cards already in the
 * hands (a card of the deck that nobody holds is left at 1). One pass over the cards, where
 * checking first and placing afterwards took three. False when the outcome is impossible, with
 * `owners` left for the caller to clear.
 */
function ownersOf(s: TrickState, hands: readonly (readonly number[])[], each: number, isDeal: boolean, owners: Int16Array): boolean {
  const t = s.t;
  const n = t.players;
  if (isDeal) owners.set(t.cardCopies);
  else {
    for (let i = 0; i < s.pileLen; i++) owners[s.pile[i] ?? missing()] = 1;
    const cap = t.cap;
    for (let p = 0; p < n; p++) {
      const base = p * cap;
      const end = base + (s.handLen[p] ?? missing());
      for (let i = base; i < end; i++) owners[s.hands[i] ?? missing()] = -1 - p;
    }
  }
  for (let p = 0; p < n; p++) {
    const hand = hands[p] ?? missing();
    if (hand.length !== each) return false;
    for (let i = 0; i < each; i++) {
      const c = hand[i] ?? missing();
      // Available exactly when marked 1: a card given twice finds its first owner's mark.
      if (owners[c] !== 1) return false;
      owners[c] = -1 - p;
    }
  }
  return true;
}

/** Add each seat's cards of `hands` to its hand, keeping it sorted (a handful of cards at a time, no allocation) and its suit counts. */
function insertSorted(s: TrickState, hands: readonly (readonly number[])[], each: number): void {
  const t = s.t;
  const cap = t.cap;
  for (let p = 0; p < t.players; p++) {
    const hand = hands[p] ?? missing();
    const base = p * cap;
    let len = s.handLen[p] ?? missing();
    for (let i = 0; i < each; i++) {
      const c = hand[i] ?? missing();
      const at = p * t.suits + (t.suitOf[c] ?? missing());
      s.suitLen[at] = (s.suitLen[at] ?? missing()) + 1;
      let k = base + len;
      while (k > base && (s.hands[k - 1] ?? missing()) > c) {
        s.hands[k] = s.hands[k - 1] ?? missing();
        k--;
      }
      s.hands[k] = c;
      len++;
    }
    s.handLen[p] = len;
  }
}

/** Check that `hands` gives `each` cards to every seat from the deck (a deal) or the pile (a redeal). */
function checkOutcome(
  s: TrickState,
  hands: readonly (readonly number[])[],
  each: number,
  isDeal: boolean,
  available: Int16Array,
): ActionError | null {
  const t = s.t;
  if (isDeal) available.set(t.cardCopies);
  else for (let i = 0; i < s.pileLen; i++) addTo(available, s.pile[i] ?? missing());
  for (let p = 0; p < t.players; p++) {
    const hand = hands[p] ?? missing();
    if (hand.length !== each) return refuse('bad-chance-outcome', `Each player receives exactly ${each} cards.`);
    for (let i = 0; i < each; i++) {
      const c = hand[i] ?? missing();
      if (addTo(available, c, -1) < 0) {
        return refuse(
          'bad-chance-outcome',
          isDeal ? `The ${t.cards.name(c)} is dealt more often than the deck holds it.` : `The ${t.cards.name(c)} is not in the pile.`,
        );
      }
    }
  }
  return null;
}
