/** The trick-taking family's players: the engine and its named computer players. */
import type { FamilyPlayers } from '../registry.js';
import type { TrickAction, TrickState, TrickView } from '../../engine/trick/index.js';
import { trickEngine } from '../../engine/trick/index.js';
import type { TrickRuleset } from '../../rules/ruleset.js';
import { createRandomBot } from './random.js';
import { createRulesBot } from './rules.js';
import { createSearchBot } from './search.js';

/** The trick-taking family's engine and players. */
export const trickFamily: FamilyPlayers<TrickRuleset, TrickState, TrickAction, TrickView> = {
  family: 'trick-taking',
  engine: trickEngine,
  bots: {
    random: { description: 'uniform over the legal actions', create: (_ruleset, seed) => createRandomBot(seed) },
    rules: { description: 'rule-based: bids a long suit, pairs its target with a sure winner, avoids negative tricks', create: (ruleset) => createRulesBot(ruleset) },
    search: { description: 'determinized Monte Carlo over sampled hidden cards (about 2,000 playouts a move)', create: (ruleset, seed) => createSearchBot(ruleset, seed) },
  },
};
