/**
 * A quick rule of thumb for the play-outs of the IS-MCTS player (its `rollout: 'rule'` option;
 * random play-outs, the default, measured stronger against the search player): the rule-based player's card
 * play (take a trick worth having with the cheapest card that wins it, else give away the least
 * useful card), read straight from the search's own imagined world instead of a view, so a
 * play-out costs a few hundred nanoseconds a card. A little noise keeps the play-outs varied.
 */
import type { Random } from '../../../core/cards/random.js';
import type { TrickAction, TrickState } from '../engine/index.js';
import { groupPoints } from '../engine/tables.js';
import { wouldWin } from '../engine/winner.js';
import { byteAt } from './reads.js';

/** One play-out decision in 1 / NOISE is uniformly random. */
const NOISE = 8;

/** How much `seat`'s hand score would change by winning the trick so far plus `card`. */
function gain(s: TrickState, seat: number, card: number): number {
  const t = s.t;
  const ranks = t.ranks;
  const rankOf = t.rankOf;
  const trick = s.trick;
  const trickLen = s.trickLen;
  const targetLen = byteAt(s.targetLen, seat);
  let total = 0;
  // Each rank once: the trick's cards (below trickLen) and the new one, counted by rank (a handful of cards).
  for (let k = 0; k <= trickLen; k++) {
    const r = byteAt(rankOf, k < trickLen ? byteAt(trick, k) : card);
    let seen = false;
    for (let j = 0; j < k; j++) if (rankOf[byteAt(trick, j)] === r) seen = true;
    if (seen) continue;
    let extra = 0;
    for (let j = k; j <= trickLen; j++) if (rankOf[j < trickLen ? byteAt(trick, j) : card] === r) extra++;
    let have = byteAt(s.won, seat * ranks + r);
    let withTarget = false;
    for (let i = 0; i < targetLen; i++) {
      if (rankOf[byteAt(s.targets, seat * t.targetCards + i)] === r) {
        have++;
        withTarget = true;
      }
    }
    total += groupPoints(t, r, have + extra, withTarget) - groupPoints(t, r, have, withTarget);
  }
  return total;
}

/** How much a card is worth keeping: high cards and trumps, and not the low-value ranks that cost whoever wins them. */
function keepScore(s: TrickState, card: number): number {
  const t = s.t;
  const rank = byteAt(t.rankOf, card);
  return t.ranks - rank + (t.suitOf[card] === s.trump ? 2 * t.ranks : 0) + (t.ruleset.values[rank] ?? 0) / 5;
}

/** The play-out's choice for `seat` among `legal` in the imagined world `s`. */
export function quickPlay(s: TrickState, seat: number, legal: readonly TrickAction[], rng: Random): TrickAction {
  const first = legal[0];
  if (first === undefined) throw new Error('quickPlay: no legal action to choose from');
  if (first.kind !== 'play' || rng.below(NOISE) === 0) return rng.pick(legal);
  const t = s.t;
  let dump: TrickAction = first;
  let dumpScore = Infinity;
  let take: TrickAction | null = null;
  let takeGain = -Infinity;
  const last = s.trickLen === t.players - 1;
  for (const a of legal) {
    if (a.kind !== 'play') continue;
    const card = a.card;
    const rank = byteAt(t.rankOf, card);
    if (s.trickLen > 0 && wouldWin(t, s.trick, s.trickLen, s.trump, card)) {
      // A winner is worth playing when the trick helps, and the card is safe: the last to play, or an ace or king.
      if (!last && rank > 1) continue;
      const g = gain(s, seat, card) + rank / 100;
      if (g > takeGain) {
        takeGain = g;
        take = a;
      }
      continue;
    }
    const score = keepScore(s, card) + (t.ruleset.values[rank] ?? 0) / 5;
    if (score < dumpScore) {
      dumpScore = score;
      dump = a;
    }
  }
  if (take !== null && takeGain >= 0) return take;
  return dumpScore < Infinity ? dump : (take ?? first);
}
