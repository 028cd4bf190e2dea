/** Computer players for the trick-taking family, by name. */
import type { Bot } from '../../../core/game/game.js';
import type { TrickAction, TrickView } from '../engine/index.js';
import type { TrickRuleset } from '../ruleset.js';
import { trickBots } from './family.js';
import { createTrickMctsBot, TABLE_TRICK_MCTS_BUDGET } from './mcts.js';

export { createRandomBot } from './random.js';
export { createRulesBot, rulesDecision } from './rules.js';
export { createFlatSearchBot, DEFAULT_SEARCH_BUDGET } from './search.js';
export type { SearchBudget } from './search.js';
export { createTrickMctsBot, trickMctsWarmUp, DEFAULT_TRICK_MCTS_BUDGET, TABLE_TRICK_MCTS_BUDGET } from './mcts.js';
export type { TrickMctsBudget } from './mcts.js';

import type { TrickBotName } from './names.js';

export { trickBotNames, type TrickBotName } from './names.js';

/** A computer player by name for a ruleset; `seed` makes its choices repeatable (the family's one table of players). */
export function createTrickBot(name: TrickBotName, ruleset: TrickRuleset, seed: number | string): Bot<TrickView, TrickAction> {
  return trickBots[name].create(ruleset, seed);
}

/**
 * A computer player for a table people play at: as `createTrickBot`, but the tree search stops
 * thinking at a table's limit of wall time (`TABLE_TRICK_MCTS_BUDGET`) so that nobody waits long
 * for it; its choices then depend on the machine. Simulations use `createTrickBot`, which repeats.
 */
export function createTableTrickBot(name: TrickBotName, ruleset: TrickRuleset, seed: number | string): Bot<TrickView, TrickAction> {
  return name === 'search' || name === 'mcts'
    ? createTrickMctsBot(ruleset, seed, TABLE_TRICK_MCTS_BUDGET, name)
    : createTrickBot(name, ruleset, seed);
}
