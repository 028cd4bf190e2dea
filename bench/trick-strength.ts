/**
 * Win shares of the Apples computer players, seats rotating every game (a fair player wins 25%).
 * Too slow for `npm run bench` at 400 games, so it is a script of its own:
 *   node --import tsx bench/trick-strength.ts [GAMES] [WORLDS] [MAX_PLAYOUTS]
 * prints rules vs random and search vs rules (search with the given budget; default budget when omitted).
 */
import '../src/families/index.js';
import { fileURLToPath } from 'node:url';
import { trickDescriptor } from '../src/families/trick/descriptor.js';
import { DEFAULT_SEARCH_BUDGET, createFlatSearchBot } from '../src/families/trick/bots/index.js';
import type { FamilyDescriptor } from '../src/core/registry.js';
import { loadRulesetFile } from '../src/core/rules/index.js';
import type { TrickRuleset } from '../src/families/trick/ruleset.js';
import { formatReport, simulate } from '../src/cli/simulate.js';

const [gamesArg, worldsArg, playoutsArg] = process.argv.slice(2);
const games = Number(gamesArg ?? 400);
const budget = {
  worlds: Number(worldsArg ?? DEFAULT_SEARCH_BUDGET.worlds),
  maxPlayouts: Number(playoutsArg ?? DEFAULT_SEARCH_BUDGET.maxPlayouts),
};
const loaded = loadRulesetFile(fileURLToPath(new URL('../rulesets/apples.rules', import.meta.url)));
if (!loaded.ok || loaded.ruleset.family !== 'trick-taking') throw new Error('rulesets/apples.rules does not load');
const ruleset: TrickRuleset = loaded.ruleset;
const entry = {
  ...trickDescriptor,
  bots: {
    ...trickDescriptor.bots,
    flat: { description: 'flat', create: (r: TrickRuleset, seed: number | string) => createFlatSearchBot(r, seed, budget) },
  },
} as FamilyDescriptor;

console.log(formatReport(simulate(entry, ruleset, ['rules', 'random', 'random', 'random'], games, 'strength-rules')));
console.log(`flat search budget: ${budget.worlds} worlds, at most ${budget.maxPlayouts} playouts per decision`);
console.log(formatReport(simulate(entry, ruleset, ['flat', 'rules', 'rules', 'rules'], games, 'strength-search')));
