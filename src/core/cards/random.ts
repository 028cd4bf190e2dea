/**
 * Seeded pseudo-random numbers (sfc32). Games draw every chance event from here, so the same
 * seed always gives the same game. A generator's state is four 32-bit words: plain data.
 */
import { missing } from './typed-reads.js';

/** The state of a generator: four unsigned 32-bit words. */
export type RandomState = [number, number, number, number];

/**
 * The cyrb128 hash words (a small, well-mixed string hash giving four independent words) of the
 * text `s<seed>#` (`n<seed>#` for a number) for the last seed hashed: a game draws each chance
 * event from the generator of (its seed, event number), so the seed's part of the text is
 * hashed once per game, not once per event. Only `seedInto` reads or writes these.
 */
let prefixSeed: number | string | undefined;
let p1 = 0;
let p2 = 0;
let p3 = 0;
let p4 = 0;
/** The words being hashed (see `mixChar`); module variables, so that seeding allocates nothing. */
let h1 = 0;
let h2 = 0;
let h3 = 0;
let h4 = 0;

/** Mix one UTF-16 code unit into the hash words (one cyrb128 step). */
function mixChar(k: number): void {
  h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
  h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
  h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
  h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
}

function mixText(text: string): void {
  for (let i = 0; i < text.length; i++) mixChar(text.charCodeAt(i));
}

/** The decimal digits of the number `mixDigits` is mixing, lowest first (a 32-bit number has at most 10). */
const digits = new Uint8Array(10);

/**
 * Mix the decimal digits of a whole number from 0 to 2^32 - 1, as the text `${n}` would. Found
 * lowest first by unsigned division by 10 (a multiply to the compiler), then mixed highest
 * first: a floating-point division and remainder per digit made seeding a computer player
 * (ten digits) cost more than the game's first turn.
 */
function mixDigits(n: number): void {
  let k = 0;
  let rest = n >>> 0;
  do {
    const q = (rest / 10) >>> 0;
    digits[k++] = rest - q * 10;
    rest = q;
  } while (rest !== 0);
  while (k > 0) mixChar(48 + (digits[--k] ?? 0));
}

/** A whole number from 0 to 2^32 - 1 (whose digits `mixDigits` mixes). Not a type guard: a number can fail it. */
function isSmallWhole(n: number): boolean {
  return Number.isInteger(n) && n >= 0 && n <= 0xffffffff;
}

/**
 * Write into `out` the generator state of the text `s<seed>#<stream>` (`n<seed>#<stream>` for a
 * number seed): the same words for the same text, whichever way they are computed.
 */
function seedInto(out: RandomState, seed: number | string, stream: number): void {
  if (seed !== prefixSeed) {
    h1 = 1779033703;
    h2 = 3144134277;
    h3 = 1013904242;
    h4 = 2773480762;
    // Whole-number seeds (computer players' seeds are 32-bit numbers) without a string either.
    if (typeof seed === 'number' && isSmallWhole(seed)) {
      mixChar(110); // 'n'
      mixDigits(seed);
      mixChar(35); // '#'
    } else mixText(typeof seed === 'number' ? `n${seed}#` : `s${seed}#`);
    // NaN is never equal to itself: such a seed is simply hashed every time.
    prefixSeed = seed;
    p1 = h1;
    p2 = h2;
    p3 = h3;
    p4 = h4;
  }
  h1 = p1;
  h2 = p2;
  h3 = p3;
  h4 = p4;
  // Stream numbers are small whole numbers (event counts, seats): their digits without a string.
  if (isSmallWhole(stream)) mixDigits(stream);
  else mixText(`${stream}`);
  const a = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  const b = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  const c = Math.imul(a ^ (h3 >>> 17), 951274213);
  const d = Math.imul(b ^ (h4 >>> 19), 2716044179);
  out[0] = (a ^ b ^ c ^ d) >>> 0;
  out[1] = (b ^ a) >>> 0;
  out[2] = (c ^ a) >>> 0;
  out[3] = (d ^ a) >>> 0;
}

/** Hash any seed (number or text) and an optional stream number into a generator state. */
export function seedState(seed: number | string, stream = 0): RandomState {
  const out: RandomState = [0, 0, 0, 0];
  seedInto(out, seed, stream);
  return out;
}

/** Scratch words for `Random.from` and `reseed` (copied out at once, never kept). */
const scratch: RandomState = [0, 0, 0, 0];

/** A seeded generator. Not shared: every game or bot owns its own. */
export class Random {
  /**
   * The words a, b, c, d, in a typed array: as fields, V8 keeps each word that is not a small
   * integer in a box of its own, and every draw reads and writes all four.
   */
  private readonly w = new Int32Array(4);

  constructor(state: RandomState) {
    this.start(state);
  }

  /** A generator for a seed (and an optional independent stream). */
  static from(seed: number | string, stream = 0): Random {
    seedInto(scratch, seed, stream);
    return new Random(scratch);
  }

  /**
   * Restart this generator as `Random.from(seed, stream)` would make it, without allocating:
   * for a caller that draws from many short-lived generators one at a time.
   */
  reseed(seed: number | string, stream = 0): this {
    seedInto(scratch, seed, stream);
    this.start(scratch);
    return this;
  }

  private start(state: RandomState): void {
    const w = this.w;
    // Word by word: `set` from a plain array takes a slow generic path.
    w[0] = state[0];
    w[1] = state[1];
    w[2] = state[2];
    w[3] = state[3];
    // Warm up so that similar seeds diverge at once.
    for (let i = 0; i < 12; i++) this.nextUint32();
  }

  /** The next unsigned 32-bit number. */
  nextUint32(): number {
    const w = this.w;
    const b = w[1] ?? missing();
    const c = w[2] ?? missing();
    const d = w[3] ?? missing();
    const t = ((w[0] ?? missing()) + b + d) | 0;
    // Storing into the Int32Array wraps to 32 bits, as `| 0` would.
    w[3] = d + 1;
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
    return n >>> 0 === n ? x - ((x / n) >>> 0) * n : x % n;
  }

  /** Shuffle an array in place (Fisher-Yates) and return it (no null or undefined items: the reads are checked). */
  shuffle<T extends NonNullable<unknown>>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.below(i + 1);
      const tmp = items[i] ?? missing();
      items[i] = items[j] ?? missing();
      items[j] = tmp;
    }
    return items;
  }

  /** One element chosen uniformly (lists of possibly undefined items are not taken: an undefined could not be told from a miss). */
  pick<T extends NonNullable<unknown> | null>(items: readonly T[]): T {
    const item = items[this.below(items.length)];
    if (item === undefined) throw new RangeError('pick from an empty list');
    return item;
  }
}
