/**
 * Seeding without strings (`seedState`, `Random.from`, `reseed`) must give exactly the generator the
 * text hash gives: saved games and replays draw their chance events from it, so a different word
 * would deal different cards from the same seed.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Random, seedState, type RandomState } from '../../src/cards/random.js';

/** The definition: cyrb128 of the text `s<seed>#<stream>` (`n<seed>#<stream>` for a number). */
function textSeed(seed: number | string, stream: number): RandomState {
  const text = `${typeof seed === 'number' ? `n${seed}` : `s${seed}`}#${stream}`;
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

const seeds: (number | string)[] = ['', 'bench', 'bench/7', 'é 🍎', 0, 1, 9, 10, 99, 100, 4294967295, 4294967296, -1, 1.5, 1e21, Number.NaN, Number.POSITIVE_INFINITY];
const streams = [0, 1, 9, 10, 11, 0x5eed, 4294967295, 4294967296, -3, 2.5];

test('seedState gives the words of the text hash, for text and number seeds and any stream', () => {
  // Alternating seeds: the seed's cached part must follow the seed asked for.
  for (const stream of streams) for (const seed of seeds) assert.deepEqual(seedState(seed, stream), textSeed(seed, stream), `seed ${String(seed)}, stream ${stream}`);
});

test('a reseeded generator draws what a new one from the same seed and stream draws', () => {
  const reused = Random.from('first');
  for (const seed of seeds) {
    for (const stream of [0, 3, 12]) {
      const fresh = new Random(textSeed(seed, stream));
      const viaFrom = Random.from(seed, stream);
      reused.reseed(seed, stream);
      for (let i = 0; i < 5; i++) {
        const want = fresh.nextUint32();
        assert.equal(viaFrom.nextUint32(), want);
        assert.equal(reused.nextUint32(), want);
      }
    }
  }
});
