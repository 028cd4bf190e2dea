/**
 * A full state rebuilt from one player's view plus a guess at everyone's hidden cards: the world a
 * search player imagines. The guess is the caller's; this only assembles a consistent state.
 */
import type { TrickTables } from './tables.js';
import type { TrickView } from './view.js';
import { PHASE_NAMES, TrickState } from './state.js';

/**
 * A state matching `view`, with `hands[seat]` and `targets[seat]` as every seat's hidden cards
 * (the viewer's own entries should be their real ones). The state keeps no log.
 */
export function stateFromView(t: TrickTables, view: TrickView, hands: readonly (readonly number[])[], targets: readonly (readonly number[])[]): TrickState {
  const n = t.players;
  const s = new TrickState(t, 'determinized');
  s.recordLog = false;
  s.phase = Math.max(0, PHASE_NAMES.indexOf(view.phase as (typeof PHASE_NAMES)[number]));
  s.dealer = view.dealer;
  const cap = t.cap;
  for (let p = 0; p < n; p++) {
    const hand = hands[p] as readonly number[];
    hand.forEach((c, i) => (s.hands[p * cap + i] = c));
    s.handLen[p] = hand.length;
    const tg = targets[p] as readonly number[];
    tg.forEach((c, i) => (s.targets[p * t.targetCards + i] = c));
    s.targetLen[p] = tg.length;
    s.given[p] = view.pile.given[p] ? 1 : 0;
    s.totals[p] = view.totals[p] as number;
  }
  for (const b of view.bids) {
    s.bidTurns++;
    if (b.pass) {
      s.passesInRow++;
      s.passed[b.player] = 1;
      s.bids.push(-1 - b.player);
    } else {
      s.passesInRow = 0;
      s.bids.push(b.player + n * (b.suit + t.suits * b.number));
    }
  }
  if (view.highBid) {
    s.bidder = view.highBid.player;
    s.bidNumber = view.highBid.number;
    s.bidSuit = view.highBid.suit;
  }
  s.trump = view.trump;
  view.pile.faceUp.forEach((c, i) => (s.faceUp[i] = c));
  s.faceUpLen = view.pile.faceUp.length;
  view.pile.mine.forEach((c, i) => (s.gave[view.player * t.bidMax + i] = c));
  view.tricks.forEach((trick, h) => {
    trick.cards.forEach((c, k) => {
      s.history[h * n + k] = c;
      s.won[trick.winner * t.ranks + (c % t.ranks)]++;
    });
    s.historyLeader[h] = trick.leader;
    s.historyWinner[h] = trick.winner;
  });
  s.tricksDone = view.tricks.length;
  view.trick.cards.forEach((c, i) => (s.trick[i] = c));
  s.trickLen = view.trick.cards.length;
  s.leader = view.trick.leader;
  const actor = view.toAct[0];
  s.turn = actor ?? s.leader;
  s.handsDealt = view.handsDealt;
  return s;
}
