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
 */
import { byteAt, countAt, entryAt, numberAt } from '../../../core/cards/typed-reads.js';
import type { Random } from '../../../core/cards/random.js';
import type { TrickRuleset } from '../ruleset.js';
import { PHASE_NAMES, TrickState } from './state.js';
import type { HandRecord } from './state.js';
import * as phases from './phases.js';
import { compileTables, type TrickTables } from './tables.js';
import type { TrickView } from './view.js';
import { VOID_FREE, VOID_OVERTRUMP } from './void-rule.js';
import { wouldWin } from './winner.js';
import { addTo } from '../../../core/game/counts.js';

/** Where a hidden card may go: a seat's hand, its targets, its face-down pile cards, or the undealt rest. */
interface Place {
  readonly seat: number;
  readonly kind: 'hand' | 'target' | 'gift' | 'undealt';
  room: number;
  readonly cards: number[];
}

/** A hidden card, and whether it must be in play (a pile card after the pile was dealt back). */
interface Hidden {
  readonly card: number;
  readonly inPlay: boolean;
}

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

/** At least `count` cards of `suit` among `seat`'s hand, targets and face-down pile cards. */
interface Floor {
  readonly seat: number;
  readonly suit: number;
  readonly count: number;
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

/**
 * The place at `at` and the hidden card at `i`, read in every world dealt: each through its own
 * reader (one kind of list each), not the shared `entryAt`, whose one read site sees lists of
 * every kind (measured: bench/trick-sample-compare.ts).
 */
function placeAt(places: readonly Place[], at: number): Place {
  const place = places[at];
  return place === undefined ? noPlace(at) : place;
}

function hiddenAt(hidden: readonly Hidden[], i: number): Hidden {
  const card = hidden[i];
  return card === undefined ? noPlace(i) : card;
}

function noPlace(index: number): never {
  throw new RangeError(`internal error: no place or hidden card at index ${index}`);
}

/** Which places a card may go to. */
function allowed(t: TrickTables, place: Place, h: Hidden, voids: Uint8Array): boolean {
  if (place.kind === 'undealt') return !h.inPlay;
  if (place.kind === 'hand') return voids[place.seat * t.ranks * t.suits + h.card] === 0;
  return true;
}

/** Deal the hidden cards to the places: bid floors first, then at random; an augmenting search places what the random pass cannot. */
function tryDeal(
  t: TrickTables,
  hidden: readonly Hidden[],
  template: readonly Place[],
  voids: Uint8Array,
  floors: readonly Floor[],
  rng: Random,
  attempts: number,
): Place[] | null {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const places = template.map((p) => ({ ...p, cards: [] as number[] }));
    const where = new Int16Array(hidden.length).fill(-1);
    const fixed = new Uint8Array(hidden.length);
    const order: number[] = new Array<number>(hidden.length);
    for (let i = 0; i < order.length; i++) order[i] = i;
    rng.shuffle(order);
    const put = (i: number, at: number): void => {
      where[i] = at;
      placeAt(places, at).room--;
    };
    let ok = true;
    for (const f of floors) {
      let need = f.count;
      for (const i of order) {
        if (need === 0) break;
        const h = hiddenAt(hidden, i);
        if ((where[i] ?? -1) >= 0 || t.suitOf[h.card] !== f.suit) continue;
        const at = pickPlace(t, places, h, voids, rng, f.seat);
        if (at < 0) break;
        put(i, at);
        fixed[i] = 1;
        need--;
      }
      if (need > 0) ok = false;
    }
    if (!ok) continue;
    for (const i of order) {
      if ((where[i] ?? -1) >= 0) continue;
      const at = pickPlace(t, places, hiddenAt(hidden, i), voids, rng, -2);
      if (at >= 0) put(i, at);
      else if (!augment(t, hidden, places, where, fixed, voids, i)) {
        ok = false;
        break;
      }
    }
    if (!ok) continue;
    for (let i = 0; i < where.length; i++) placeAt(places, countAt(where, i)).cards.push(hiddenAt(hidden, i).card);
    return places;
  }
  return null;
}

