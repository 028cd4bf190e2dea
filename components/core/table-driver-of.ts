/**
 * The table driver of an element's game: made for the state on the table, and made again when the
 * element sets a state the driver did not make (a new game, a save resumed, a move taken back).
 * It comes with the code that plays.
 */
import type { PlayingEngine } from '../../src/core/game/game.js';
import type { GameSetup } from '../../src/core/game/game.js';
import type { RulesetBase } from '../../src/core/rules/ruleset.js';
import { TableDriver } from '../../src/core/table/table-driver.js';

/** What the driver is made from. */
export interface DrivenGame<R extends RulesetBase, S, A, V> {
  readonly state: S | null;
  readonly ruleset: R | null;
  readonly seats: readonly unknown[];
  readonly seed: GameSetup['seed'];
  readonly options: GameSetup['options'];
  readonly played: { readonly engine: PlayingEngine<R, S, A, V> } | null;
}

/** The driver of `game`'s state: `last` if it drives that state, else a new one; null while there is no game or no code that plays. */
export function driverFor<R extends RulesetBase, S, A, V>(
  game: DrivenGame<R, S, A, V>,
  last: TableDriver<R, S, A, V> | null,
): TableDriver<R, S, A, V> | null {
  const { state, ruleset, played } = game;
  if (state === null || !ruleset || !played) return null;
  if (last?.state === state) return last;
  const setup = { players: game.seats.length, seed: game.seed, options: game.options };
  return TableDriver.adopt(played.engine, ruleset, setup, state);
}
