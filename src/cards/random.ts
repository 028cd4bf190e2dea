/**
 * Seeded pseudo-random numbers (sfc32). Games draw every chance event from here, so the same
 * seed always gives the same game. A generator's state is four 32-bit words: plain data.
 */

/** The state of a generator: four unsigned 32-bit words. */
export type RandomState = [number, number, number, number];

/*
 * cyrb128, a small, well-mixed string hash giving four independent words, over the text
 * `n<number>#<stream>` or `s<text>#<stream>`. The text is hashed piece by piece rather than
 * built: games and players are seeded by the thousand, and a seed shared by several streams
 * (a game's players) can be hashed once up to the '#' (`seedPrefix`) and finished per stream
 * (`streamState`), with the very words the whole text gives.
 */

/** The hash so far (one set of words: seeding is single-threaded and never re-entered). */
let h1 = 0;
let h2 = 0;
let h3 = 0;
let h4 = 0;

function hashCode(k: number): void {
  h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
  h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
  h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
  h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
}

function hashText(text: string): void {
  for (let i = 0; i < text.length; i++) hashCode(text.charCodeAt(i));
}

/** '#', 'n', 's': the separator and the type marks of the seed text. */
const HASH = 35;
const NUMBER_MARK = 110;
const TEXT_MARK = 115;

/** The hash of a seed's text up to its '#' (the words a stream's hash starts from). */
export function seedPrefix(seed: number | string): RandomState {
  h1 = 1779033703;
  h2 = 3144134277;
  h3 = 1013904242;
  h4 = 2773480762;
  hashCode(typeof seed === 'number' ? NUMBER_MARK : TEXT_MARK);
  hashText(typeof seed === 'number' ? String(seed) : seed);
  return [h1, h2, h3, h4];
}

/** The hash of a seed's text up to its '#' when that text is `text` appended to the text whose hash up to there is `prefix`. */
export function extendPrefix(prefix: RandomState, text: string): RandomState {
  h1 = prefix[0];
  h2 = prefix[1];
  h3 = prefix[2];
  h4 = prefix[3];
  hashText(text);
  return [h1, h2, h3, h4];
}

/** The generator state of stream `stream` of the seed whose `seedPrefix` is `prefix`: `seedState(seed, stream)`. */
export function streamState(prefix: RandomState, stream: number): RandomState {
  h1 = prefix[0];
  h2 = prefix[1];
  h3 = prefix[2];
  h4 = prefix[3];
  hashCode(HASH);
  hashText(String(stream));
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
}

/** Hash any seed (number or text) and an optional stream number into a generator state. */
export function seedState(seed: number | string, stream = 0): RandomState {
  return streamState(seedPrefix(seed), stream);
}

/** A seeded generator. Not shared: every game or bot owns its own. */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(state: RandomState) {
    this.a = state[0];
    this.b = state[1];
    this.c = state[2];
    this.d = state[3];
    // Warm up so that similar seeds diverge at once.
    for (let i = 0; i < 12; i++) this.nextUint32();
  }

  /** A generator for a seed (and an optional independent stream). */
  static from(seed: number | string, stream = 0): Random {
    return new Random(seedState(seed, stream));
  }

  /** The next unsigned 32-bit number. */
  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
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
