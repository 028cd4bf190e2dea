/**
 * A QR code encoder (ISO/IEC 18004) for links: byte mode (the text as UTF-8), error correction
 * level L or M, versions 1 to 20 (up to 666 bytes at M, enough for any share link Pomona writes),
 * and the mask with the lowest penalty. Pure data: no DOM, so it is tested in Node and drawn by
 * `<pomona-qr>` (qr-code.ts).
 */

/** How much of the symbol may be damaged and still read: L about 7 %, M about 15 %. */
export type QrLevel = 'L' | 'M';

/** An encoded symbol: `size` × `size` modules, row by row, `true` for dark. */
export interface QrSymbol {
  readonly version: number;
  readonly level: QrLevel;
  readonly mask: number;
  readonly size: number;
  /** `modules[y * size + x]`: whether the module in row y, column x is dark. */
  readonly modules: readonly boolean[];
}

/** The outcome of encoding: a symbol, or why there is none (the text is too long). */
export type QrOutcome = { readonly ok: true; readonly symbol: QrSymbol } | { readonly ok: false; readonly message: string };

/** The largest version this encoder writes. */
export const MAX_VERSION = 20;

// Per version 1..20 (index 0 unused): error correction codewords per block, and the number of blocks.
const ECC_PER_BLOCK: Readonly<Record<QrLevel, readonly number[]>> = {
  L: [0, 7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28],
  M: [0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26],
};
const BLOCKS: Readonly<Record<QrLevel, readonly number[]>> = {
  L: [0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8],
  M: [0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16],
};
/** The two bits that name the level in the format information. */
const LEVEL_BITS: Readonly<Record<QrLevel, number>> = { L: 0b01, M: 0b00 };

/** Modules on a side of a version's symbol. */
export function symbolSize(version: number): number {
  return 17 + 4 * version;
}

/** The centres of the alignment patterns along each axis (none for version 1). */
export function alignmentCentres(version: number): number[] {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const last = symbolSize(version) - 7;
  // The patterns are spaced evenly (an even step) from the last one back towards the first at 6.
  const step = Math.floor((version * 8 + count * 3 + 5) / (count * 4 - 4)) * 2;
  const centres = [6];
  for (let k = 1; k < count; k++) centres.push(last - (count - 1 - k) * step);
  return centres;
}

/** Codewords (data and error correction) a version holds: its modules left over by the fixed patterns, in bytes. */
export function totalCodewords(version: number): number {
  let modules = (16 * version + 128) * version + 64;
  if (version >= 2) {
    const count = Math.floor(version / 7) + 2;
    modules -= (25 * count - 10) * count - 55;
    if (version >= 7) modules -= 36;
  }
  return Math.floor(modules / 8);
}

/** How a version's codewords split at a level: the number of blocks and the check codewords of each. */
export function blockLayout(version: number, level: QrLevel): { readonly blocks: number; readonly checkPerBlock: number } {
  return { blocks: BLOCKS[level][version] ?? 1, checkPerBlock: ECC_PER_BLOCK[level][version] ?? 0 };
}

/** Data codewords a version holds at a level. */
export function dataCodewords(version: number, level: QrLevel): number {
  return totalCodewords(version) - (ECC_PER_BLOCK[level][version] ?? 0) * (BLOCKS[level][version] ?? 0);
}

/** The 15 format bits for a level and mask: 5 bits, their BCH(15,5) check, XOR 101010000010010. */
export function formatBits(level: QrLevel, mask: number): number {
  const data = (LEVEL_BITS[level] << 3) | mask;
  let rem = data;
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
  return ((data << 10) | (rem & 0x3ff)) ^ 0x5412;
}

/** The 18 version bits (versions 7 and up): 6 bits and their BCH(18,6) check. */
export function versionBits(version: number): number {
  let rem = version;
  for (let i = 0; i < 12; i++) rem = (rem << 1) ^ ((rem >>> 11) * 0x1f25);
  return (version << 12) | (rem & 0xfff);
}

