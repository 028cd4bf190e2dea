import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Random, seedState } from '../../src/core/cards/random.js';
import { textSeed as textHash } from '../cards/text-seed.js';
import { botSeed, botSeedsInto } from '../../src/core/bots/seeds.js';

const SEEDS: (number | string)[] = [
  0,
  1,
  -1,
  -0,
  1.5,
  -2.25,
  1e15,
  1e21,
  999999999999999,
  4294967295,
  NaN,
  Infinity,
  0.1,
  '',
  'a',
  'bench/0/12',
  'é😀',
  'x'.repeat(100),
];
const STREAMS = [0, 1, 7, 31249, -3, 2.5];

describe('seeds', () => {
  it('hash a seed as the whole text `n<seed>#<stream>` or `s<seed>#<stream>` (saved games and fixtures depend on it)', () => {
    for (const seed of SEEDS) {
      for (const stream of STREAMS) {
        assert.deepEqual(seedState(seed, stream), textHash(seed, stream), `seedState(${String(seed)}, ${stream})`);
        const expected = new Random(textHash(seed, stream));
        const made = Random.from(seed, stream);
        for (let i = 0; i < 4; i++) assert.equal(made.nextUint32(), expected.nextUint32());
      }
    }
  });

  it("give a computer player a number drawn under its own prefix, not the game's stream", () => {
    for (const game of ['1/0', 'bench/3/17', 42, -7.5]) {
      const dealFirst = Random.from(game, 0).nextUint32();
      const seats = [0, 1, 2, 3].map((seat) => botSeed(game, seat));
      seats.forEach((seed, seat) => {
        assert.equal(seed, Random.from(`computer player of ${typeof game}:${String(game)}`, seat).nextUint32());
        assert.notEqual(seed, dealFirst, "a bot's seed is not the deal's first draw");
      });
      assert.equal(new Set(seats).size, 4, 'every seat has its own seed');
      // Self-play seeds every seat at once: the very same numbers.
      const all = new Array<number>(6).fill(0);
      botSeedsInto(game, all);
      assert.deepEqual(
        all,
        [0, 1, 2, 3, 4, 5].map((seat) => botSeed(game, seat)),
      );
    }
  });
});
