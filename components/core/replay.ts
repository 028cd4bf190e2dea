/** The elements replay and save through the one format of `src/core/game/saved.ts`. */
export { checkSavedGame, replayLog, toSavedGame, type ReplayResult } from '../../src/core/game/saved.js';
