/** The trick-taking family: engine, actions, events, views, scoring and sampled worlds. */
export type { TrickAction, TrickChanceAction, TrickPlayerAction, TrickErrorCode, TrickRefusalCode } from './actions.js';
export { TRICK_REFUSALS, isChance } from './actions.js';
export type { TrickEvent } from './events.js';
export { trickPlayingEngine, createGame, explainGame, explainHands, resultOf } from './engine.js';
export { handSheet } from './flow.js';
export { trickEngine } from './sampling-engine.js';
export { randomPlayOut, scoresOnly } from './playout.js';
export { worldSampler } from './sample-world.js';
export type { TrickEngine } from './sampling-engine.js';
export type { TrickView, BidEntry, TrickRecord } from './view.js';
export { TrickState, PHASE_NAMES, handCards } from './state.js';
export type { HandRecord } from './state.js';
export type { TrickTables } from './tables.js';
export { compileTables } from './tables.js';
export type { ScoreBreakdown, ScoredGroup } from './scoring.js';
export { explainContract, explainScore, formatBreakdown } from './scoring.js';
export { parseAction, actionToJSON, describeAction } from './notation.js';
export { describeEvent } from '../phrases/describe.js';
