/**
 * The rule-based Apples player's speed in Node, on the path the balance simulator runs
 * (`simulateGames` through the family registry: `toAct`, `legalActions`, `view`, `Bot.decide`,
 * `applyInPlace`), four rule-based seats, beside the player as it was before it was profiled
 * (bench/baseline/) in the same process: pairs of runs on the same seeds, each version first in
 * every other pair (`alternate`), in games per CPU-second. Both versions must choose alike: a
 * pair whose figures differ is an error.
 */
import '../src/families/index.js';
import { familyDescriptor, type FamilyDescriptor } from '../src/core/registry.js';
import { loadBundledRuleset } from '../src/core/rules/bundled.js';
import { simulateGames, type SimulationResult } from '../src/core/bots/simulate-games.js';
import type { TrickRuleset } from '../src/families/trick/ruleset.js';
import { createRulesBot as createBaselineRulesBot } from './baseline/trick-rules.js';
import { alternate, median, ratiosOf } from './measure.js';

/** Games per CPU-second of the rule-based player now and before, and their ratio (medians). */
export interface RulesPlayerSpeed {
  readonly before: number;
  readonly after: number;
  readonly ratio: number;
  readonly samples: number;
  readonly games: number;
}

/** Time the two versions of the rule-based player, `samples` pairs of `games` games each. */
export async function rulesPlayerSpeed(samples = 5, games = 200): Promise<RulesPlayerSpeed> {
  const loaded = await loadBundledRuleset('apples.rules');
  if (!loaded.ok) throw new Error('apples.rules does not load');
  const entry = familyDescriptor(loaded.ruleset.family);
  if (!entry) throw new Error('no trick-taking family');
  const baseline: FamilyDescriptor = {
    ...entry,
    bots: {
      ...entry.bots,
      rules: {
        ...entry.bots['rules'],
        description: 'the rule-based player before profiling',
        create: (ruleset) => createBaselineRulesBot(ruleset as TrickRuleset),
      },
    },
  };
  const seats = ['rules', 'rules', 'rules', 'rules'];
  const play = (family: FamilyDescriptor) => (seed: string) => simulateGames(family, loaded.ruleset, { seats, games, seed });
  const pairs = alternate<SimulationResult>({
    samples,
    warmups: 1,
    seedPrefix: 'rules-player',
    older: play(baseline),
    newer: play(entry),
    units: (r) => r.games,
    afterPair: ({ older, newer, seed }) => {
      if (older.result.actions !== newer.result.actions || older.result.meanHandScore !== newer.result.meanHandScore)
        throw new Error(`the two rule-based players played seed ${seed} differently`);
    },
  });
  return {
    before: median(pairs.map((p) => p.older.rate)),
    after: median(pairs.map((p) => p.newer.rate)),
    ratio: median(ratiosOf(pairs)),
    samples,
    games,
  };
}
