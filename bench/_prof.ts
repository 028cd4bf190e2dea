import '../src/families/index.js';
import { familyDescriptor } from '../src/core/registry.js';
import { loadBundledRuleset } from '../src/core/rules/bundled.js';
import { simulateGames } from '../src/core/bots/simulate-games.js';
const loaded = await loadBundledRuleset('apples.rules');
if (!loaded.ok) throw new Error();
const entry = familyDescriptor(loaded.ruleset.family)!;
for (let i = 0; i < 3; i++) console.log(simulateGames(entry, loaded.ruleset, { seats: (process.env.SEATS ?? 'rules,rules,rules,rules').split(','), games: Number(process.env.GAMES ?? 600), seed: `p${i}` }, { keepGames: true }).gamesPerSecond.toFixed(0));
