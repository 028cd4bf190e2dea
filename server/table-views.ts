/**
 * What a table sends about its game: each seat's frame (its own view and legal moves, and who is
 * to act), and once the game is over, the replay that hides nothing.
 */
import type { AnyFamilyDescriptor } from '../src/core/registry.js';
import type { RulesetBase } from '../src/core/rules/ruleset.js';
import type { TableDriver } from '../src/core/table/table-driver.js';
import type { GameFrame, ReplayMessage } from './protocol.js';

/** A game at a table of any family, driven through the registry's engine. */
export type Table = TableDriver<RulesetBase, unknown, unknown, unknown>;

/** The frame of game data for `seat` of a table of `seats` (a spectator, any other number, sees the onlooker's view). */
export function frameFor(game: Table, seats: number, seat: number): GameFrame {
  const onlooker = seat < 0 || seat >= seats;
  const viewSeat = onlooker ? seats : seat;
  const toAct = game.toAct();
  return {
    seat: viewSeat,
    step: game.step,
    view: game.view(viewSeat),
    legal: onlooker ? [] : game.legal(seat),
    toAct: toAct.kind === 'players' ? [...toAct.players] : [],
    over: toAct.kind === 'over',
  };
}

/** The game's replay: its rules, players, seed and log in the family's notation. */
export function replayOf(family: AnyFamilyDescriptor, game: Table): ReplayMessage {
  const { ruleset, setup } = game;
  const log = game.log().map((action) => family.actionToJSON(ruleset, action));
  return { family: family.family, ruleset: ruleset.name, players: setup.players, seed: String(setup.seed), log };
}
