// Rewrites test/components/fixtures/simulate-apples.json from `pomona simulate`'s own function, after
// an engine or bot change alters the games (the browser test compares the worker's figures with it).
//   node --import tsx scripts/update-simulate-fixture.ts
import '../src/families/index.js';
import { writeFileSync } from 'node:fs';
import { familyDescriptor } from '../src/core/registry.js';
import { simulate } from '../src/cli/simulate.js';
import { loadBundledRuleset } from '../src/core/rules/bundled.js';

const seats = ['random', 'rules', 'random', 'rules'];
const games = 8;
const seed = 'browser-fixture';
const loaded = await loadBundledRuleset('apples.rules');
if (!loaded.ok) throw new Error('apples.rules does not load');
const entry = familyDescriptor(loaded.ruleset.family);
if (!entry) throw new Error('no trick-taking family');
// Timing figures differ on every run; everything else is fixed by the seed.
const {
  seconds: _s,
  gamesPerSecond: _g,
  handsPerSecond: _h,
  actionsPerSecond: _a,
  ...cli
} = simulate(entry, loaded.ruleset, seats, games, seed);
const note = `pomona simulate rulesets/apples.rules --games ${games} --seats ${seats.join(',')} --seed ${seed} --json (timing left out); test/balance-simulator/simulation.test.ts checks it is still what the CLI says; rewrite with node --import tsx scripts/update-simulate-fixture.ts`;
writeFileSync(
  new URL('../test/components/fixtures/simulate-apples.json', import.meta.url),
  `${JSON.stringify({ note, seats, games, seed, cli }, null, 2)}\n`,
);
console.log('wrote test/components/fixtures/simulate-apples.json');
