/**
 * Fast, unbiased draws for the drafting engine's chance events and random play. `Random.below`
 * divides in floating point on every draw; these use 16-bit integer arithmetic (Lemire's
 * multiply-and-reject), which is exact for ranges up to 65,536 and several times faster.
 */
import type { Random } from '../../cards/random.js';

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

/** Shuffle `items` in place (Fisher-Yates with `drawBelow`) and return it. */
export function shuffleInPlace<T>(rng: Random, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = drawBelow(rng, i + 1);
    const tmp = items[i] as T;
    items[i] = items[j] as T;
    items[j] = tmp;
  }
  return items;
}
