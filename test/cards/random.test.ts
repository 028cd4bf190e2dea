/**
 * Seeding without strings (`seedState`, `Random.from`, `reseed`) must give exactly the generator the
 * text hash gives: saved games and replays draw their chance events from it, so a different word
 * would deal different cards from the same seed.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Random, seedState } from '../../src/core/cards/random.js';
import { textSeed } from './text-seed.js';

const seeds: (number | string)[] = [
  '',
  'bench',
  'bench/7',
  'é 🍎',
  0,
  1,
  9,
  10,
  99,
  100,
  4294967295,
  4294967296,
  -1,
  1.5,
  1e21,
  Number.NaN,
  Number.POSITIVE_INFINITY,
];
const streams = [0, 1, 9, 10, 11, 0x5eed, 4294967295, 4294967296, -3, 2.5];

test('seedState gives the words of the text hash, for text and number seeds and any stream', () => {
  // Alternating seeds: the seed's cached part must follow the seed asked for.
  for (const stream of streams)
    for (const seed of seeds) assert.deepEqual(seedState(seed, stream), textSeed(seed, stream), `seed ${String(seed)}, stream ${stream}`);
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