// Arithmetic in GF(256) with the QR polynomial x^8 + x^4 + x^3 + x^2 + 1.
const EXP = new Uint8Array(512);
const LOG = new Uint8Array(256);
for (let i = 0, x = 1; i < 255; i++) {
  EXP[i] = x;
  LOG[x] = i;
  x <<= 1;
  if (x & 0x100) x ^= 0x11d;
}
for (let i = 255; i < 512; i++) EXP[i] = EXP[i - 255] ?? 0;

/** The product of two field elements. */
export function gfMultiply(a: number, b: number): number {
  return a === 0 || b === 0 ? 0 : (EXP[(LOG[a] ?? 0) + (LOG[b] ?? 0)] ?? 0);
}

/** α to the power `n`. */
export function gfPower(n: number): number {
  return EXP[n % 255] ?? 0;
}

/** The Reed–Solomon check codewords of `data`: the remainder of data·x^n by the generator (x−α⁰)…(x−αⁿ⁻¹). */
export function reedSolomon(data: readonly number[], n: number): number[] {
  // Generator coefficients, highest power first (the leading 1 left out).
  let generator = [1];
  for (let i = 0; i < n; i++) {
    const next = new Array<number>(generator.length + 1).fill(0);
    for (let j = 0; j < generator.length; j++) {
      next[j] = (next[j] ?? 0) ^ (generator[j] ?? 0);
      next[j + 1] = (next[j + 1] ?? 0) ^ gfMultiply(generator[j] ?? 0, gfPower(i));
    }
    generator = next;
  }
  const rem = new Array<number>(n).fill(0);
  for (const byte of data) {
    const factor = byte ^ (rem.shift() ?? 0);
    rem.push(0);
    for (let j = 0; j < n; j++) rem[j] = (rem[j] ?? 0) ^ gfMultiply(generator[j + 1] ?? 0, factor);
  }
  return rem;
}

/** The data codewords for `bytes` in byte mode: mode, count, bytes, terminator and padding. */
export function dataCodewordsOf(bytes: Uint8Array, version: number, level: QrLevel): number[] {
  const bits: number[] = [];
  const put = (value: number, length: number): void => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  put(0b0100, 4);
  put(bytes.length, version < 10 ? 8 : 16);
  for (const byte of bytes) put(byte, 8);
  const capacity = dataCodewords(version, level) * 8;
  put(0, Math.min(4, capacity - bits.length));
  while (bits.length % 8 !== 0) bits.push(0);
  const words: number[] = [];
  for (let i = 0; i < bits.length; i += 8) words.push(bits.slice(i, i + 8).reduce((a, b) => (a << 1) | b, 0));
  for (let pad = 0; words.length < capacity / 8; pad++) words.push(pad % 2 === 0 ? 0xec : 0x11);
  return words;
}

/** The blocks of a version and level: data codewords of each block and its check codewords, interleaved into the final sequence. */
export function interleave(data: readonly number[], version: number, level: QrLevel): number[] {
  const blocks = BLOCKS[level][version] ?? 1;
  const ecc = ECC_PER_BLOCK[level][version] ?? 0;
  const total = totalCodewords(version);
  const shortLength = Math.floor(total / blocks) - ecc;
  const shortBlocks = blocks - (total % blocks);
  const dataBlocks: number[][] = [];
  const checkBlocks: number[][] = [];
  for (let b = 0, at = 0; b < blocks; b++) {
    const length = shortLength + (b < shortBlocks ? 0 : 1);
    const block = data.slice(at, at + length);
    at += length;
    dataBlocks.push(block);
    checkBlocks.push(reedSolomon(block, ecc));
  }
  const out: number[] = [];
  for (let i = 0; i <= shortLength; i++) for (const block of dataBlocks) if (i < block.length) out.push(block[i] ?? 0);
  for (let i = 0; i < ecc; i++) for (const block of checkBlocks) out.push(block[i] ?? 0);
  return out;
}

