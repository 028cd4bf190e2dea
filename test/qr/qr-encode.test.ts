import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  blockLayout,
  dataCodewords,
  dataPlaces,
  encodeQr,
  formatBits,
  formatPlaces,
  functionGrid,
  gfMultiply,
  gfPower,
  masked,
  reedSolomon,
  totalCodewords,
  versionBits,
  type QrLevel,
  type QrSymbol,
} from '../../components/core/sharing/qr-encode.js';

const bits = (value: number, length: number): string => value.toString(2).padStart(length, '0');

/** Byte capacity of a version at a level (mode and count indicators taken off), as the standard's tables list it. */
const byteCapacity = (version: number, level: QrLevel): number => dataCodewords(version, level) - (version < 10 ? 2 : 3);

/** The blocks of a symbol, read back the way a reader splits the codeword sequence. */
function deinterleave(words: readonly number[], symbol: QrSymbol): number[][] {
  const total = totalCodewords(symbol.version);
  const { blocks, checkPerBlock: ecc } = blockLayout(symbol.version, symbol.level);
  const shortLength = Math.floor(total / blocks) - ecc;
  const shortBlocks = blocks - (total % blocks);
  const out: number[][] = Array.from({ length: blocks }, () => []);
  let at = 0;
  for (let i = 0; i <= shortLength; i++)
    for (let b = 0; b < blocks; b++) if (i < shortLength || b >= shortBlocks) out[b]!.push(words[at++]!);
  for (let i = 0; i < ecc; i++) for (let b = 0; b < blocks; b++) out[b]!.push(words[at++]!);
  return out;
}

/** Read a symbol back as a reader does: format bits, unmask, codewords, check every block, then the byte-mode text. */
function read(symbol: QrSymbol): { text: string; format: number; secondFormat: number } {
  const { size, modules } = symbol;
  const dark = (x: number, y: number): boolean => modules[y * size + x] === true;
  const { first, second } = formatPlaces(size);
  const formatOf = (places: [number, number][]) => places.reduce((acc, [x, y], i) => acc | (Number(dark(x, y)) << i), 0);
  const format = formatOf(first);
  const mask = ((format ^ 0x5412) >>> 10) & 0b111;
  const grid = functionGrid(symbol.version);
  const stream = dataPlaces(grid).map(([x, y]) => dark(x, y) !== masked(mask, x, y));
  const words: number[] = [];
  for (let i = 0; i + 8 <= stream.length && words.length < totalCodewords(symbol.version); i += 8)
    words.push(stream.slice(i, i + 8).reduce((a, b) => (a << 1) | Number(b), 0));
  const blocks = deinterleave(words, symbol);
  const eccLength = (totalCodewords(symbol.version) - dataCodewords(symbol.version, symbol.level)) / blocks.length;
  const data: number[] = [];
  for (const block of blocks) {
    // A codeword with no errors is a multiple of the generator: it vanishes at α⁰ … αⁿ⁻¹.
    for (let i = 0; i < eccLength; i++) {
      const syndrome = block.reduce((acc, word) => gfMultiply(acc, gfPower(i)) ^ word, 0);
      assert.equal(syndrome, 0, `syndrome ${i} of a block is ${syndrome}`);
    }
    data.push(...block.slice(0, block.length - eccLength));
  }
  const bitString = data.map((w) => bits(w, 8)).join('');
  assert.equal(bitString.slice(0, 4), '0100', 'byte mode');
  const countLength = symbol.version < 10 ? 8 : 16;
  const count = parseInt(bitString.slice(4, 4 + countLength), 2);
  const bytes = Uint8Array.from({ length: count }, (_, i) =>
    parseInt(bitString.slice(4 + countLength + i * 8, 12 + countLength + i * 8), 2),
  );
  return { text: new TextDecoder().decode(bytes), format, secondFormat: formatOf(second) };
}

