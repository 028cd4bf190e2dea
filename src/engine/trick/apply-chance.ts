/** Chance events: drawing them from the seed, and applying an outcome after checking it is possible. */
import { Random } from '../../cards/random.js';
import type { ActionError } from '../game.js';
import type { TrickChanceAction } from './actions.js';
import { refuse } from './actions.js';
import { resetHand, startTargets } from './flow.js';
import * as phases from './phases.js';
import type { TrickState } from './state.js';

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
  if (s.phase === PHASE_FIRST_DEALER) return { type: 'first-dealer', dealer: rng.below(n) };
  if (s.phase === PHASE_DEAL) {
    const size = t.deckCards;
    const distinct = t.ranks * t.suits;
    const deck: number[] = new Array<number>(size);
    for (let i = 0, c = 0; i < size; i++) {
      deck[i] = c;
      if (++c === distinct) c = 0;
    }
    rng.shuffle(deck);
    return { type: 'deal', hands: dealAround(deck, n, s.dealer, t.dealEach) };
  }
  if (s.phase === PHASE_REDEAL) {
    const pile: number[] = new Array<number>(s.pileLen);
    for (let i = 0; i < s.pileLen; i++) pile[i] = s.pile[i] as number;
    rng.shuffle(pile);
    return { type: 'redeal', hands: dealAround(pile, n, s.dealer, s.bidNumber) };
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
    const hand: number[] = [];
    for (let j = 0, i = k; j < size; j++, i += n) hand.push(cards[i] as number);
    hands[(dealer + 1 + k) % n] = hand;
  }
  return hands;
}

/** Apply a chance action after checking its outcome is possible from this state. */
export function applyChance(s: TrickState, action: TrickChanceAction): ActionError | null {
  const t = s.t;
  const n = t.players;
  if (action.type === 'first-dealer') {
    if (s.phase !== PHASE_FIRST_DEALER) return refuse('wrong-phase', 'The first dealer has already been chosen.');
    const d = action.dealer;
    if (!Number.isInteger(d) || d < 0 || d >= n) return refuse('bad-chance-outcome', `The first dealer must be a seat from 1 to ${n}.`);
    s.dealer = d;
    s.phase = PHASE_DEAL;
    s.chanceCount++;
    return null;
  }
  const isDeal = action.type === 'deal';
  if (s.phase !== (isDeal ? PHASE_DEAL : PHASE_REDEAL)) return refuse('wrong-phase', isDeal ? 'It is not time to deal.' : 'It is not time to deal out the pile.');
  const each = isDeal ? t.dealEach : s.bidNumber;
  const hands = action.hands;
  if (!Array.isArray(hands) || hands.length !== n) return refuse('bad-chance-outcome', `A deal gives cards to each of the ${n} players.`);
  const distinct = t.ranks * t.suits;
  const available = new Int16Array(distinct);
  if (isDeal) available.fill(t.copies);
  else for (let i = 0; i < s.pileLen; i++) available[s.pile[i] as number]++;
  for (let p = 0; p < n; p++) {
    const hand = hands[p] as readonly number[];
    if (!Array.isArray(hand) || hand.length !== each) return refuse('bad-chance-outcome', `Each player receives exactly ${each} cards.`);
    for (let i = 0; i < each; i++) {
      const c = hand[i] as number;
      if (!Number.isInteger(c) || c < 0 || c >= distinct) return refuse('bad-chance-outcome', `${String(c)} is not a card of this deck.`);
      if (--available[c] < 0) {
        return refuse('bad-chance-outcome', isDeal ? `The ${t.cards.name(c)} is dealt more often than the deck holds it.` : `The ${t.cards.name(c)} is not in the pile.`);
      }
    }
  }
  if (isDeal) {
    resetHand(s);
    s.handsDealt++;
    s.turn = (s.dealer + 1) % n;
    s.phase = PHASE_BIDDING;
  } else {
    s.pileLen = 0;
  }
  const cap = t.cap;
  for (let p = 0; p < n; p++) {
    const hand = hands[p] as readonly number[];
    const at = p * cap + (s.handLen[p] as number);
    for (let i = 0; i < each; i++) s.hands[at + i] = hand[i] as number;
    s.handLen[p] = (s.handLen[p] as number) + each;
  }
  s.chanceCount++;
  if (!isDeal) startTargets(s);
  return null;
}
