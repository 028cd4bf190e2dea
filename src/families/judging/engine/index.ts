/** The judging family (Apples to Apples): engine, state, event and view types, refusal codes. */
export { judgingEngine, cloneJudging, applyJudging, judgingToAct, explainJudging, judgingResult } from './engine.js';
export { createJudgingGame, judgingNumbers } from './setup.js';
export { judgingView, roundView } from './view.js';
export { sampleJudgingWorld } from './sample.js';
export { describeJudgingEvent } from './words.js';
export { JUDGING_REFUSALS } from './types.js';
export type * from './types.js';
