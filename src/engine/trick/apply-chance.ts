/** Chance events: drawing them from the seed, and applying an outcome after checking it is possible. */
import { Random } from '../../cards/random.js';
import type { ActionError } from '../game.js';
import type { TrickChanceAction } from './actions.js';
import type { TrickEvent } from './events.js';
import { refuse } from './actions.js';
import { resetHand, startTargets } from './flow.js';
import * as phases from './phases.js';
import type { TrickState } from './state.js';
import { addTo } from '../counts.js';

// Module-local copies: cheaper than a cross-module read on the hot path.
const PHASE_BIDDING = phases.PHASE_BIDDING;
const PHASE_DEAL = phases.PHASE_DEAL;
const PHASE_FIRST_DEALER = phases.PHASE_FIRST_DEALER;
const PHASE_REDEAL = phases.PHASE_REDEAL;

/** The next chance event, drawn from `Random.from(seed, k)` for the k-th chance event: pure. */
export function drawChance(s: TrickState): TrickChanceAction | null {
  const t = s.t;
  const n = t.players;
  const rng = Random.from(s.seed, s.chanceCount);
  if (s.phase === PHASE_FIRST_DEALER) return { kind: 'first-dealer', dealer: rng.below(n) };
  if (s.phase === PHASE_DEAL) {
    const deck = rng.shuffle(t.deck.slice());
    return { kind: 'deal', hands: dealAround(deck, n, s.dealer, t.dealEach) };
  }
  if (s.phase === PHASE_REDEAL) {
    const pile: number[] = new Array<number>(s.pileLen);
    for (let i = 0; i < s.pileLen; i++) pile[i] = s.pile[i] as number;
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
    for (let j = 0, i = k; j < size; j++, i += n) hand[j] = cards[i] as number;
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
  // Cards still available to give, counted in the catalog's scratch space and cleared before returning.
  const available = t.catalog.cardCounts;
  const pileLen = s.pileLen;
  const error = checkOutcome(s, hands, each, isDeal, available);
  if (isDeal) available.fill(0);
  else for (let i = 0; i < pileLen; i++) available[s.pile[i] as number] = 0;
  if (error) return error;
  if (isDeal) {
    resetHand(s);
    s.handsDealt++;
    s.turn = (s.dealer + 1) % n;
    s.phase = PHASE_BIDDING;
  } else {
    s.pileLen = 0;
  }
  const cap = t.cap;
  if (isDeal && t.copies === 1) {
    // One copy of each card, into empty hands: note who receives each card (in the scratch
    // counts, zero here), then go through the cards in order: every hand comes out sorted at once.
    for (let p = 0; p < n; p++) for (const c of hands[p] as readonly number[]) available[c] = p + 1;
    for (let c = 0; c < available.length; c++) {
      const p = (available[c] as number) - 1;
      if (p < 0) continue;
      available[c] = 0;
      s.hands[p * cap + (s.handLen[p] as number)] = c;
      s.handLen[p] = (s.handLen[p] as number) + 1;
    }
  } else {
    for (let p = 0; p < n; p++) {
      const hand = hands[p] as readonly number[];
      const base = p * cap;
      let len = s.handLen[p] as number;
      // Hands are kept sorted: insert each card in place (a handful of cards, no allocation).
      for (let i = 0; i < each; i++) {
        const c = hand[i] as number;
        let k = base + len;
        while (k > base && (s.hands[k - 1] as number) > c) {
          s.hands[k] = s.hands[k - 1] as number;
          k--;
        }
        s.hands[k] = c;
        len++;
      }
      s.handLen[p] = len;
    }
  }
  s.chanceCount++;
  if (events) events.push(isDeal ? { kind: 'dealt', hand: s.handsDealt, dealer: s.dealer, each } : { kind: 'pile-redealt', each });
  if (!isDeal) startTargets(s);
  return null;
}

/** Check that `hands` gives `each` cards to every seat from the deck (a deal) or the pile (a redeal). */
function checkOutcome(s: TrickState, hands: readonly (readonly number[])[], each: number, isDeal: boolean, available: Int16Array): ActionError | null {
  const t = s.t;
  if (isDeal) available.set(t.cardCopies);
  else for (let i = 0; i < s.pileLen; i++) addTo(available, s.pile[i] as number);
  for (let p = 0; p < t.players; p++) {
    const hand = hands[p] as readonly number[];
    if (hand.length !== each) return refuse('bad-chance-outcome', `Each player receives exactly ${each} cards.`);
    for (let i = 0; i < each; i++) {
      const c = hand[i] as number;
      if (addTo(available, c, -1) < 0) {
        return refuse('bad-chance-outcome', isDeal ? `The ${t.cards.name(c)} is dealt more often than the deck holds it.` : `The ${t.cards.name(c)} is not in the pile.`);
      }
    }
  }
  return null;
}
