import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { inflateRawSync } from 'node:zlib';
import fc from 'fast-check';
import { deflateWithDictionary, storedPrefix, windowOf } from '../../components/studio/dictionary-deflate.js';
import { decodeAgainst, encodeAgainst, MAX_DECODED_BYTES } from '../../components/studio/share-link.js';
import { commentedSources } from '../../src/core/rules/generated/commented-sources.js';

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

/** What zlib's own inflater makes of a stream compressed against `dictionary`. */
function inflatedByZlib(stream: Uint8Array, dictionary: Uint8Array): Uint8Array {
  return new Uint8Array(inflateRawSync(stream, { dictionary: windowOf(dictionary) }));
}

describe('deflate with a preset dictionary (share links)', () => {
  it("writes raw deflate that zlib's inflater reads back with the same dictionary", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 3000 }), fc.uint8Array({ maxLength: 3000 }), fc.nat(2000), (dictionary, extra, cut) => {
        // Inputs that share runs with their dictionary, as a house variant shares its base's lines.
        const input = new Uint8Array([...dictionary.subarray(cut), ...extra, ...dictionary.subarray(0, cut)]);
        assert.deepEqual(inflatedByZlib(deflateWithDictionary(input, dictionary), dictionary), input);
      }),
      { numRuns: 150 },
    );
  });

  it('reaches back into the last 32 KB of a longer dictionary only, as both sides agree', () => {
    const dictionary = bytes('x'.repeat(10) + 'the rules of a long file, '.repeat(2000));
    assert.ok(dictionary.length > 32 * 1024);
    const input = bytes('the rules of a long file, with a house rule added');
    const stream = deflateWithDictionary(input, dictionary);
    assert.deepEqual(inflatedByZlib(stream, dictionary), input);
    assert.ok(stream.length < 30, `${stream.length} bytes`);
  });

  it('gives the browsers’ own inflater the dictionary as stored blocks, and reads the text back', async () => {
    for (const text of Object.values(commentedSources)) {
      const base = bytes(text);
      const variant = bytes(`${text.replace(/\d+/, '99')}\n# our house rule\n`);
      const encoded = encodeAgainst(variant, base);
      assert.deepEqual(await decodeAgainst(encoded, base), variant);
      // The stored prefix alone inflates to the dictionary's window.
      assert.equal(storedPrefix(base).length, windowOf(base).length + 5 * Math.ceil(windowOf(base).length / 0xffff));
    }
  });

  it('refuses a damaged stream, a foreign alphabet and a bomb, without throwing', async () => {
    const base = bytes(commentedSources['apples.rules'] as string);
    assert.equal(await decodeAgainst('AAAA', base), null);
    assert.equal(await decodeAgainst('not base64!', base), null);
    // A stream of long matches that would inflate past the limit.
    const bomb = encodeAgainst(new Uint8Array(MAX_DECODED_BYTES + 10).fill(65), base);
    assert.ok(bomb.length < 4000, `${bomb.length}`);
    assert.equal(await decodeAgainst(bomb, base), null);
  });
});
