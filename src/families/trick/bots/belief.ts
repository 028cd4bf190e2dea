/**
 * Worlds for the IS-MCTS player that also agree with what the other seats' choices suggest, not
 * only with what they prove. `sampleWorld` deals the hidden cards uniformly among the deals the
 * view allows: a bid of one spade only proves one spade. But the other seats bid, and choose
 * their targets, the way the rule-based player does (the search players use its bidding and pile
 * choices; so do the IS-MCTS players; a person is not bound to, which is why the model is soft).
 * So a drawn world is moved towards the deals under which each seat's bids and passes of this
 * hand are the ones the rule-based player would have made (a few Metropolis steps swapping hidden
 * cards between seats, each bid that would not have been made costing a factor `MISFIT`), and each
 * seat's hidden target becomes the card of its hand the rule-based player would have set aside.
 *
 * What a seat held when it bid is read from the world: its hand and target, the cards it has
 * played this hand, and its face-up pile cards (before the pile was dealt back: its pile cards);
 * what it got back from the pile is not known, so after the pile the reading is approximate.
 * Every swap keeps what the view proves: a card goes into a hand only where that seat has not
 * shown it holds none of the card's suit (or no trump), and no seat falls below what its bids prove.
 */
import { itemAt } from '../../../core/cards/checked.js';
import type { Random } from '../../../core/cards/random.js';
import type { TrickState, TrickTables, TrickView } from '../engine/index.js';
import { PHASE_NAMES, compileTables } from '../engine/index.js';
import { bidAllowed } from '../engine/tables.js';
import type { TrickRuleset } from '../ruleset.js';
import { byteAt, countAt } from './reads.js';
import { bidWants, targetScore } from './rules.js';

/** The weight of a world for each bid or pass the rule-based player would not have made in it. */
const MISFIT = 0.1;

/** One bid or pass of another seat: what it was, and the high bid it answered. */
interface Entry {
  readonly player: number;
  /** -1 for a pass, else the number. */
  readonly number: number;
  readonly suit: number;
  /** The high bid before it (number, suit, player), or number 0 for none. */
  readonly highNumber: number;
  readonly highSuit: number;
  readonly highPlayer: number;
}

/** What one decision's view says about the other seats, worked out once for all its worlds. */
interface Reading {
  readonly view: TrickView;
  readonly t: TrickTables;
  /** Bids and passes of each seat (not mine). */
  readonly entries: readonly (readonly Entry[])[];
  /** Cards each seat held when it bid that are no longer in its hand or targets, known from the view (played, face-up pile cards). */
  readonly publicCards: readonly (readonly number[])[];
  /** The cards each seat has played this hand. */
  readonly playedBy: readonly (readonly number[])[];
  /** noCard[seat * distinct + card] = 1 where the view proves the seat's hand cannot hold the card. */
  readonly noCard: Uint8Array;
  /** floor[seat * suits + suit]: the fewest cards of the suit the seat's hand and targets must hold (what its bids prove). */
  readonly floor: Int16Array;
  /** Seats whose cards are hidden (not mine), in order. */
  readonly others: readonly number[];
  /** Those of them that bid or passed this hand. */
  readonly bidders: readonly number[];
  /** publicSuits[seat * suits + suit]: the seat's cards of the suit among `publicCards`. */
  readonly publicSuits: Int16Array;
  /** Does the world's pile phase still hold the seats' pile cards (counted as theirs)? */
  readonly pileHeld: boolean;
  /** Do targets follow the rule-based choice (the seats have set theirs, and every card they played this hand was in hand when they did)? */
  readonly targets: boolean;
}

