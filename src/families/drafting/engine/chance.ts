/**
 * Fast, unbiased draws for the drafting engine's chance events and random play. `Random.below`
 * divides in floating point on every draw; these use 16-bit integer arithmetic (Lemire's
 * multiply-and-reject), which is exact for ranges up to 65,536 and several times faster.
 */
import type { Random } from '../../../core/cards/random.js';
import { missing } from './reads.js';

/** A whole number in [0, n), uniformly, for 1 <= n <= 65,536 (larger ranges use `rng.below`). */
export function drawBelow(rng: Random, n: number): number {
  if (n > 65536) return rng.below(n);
  let m = (rng.nextUint32() >>> 16) * n;
  let low = m & 0xffff;
  if (low < n) {
    const threshold = (65536 - n) % n;
    while (low < threshold) {
      m = (rng.nextUint32() >>> 16) * n;
      low = m & 0xffff;
    }
  }
  return m >>> 16;
}

/** Shuffle `items` (card ids) in place (Fisher-Yates with `drawBelow`) and return it. */
export function shuffleInPlace(rng: Random, items: number[]): number[] {
  // j <= i < length: a card not there ends the loop, and the check after it throws (no call
  // inside the loop, which costs this hot loop dearly).
  let i = items.length - 1;
  for (; i > 0; i--) {
    const j = drawBelow(rng, i + 1);
    const a = items[i];
    const b = items[j];
    if (a === undefined || b === undefined) break;
    items[i] = b;
    items[j] = a;
  }
  if (i > 0) missing('card', i);
  return items;
}
