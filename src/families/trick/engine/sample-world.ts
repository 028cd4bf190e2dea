/**
 * A full state consistent with everything one player's view shows (OpenSpiel's
 * ResampleFromInfostate): the hidden cards dealt at random among the places the view allows.
 *
 * What the view makes certain, and the sampler keeps:
 * - every seat holds as many cards, and has set as many targets aside, as the view says;
 * - cards this player has seen (own hand and targets, played cards, face-up pile cards, the cards
 *   they gave) are where the view puts them; after the pile is dealt back, its cards are in play
 *   (in someone's hand or target), never among the cards left undealt;
 * - a seat that failed to follow a suit this hand (when the rules make you follow) holds none of it;
 * - a seat that bid N in a suit was dealt at least the fewest cards of that suit the bidding rule
 *   allows for N; what it still holds is at least that, less the cards of the suit it has played
 *   and the pile cards it may have given;
 * - the deck's remaining cards are left undealt when the deck is larger than the deal.
 * Past hands keep only their scores (their tricks are not in the view); the sampled state has no
 * log and its own seed for the chance events still to come.
 * The hidden cards are dealt to their places in sample-deal.ts, and the state built in sample-state.ts.
 */
import { byteAt, countAt, entryAt, numberAt } from '../../../core/cards/typed-reads.js';
import type { Random } from '../../../core/cards/random.js';
import type { TrickRuleset } from '../ruleset.js';
import { PHASE_NAMES, type TrickState } from './state.js';
import * as phases from './phases.js';
import { compileTables, type TrickTables } from './tables.js';
import type { TrickView } from './view.js';
import { VOID_FREE, VOID_OVERTRUMP } from './void-rule.js';
import { wouldWin } from './winner.js';
import { addTo } from '../../../core/game/counts.js';
import { tryDeal, type Floor, type Hidden, type Place } from './sample-deal.js';
import { dealtState, publicState } from './sample-state.js';

/** A state consistent with `view`, its hidden cards drawn with `rng`. */
export function sampleWorld(ruleset: TrickRuleset, view: TrickView, rng: Random): TrickState {
  return worldSampler(ruleset, view)(rng);
}

/**
 * `sampleWorld` of one view, for drawing many worlds from it: what the view makes certain is
 * worked out once, and each call deals the hidden cards afresh. Each call gives what
 * `sampleWorld(ruleset, view, rng)` gives, drawing the same random numbers. The view must not
 * change while the sampler is in use.
 */
