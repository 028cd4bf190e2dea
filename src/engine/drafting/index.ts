/** The drafting family (Orchard): engine, saved games, layout scoring and action notation. */
export { draftingEngine, createDraftGame, legalPlacements, randomPlacement, explainScores, draftResult } from './engine.js';
export { loadDraftGame, saveDraftGame } from './saved.js';
export { scoreLayout, type LayoutReport, type LayoutBatchScore, type LayoutViolation } from './layout.js';
export { parseDraftAction, draftActionToJSON, describeDraftAction, cardObject, cardWords } from './notation.js';
export { explainBatch } from './explain.js';
export { prepareTable, mayPlace, checkPlacement, batchScore, orchardScore, type DraftTable } from './table.js';
export type { DraftAction, DraftState, DraftView, DraftStage, PlaceAction, RevealAction, ShuffleAction } from './types.js';
