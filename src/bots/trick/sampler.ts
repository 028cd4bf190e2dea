/**
 * Guessing the hidden cards from a view: every card not seen by this player is dealt at random
 * to the other seats' hands and targets, respecting hand sizes and the suits a seat has shown it
 * lacks (it failed to follow them this hand).
 */
import type { Random } from '../../cards/random.js';
import type { TrickTables, TrickView } from '../../engine/trick/index.js';
import type { Knowledge } from './knowledge.js';

/** Every seat's hand and targets in one sampled world (the viewer's own are the real ones). */
export interface World {
  readonly hands: number[][];
  readonly targets: number[][];
}

/** Cards not seen by the viewer: the deck minus their hand, their targets and the played cards. */
export function unseenCards(t: TrickTables, k: Knowledge): number[] {
  const out: number[] = [];
  for (let c = 0; c < t.ranks * t.suits; c++) for (let i = k.gone[c] as number; i < t.copies; i++) out.push(c);
  return out;
}

/** Sample one world consistent with the view (voids are dropped if they cannot all be met). */
export function sampleWorld(t: TrickTables, view: TrickView, k: Knowledge, unseen: readonly number[], rng: Random): World {
  const n = t.players;
  for (let attempt = 0; attempt < 20; attempt++) {
    const world = tryDeal(t, view, k, unseen, rng, attempt < 19);
    if (world) return world;
  }
  return tryDeal(t, view, k, unseen, rng, false) as World;
  function tryDeal(tt: TrickTables, v: TrickView, kk: Knowledge, cards: readonly number[], r: Random, useVoids: boolean): World | null {
    const hands: number[][] = Array.from({ length: n }, () => []);
    const targets: number[][] = Array.from({ length: n }, () => []);
    hands[v.player] = v.hand.slice();
    targets[v.player] = v.targets.slice();
    const pool = r.shuffle(cards.slice());
    // Seats' open slots: hand slots obey voids, target slots take anything.
    const handRoom = v.handSizes.map((size, p) => (p === v.player ? 0 : size));
    const targetRoom = v.targetsSet.map((size, p) => (p === v.player ? 0 : size));
    // Place the most constrained cards first: those whose suit some seats lack.
    pool.sort((a, b) => voidCount(tt, kk, b) - voidCount(tt, kk, a));
    for (const c of pool) {
      const suit = tt.cards.suit(c);
      let total = 0;
      for (let p = 0; p < n; p++) {
        if (p === v.player) continue;
        const handOk = !useVoids || kk.voids[p * tt.suits + suit] === 0;
        total += (handOk ? (handRoom[p] as number) : 0) + (targetRoom[p] as number);
      }
      if (total === 0) return null;
      let pick = r.below(total);
      for (let p = 0; p < n; p++) {
        if (p === v.player) continue;
        const handOk = !useVoids || kk.voids[p * tt.suits + suit] === 0;
        const h = handOk ? (handRoom[p] as number) : 0;
        if (pick < h) {
          (hands[p] as number[]).push(c);
          handRoom[p] = (handRoom[p] as number) - 1;
          break;
        }
        pick -= h;
        const tr = targetRoom[p] as number;
        if (pick < tr) {
          (targets[p] as number[]).push(c);
          targetRoom[p] = tr - 1;
          break;
        }
        pick -= tr;
      }
    }
    return { hands, targets };
  }
}

function voidCount(t: TrickTables, k: Knowledge, card: number): number {
  const suit = t.cards.suit(card);
  let count = 0;
  for (let p = 0; p < t.players; p++) count += k.voids[p * t.suits + suit] as number;
  return count;
}