/** A random place with room for the card (weighted by room); only `seat`'s own places unless `seat` is -2. */
function pickPlace(t: TrickTables, places: readonly Place[], h: Hidden, voids: Uint8Array, rng: Random, seat: number): number {
  let total = 0;
  for (const p of places) if ((seat === -2 || p.seat === seat) && p.room > 0 && allowed(t, p, h, voids)) total += p.room;
  if (total === 0) return -1;
  let pick = rng.below(total);
  for (let at = 0; at < places.length; at++) {
    const p = placeAt(places, at);
    if (!((seat === -2 || p.seat === seat) && p.room > 0 && allowed(t, p, h, voids))) continue;
    if (pick < p.room) return at;
    pick -= p.room;
  }
  return -1;
}

/** Place card `i` by moving other (unfixed) cards along a chain of places to one with room; false if none exists. */
function augment(
  t: TrickTables,
  hidden: readonly Hidden[],
  places: Place[],
  where: Int16Array,
  fixed: Uint8Array,
  voids: Uint8Array,
  i: number,
): boolean {
  // Breadth-first over places: from[at] is the card moved into `at` on the way (or i itself at the start).
  const from = new Int16Array(places.length).fill(-2);
  const queue: number[] = [];
  const card = hiddenAt(hidden, i);
  places.forEach((p, at) => {
    if (allowed(t, p, card, voids)) {
      from[at] = -1;
      queue.push(at);
    }
  });
  for (let q = 0; q < queue.length; q++) {
    const at = numberAt(queue, q);
    if (placeAt(places, at).room > 0) {
      // Walk back: each step's card leaves the previous place for this one.
      let cur = at;
      while (from[cur] !== -1) {
        const moved = countAt(from, cur);
        const back = countAt(where, moved);
        where[moved] = cur;
        placeAt(places, cur).room--;
        placeAt(places, back).room++;
        cur = back;
      }
      where[i] = cur;
      placeAt(places, cur).room--;
      return true;
    }
    for (const [j, h] of hidden.entries()) {
      if (where[j] !== at || fixed[j] === 1) continue;
      for (const [to, place] of places.entries()) {
        if (from[to] !== -2 || !allowed(t, place, h, voids)) continue;
        from[to] = j;
        queue.push(to);
      }
    }
  }
  return false;
}

/**
 * What every world of a view shares: the view's public facts and this player's own cards, with no
 * hidden card dealt (a template each world is copied from).
 */
function publicState(t: TrickTables, view: TrickView, phase: number): TrickState {
  const n = t.players;
  const me = view.player;
  const s = new TrickState(t, 0);
  s.phase = phase;
  s.dealer = view.dealer;
  view.hand.forEach((c, i) => {
    s.hands[me * t.cap + i] = c;
    const at = me * t.suits + byteAt(t.suitOf, c);
    s.suitLen[at] = byteAt(s.suitLen, at) + 1;
  });
  s.handLen[me] = view.hand.length;
  view.targets.forEach((c, i) => (s.targets[me * t.targetCards + i] = c));
  s.targetLen[me] = view.targets.length;
  for (let p = 0; p < n; p++) {
    s.totals[p] = view.totals[p] ?? 0;
    s.given[p] = view.pile.given[p] ?? 0;
  }
  s.finished = view.handScores.map((scores) => pastHand(t, scores));
  s.handsDealt = view.handsDealt;
  const inHand = phase >= phases.PHASE_BIDDING && phase <= phases.PHASE_TRICKS;
  s.throwIns = Math.max(0, view.handsDealt - s.finished.length - (inHand ? 1 : 0));
  s.winners = view.winners ? view.winners.slice() : null;
  for (const b of view.bids) {
    s.bidTurns++;
    if (b.pass) {
      s.passesInRow++;
      s.passed[b.player] = 1;
      s.bids.push(-1 - b.player);
    } else {
      s.passesInRow = 0;
      s.bids.push(b.player + n * (b.suit + t.denoms * b.number));
    }
  }
  if (view.highBid) {
    s.bidder = view.highBid.player;
    s.bidNumber = view.highBid.number;
    s.bidSuit = view.highBid.suit;
  }
  s.trump = view.trump;
  // The pile's face-up cards while it lies on the table; what each seat gave is dealt with the world.
  view.pile.faceUp.forEach((c, i) => (s.faceUp[i] = c));
  s.faceUpLen = view.pile.faceUp.length;
  view.tricks.forEach((trick, h) => {
    trick.cards.forEach((c, k) => {
      s.history[h * n + k] = c;
      const at = trick.winner * t.ranks + byteAt(t.rankOf, c);
      s.won[at] = byteAt(s.won, at) + 1;
    });
    s.historyLeader[h] = trick.leader;
    s.historyWinner[h] = trick.winner;
  });
  s.tricksDone = view.tricks.length;
  view.trick.cards.forEach((c, i) => (s.trick[i] = c));
  s.trickLen = view.trick.cards.length;
  s.leader = view.trick.leader;
  s.turn = view.toAct[0] ?? s.leader;
  s.recordLog = false;
  return s;
}

