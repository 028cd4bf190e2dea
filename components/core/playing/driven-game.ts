/**
 * An element's game through the table driver, all of which comes with the code that plays (the
 * first paint shows a game with the part of the engine that shows one): the driver that adopts the
 * game on the table (made again when the element sets a state the driver did not make: a new game,
 * a save resumed, a move taken back), the automatic turn (the chance action due, or one computer
 * player's move, chosen through the driver as on every host), and the events an applied action
 * fires (`pomona-action`; `pomona-hand-end` when a hand or round ended; `pomona-game-end`).
 */
import type { Bot, GameEvent, GameSetup, PlayingEngine } from '../../../src/core/game/game.js';
import type { RulesetBase } from '../../../src/core/rules/ruleset.js';
import { TableDriver } from '../../../src/core/table/table-driver.js';
import { firePomonaEvent, type HandEndEventDetail } from '../events.js';

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

/** An applied action and the game around it. */
export interface AppliedAction<R, S, A> {
  readonly ruleset: R;
  /** The seats' names, for the end of the game. */
  readonly names: readonly string[];
  readonly before: S;
  readonly after: S;
  readonly action: A;
  readonly events: readonly GameEvent[];
}

/** Fire the events of an applied action on `host`. */
export function fireActionEvents<R extends RulesetBase, S, A, V>(
  host: HTMLElement,
  binding: {
    actor(action: A): number | null;
    handEnded(ruleset: R, before: S, after: S, events: readonly GameEvent[], engine: PlayingEngine<R, S, A, V>): HandEndEventDetail | null;
  },
  engine: PlayingEngine<R, S, A, V>,
  { ruleset, names, before, after, action, events }: AppliedAction<R, S, A>,
): void {
  const index = engine.log(after).length - 1;
  firePomonaEvent(host, 'pomona-action', { action, seat: binding.actor(action), phase: engine.phase(after), index });
  const hand = binding.handEnded(ruleset, before, after, events, engine);
  if (hand) firePomonaEvent(host, 'pomona-hand-end', hand);
  const result = engine.result(after);
  if (result && !engine.result(before)) firePomonaEvent(host, 'pomona-game-end', { result, names });
}