/** Read the view once: bids as answers to high bids, the seats' known cards, voids and floors. */
function readView(ruleset: TrickRuleset, view: TrickView): Reading {
  const t = compileTables(ruleset, view.options, view.players);
  const n = t.players;
  const me = view.player;
  const distinct = t.ranks * t.suits;
  const phase = PHASE_NAMES.indexOf(view.phase as (typeof PHASE_NAMES)[number]);
  const bidding = PHASE_NAMES.indexOf('bidding');
  const tricks = PHASE_NAMES.indexOf('tricks');
  // Bids are read while this hand's bidding is under way or done.
  const bids = phase < bidding || phase > tricks ? [] : view.bids;
  const pilePhase = phase > bidding && phase < PHASE_NAMES.indexOf('target');
  const entries: Entry[][] = Array.from({ length: n }, () => []);
  let highNumber = 0;
  let highSuit = -1;
  let highPlayer = -1;
  for (const b of bids) {
    if (b.player !== me)
      entries[b.player]?.push({
        player: b.player,
        number: b.pass ? -1 : b.number,
        suit: b.pass ? -1 : b.suit,
        highNumber,
        highSuit,
        highPlayer,
      });
    if (!b.pass) {
      highNumber = b.number;
      highSuit = b.suit;
      highPlayer = b.player;
    }
  }
  const publicCards: number[][] = Array.from({ length: n }, () => []);
  const playedBy: number[][] = Array.from({ length: n }, () => []);
  const noCard = new Uint8Array(n * distinct);
  const noneOf = (seat: number, suit: number): void =>
    void noCard.fill(1, seat * distinct + suit * t.ranks, seat * distinct + (suit + 1) * t.ranks);
  const trump = view.trump;
  const follow = (leader: number, cards: readonly number[]): void => {
    const [lead] = cards;
    // A trick with no card yet shows nothing.
    if (lead === undefined) return;
    const led = byteAt(t.suitOf, lead);
    cards.forEach((c, k) => {
      const seat = (leader + k) % n;
      publicCards[seat]?.push(c);
      playedBy[seat]?.push(c);
      if (!t.mustFollow || t.suitOf[c] === led) return;
      noneOf(seat, led);
      // Under a rule that makes a void seat trump, a void seat may hold no trump at all (cautious:
      // the sampler is exact about which trumps; moving none keeps every world it can make).
      if (t.voidRule !== 0 && trump >= 0 && led !== trump) noneOf(seat, trump);
    });
  };
  for (const trick of view.tricks) follow(trick.leader, trick.cards);
  if (view.trick.cards.length > 0) follow(view.trick.leader, view.trick.cards);
  // Face-up pile cards are whose they are only when one seat gives face up (Apples: the bid winner).
  const faceUpGiver = (seat: number): boolean => t.pile !== null && (seat === highPlayer ? t.pile.winnerFaceUp : t.pile.othersFaceUp);
  const faceUpOthers = Array.from({ length: n }, (_, p) => p).filter((p) => p !== me && faceUpGiver(p) && (view.pile.given[p] ?? 0) > 0);
  // Known only when one other seat gave face up, and the pile is no longer lying.
  const faceUpSeat = faceUpOthers.length === 1 && !pilePhase ? faceUpOthers[0] : undefined;
  if (faceUpSeat !== undefined)
    publicCards[faceUpSeat]?.push(...view.pile.faceUp.filter((c) => !(faceUpGiver(me) && view.pile.mine.includes(c))));
  // What the bids prove (sampleWorld's floors): the fewest of the suit dealt, less what may have left.
  const floor = new Int16Array(n * t.suits);
  const afterPile = phase >= PHASE_NAMES.indexOf('target');
  for (const [p, seatEntries] of entries.entries()) {
    for (const e of seatEntries) {
      if (e.number < 0 || e.suit >= t.suits) continue;
      const least = byteAt(t.minHeld, e.number);
      // As sampleWorld's floors, cautiously: every pile card the seat gave may have been of the suit.
      const gone = faceUpGiver(p) || afterPile ? (view.pile.given[p] ?? 0) : 0;
      const played = itemAt(playedBy, p).filter((c) => t.suitOf[c] === e.suit).length;
      const at = p * t.suits + e.suit;
      floor[at] = Math.max(countAt(floor, at), least - gone - played);
    }
  }
  const others = Array.from({ length: n }, (_, p) => p).filter((p) => p !== me);
  // The targets follow the rule only once every other seat has set one from the hand it held then.
  const targets =
    t.targetCards === 1 &&
    phase >= PHASE_NAMES.indexOf('target') &&
    phase <= tricks &&
    others.every((p) => (view.targetsSet[p] ?? 0) === 1);
  const bidders = others.filter((p) => itemAt(entries, p).length > 0);
  const publicSuits = new Int16Array(n * t.suits);
  publicCards.forEach((cards, p) =>
    cards.forEach((c) => {
      const at = p * t.suits + byteAt(t.suitOf, c);
      publicSuits[at] = countAt(publicSuits, at) + 1;
    }),
  );
  return { view, t, entries, publicCards, playedBy, noCard, floor, others, bidders, publicSuits, pileHeld: pilePhase, targets };
}

