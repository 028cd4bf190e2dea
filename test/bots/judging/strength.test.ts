import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { matcherBot } from '../../../src/families/judging/bots/matcher.js';
import { randomJudgingBot } from '../../../src/families/judging/bots/random.js';
import { readerBot } from '../../../src/families/judging/bots/reader.js';
import { defaultTaste } from '../../../src/families/judging/bots/taste.js';
import { oneAmong } from '../../../src/families/judging/bots/tournament.js';
import { small } from '../../engine/judging/helpers.js';

// Small, fixed-seed versions of the bench measurement (bench/judging.bench.ts has the full figures).
// The expected margins are several standard errors wide, so these hold for any reasonable seeds.
const counts = [4, 5, 6, 7, 8, 9, 10];

describe('strength of the computer players (every judge judges by tags and a seeded taste)', () => {
  it('the matcher wins clearly more often than its fair share among random placers', () => {
    // Measured: about 55% of games against a fair share of 15.7% with the test decks.
    const r = oneAmong(
      small,
      (s) => matcherBot(s),
      (s) => randomJudgingBot(s, { taste: defaultTaste }),
      { games: 15, counts, seed: 'test-matcher' },
    );
    assert.equal(r.games, 105);
    assert.ok(r.winRate > 2 * r.fairShare, `matcher won ${(100 * r.winRate).toFixed(1)}% (fair ${(100 * r.fairShare).toFixed(1)}%)`);
  });

  it('the reader, playing to the judge, wins more often than its fair share among matchers', () => {
    // Measured: about 20-27% against a fair share of 15.7% (z from 2.6 to 6.7 over 420 games).
    const r = oneAmong(
      small,
      (s) => readerBot(s),
      (s) => matcherBot(s),
      { games: 60, counts, seed: 'test-reader' },
    );
    assert.ok(
      r.zScore > 1.5,
      `reader won ${(100 * r.winRate).toFixed(1)}% (fair ${(100 * r.fairShare).toFixed(1)}%, z ${r.zScore.toFixed(2)})`,
    );
  });
});
