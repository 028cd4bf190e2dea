/**
 * A quick rule of thumb for the play-outs of the IS-MCTS player (its `rollout: 'rule'` option;
 * random play-outs, the default, measured stronger against the search player): the rule-based player's card
 * play (take a trick worth having with the cheapest card that wins it, else give away the least
 * useful card), read straight from the search's own imagined world instead of a view, so a
 * play-out costs a few hundred nanoseconds a card. A little noise keeps the play-outs varied.
 */
import type { Random } from '../../cards/random.js';
import type { TrickAction, TrickState } from '../../engine/trick/index.js';
import { groupPoints } from '../../engine/trick/tables.js';
import { wouldWin } from '../../engine/trick/winner.js';

/** One play-out decision in 1 / NOISE is uniformly random. */
const NOISE = 8;

/** How much `seat`'s hand score would change by winning the trick so far plus `card`. */
function gain(s: TrickState, seat: number, card: number): number {
  const t = s.t;
  const ranks = t.ranks;
  const rankOf = t.rankOf;
  let total = 0;
  // Each rank once: the trick's cards and the new one, counted by rank (a handful of cards).
  for (let k = 0; k <= s.trickLen; k++) {
    const r = rankOf[k < s.trickLen ? (s.trick[k] as number) : card] as number;
    let seen = false;
    for (let j = 0; j < k; j++) if (rankOf[s.trick[j] as number] === r) seen = true;
    if (seen) continue;
    let extra = 0;
    for (let j = k; j <= s.trickLen; j++) if (rankOf[j < s.trickLen ? (s.trick[j] as number) : card] === r) extra++;
    let have = s.won[seat * ranks + r] as number;
    let withTarget = false;
    for (let i = 0; i < (s.targetLen[seat] as number); i++) {
      if (rankOf[s.targets[seat * t.targetCards + i] as number] === r) {
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
  const rank = t.rankOf[card] as number;
  return t.ranks - rank + (t.suitOf[card] === s.trump ? 2 * t.ranks : 0) + (t.ruleset.values[rank] ?? 0) / 5;
}

/** The play-out's choice for `seat` among `legal` in the imagined world `s`. */
export function quickPlay(s: TrickState, seat: number, legal: readonly TrickAction[], rng: Random): TrickAction {
  const first = legal[0] as TrickAction;
  if (first.kind !== 'play' || rng.below(NOISE) === 0) return legal[rng.below(legal.length)] as TrickAction;
  const t = s.t;
  let dump: TrickAction = first;
  let dumpScore = Infinity;
  let take: TrickAction | null = null;
  let takeGain = -Infinity;
  const last = s.trickLen === t.players - 1;
  for (let i = 0; i < legal.length; i++) {
    const a = legal[i] as TrickAction;
    if (a.kind !== 'play') continue;
    const card = a.card;
    if (s.trickLen > 0 && wouldWin(t, s.trick, s.trickLen, s.trump, card)) {
      // A winner is worth playing when the trick helps, and the card is safe: the last to play, or an ace or king.
      if (!last && (t.rankOf[card] as number) > 1) continue;
      const g = gain(s, seat, card) + (t.rankOf[card] as number) / 100;
      if (g > takeGain) {
        takeGain = g;
        take = a;
      }
      continue;
    }
    const score = keepScore(s, card) + (t.ruleset.values[t.rankOf[card] as number] ?? 0) / 5;
    if (score < dumpScore) {
      dumpScore = score;
      dump = a;
    }
  }
  if (take !== null && takeGain >= 0) return take;
  return dumpScore < Infinity ? dump : (take ?? first);
}
