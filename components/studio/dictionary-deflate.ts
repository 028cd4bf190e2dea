/**
 * Deflate with a preset dictionary, for share links: a house variant is mostly the text of a
 * shipped ruleset, so compressed against that text it is little more than its changes. The
 * browser's CompressionStream takes no dictionary, so the compressing is written here (LZ77 over
 * the dictionary and the text, fixed Huffman codes: a raw deflate stream, RFC 1951); the reading
 * uses the browser's own DecompressionStream, given the dictionary first as stored blocks, whose
 * output is then dropped. Distances reach back at most 32 KB, so only the dictionary's last 32 KB
 * count, on both sides.
 */

/** How far back a match may reach (deflate's window). */
const WINDOW = 32 * 1024;
const MIN_MATCH = 3;
const MAX_MATCH = 258;
/** How many earlier places with the same three bytes are tried for each match. */
const MAX_CHAIN = 512;

/** The first length of each length code 257..285, and its extra bits. */
const LENGTH_BASE = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258];
const LENGTH_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
/** The first distance of each distance code 0..29, and its extra bits. */
const DISTANCE_BASE = [
  1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385,
  24577,
];
const DISTANCE_EXTRA = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13];

/** The dictionary as both sides use it: its last 32 KB. */
export function windowOf(dictionary: Uint8Array): Uint8Array {
  return dictionary.length > WINDOW ? dictionary.subarray(dictionary.length - WINDOW) : dictionary;
}

/** Bits written least significant first, as deflate packs them. */
class BitWriter {
  private readonly bytes: number[] = [];
  private current = 0;
  private filled = 0;

  /** `count` bits of `value`, lowest first (extra bits, block headers). */
  bits(value: number, count: number): void {
    for (let i = 0; i < count; i++) this.bit((value >>> i) & 1);
  }

  /** A Huffman code of `length` bits, highest first (as deflate writes codes). */
  code(code: number, length: number): void {
    for (let i = length - 1; i >= 0; i--) this.bit((code >>> i) & 1);
  }

  private bit(b: number): void {
    this.current |= b << this.filled;
    if (++this.filled === 8) {
      this.bytes.push(this.current);
      this.current = 0;
      this.filled = 0;
    }
  }

  done(): Uint8Array {
    if (this.filled > 0) this.bytes.push(this.current);
    return Uint8Array.from(this.bytes);
  }
}

/** A literal byte or the end of the block (256) in the fixed code. */
function literal(out: BitWriter, symbol: number): void {
  if (symbol < 144) out.code(0x30 + symbol, 8);
  else if (symbol < 256) out.code(0x190 + symbol - 144, 9);
  else if (symbol < 280) out.code(symbol - 256, 7);
  else out.code(0xc0 + symbol - 280, 8);
}

/** The index of the last entry of `bases` not above `value`. */
function codeOf(bases: readonly number[], value: number): number {
  let i = bases.length - 1;
  while ((bases[i] ?? 0) > value) i--;
  return i;
}

/** A match of `length` bytes `distance` back. */
function match(out: BitWriter, length: number, distance: number): void {
  const l = codeOf(LENGTH_BASE, length);
  literal(out, 257 + l);
  out.bits(length - (LENGTH_BASE[l] ?? 0), LENGTH_EXTRA[l] ?? 0);
  const d = codeOf(DISTANCE_BASE, distance);
  out.code(d, 5);
  out.bits(distance - (DISTANCE_BASE[d] ?? 0), DISTANCE_EXTRA[d] ?? 0);
}

/** `input` as one final raw deflate block of fixed codes, its matches reaching into `dictionary` (its last 32 KB). */
export function deflateWithDictionary(input: Uint8Array, dictionary: Uint8Array): Uint8Array {
  const dict = windowOf(dictionary);
  const all = new Uint8Array(dict.length + input.length);
  all.set(dict);
  all.set(input, dict.length);
  // head[hash]: the latest place with those three bytes; previous[place]: the one before it.
  const head = new Int32Array(1 << 15).fill(-1);
  const previous = new Int32Array(all.length).fill(-1);
  const hashAt = (i: number): number => (((all[i] ?? 0) << 10) ^ ((all[i + 1] ?? 0) << 5) ^ (all[i + 2] ?? 0)) & 0x7fff;
  const insert = (i: number): void => {
    if (i + MIN_MATCH > all.length) return;
    const h = hashAt(i);
    previous[i] = head[h] ?? -1;
    head[h] = i;
  };
  for (let i = 0; i < dict.length; i++) insert(i);
  /** The longest match for the bytes at `at`: [length, distance], length 0 when none. */
  const longest = (at: number): [number, number] => {
    if (at + MIN_MATCH > all.length) return [0, 0];
    const most = Math.min(MAX_MATCH, all.length - at);
    let bestLength = 0;
    let bestDistance = 0;
    let candidate = head[hashAt(at)] ?? -1;
    for (let tries = 0; candidate >= 0 && at - candidate <= WINDOW && tries < MAX_CHAIN; tries++) {
      let length = 0;
      while (length < most && all[candidate + length] === all[at + length]) length++;
      if (length > bestLength) {
        bestLength = length;
        bestDistance = at - candidate;
        if (length === most) break;
      }
      candidate = previous[candidate] ?? -1;
    }
    return bestLength >= MIN_MATCH ? [bestLength, bestDistance] : [0, 0];
  };
  const out = new BitWriter();
  out.bits(1, 1); // the final block
  out.bits(1, 2); // of fixed Huffman codes
  let at = dict.length;
  while (at < all.length) {
    const [length, distance] = longest(at);
    // Lazy matching: a longer match starting one byte later is worth a literal first.
    if (length > 0 && length < MAX_MATCH && longest(at + 1)[0] > length) {
      literal(out, all[at] ?? 0);
      insert(at++);
      continue;
    }
    if (length === 0) {
      literal(out, all[at] ?? 0);
      insert(at++);
      continue;
    }
    match(out, length, distance);
    for (let k = 0; k < length; k++) insert(at++);
  }
  literal(out, 256);
  return out.done();
}

/** `dictionary` (its last 32 KB) as stored deflate blocks, not final: what a reader is given before a stream compressed against it. */
export function storedPrefix(dictionary: Uint8Array): Uint8Array {
  const dict = windowOf(dictionary);
  const parts: number[] = [];
  for (let from = 0; from < dict.length; from += 0xffff) {
    const block = dict.subarray(from, Math.min(dict.length, from + 0xffff));
    // BFINAL 0, BTYPE 00, then the rest of the byte; LEN and its complement, little-endian.
    parts.push(0, block.length & 0xff, block.length >>> 8, ~block.length & 0xff, (~block.length >>> 8) & 0xff, ...block);
  }
  return Uint8Array.from(parts);
}
