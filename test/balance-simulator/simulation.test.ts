import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { familyEntry } from '../../src/bots/registry.js';
import { simulate } from '../../src/cli/simulate.js';
import { loadBundledRuleset } from '../../src/rules/bundled.js';
import { runSimulation } from '../../components/balance-simulator/simulation.js';

const figures = ['hands', 'actions', 'meanHandsPerGame', 'meanHandScore', 'winShare', 'wins', 'meanHandScoreByType', 'games', 'seats', 'seed'] as const;

async function both(file: string, seats: string[], games: number, seed: string) {
  const loaded = await loadBundledRuleset(file);
  assert.ok(loaded.ok);
  const entry = familyEntry(loaded.ruleset.family);
  assert.ok(entry);
  return { cli: simulate(entry, loaded.ruleset, seats, games, seed), studio: runSimulation(entry, loaded.ruleset, { seats, games, seed }) };
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
    assert.equal(studio.lengths.reduce((a, b) => a + b, 0), cli.hands);
    assert.ok(Math.abs(studio.winsBySeat.reduce((a, b) => a + b, 0) - Object.values(cli.wins).reduce((a, b) => a + b, 0)) < 1e-9);
  });
}

test('a different seed gives different games', async () => {
  const a = await both('apples.rules', ['random', 'random', 'random', 'random'], 6, 'one');
  const b = await both('apples.rules', ['random', 'random', 'random', 'random'], 6, 'two');
  assert.notDeepEqual(a.studio.finalScores, b.studio.finalScores);
});

test('the browser test fixture holds what pomona simulate says today', async () => {
  const fixture = JSON.parse(readFileSync(new URL('../components/fixtures/simulate-apples.json', import.meta.url), 'utf8')) as { seats: string[]; games: number; seed: string; cli: Record<string, unknown> };
  const { cli } = await both('apples.rules', fixture.seats, fixture.games, fixture.seed);
  for (const key of figures) assert.deepEqual(fixture.cli[key], cli[key], `${key}: the games changed; rewrite the fixture with node --import tsx scripts/update-simulate-fixture.ts`);
});
