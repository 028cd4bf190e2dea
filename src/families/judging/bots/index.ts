/** Computer players for the judging family: random, matcher, reader (plays to the judge). */
import type { Bot } from '../../../core/game/game.js';
import type { JudgingAction, JudgingView } from '../engine/types.js';
import { matcherBot } from './matcher.js';
import { randomJudgingBot } from './random.js';
import { readerBot } from './reader.js';

export { matcherBot, type ScoringBotSettings } from './matcher.js';
export { randomJudgingBot } from './random.js';
export { readerBot, learnTaste, defaultLearning, type LearningSettings } from './reader.js';
export { TasteJudge, Taste, defaultTaste, type TasteSettings } from './taste.js';
export { defaultPlacing, placeByScore, type PlacingSettings } from './placer.js';
export { sharedTags, tasteFor, type TagWeights } from './score.js';
export { playJudging, type SelfPlayResult } from './selfplay.js';

/** The judging bots by name, each made from a seed. */
export const judgingBots: Readonly<Record<string, (seed: number | string) => Bot<JudgingView, JudgingAction>>> = {
  random: randomJudgingBot,
  matcher: (seed) => matcherBot(seed),
  reader: (seed) => readerBot(seed),
};
