/** The judging family's players (Apples to Apples): the engine and its named computer players. */
import type { BotMaker, FamilyPlayers } from '../../../core/registry.js';
import { judgingEngine } from '../engine/engine.js';
import type { JudgingAction, JudgingState, JudgingView } from '../engine/types.js';
import type { JudgingRuleset } from '../ruleset.js';
import { matcherBot } from './matcher.js';
import { randomJudgingBot } from './random.js';
import { readerBot } from './reader.js';
import type { JudgingBotName } from './names.js';

/** The judging computer players by name. */
export const judgingBots = {
  random: { create: (_r: JudgingRuleset, seed: number | string) => randomJudgingBot(seed) },
  matcher: { create: (_r: JudgingRuleset, seed: number | string) => matcherBot(seed) },
  reader: { create: (_r: JudgingRuleset, seed: number | string) => readerBot(seed) },
} satisfies Record<JudgingBotName, BotMaker<JudgingRuleset, JudgingView, JudgingAction>>;

/** The judging family's engine and players. */
export const judgingFamily: FamilyPlayers<JudgingRuleset, JudgingState, JudgingAction, JudgingView> = {
  family: 'judging',
  engine: judgingEngine,
  bots: judgingBots,
};
