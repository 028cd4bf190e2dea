/**
 * Writing the saved form of a game (the format `saved.ts` reads back): all a table needs to save
 * or export a game, without the code that checks and replays one.
 */
import type { SavedGame } from './game.js';
import type { OptionValues, RulesetBase } from '../rules/ruleset.js';

/**
 * The version written today. 2: every action is tagged `kind`, and a bidding pile is given one
 * card at a time. Saves of version 1 are refused with a reason (their actions no longer exist).
 */
export const SAVED_GAME_VERSION = 2;

/** The saved form of a game: plain JSON that `loadSavedGame` turns back into the same state. */
export function toSavedGame<S, A>(
  engine: { log(state: S): readonly A[] },
  ruleset: RulesetBase,
  setup: { readonly players: number; readonly seed: number | string; readonly options: OptionValues },
  state: S,
): SavedGame<A> {
  return {
    format: 'pomona-game',
    version: SAVED_GAME_VERSION,
    family: ruleset.family,
    ruleset: ruleset.name,
    setup: { players: setup.players, seed: setup.seed, options: { ...setup.options } },
    log: [...engine.log(state)],
  };
}