describe('QR code encoding', () => {
  it("writes the standard's format bits for every mask at levels L and M", () => {
    const table: Record<QrLevel, string[]> = {
      L: [
        '111011111000100',
        '111001011110011',
        '111110110101010',
        '111100010011101',
        '110011000101111',
        '110001100011000',
        '110110001000001',
        '110100101110110',
      ],
      M: [
        '101010000010010',
        '101000100100101',
        '101111001111100',
        '101101101001011',
        '100010111111001',
        '100000011001110',
        '100111110010111',
        '100101010100000',
      ],
    };
    for (const level of ['L', 'M'] as const)
      assert.deepEqual(
        table[level].map((_, mask) => bits(formatBits(level, mask), 15)),
        table[level],
      );
  });

  it("writes the standard's version bits from version 7", () => {
    assert.equal(bits(versionBits(7), 18), '000111110010010100');
    assert.equal(bits(versionBits(8), 18), '001000010110111100');
  });

  it('computes the check codewords of the worked example HELLO WORLD at 1-M', () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
    assert.deepEqual(reedSolomon(data, 10), [196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
  });

  it("holds as many bytes as the standard's capacity tables list", () => {
    assert.deepEqual(
      [
        byteCapacity(1, 'M'),
        byteCapacity(2, 'M'),
        byteCapacity(7, 'M'),
        byteCapacity(10, 'M'),
        byteCapacity(13, 'M'),
        byteCapacity(20, 'M'),
      ],
      [14, 26, 122, 213, 331, 666],
    );
    assert.deepEqual([byteCapacity(1, 'L'), byteCapacity(10, 'L'), byteCapacity(11, 'L')], [17, 271, 321]);
  });

  it('chooses the smallest version that holds the text', () => {
    const at = (length: number) => {
      const outcome = encodeQr('x'.repeat(length), 'M');
      assert.ok(outcome.ok);
      return outcome.symbol.version;
    };
    assert.deepEqual([at(14), at(15), at(213), at(214), at(300)], [1, 2, 10, 11, 13]);
  });

  it('draws the three finder patterns and the timing patterns', () => {
    const outcome = encodeQr('https://example.org/', 'M');
    assert.ok(outcome.ok);
    const { size, modules } = outcome.symbol;
    const row = (y: number, from: number) => Array.from({ length: 7 }, (_, x) => (modules[y * size + from + x] ? 1 : 0)).join('');
    for (const from of [0, size - 7])
      assert.deepEqual(
        [0, 1, 2, 3].map((y) => row(y, from)),
        ['1111111', '1000001', '1011101', '1011101'],
      );
    assert.equal(
      Array.from({ length: size - 16 }, (_, i) => (modules[6 * size + 8 + i] ? 1 : 0)).join(''),
      '10101010101010101'.slice(0, size - 16),
    );
  });

  for (const [level, text] of [
    ['M', 'https://example.org/'],
    ['M', `https://pomona.example/studio.html#r=${'AbC-_09'.repeat(40)}`],
    ['L', `https://pomona.example/index.html#r=${'xyz'.repeat(90)}`],
    ['M', 'Pomme, poire, châtaigne: 🍎'],
  ] as const) {
    it(`reads back "${text.slice(0, 30)}…" (${new TextEncoder().encode(text).length} bytes) at level ${level}: format, checks and text`, () => {
      const outcome = encodeQr(text, level);
      assert.ok(outcome.ok);
      const back = read(outcome.symbol);
      assert.equal(back.text, text);
      assert.equal(back.format, formatBits(level, outcome.symbol.mask));
      assert.equal(back.secondFormat, back.format);
    });
  }

  it('refuses a text longer than version 20 holds, saying how much fits', () => {
    const outcome = encodeQr('x'.repeat(700), 'M');
    assert.deepEqual(outcome, { ok: false, message: 'the text is 700 bytes; a QR code here holds at most 666 at level M' });
  });
});