/** The sampled state: the view's public facts (`template`), the dealt hidden cards, a fresh seed for what is still to come. */
function dealtState(
  t: TrickTables,
  view: TrickView,
  phase: number,
  rng: Random,
  places: readonly Place[],
  knownGifts: readonly number[][],
  template: TrickState,
): TrickState {
  const n = t.players;
  const me = view.player;
  const s = new TrickState(t, rng.nextUint32());
  s.copyFrom(template);
  // The other seats' hands (sorted, as the engine keeps hands) and targets; `places` is this
  // world's own, so its lists are sorted where they are.
  for (const place of places) {
    const p = place.seat;
    if (p < 0 || p === me) continue;
    const cards = place.cards;
    if (place.kind === 'hand') {
      cards.sort((a, b) => a - b);
      // The seat's counts by suit kept with its hand (see TrickState.suitLen).
      s.suitLen.fill(0, p * t.suits, (p + 1) * t.suits);
      let i = 0;
      for (const c of cards) {
        s.hands[p * t.cap + i++] = c;
        const at = p * t.suits + byteAt(t.suitOf, c);
        s.suitLen[at] = byteAt(s.suitLen, at) + 1;
      }
      s.handLen[p] = cards.length;
    } else if (place.kind === 'target') {
      s.targets.set(cards, p * t.targetCards);
      s.targetLen[p] = cards.length;
    }
  }
  // What each seat gave to the pile (the cards known, then the ones dealt), and the pile itself while it lies on the table.
  const pileOut = phase === phases.PHASE_PILE || phase === phases.PHASE_REDEAL;
  for (let p = 0; p < n; p++) {
    const given = byteAt(s.given, p);
    let k = 0;
    const give = (c: number): void => {
      if (k < given) s.gave[p * t.bidMax + k] = c;
      k++;
      if (pileOut) s.pile[s.pileLen++] = c;
    };
    entryAt(knownGifts, p).forEach(give);
    for (const place of places) if (place.seat === p && place.kind === 'gift') place.cards.forEach(give);
  }
  return s;
}

/** A past hand known only by its scores. */
function pastHand(t: TrickTables, scores: readonly number[]): HandRecord {
  return {
    dealer: -1,
    bidder: -1,
    bidNumber: 0,
    bidSuit: -1,
    trump: -1,
    tricks: new Uint8Array(0),
    trickLeaders: new Uint8Array(0),
    trickWinners: new Uint8Array(0),
    targets: new Uint8Array(Math.max(1, t.players * t.targetCards)),
    targetLen: new Uint8Array(t.players),
    scores: scores.slice(),
  };
}