/** Whether mask `mask` flips the module in row y, column x. */
export function masked(mask: number, x: number, y: number): boolean {
  switch (mask) {
    case 0:
      return (x + y) % 2 === 0;
    case 1:
      return y % 2 === 0;
    case 2:
      return x % 3 === 0;
    case 3:
      return (x + y) % 3 === 0;
    case 4:
      return (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0;
    case 5:
      return ((x * y) % 2) + ((x * y) % 3) === 0;
    case 6:
      return (((x * y) % 2) + ((x * y) % 3)) % 2 === 0;
    default:
      return (((x + y) % 2) + ((x * y) % 3)) % 2 === 0;
  }
}

/** A symbol under construction: its modules and which of them belong to the fixed patterns. */
export interface Grid {
  readonly size: number;
  readonly dark: boolean[];
  readonly fixed: boolean[];
}

function setFixed(grid: Grid, x: number, y: number, dark: boolean): void {
  grid.dark[y * grid.size + x] = dark;
  grid.fixed[y * grid.size + x] = true;
}

/** Where the format bits go: the two copies, bit i of each at the i-th place. */
export function formatPlaces(size: number): { readonly first: [number, number][]; readonly second: [number, number][] } {
  const first: [number, number][] = [];
  const second: [number, number][] = [];
  for (let i = 0; i < 15; i++) {
    // Beside the top-left finder: down column 8 (skipping the timing row), then left along row 8.
    first.push(i < 6 ? [8, i] : i < 8 ? [8, i + 1] : i === 8 ? [7, 8] : [14 - i, 8]);
    // Split between the other two finders: row 8 from the right, then column 8 near the bottom.
    second.push(i < 8 ? [size - 1 - i, 8] : [8, size - 15 + i]);
  }
  return { first, second };
}

/** The fixed patterns of a version (finders, separators, timing, alignment, dark module, version bits), with the format areas reserved. */
export function functionGrid(version: number): Grid {
  const size = symbolSize(version);
  const grid: Grid = { size, dark: new Array<boolean>(size * size).fill(false), fixed: new Array<boolean>(size * size).fill(false) };
  for (let i = 0; i < size; i++) {
    setFixed(grid, 6, i, i % 2 === 0);
    setFixed(grid, i, 6, i % 2 === 0);
  }
  for (const [cx, cy] of [
    [3, 3],
    [size - 4, 3],
    [3, size - 4],
  ] as const) {
    for (let dy = -4; dy <= 4; dy++) {
      for (let dx = -4; dx <= 4; dx++) {
        const x = cx + dx;
        const y = cy + dy;
        if (x < 0 || y < 0 || x >= size || y >= size) continue;
        const ring = Math.max(Math.abs(dx), Math.abs(dy));
        setFixed(grid, x, y, ring !== 2 && ring !== 4);
      }
    }
  }
  const centres = alignmentCentres(version);
  for (const cy of centres) {
    for (const cx of centres) {
      const nearFinder = (cx === 6 && cy === 6) || (cx === 6 && cy === size - 7) || (cx === size - 7 && cy === 6);
      if (nearFinder) continue;
      for (let dy = -2; dy <= 2; dy++)
        for (let dx = -2; dx <= 2; dx++) setFixed(grid, cx + dx, cy + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
    }
  }
  const { first, second } = formatPlaces(size);
  for (const [x, y] of [...first, ...second]) setFixed(grid, x, y, false);
  setFixed(grid, 8, size - 8, true);
  if (version >= 7) {
    const bits = versionBits(version);
    for (let i = 0; i < 18; i++) {
      const dark = ((bits >>> i) & 1) === 1;
      const a = size - 11 + (i % 3);
      const b = Math.floor(i / 3);
      setFixed(grid, a, b, dark);
      setFixed(grid, b, a, dark);
    }
  }
  return grid;
}

/** The places of the data bits, in order: two columns at a time from the right, up then down, skipping the timing column. */
export function dataPlaces(grid: Grid): [number, number][] {
  const places: [number, number][] = [];
  const { size } = grid;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    const upward = ((right + 1) & 2) === 0;
    for (let step = 0; step < size; step++) {
      const y = upward ? size - 1 - step : step;
      for (const x of [right, right - 1]) if (!grid.fixed[y * size + x]) places.push([x, y]);
    }
  }
  return places;
}

/** Write the format bits of a level and mask into both copies. */
function placeFormat(grid: Grid, level: QrLevel, mask: number): void {
  const bits = formatBits(level, mask);
  const { first, second } = formatPlaces(grid.size);
  for (let i = 0; i < 15; i++) {
    const dark = ((bits >>> i) & 1) === 1;
    for (const place of [first[i], second[i]]) if (place) grid.dark[place[1] * grid.size + place[0]] = dark;
  }
}

/** The penalty of a finished symbol (lower reads more reliably): runs, blocks, finder look-alikes, balance. */
export function penalty(size: number, dark: readonly boolean[]): number {
  const at = (x: number, y: number): boolean => dark[y * size + x] === true;
  let score = 0;
  const lookAlike = [true, false, true, true, true, false, true];
  for (let pass = 0; pass < 2; pass++) {
    const cell = pass === 0 ? (i: number, j: number) => at(j, i) : (i: number, j: number) => at(i, j);
    for (let i = 0; i < size; i++) {
      let run = 1;
      for (let j = 1; j <= size; j++) {
        if (j < size && cell(i, j) === cell(i, j - 1)) run++;
        else {
          if (run >= 5) score += 3 + (run - 5);
          run = 1;
        }
      }
      // 1:1:3:1:1 with four light modules on one side (outside the symbol counts as light).
      for (let j = 0; j + 7 <= size; j++) {
        if (!lookAlike.every((d, k) => cell(i, j + k) === d)) continue;
        const light = (from: number): boolean => [0, 1, 2, 3].every((k) => from + k < 0 || from + k >= size || !cell(i, from + k));
        if (light(j - 4) || light(j + 7)) score += 40;
      }
    }
  }
  for (let y = 0; y + 1 < size; y++)
    for (let x = 0; x + 1 < size; x++) {
      const c = at(x, y);
      if (at(x + 1, y) === c && at(x, y + 1) === c && at(x + 1, y + 1) === c) score += 3;
    }
  const darkCount = dark.filter(Boolean).length;
  score += Math.floor(Math.abs((darkCount * 100) / (size * size) - 50) / 5) * 10;
  return score;
}

/** Encode `text` (as UTF-8) in the smallest version that holds it at `level`, with the best mask. */
export function encodeQr(text: string, level: QrLevel = 'M'): QrOutcome {
  const bytes = new TextEncoder().encode(text);
  let version = 1;
  const fits = (v: number): boolean => 4 + (v < 10 ? 8 : 16) + bytes.length * 8 <= dataCodewords(v, level) * 8;
  while (version <= MAX_VERSION && !fits(version)) version++;
  if (version > MAX_VERSION)
    return {
      ok: false,
      message: `the text is ${bytes.length} bytes; a QR code here holds at most ${dataCodewords(MAX_VERSION, level) - 3} at level ${level}`,
    };
  const codewords = interleave(dataCodewordsOf(bytes, version, level), version, level);
  const base = functionGrid(version);
  const places = dataPlaces(base);
  let best: QrSymbol | null = null;
  let bestPenalty = Infinity;
  for (let mask = 0; mask < 8; mask++) {
    const grid: Grid = { size: base.size, dark: [...base.dark], fixed: base.fixed };
    places.forEach(([x, y], i) => {
      const word = codewords[i >>> 3];
      const bit = word === undefined ? false : ((word >>> (7 - (i & 7))) & 1) === 1;
      grid.dark[y * grid.size + x] = bit !== masked(mask, x, y);
    });
    placeFormat(grid, level, mask);
    const score = penalty(grid.size, grid.dark);
    if (score < bestPenalty) {
      bestPenalty = score;
      best = { version, level, mask, size: grid.size, modules: grid.dark };
    }
  }
  return best ? { ok: true, symbol: best } : { ok: false, message: 'no mask could be applied' };
}
