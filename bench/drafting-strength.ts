/**
 * Win shares of the Orchard computer players head to head, seats alternating every game (a fair
 * player wins 50% in a two-player game; a shared win counts half). Too slow for `npm run bench`,
 * so it is a script of its own:
 *   node --import tsx bench/drafting-strength.ts [GAMES] [MCTS_ITERATIONS] [OPPONENT...]
 * plays mcts (the information-set search player, default budget when omitted) against each
 * opponent (default: greedy and lookahead) and prints the win share, its z-score against a fair
 * 50% and the time per game.
 */
import '../src/families/index.js';
import { fileURLToPath } from 'node:url';
import { draftingDescriptor } from '../src/families/drafting/descriptor.js';
import { DRAFTING_MCTS_ITERATIONS } from '../src/families/drafting/bots/family.js';
import { ismctsBot } from '../src/core/bots/ismcts.js';
import { draftingEngine } from '../src/families/drafting/engine/engine.js';
import type { FamilyDescriptor } from '../src/core/registry.js';
import { loadRulesetFile } from '../src/core/rules/index.js';
import type { DraftingRuleset } from '../src/families/drafting/ruleset.js';
import { simulate } from '../src/cli/simulate.js';

const [gamesArg, iterationsArg, ...opponentArgs] = process.argv.slice(2);
const games = Number(gamesArg ?? 200);
const iterations = Number(iterationsArg ?? DRAFTING_MCTS_ITERATIONS);
const opponents = opponentArgs.length ? opponentArgs : ['greedy', 'lookahead'];
const loaded = loadRulesetFile(fileURLToPath(new URL('../rulesets/orchard.rules', import.meta.url)));
if (!loaded.ok || loaded.ruleset.family !== 'drafting') throw new Error('rulesets/orchard.rules does not load');
const ruleset: DraftingRuleset = loaded.ruleset;
const entry = {
  ...draftingDescriptor,
  bots: { ...draftingDescriptor.bots, mcts: { description: 'mcts', ...ismctsBot(draftingEngine, { iterations }) } },
} as unknown as FamilyDescriptor;

console.log(`Orchard, 2 players, ${games} games per pairing, seats alternating; mcts with ${iterations} iterations per decision`);
for (const opponent of opponents) {
  const report = simulate(entry, ruleset, ['mcts', opponent], games, `strength-${opponent}`);
  const share = report.winShare['mcts'] ?? 0;
  // Against a fair 50%: the standard error of a share of n games is sqrt(0.25 / n) (shared wins make it a little smaller).
  const z = (share - 0.5) / Math.sqrt(0.25 / games);
  console.log(
    `  mcts vs ${opponent.padEnd(9)} win share ${(100 * share).toFixed(1)}%  z = ${z >= 0 ? '+' : ''}${z.toFixed(2)}` +
      `  mean score mcts ${(report.meanHandScoreByType['mcts'] ?? 0).toFixed(1)}, ${opponent} ${(report.meanHandScoreByType[opponent] ?? 0).toFixed(1)}` +
      `  (${((1000 * report.seconds) / games).toFixed(0)} ms a game)`,
  );
}
