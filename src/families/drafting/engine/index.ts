/** The drafting family (Orchard): engine, layout scoring and action notation. */
export { draftingEngine, createDraftGame, legalPlacements, sampleDraftWorld, explainScores, draftResult } from './engine.js';
export { scoreLayout, type LayoutReport, type LayoutBatchScore, type LayoutViolation } from './layout.js';
export { parseDraftAction, draftActionToJSON, describeDraftingAction, describeDraftingEvent, cardObject, cardWords } from './notation.js';
export { explainBatch } from './explain.js';
export { prepareTable, tableFor, batchScore, orchardScore, type DraftingTable } from './table.js';
export { mayPlace, checkPlacement } from './placement.js';
export { DRAFTING_REFUSALS } from './types.js';
export type {
  DraftingAction,
  DraftingEvent,
  DraftingRefusalCode,
  DraftingState,
  DraftingView,
  DraftingPhase,
  PlaceAction,
  RevealAction,
  ShuffleAction,
} from './types.js';
