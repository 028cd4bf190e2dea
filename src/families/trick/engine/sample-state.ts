/** The state of a sampled world: the public facts every world of a view shares, and one world's dealt cards. */
import { byteAt, entryAt } from '../../../core/cards/typed-reads.js';
import type { Random } from '../../../core/cards/random.js';
import { TrickState, type HandRecord } from './state.js';
import * as phases from './phases.js';
import type { TrickTables } from './tables.js';
import type { TrickView } from './view.js';
import type { Place } from './sample-deal.js';

/**
 * What every world of a view shares: the view's public facts and this player's own cards, with no
 * hidden card dealt (a template each world is copied from).
 */
export function publicState(t: TrickTables, view: TrickView, phase: number): TrickState {
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
export function dealtState(
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
    bids: [],
    tricks: new Uint8Array(0),
    trickLeaders: new Uint8Array(0),
    trickWinners: new Uint8Array(0),
    targets: new Uint8Array(Math.max(1, t.players * t.targetCards)),
    targetLen: new Uint8Array(t.players),
    scores: scores.slice(),
  };
}
