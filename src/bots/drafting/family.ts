/** The drafting family's players (Orchard): the engine and its named computer players. */
import type { FamilyPlayers } from '../registry.js';
import type { DraftRuleset } from '../../rules/ruleset.js';
import { draftingEngine } from '../../engine/drafting/engine.js';
import type { DraftAction, DraftState, DraftView } from '../../engine/drafting/types.js';
import { createGreedyDraftBot } from './greedy.js';
import { createLookaheadDraftBot } from './lookahead.js';
import { createRandomDraftBot } from './random.js';

const greedy = { description: 'best immediate score gain; among equals, keeps its batch open to the most unseen cards', create: (ruleset: DraftRuleset) => createGreedyDraftBot(ruleset) };
const lookahead = {
  description: 'simulates future centres from the unseen cards and keeps the placement with the best mean final score',
  create: (ruleset: DraftRuleset, seed: number | string) => createLookaheadDraftBot(ruleset, seed),
};

/** The drafting family's engine and players. 'rules' and 'search' name greedy and lookahead, as for the other families. */
export const draftingFamily: FamilyPlayers<DraftRuleset, DraftState, DraftAction, DraftView> = {
  family: 'drafting',
  engine: draftingEngine,
  bots: {
    random: { description: 'uniform over the legal placements', create: (_ruleset, seed) => createRandomDraftBot(seed) },
    greedy,
    lookahead,
    rules: { ...greedy, description: `the greedy player: ${greedy.description}` },
    search: { ...lookahead, description: `the lookahead player: ${lookahead.description}` },
  },
};