export function worldSampler(ruleset: TrickRuleset, view: TrickView): (rng: Random) => TrickState {
  const t = compileTables(ruleset, view.options, view.players);
  const n = t.players;
  const me = view.player;
  const phase = Math.max(
    0,
    PHASE_NAMES.findIndex((name) => name === view.phase),
  );
  const pilePhase = phase === phases.PHASE_PILE || phase === phases.PHASE_REDEAL;
  const afterPile = phase >= phases.PHASE_TARGET;
  const bidder = view.highBid ? view.highBid.player : -1;
  const faceUpGiver = (seat: number): boolean => t.pile !== null && (seat === bidder ? t.pile.winnerFaceUp : t.pile.othersFaceUp);

  // Cards whose place the view shows.
  const distinct = t.ranks * t.suits;
  const unseen = Int16Array.from(t.cardCopies);
  const see = (c: number): void => void addTo(unseen, c, -1);
  view.hand.forEach(see);
  view.targets.forEach(see);
  const played: number[][] = Array.from({ length: n }, () => []);
  // voids[seat * distinct + card] = 1: the seat's hand cannot hold that card, by what it played.
  const voids = new Uint8Array(n * distinct);
  const noneOf = (seat: number, suit: number): void =>
    void voids.fill(1, seat * distinct + suit * t.ranks, seat * distinct + (suit + 1) * t.ranks);
  const trump = view.trump;
  const follow = (leader: number, cards: readonly number[]): void => {
    const led = byteAt(t.suitOf, numberAt(cards, 0));
    cards.forEach((c, k) => {
      const seat = (leader + k) % n;
      see(c);
      entryAt(played, seat).push(c);
      const suit = byteAt(t.suitOf, c);
      if (!t.mustFollow || suit === led) return;
      noneOf(seat, led);
      if (t.voidRule === VOID_FREE || trump < 0 || led === trump) return;
      // Void in the led suit under a trumping rule: no trump held if none was played, and under
      // must-overtrump no trump that would have taken the trick if a losing one was played.
      if (suit !== trump) noneOf(seat, trump);
      else if (t.voidRule === VOID_OVERTRUMP && !wouldWin(t, cards, k, trump, c)) {
        for (let r = 0; r < t.ranks; r++) {
          const other = trump * t.ranks + r;
          if (wouldWin(t, cards, k, trump, other)) voids[seat * distinct + other] = 1;
        }
      }
    });
  };
  for (const trick of view.tricks) follow(trick.leader, trick.cards);
  if (view.trick.cards.length > 0) follow(view.trick.leader, view.trick.cards);

  // The pile's known cards, by giver where that is certain.
  const faceUpLeft = view.pile.faceUp.slice();
  const takeFaceUp = (c: number): void => {
    const i = faceUpLeft.indexOf(c);
    if (i >= 0) faceUpLeft.splice(i, 1);
  };
  const knownGifts: number[][] = Array.from({ length: n }, () => []);
  knownGifts[me] = view.pile.mine.slice();
  if (faceUpGiver(me)) view.pile.mine.forEach(takeFaceUp);
  const otherFaceUpGivers = Array.from({ length: n }, (_, p) => p).filter(
    (p) => p !== me && faceUpGiver(p) && (view.pile.given[p] ?? 0) > 0,
  );
  // Face-up cards of other seats: whose they are is certain when only one other seat gives face up.
  for (const p of otherFaceUpGivers) entryAt(knownGifts, p).push(...faceUpLeft.splice(0, view.pile.given[p] ?? 0));
  const giftsCertain = otherFaceUpGivers.length <= 1;
  const hiddenGifts = Array.from({ length: n }, (_, p) => (p === me || faceUpGiver(p) ? 0 : (view.pile.given[p] ?? 0)));
  // Pile cards this player knows: in the pile until it is dealt back, then somewhere in play.
  const knownPile: number[] = [...view.pile.faceUp, ...(faceUpGiver(me) ? [] : view.pile.mine)];
  const inPlayCount = new Int16Array(distinct);
  if (pilePhase) knownPile.forEach(see);
  else if (afterPile) {
    for (const c of knownPile) addTo(inPlayCount, c);
    // Known pile cards already seen (in my hand, my targets or played) need no place.
    for (const c of [...view.hand, ...view.targets, ...played.flat()]) if (countAt(inPlayCount, c) > 0) addTo(inPlayCount, c, -1);
  }
  const hidden: Hidden[] = [];
  for (let c = 0; c < distinct; c++) {
    const copies = countAt(unseen, c);
    for (let k = 0; k < copies; k++) {
      const inPlay = countAt(inPlayCount, c) > 0;
      if (inPlay) addTo(inPlayCount, c, -1);
      hidden.push({ card: c, inPlay });
    }
  }

  // The places of the hidden cards.
  const places: Place[] = [];
  for (let p = 0; p < n; p++) {
    if (p === me) continue;
    places.push({ seat: p, kind: 'hand', room: view.handSizes[p] ?? 0, cards: [] });
    places.push({ seat: p, kind: 'target', room: view.targetsSet[p] ?? 0, cards: [] });
    if (pilePhase) places.push({ seat: p, kind: 'gift', room: numberAt(hiddenGifts, p), cards: [] });
  }
  const placed = places.reduce((sum, pl) => sum + pl.room, 0);
  places.push({ seat: -1, kind: 'undealt', room: Math.max(0, hidden.length - placed), cards: [] });

  const floors = bidFloors(t, view, phase, played, knownGifts, giftsCertain, faceUpGiver);
  const template = publicState(t, view, phase);
  return (rng) => {
    const deal =
      tryDeal(t, hidden, places, voids, floors, rng, 12) ??
      tryDeal(t, hidden, places, voids, [], rng, 12) ??
      tryDeal(t, hidden, places, new Uint8Array(n * distinct), [], rng, 12);
    if (!deal) throw new Error('sampleWorld: the view allows no deal of the hidden cards');
    return dealtState(t, view, phase, rng, deal, knownGifts, template);
  };
}

/** What the bids of this hand make certain about the seats' cards. */
function bidFloors(
  t: TrickTables,
  view: TrickView,
  phase: number,
  played: readonly number[][],
  knownGifts: readonly number[][],
  giftsCertain: boolean,
  faceUpGiver: (seat: number) => boolean,
): Floor[] {
  if (phase < phases.PHASE_BIDDING || phase > phases.PHASE_TRICKS) return [];
  // The most cards of a suit each seat's bids prove it was dealt.
  const dealt = new Map<number, number>();
  for (const b of view.bids) {
    if (b.pass || b.player === view.player) continue;
    const least = byteAt(t.minHeld, b.number);
    if (least > t.dealEach) continue;
    // A no-trump bid proves that many cards of every suit (it is allowed on the shortest suit).
    for (let suit = b.suit === t.suits ? 0 : b.suit; suit <= b.suit && suit < t.suits; suit++) {
      const key = b.player * t.suits + suit;
      dealt.set(key, Math.max(dealt.get(key) ?? 0, least));
    }
  }
  const floors: Floor[] = [];
  for (const [key, least] of dealt) {
    const seat = Math.floor(key / t.suits);
    const suit = key % t.suits;
    const given = view.pile.given[seat] ?? 0;
    // Pile cards that may have been of this suit and are no longer the seat's: face-up ones (exactly
    // when it is certain whose they are), and face-down ones once the pile is dealt back.
    let gone: number;
    if (faceUpGiver(seat)) gone = giftsCertain ? entryAt(knownGifts, seat).filter((c) => t.suitOf[c] === suit).length : given;
    else gone = phase >= phases.PHASE_TARGET ? given : 0;
    const playedOfSuit = entryAt(played, seat).filter((c) => t.suitOf[c] === suit).length;
    const count = least - gone - playedOfSuit;
    if (count > 0) floors.push({ seat, suit, count });
  }
  return floors;
}
