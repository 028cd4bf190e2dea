/** The elements replay and save through the one format of `src/engine/saved.ts`. */
export { checkSavedGame, replayLog, toSavedGame, type ReplayResult } from '../../src/engine/saved.js';