/**
 * Each seat's cards by suit in the world as when it bid, kept up to date through the swaps:
 * counts, honours (A K Q) and aces and kings, at [seat * suits + suit].
 */
class Tally {
  readonly counts: Int16Array;
  readonly honours: Int16Array;
  readonly stoppers: Int16Array;
  /** Scratch: one seat's counts and honours. */
  readonly rowCounts: Int16Array;
  readonly rowHonours: Int16Array;

  constructor(private readonly t: TrickTables) {
    const size = t.players * t.suits;
    this.counts = new Int16Array(size);
    this.honours = new Int16Array(size);
    this.stoppers = new Int16Array(size);
    this.rowCounts = new Int16Array(t.suits);
    this.rowHonours = new Int16Array(t.suits);
  }

  /** Count `c` into (`by` 1) or out of (`by` -1) the seat's cards. */
  add(seat: number, c: number, by: number): void {
    const t = this.t;
    const at = seat * t.suits + byteAt(t.suitOf, c);
    const rank = byteAt(t.rankOf, c);
    this.counts[at] = countAt(this.counts, at) + by;
    if (rank <= 2) this.honours[at] = countAt(this.honours, at) + by;
    if (rank <= 1) this.stoppers[at] = countAt(this.stoppers, at) + by;
  }

  /** The seat's cards in world `s` (hand, targets, pile cards while the pile lies) and those the view shows it had. */
  read(r: Reading, s: TrickState, seat: number): void {
    const t = this.t;
    const from = seat * t.suits;
    this.counts.fill(0, from, from + t.suits);
    this.honours.fill(0, from, from + t.suits);
    this.stoppers.fill(0, from, from + t.suits);
    this.addRow(seat, s.hands, seat * t.cap, byteAt(s.handLen, seat));
    this.addRow(seat, s.targets, seat * t.targetCards, byteAt(s.targetLen, seat));
    if (r.pileHeld) this.addRow(seat, s.gave, seat * t.bidMax, byteAt(s.given, seat));
    for (const c of itemAt(r.publicCards, seat)) this.add(seat, c, 1);
  }

  /** Count in the seat's `count` cards of a table of the world, which start at `from` (its row). */
  private addRow(seat: number, cards: Uint8Array, from: number, count: number): void {
    for (let i = 0; i < count; i++) this.add(seat, byteAt(cards, from + i), 1);
  }
}

