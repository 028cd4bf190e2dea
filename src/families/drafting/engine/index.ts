/** The drafting family (Orchard): engine, layout scoring and action notation. */
export { draftingEngine, createDraftGame, legalPlacements, sampleDraftWorld, explainScores, draftResult } from './engine.js';
export { scoreLayout, type LayoutReport, type LayoutBatchScore, type LayoutViolation } from './layout.js';
export { parseDraftAction, draftActionToJSON, describeDraftAction, describeDraftEvent, cardObject, cardWords } from './notation.js';
export { explainBatch } from './explain.js';
export { prepareTable, tableFor, mayPlace, checkPlacement, batchScore, orchardScore, type DraftTable } from './table.js';
export { DRAFT_REFUSALS } from './types.js';
export type {
  DraftAction,
  DraftEvent,
  DraftRefusalCode,
  DraftState,
  DraftView,
  DraftPhase,
  PlaceAction,
  RevealAction,
  ShuffleAction,
} from './types.js';
