/**
 * Seeded pseudo-random numbers (sfc32). Games draw every chance event from here, so the same
 * seed always gives the same game. A generator's state is four 32-bit words: plain data.
 */

/** The state of a generator: four unsigned 32-bit words. */
export type RandomState = [number, number, number, number];

/** Hash any seed (number or text) and an optional stream number into a generator state. */
export function seedState(seed: number | string, stream = 0): RandomState {
  const w = SCRATCH;
  hashInto(seed, stream, w);
  return [(w[0] as number) >>> 0, (w[1] as number) >>> 0, (w[2] as number) >>> 0, (w[3] as number) >>> 0];
}

/** Words for `seedState` and `firstDraw` to work in (single-threaded use only). */
const SCRATCH = new Int32Array(4);

/**
 * `seedState`'s four words, written into `w` (as signed 32-bit words): the hash of the text
 * `n<seed>` or `s<prefix><seed>`, then `#<stream>`, taken piece by piece so that no text is
 * built; the state after a `prefix` is remembered (`firstDraw` hashes the same long prefix for
 * every game).
 */
function hashInto(seed: number | string, stream: number, w: Int32Array, prefix = ''): void {
  if (typeof seed === 'number') {
    w.set(START);
    absorbCode(w, 110); // n
    absorbNumber(w, seed);
  } else {
    w.set(prefix === '' ? S_START : prefixState(prefix));
    absorb(w, seed);
  }
  absorbCode(w, 35); // #
  absorbNumber(w, stream);
  // cyrb128's final mix.
  let h1 = w[0] as number;
  let h2 = w[1] as number;
  let h3 = w[2] as number;
  let h4 = w[3] as number;
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  w[0] = h1 ^ h2 ^ h3 ^ h4;
  w[1] = h2 ^ h1;
  w[2] = h3 ^ h1;
  w[3] = h4 ^ h1;
}

/** cyrb128 (a small, well-mixed string hash giving four independent words): its starting words. */
const START = Int32Array.of(1779033703, 3144134277 | 0, 1013904242, 2773480762 | 0);

/** The words after the `s` of a text seed. */
const S_START = Int32Array.from(START);
absorbCode(S_START, 115);

/** The words after `s<prefix>`, by prefix (few: the prefixes are fixed texts of the code). */
const PREFIXES = new Map<string, Int32Array>();

function prefixState(prefix: string): Int32Array {
  let state = PREFIXES.get(prefix);
  if (!state) {
    state = Int32Array.from(S_START);
    absorb(state, prefix);
    PREFIXES.set(prefix, state);
  }
  return state;
}

/** Hash the characters of `text` into the words `w`. */
function absorb(w: Int32Array, text: string): void {
  let h1 = w[0] as number;
  let h2 = w[1] as number;
  let h3 = w[2] as number;
  let h4 = w[3] as number;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  w[0] = h1;
  w[1] = h2;
  w[2] = h3;
  w[3] = h4;
}

/** Hash one character code into the words `w`. */
function absorbCode(w: Int32Array, k: number): void {
  const h1 = (w[1] as number) ^ Math.imul((w[0] as number) ^ k, 597399067);
  const h2 = (w[2] as number) ^ Math.imul((w[1] as number) ^ k, 2869860233);
  const h3 = (w[3] as number) ^ Math.imul((w[2] as number) ^ k, 951274213);
  w[3] = h1 ^ Math.imul((w[3] as number) ^ k, 2716044179);
  w[0] = h1;
  w[1] = h2;
  w[2] = h3;
}

/** Decimal digits of a whole number, least significant first (single-threaded use only). */
const DIGITS = new Uint8Array(16);

/** Hash `String(n)` into the words `w`: a whole number below 10^15 digit by digit, anything else as its text. */
function absorbNumber(w: Int32Array, n: number): void {
  if (!Number.isInteger(n) || n <= -1e15 || n >= 1e15 || Object.is(n, -0)) {
    absorb(w, String(n));
    return;
  }
  if (n < 0) {
    absorbCode(w, 45); // -
    n = -n;
  }
  let count = 0;
  do {
    DIGITS[count++] = n % 10;
    n = Math.floor(n / 10);
  } while (n > 0);
  while (count > 0) absorbCode(w, 48 + (DIGITS[--count] as number));
}

/**
 * The first number `Random.from(prefix + seed, stream)` would give, without making the generator
 * or the text: for seeds used once (a computer player's seed, one number per game and seat).
 * `prefix` should be one of a few fixed texts: the hash state after it is remembered.
 */
export function firstDraw(seed: string, stream = 0, prefix = ''): number {
  const w = SCRATCH;
  hashInto(seed, stream, w, prefix);
  for (let i = 0; i < WARM_UP; i++) step(w);
  return step(w);
}

/** One step of sfc32 over the words `w`: the next unsigned 32-bit number. */
function step(w: Int32Array): number {
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

/** The state `Random.from` makes its generator with, before hashing the seed into it (this module's alone). */
const HASHED_BY_FROM: RandomState = [0, 0, 0, 0];

/** How many draws a new generator throws away, so that similar seeds diverge at once. */
const WARM_UP = 12;


/** A seeded generator. Not shared: every game or bot owns its own. */
export class Random {
  /**
   * The words a, b, c, d, in a typed array: as fields, V8 keeps each word that is not a small
   * integer in a box of its own, and every draw reads and writes all four.
   */
  private readonly w = new Int32Array(4);

  /** A generator from a state (see `seedState`). */
  constructor(state: RandomState) {
    // `from` hashes the seed into the words itself.
    if (state === HASHED_BY_FROM) return;
    const w = this.w;
    // Word by word: `set` from a plain array takes a slow generic path.
    w[0] = state[0];
    w[1] = state[1];
    w[2] = state[2];
    w[3] = state[3];
    for (let i = 0; i < WARM_UP; i++) step(w);
  }

  /** A generator for a seed (and an optional independent stream): the same as `new Random(seedState(seed, stream))`. */
  static from(seed: number | string, stream = 0): Random {
    const rng = new Random(HASHED_BY_FROM);
    // Hashed straight into the generator's words: no state array is made.
    hashInto(seed, stream, rng.w);
    for (let i = 0; i < WARM_UP; i++) step(rng.w);
    return rng;
  }

  /** The next unsigned 32-bit number. */
  nextUint32(): number {
    return step(this.w);
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
