/**
 * A uniformly random legal action drawn without listing them all: the fast path of random
 * self-play and of search rollouts (the pile phase alone can have over a thousand choices).
 */
import type { Random } from '../../cards/random.js';
import type { TrickPlayerAction } from './actions.js';
import { legalActions } from './legal.js';
import { PHASE_PILE, PHASE_TRICKS, handCap } from './state.js';
import type { TrickState } from './state.js';

/** A uniformly random legal action of `player`, or null when they have none. */
export function sampleLegalAction(s: TrickState, player: number, rng: Random): TrickPlayerAction | null {
  const t = s.t;
  if (s.phase === PHASE_TRICKS) {
    if (player !== s.turn) return null;
    const base = player * handCap(t);
    const len = s.handLen[player] as number;
    if (t.mustFollow && s.trickLen > 0) {
      const led = ((s.trick[0] as number) / t.ranks) | 0;
      let follow = 0;
      for (let i = 0; i < len; i++) if ((((s.hands[base + i] as number) / t.ranks) | 0) === led) follow++;
      if (follow > 0) {
        let k = rng.below(follow);
        for (let i = 0; i < len; i++) {
          const c = s.hands[base + i] as number;
          if (((c / t.ranks) | 0) === led && k-- === 0) return { type: 'play', player, card: c };
        }
      }
    }
    return { type: 'play', player, card: s.hands[base + rng.below(len)] as number };
  }
  if (s.phase === PHASE_PILE) {
    if (s.given[player] === 1) return null;
    const base = player * handCap(t);
    const hand = Array.from(s.hands.subarray(base, base + (s.handLen[player] as number)));
    const n = s.bidNumber;
    let cards: number[];
    if (player === s.bidder && t.pile?.winnerGivesTrumps && s.trump >= 0) {
      const trumps = hand.filter((c) => ((c / t.ranks) | 0) === s.trump);
      const others = hand.filter((c) => ((c / t.ranks) | 0) !== s.trump);
      cards = trumps.length >= n ? rng.shuffle(trumps).slice(0, n) : [...trumps, ...rng.shuffle(others).slice(0, n - trumps.length)];
    } else {
      cards = rng.shuffle(hand).slice(0, n);
    }
    return { type: 'give', player, cards: cards.sort((a, b) => a - b) };
  }
  const legal = legalActions(s, player);
  return legal.length === 0 ? null : (legal[rng.below(legal.length)] as TrickPlayerAction);
}