/** How many of the seat's bids and passes the rule-based player would not have made holding these cards. */
function misfits(r: Reading, seat: number, tally: Tally): number {
  const t = r.t;
  const entries = r.entries[seat];
  if (entries === undefined) throw new RangeError(`internal error: no bids read for seat ${seat}`);
  if (entries.length === 0) return 0;
  const from = seat * t.suits;
  // The seat's row, copied into scratch rows (cheaper than a typed-array view per call).
  const counts = tally.rowCounts;
  const honours = tally.rowHonours;
  let stopped = 0;
  for (let suit = 0; suit < t.suits; suit++) {
    counts[suit] = countAt(tally.counts, from + suit);
    honours[suit] = countAt(tally.honours, from + suit);
    if (countAt(tally.stoppers, from + suit) > 0) stopped++;
  }
  const wants = bidWants(t, counts, honours, stopped);
  let shortest = Infinity;
  for (let suit = 0; suit < t.suits; suit++) shortest = Math.min(shortest, countAt(counts, suit));
  let bad = 0;
  for (const e of entries) {
    // The rule-based player's answer to this high bid: the denomination with the most to spare at
    // its lowest allowed number, the lower number on equal spare, the first denomination on both.
    let bestNumber = -1;
    let bestSuit = -1;
    let bestMargin = -1;
    const partner = e.highPlayer >= 0 && t.teams !== null && t.teamOf[e.highPlayer] === t.teamOf[seat];
    if (!partner) {
      let d = -1;
      for (const wanted of wants) {
        d++;
        const held = d === t.suits ? shortest : countAt(counts, d);
        let from = t.bidMin;
        if (e.highNumber > 0)
          from = Math.max(from, byteAt(t.denomRank, d) < byteAt(t.denomRank, e.highSuit) ? e.highNumber : e.highNumber + 1);
        for (let number = from; number <= wanted; number++) {
          if (!bidAllowed(t, number, held)) continue;
          const margin = wanted - number;
          if (margin > bestMargin || (margin === bestMargin && number < bestNumber)) {
            bestMargin = margin;
            bestNumber = number;
            bestSuit = d;
          }
          break;
        }
      }
    }
    if (bestNumber !== e.number || (bestNumber >= 0 && bestSuit !== e.suit)) bad++;
  }
  return bad;
}

/** Count the seats' hands by suit again (`TrickState.suitLen`, which the engine keeps with every hand) after their cards changed. */
function recountSuits(s: TrickState, seats: readonly number[]): void {
  const t = s.t;
  for (const p of seats) {
    s.suitLen.fill(0, p * t.suits, (p + 1) * t.suits);
    for (const c of s.hands.subarray(p * t.cap, p * t.cap + byteAt(s.handLen, p))) {
      const at = p * t.suits + byteAt(t.suitOf, c);
      s.suitLen[at] = byteAt(s.suitLen, at) + 1;
    }
  }
}

/** Does the seat still hold what its bids prove of the suit (its cards of it, less those the view shows it had)? */
function keepsFloor(r: Reading, tally: Tally, seat: number, suit: number): boolean {
  const at = seat * r.t.suits + suit;
  return countAt(tally.counts, at) - countAt(r.publicSuits, at) >= countAt(r.floor, at);
}

/**
 * A sampler of worlds for `view` that leans on the rule-based model of the other seats (see the
 * module comment): `sampleWorld`'s world, then `steps` Metropolis swaps, then the targets.
 */
