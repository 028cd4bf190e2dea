/**
 * One automatic turn of an element's game: the chance action due, or one computer player's move,
 * chosen through the table driver as on every host (who goes first when several may act at once
 * is the driver's draw). It comes with the code that plays (after the first paint), as the
 * computer players do.
 */
import type { Bot } from '../../src/core/game/game.js';
import type { RulesetBase } from '../../src/core/rules/ruleset.js';
import type { TableDriver } from '../../src/core/table/table-driver.js';

/** What a turn needs of the element's game. */
export interface TurnTaker<S, A, V> {
  /** The driver of the game on the table (null while there is none). */
  driver(): TableDriver<RulesetBase, S, A, V> | null;
  /** The open fair lap, if the family has one: a seat that has chosen face down in it waits for the others. */
  readonly lap: { has(seat: number): boolean } | null;
  takeChance(): void;
  take(seat: number, action: A): void;
}

/** Take the next automatic turn (see the module's comment); nothing when a person is to act. */
export function takeAutomaticTurn<S, A, V>(game: TurnTaker<S, A, V>, bots: readonly (Bot<V, A> | null)[]): void {
  const driver = game.driver();
  if (!driver) return;
  if (driver.toAct().kind === 'chance') return game.takeChance();
  const seat = driver.nextBotSeat((s) => !!bots[s] && !game.lap?.has(s));
  const bot = seat === null ? null : bots[seat];
  if (seat === null || !bot) return;
  const legal = driver.legal(seat);
  if (legal.length > 0) game.take(seat, bot.decide(driver.view(seat), legal));
}
