/** The elements replay and save through the one format of `src/core/game/saved.ts`. */
import type { ReadSavedAction } from '../../src/core/game/saved.js';
import type { Ruleset } from '../../src/core/rules/ruleset.js';
import type { FamilyBinding } from './family.js';

export { checkSavedGame, replayLog, toSavedGame, type ReplayResult } from '../../src/core/game/saved.js';

/** How an element reads the actions of a save it did not write itself (cards in notation), when its family can. */
export function savedActionReader<R extends Ruleset, S, A, V>(binding: FamilyBinding<R, S, A, V>, ruleset: R): ReadSavedAction | undefined {
  const read = binding.readAction;
  return read ? (json) => read(ruleset, json) : undefined;
}
