import '../../src/families/index.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { familyDescriptor } from '../../src/core/registry.js';
import { simulate } from '../../src/cli/simulate.js';
import { loadBundledRuleset } from '../../src/core/rules/bundled.js';
import { simulateGames } from '../../src/core/bots/simulate-games.js';

const figures = [
  'hands',
  'actions',
  'meanHandsPerGame',
  'meanHandScore',
  'winShare',
  'wins',
  'meanHandScoreByType',
  'games',
  'seats',
  'seed',
] as const;

async function load(file: string) {
  const loaded = await loadBundledRuleset(file);
  assert.ok(loaded.ok);
  const entry = familyDescriptor(loaded.ruleset.family);
  assert.ok(entry);
  return { entry, ruleset: loaded.ruleset };
}

/** What `pomona simulate` reports, and what the studio's worker asks of the same loop (every game kept for the charts). */
async function both(file: string, seats: string[], games: number, seed: string) {
  const { entry, ruleset } = await load(file);
  return {
    cli: simulate(entry, ruleset, seats, games, seed),
    studio: simulateGames(entry, ruleset, { seats, games, seed }, { keepGames: true }),
  };
}

for (const [file, seats, games] of [
  ['apples.rules', ['random', 'rules', 'random', 'rules'], 12],
  ['orchard.rules', ['random', 'greedy', 'random'], 10],
  ['apples-to-apples.rules', ['random', 'matcher', 'random', 'matcher'], 4],
] as const) {
  test(`the studio's simulator gives the same figures as pomona simulate for the same seed (${file})`, async () => {
    const { cli, studio } = await both(file, [...seats], games, 'same-seed');
    for (const key of figures) assert.deepEqual(studio[key], cli[key], key);
    assert.equal(studio.finalScores.length, games);
    assert.equal(
      studio.lengths.reduce((a, b) => a + b, 0),
      cli.hands,
    );
    assert.ok(Math.abs(studio.winsBySeat.reduce((a, b) => a + b, 0) - Object.values(cli.wins).reduce((a, b) => a + b, 0)) < 1e-9);
  });
}

test('a different seed gives different games', async () => {
  const a = await both('apples.rules', ['random', 'random', 'random', 'random'], 6, 'one');
  const b = await both('apples.rules', ['random', 'random', 'random', 'random'], 6, 'two');
  assert.notDeepEqual(a.studio.finalScores, b.studio.finalScores);
});

test('the browser test fixture holds what pomona simulate says today', async () => {
  const fixture = JSON.parse(readFileSync(new URL('../components/fixtures/simulate-apples.json', import.meta.url), 'utf8')) as {
    seats: string[];
    games: number;
    seed: string;
    cli: Record<string, unknown>;
  };
  const { cli } = await both('apples.rules', fixture.seats, fixture.games, fixture.seed);
  for (const key of figures)
    assert.deepEqual(
      fixture.cli[key],
      cli[key],
      `${key}: the games changed; rewrite the fixture with node --import tsx scripts/update-simulate-fixture.ts`,
    );
});

test('progress is told after every game, and a stopped run reports the games it played, as a shorter run would', async () => {
  const { entry, ruleset } = await load('orchard.rules');
  const seats = ['random', 'greedy', 'random', 'greedy'];
  const told: number[] = [];
  const signal = { aborted: false };
  const stopped = simulateGames(
    entry,
    ruleset,
    { seats, games: 20, seed: 'stop' },
    {
      signal,
      keepGames: true,
      progress: (done) => {
        told.push(done);
        if (done === 7) signal.aborted = true;
      },
    },
  );
  assert.deepEqual(told, [1, 2, 3, 4, 5, 6, 7]);
  assert.equal(stopped.stopped, true);
  assert.equal(stopped.games, 7);
  const shorter = simulateGames(entry, ruleset, { seats, games: 7, seed: 'stop' }, { keepGames: true });
  assert.equal(shorter.stopped, false);
  for (const key of [...figures, 'finalScores', 'lengths', 'winsBySeat', 'firstPlayerWins'] as const)
    assert.deepEqual(stopped[key], shorter[key], key);
});

test('a run without keepGames keeps no per-game lists but the same figures', async () => {
  const { entry, ruleset } = await load('orchard.rules');
  const request = { seats: ['random', 'random', 'random'], games: 5, seed: 'lean' };
  const lean = simulateGames(entry, ruleset, request);
  const kept = simulateGames(entry, ruleset, request, { keepGames: true });
  assert.deepEqual(lean.finalScores, []);
  assert.deepEqual(lean.lengths, []);
  assert.equal(kept.finalScores.length, 5);
  for (const key of figures) assert.deepEqual(lean[key], kept[key], key);
});

test('an unknown player type is refused before any game is played', async () => {
  const { entry, ruleset } = await load('orchard.rules');
  assert.throws(() => simulateGames(entry, ruleset, { seats: ['random', 'genius'], games: 1, seed: 's' }), /unknown player type 'genius'/);
});
