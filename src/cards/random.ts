/**
 * Seeded pseudo-random numbers (sfc32). Games draw every chance event from here, so the same
 * seed always gives the same game. A generator's state is four 32-bit words: plain data.
 */

/** The state of a generator: four unsigned 32-bit words. */
export type RandomState = [number, number, number, number];

/** Hash any seed (number or text) and an optional stream number into a generator state. */
export function seedState(seed: number | string, stream = 0): RandomState {
  const text = `${typeof seed === 'number' ? `n${seed}` : `s${seed}`}#${stream}`;
  // cyrb128: a small, well-mixed string hash giving four independent words.
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
}

/** A seeded generator. Not shared: every game or bot owns its own. */
export class Random {
  /**
   * The words a, b, c, d, in a typed array: as fields, V8 keeps each word that is not a small
   * integer in a box of its own, and every draw reads and writes all four.
   */
  private readonly w = new Int32Array(4);

  constructor(state: RandomState) {
    const w = this.w;
    // Word by word: `set` from a plain array takes a slow generic path.
    w[0] = state[0];
    w[1] = state[1];
    w[2] = state[2];
    w[3] = state[3];
    // Warm up so that similar seeds diverge at once.
    for (let i = 0; i < 12; i++) this.nextUint32();
  }

  /** A generator for a seed (and an optional independent stream). */
  static from(seed: number | string, stream = 0): Random {
    return new Random(seedState(seed, stream));
  }

  /** The next unsigned 32-bit number. */
  nextUint32(): number {
    const w = this.w;
    const b = w[1] as number;
    const c = w[2] as number;
    const t = ((w[0] as number) + b + (w[3] as number)) | 0;
    // Storing into the Int32Array wraps to 32 bits, as `| 0` would.
    w[3] = (w[3] as number) + 1;
    w[0] = b ^ (b >>> 9);
    w[1] = c + (c << 3);
    w[2] = ((c << 21) | (c >>> 11)) + t;
    return t >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** A whole number in [0, n), without modulo bias. */
  below(n: number): number {
    if (n <= 1) return 0;
    let x = this.nextUint32();
    // The rejection limit 2^32 - (2^32 mod n) exceeds 2^32 - n, so smaller draws are accepted
    // without computing it: a floating-point modulo saved on nearly every call.
    if (x > 4294967296 - n) {
      const limit = 4294967296 - (4294967296 % n);
      while (x >= limit) x = this.nextUint32();
    }
    // x mod n without a floating-point modulo for whole n below 2^32: the floor of x / n is exact
    // (its gap to the next integer, at least 1/n, is far above the rounding error), so the product is too.
    return (n >>> 0) === n ? x - ((x / n) >>> 0) * n : x % n;
  }

  /** Shuffle an array in place (Fisher-Yates) and return it. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.below(i + 1);
      const tmp = items[i] as T;
      items[i] = items[j] as T;
      items[j] = tmp;
    }
    return items;
  }

  /** One element chosen uniformly. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[this.below(items.length)] as T;
  }
}
