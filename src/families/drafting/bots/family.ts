/** The drafting family's players (Orchard): the engine and its named computer players. */
import type { BotMaker, FamilyPlayers } from '../../../core/registry.js';
import type { DraftingRuleset } from '../ruleset.js';
import { draftingEngine } from '../engine/engine.js';
import type { DraftingAction, DraftingState, DraftingView } from '../engine/types.js';
import { createGreedyDraftBot } from './greedy.js';
import { createLookaheadDraftBot } from './lookahead.js';
import { createRandomDraftBot } from './random.js';
import { ismctsBot } from '../../../core/bots/ismcts.js';
import type { DraftingBotName } from './names.js';

const greedy = { create: (ruleset: DraftingRuleset) => createGreedyDraftBot(ruleset) };
const lookahead = { create: (ruleset: DraftingRuleset, seed: number | string) => createLookaheadDraftBot(ruleset, seed) };

/** The information-set search player's budget in Orchard: iterations per decision (each a sampled world played to the end). */
export const DRAFTING_MCTS_ITERATIONS = 1000;

/** The drafting computer players by name. 'rules' and 'search' name greedy and lookahead, as for the other families. */
export const draftingBots = {
  random: { create: (_ruleset: DraftingRuleset, seed: number | string) => createRandomDraftBot(seed) },
  greedy,
  lookahead,
  rules: greedy,
  search: lookahead,
  mcts: ismctsBot(draftingEngine, { iterations: DRAFTING_MCTS_ITERATIONS }),
} satisfies Record<DraftingBotName, BotMaker<DraftingRuleset, DraftingView, DraftingAction>>;

/** The drafting family's engine and players. */
export const draftingFamily: FamilyPlayers<DraftingRuleset, DraftingState, DraftingAction, DraftingView> = {
  family: 'drafting',
  engine: draftingEngine,
  bots: draftingBots,
};
