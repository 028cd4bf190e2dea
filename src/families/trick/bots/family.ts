/** The trick-taking family's players: the engine and its named computer players. */
import type { BotMaker, FamilyPlayers } from '../../../core/registry.js';
import type { TrickAction, TrickState, TrickView } from '../engine/index.js';
import { trickEngine } from '../engine/index.js';
import type { TrickRuleset } from '../ruleset.js';
import { createRandomBot } from './random.js';
import { createRulesBot } from './rules.js';
import { createFlatSearchBot } from './search.js';
import { createTrickMctsBot, DEFAULT_TRICK_MCTS_BUDGET } from './mcts.js';

/** The trick-taking computer players by name. */
export const trickBots = {
  random: { create: (_ruleset: TrickRuleset, seed: number | string) => createRandomBot(seed) },
  rules: { create: (ruleset: TrickRuleset) => createRulesBot(ruleset) },
  flat: { create: (ruleset: TrickRuleset, seed: number | string) => createFlatSearchBot(ruleset, seed) },
  search: {
    create: (ruleset: TrickRuleset, seed: number | string) => createTrickMctsBot(ruleset, seed, DEFAULT_TRICK_MCTS_BUDGET, 'search'),
  },
  mcts: { create: (ruleset: TrickRuleset, seed: number | string) => createTrickMctsBot(ruleset, seed) },
} satisfies Record<string, BotMaker<TrickRuleset, TrickView, TrickAction>>;

/** The trick-taking family's engine and players. */
export const trickFamily: FamilyPlayers<TrickRuleset, TrickState, TrickAction, TrickView> = {
  family: 'trick-taking',
  engine: trickEngine,
  bots: trickBots,
};
