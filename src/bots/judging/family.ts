/** The judging family's players (Apples to Apples): the engine and its named computer players. */
import type { FamilyPlayers } from '../registry.js';
import { judgingEngine } from '../../engine/judging/engine.js';
import type { JudgingAction, JudgingState, JudgingView } from '../../engine/judging/types.js';
import type { JudgeRuleset } from '../../rules/ruleset.js';
import { matcherBot } from './matcher.js';
import { randomJudgingBot } from './random.js';
import { readerBot } from './reader.js';

/** The judging family's engine and players. */
export const judgingFamily: FamilyPlayers<JudgeRuleset, JudgingState, JudgingAction, JudgingView> = {
  family: 'judging',
  engine: judgingEngine,
  bots: {
    random: { description: 'places, stops and judges at random', create: (_r, seed) => randomJudgingBot(seed) },
    matcher: {
      description: 'places the red card sharing the most tags with the green card; judges by tags and a seeded taste',
      create: (_r, seed) => matcherBot(seed),
    },
    reader: {
      description: "plays to the judge: learns the judge's taste from the rounds they decided; judges by tags and a seeded taste",
      create: (_r, seed) => readerBot(seed),
    },
  },
};