export function modelledSampler(
  sample: (ruleset: TrickRuleset, view: TrickView, rng: Random) => TrickState,
  steps: number,
  modelTargets = true,
): (ruleset: TrickRuleset, view: TrickView, rng: Random) => TrickState {
  let reading: Reading | null = null;
  let tally: Tally | null = null;
  return (ruleset, view, rng) => {
    const s = sample(ruleset, view, rng);
    if (reading === null || reading.view !== view) {
      reading = readView(ruleset, view);
      if (tally !== null && tally.counts.length !== reading.t.players * reading.t.suits) tally = null;
    }
    const r = reading;
    const t = r.t;
    const distinct = t.ranks * t.suits;
    const others = r.others;
    const bidders = r.bidders;
    if (bidders.length > 0 && others.length >= 2) {
      tally ??= new Tally(t);
      const bad = new Int16Array(t.players);
      for (const p of others) {
        tally.read(r, s, p);
        bad[p] = misfits(r, p, tally);
      }
      const hands = s.hands;
      const targets = s.targets;
      for (let step = 0; step < steps; step++) {
        const p = rng.pick(bidders);
        // Another seat, uniformly among the others but p: drawn among all but the last, the last standing in for p.
        let q = others[rng.below(others.length - 1)];
        if (q === p) q = others[others.length - 1];
        if (q === undefined) throw new RangeError('internal error: no other seat to swap with');
        // A slot: a card of a seat's hand (index below its hand length) or of its targets (after).
        const handP = byteAt(s.handLen, p);
        const handQ = byteAt(s.handLen, q);
        const np = handP + byteAt(s.targetLen, p);
        const nq = handQ + byteAt(s.targetLen, q);
        if (np === 0 || nq === 0) continue;
        const i = rng.below(np);
        const j = rng.below(nq);
        const atI = i < handP ? p * t.cap + i : p * t.targetCards + i - handP;
        const atJ = j < handQ ? q * t.cap + j : q * t.targetCards + j - handQ;
        const a = byteAt(i < handP ? hands : targets, atI);
        const b = byteAt(j < handQ ? hands : targets, atJ);
        const suitA = byteAt(t.suitOf, a);
        const suitB = byteAt(t.suitOf, b);
        // Cards alike for the bidding: the swap changes nothing the model reads.
        if (suitA === suitB && Math.min(3, byteAt(t.rankOf, a)) === Math.min(3, byteAt(t.rankOf, b))) continue;
        // Into a hand only where the view allows the card; a suit given away only down to its floor.
        if ((i < handP && r.noCard[p * distinct + b] === 1) || (j < handQ && r.noCard[q * distinct + a] === 1)) continue;
        tally.add(p, a, -1);
        tally.add(p, b, 1);
        tally.add(q, b, -1);
        tally.add(q, a, 1);
        const kept = keepsFloor(r, tally, p, suitA) && keepsFloor(r, tally, q, suitB);
        const badP = kept ? misfits(r, p, tally) : 0;
        const badQ = kept ? misfits(r, q, tally) : 0;
        const worse = badP + badQ - countAt(bad, p) - countAt(bad, q);
        if (kept && (worse <= 0 || rng.next() < MISFIT ** worse)) {
          bad[p] = badP;
          bad[q] = badQ;
          if (i < handP) hands[atI] = b;
          else targets[atI] = b;
          if (j < handQ) hands[atJ] = a;
          else targets[atJ] = a;
        } else {
          tally.add(p, b, -1);
          tally.add(p, a, 1);
          tally.add(q, a, -1);
          tally.add(q, b, 1);
        }
      }
      // Hands stay sorted, as the engine deals them, and counted by suit.
      for (const p of others) hands.subarray(p * t.cap, p * t.cap + byteAt(s.handLen, p)).sort();
      recountSuits(s, others);
    }
    if (modelTargets && r.targets) {
      for (const p of others) {
        // The hand it chose from: its hand now, its target, and what it has played since.
        const base = p * t.cap;
        const len = byteAt(s.handLen, p);
        const target = byteAt(s.targets, p * t.targetCards);
        const held = Array.from(s.hands.subarray(base, base + len));
        const played = itemAt(r.playedBy, p);
        const chose = [...held, target, ...played].sort((x, y) => x - y);
        let best = target;
        let bestScore = -Infinity;
        for (const c of chose) {
          const score = targetScore(t, chose, view.trump, c);
          if (score > bestScore) {
            bestScore = score;
            best = c;
          }
        }
        const at = held.indexOf(best);
        // Swap only within the seat and where the old target may be in its hand.
        if (best === target || at < 0 || r.noCard[p * distinct + target] === 1) continue;
        held[at] = target;
        held.sort((x, y) => x - y);
        s.hands.set(held, base);
        s.targets[p * t.targetCards] = best;
      }
      recountSuits(s, others);
    }
    return s;
  };
}

/** How many of `seat`'s bids and passes this hand the rule-based player would not have made holding its cards in `world`, as `view`'s player reads them. */
export function bidMisfits(ruleset: TrickRuleset, view: TrickView, world: TrickState, seat: number): number {
  const r = readView(ruleset, view);
  const tally = new Tally(r.t);
  tally.read(r, world, seat);
  return misfits(r, seat, tally);
}
