/** The judging family (Apples to Apples): engine, state and view types, saving and loading. */
export { judgingEngine, cloneJudging, applyJudging, judgingToAct, explainJudging, judgingResult } from './engine.js';
export { createJudgingGame, judgingNumbers } from './setup.js';
export { saveJudging, loadJudging } from './saved.js';
export { judgingView, roundView } from './view.js';
export type * from './types.js';
