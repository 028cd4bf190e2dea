import '../../src/families/index.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { familyDescriptor } from '../../src/core/registry.js';
import { loadBundledRuleset } from '../../src/core/rules/bundled.js';
import { mergeTallies, playGames, simulateGames, summariseTally } from '../../src/core/bots/simulate-games.js';
import {
  compareFigures,
  differenceOf,
  meanEstimate,
  ratioEstimate,
  shareEstimate,
  simulationFigures,
} from '../../src/core/bots/simulation-statistics.js';
import { Random } from '../../src/core/cards/random.js';

const close = (actual: number, expected: number, what: string) =>
  assert.ok(Math.abs(actual - expected) < 1e-9, `${what}: ${actual} is not ${expected}`);

async function apples() {
  const loaded = await loadBundledRuleset('apples.rules');
  assert.ok(loaded.ok);
  const entry = familyDescriptor(loaded.ruleset.family);
  assert.ok(entry);
  return { entry, ruleset: loaded.ruleset };
}

test('a mean of per-game values has the standard error s / √N and an interval of 1.96 of them either side', () => {
  const e = meanEstimate([1, 2, 3, 4, 5]);
  close(e.value, 3, 'mean');
  close(e.standardError, Math.sqrt(2.5 / 5), 'standard error');
  close(e.low, 3 - 1.959963984540054 * Math.sqrt(0.5), 'low');
  close(e.high, 3 + 1.959963984540054 * Math.sqrt(0.5), 'high');
});

test('one game gives a figure but no interval', () => {
  const e = meanEstimate([7]);
  assert.equal(e.value, 7);
  assert.ok(Number.isNaN(e.low) && Number.isNaN(e.high));
  assert.equal(differenceOf(e, meanEstimate([9])).noise, true, 'too few games to tell counts as noise');
});

test('a win share of half in 100 games is sure to within about ten points', () => {
  const e = shareEstimate(0.5, 100);
  close(e.standardError, 0.05, 'standard error');
  assert.ok(e.low > 0.4 && e.low < 0.41 && e.high > 0.59 && e.high < 0.6);
});

test('a share near nothing has an interval within 0–100% that still leaves room above it (Wilson)', () => {
  const none = shareEstimate(0, 50);
  assert.equal(none.low, 0);
  assert.ok(none.high > 0.05 && none.high < 0.08, `0 of 50 games: up to ${none.high}`);
  const one = shareEstimate(1 / 300, 300);
  assert.ok(one.low > 0 && one.low < one.value && one.high > 0.015 && one.high < 0.025);
});

test('a ratio of sums whose parts are in proportion has no spread', () => {
  const e = ratioEstimate([2, 4, 6], [1, 2, 3]);
  close(e.value, 2, 'ratio');
  close(e.standardError, 0, 'standard error');
});

test('a difference is noise when its interval includes zero, and not when it leaves it out', () => {
  const small = differenceOf(shareEstimate(0.25, 100), shareEstimate(0.27, 100));
  assert.equal(small.noise, true);
  assert.ok(small.low < 0 && small.high > 0);
  const large = differenceOf(shareEstimate(0.25, 1000), shareEstimate(0.4, 1000));
  assert.equal(large.noise, false);
  close(large.value, 0.15, 'difference');
  close(large.standardError, Math.hypot(Math.sqrt((0.25 * 0.75) / 1000), Math.sqrt((0.4 * 0.6) / 1000)), 'standard error');
});

test('95% intervals of a mean hold the true mean in about 95% of samples', () => {
  const rng = Random.from('coverage');
  let covered = 0;
  const trials = 1000;
  for (let t = 0; t < trials; t++) {
    // 60 throws of a die: the true mean is 3.5.
    const e = meanEstimate(Array.from({ length: 60 }, () => 1 + rng.below(6)));
    if (e.low <= 3.5 && 3.5 <= e.high) covered++;
  }
  assert.ok(covered > 930 && covered < 970, `${covered} of ${trials} intervals held the mean`);
});

test('a run split into parts by game number merges into the figures of one run', async () => {
  const { entry, ruleset } = await apples();
  const seats = ['rules', 'random', 'random', 'rules'];
  const whole = simulateGames(entry, ruleset, { seats, games: 13, seed: 'split' }, { keepGames: true });
  const parts = [
    [0, 5],
    [5, 1],
    [6, 7],
  ].map(([firstGame, games]) => playGames(entry, ruleset, { seats, games: games ?? 0, firstGame, seed: 'split' }, { keepGames: true }));
  const merged = summariseTally(mergeTallies(parts));
  for (const key of [
    'games',
    'hands',
    'actions',
    'wins',
    'winsBySeat',
    'firstPlayerWins',
    'finalScores',
    'lengths',
    'handScoreTotals',
  ] as const)
    assert.deepEqual(merged[key], whole[key], key);
  close(merged.meanHandScore, whole.meanHandScore, 'mean hand score');
  close(merged.meanHandsPerGame, whole.meanHandsPerGame, 'hands per game');
  for (const type of ['rules', 'random']) {
    close(merged.winShare[type] ?? NaN, whole.winShare[type] ?? NaN, `win share of ${type}`);
    close(merged.meanHandScoreByType[type] ?? NaN, whole.meanHandScoreByType[type] ?? NaN, `hand score of ${type}`);
  }
});

test("a run's figures agree with its own summary, and their intervals contain them", async () => {
  const { entry, ruleset } = await apples();
  const result = simulateGames(
    entry,
    ruleset,
    { seats: ['rules', 'random', 'random', 'random'], games: 40, seed: 'figures' },
    { keepGames: true },
  );
  const figures = new Map(simulationFigures(result).map((f) => [f.key, f.estimate]));
  close(figures.get('hands-per-game')?.value ?? NaN, result.meanHandsPerGame, 'hands per game');
  close(figures.get('hand-score')?.value ?? NaN, result.meanHandScore, 'hand score');
  close(figures.get('win-share:rules')?.value ?? NaN, result.winShare['rules'] ?? NaN, 'win share');
  close(figures.get('first-player-win-share')?.value ?? NaN, result.firstPlayerWins / 40, 'first player');
  for (const [key, e] of figures) assert.ok(e.low <= e.value && e.value <= e.high && e.high - e.low > 0, key);
});

test('a rule-based player among random ones wins more than its fair share by more than noise, while the same seats on new seeds differ only by noise', async () => {
  const { entry, ruleset } = await apples();
  const run = (seats: string[], seed: string) => simulateGames(entry, ruleset, { seats, games: 120, seed }, { keepGames: true });
  const mixed = simulationFigures(run(['rules', 'random', 'random', 'random'], 'a'));
  const rules = mixed.find((f) => f.key === 'win-share:rules')?.estimate;
  assert.ok(rules && rules.low > 0.25, `the rule-based player's win share ${rules?.value} is above the fair 25% beyond its interval`);
  const random = ['random', 'random', 'random', 'random'];
  const again = compareFigures(run(random, 'a'), run(random, 'b'));
  assert.equal(again.find((f) => f.key === 'hands-per-game')?.difference?.noise, true);
  assert.equal(again.find((f) => f.key === 'final-score')?.difference?.noise, true);
  assert.equal(again.find((f) => f.key === 'seat-win-share:1')?.difference?.noise, true);
});
