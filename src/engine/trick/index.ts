/** The trick-taking family: engine, actions, views, scoring and saved games. */
export type { TrickAction, TrickChanceAction, TrickPlayerAction, TrickErrorCode } from './actions.js';
export { ERROR_CODES, isChance } from './actions.js';
export { trickEngine, createGame, explainGame, resultOf } from './engine.js';
export type { TrickView, BidEntry, TrickRecord } from './view.js';
export { TrickState, PHASE_NAMES, handCards } from './state.js';
export type { HandRecord } from './state.js';
export type { TrickTables } from './tables.js';
export { compileTables } from './tables.js';
export type { ScoreBreakdown, ScoredGroup } from './scoring.js';
export { explainScore, formatBreakdown } from './scoring.js';
export { parseAction, actionToJSON, describeAction } from './notation.js';
export { saveGame, loadGame, replayLog } from './saved.js';
export { sampleLegalAction } from './sample.js';
export { nextActor } from './turns.js';
export { stateFromView } from './determinize.js';
