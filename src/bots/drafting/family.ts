/** The drafting family's players (Orchard): the engine and its named computer players. */
import type { BotMaker, FamilyPlayers } from '../registry.js';
import type { DraftRuleset } from '../../rules/ruleset.js';
import { draftingEngine } from '../../engine/drafting/engine.js';
import type { DraftAction, DraftState, DraftView } from '../../engine/drafting/types.js';
import { createGreedyDraftBot } from './greedy.js';
import { createLookaheadDraftBot } from './lookahead.js';
import { createRandomDraftBot } from './random.js';

const greedy = { create: (ruleset: DraftRuleset) => createGreedyDraftBot(ruleset) };
const lookahead = { create: (ruleset: DraftRuleset, seed: number | string) => createLookaheadDraftBot(ruleset, seed) };

/** The drafting computer players by name. 'rules' and 'search' name greedy and lookahead, as for the other families. */
export const draftingBots = {
  random: { create: (_ruleset: DraftRuleset, seed: number | string) => createRandomDraftBot(seed) },
  greedy,
  lookahead,
  rules: greedy,
  search: lookahead,
} satisfies Record<string, BotMaker<DraftRuleset, DraftView, DraftAction>>;

/** The drafting family's engine and players. */
export const draftingFamily: FamilyPlayers<DraftRuleset, DraftState, DraftAction, DraftView> = {
  family: 'drafting',
  engine: draftingEngine,
  bots: draftingBots,
};
