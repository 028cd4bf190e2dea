/**
 * One automatic turn of an element's game: the chance action due, or one computer player's move.
 * It comes with the code that plays (after the first paint), as the computer players do.
 */
import type { Bot, PlayingEngine, ToAct } from '../../src/core/game/game.js';
import type { RulesetBase } from '../../src/core/rules/ruleset.js';
import { turnOrderPick } from '../../src/core/table/turn-order.js';

/** What a turn needs of the element's game. */
export interface TurnTaker<S, A> {
  readonly state: S | null;
  readonly seed: string;
  /** How many actions the game has applied: the step the turn order is drawn at. */
  readonly actionCount: number;
  /** The open fair lap, if the family has one: a seat that has chosen face down in it waits for the others. */
  readonly lap: { has(seat: number): boolean } | null;
  takeChance(): void;
  take(seat: number, action: A): void;
}

/**
 * Take the next automatic turn: the chance action due, or the move of one computer player among
 * those to act (several at once: who goes first is drawn as the table driver draws it on every
 * host, so one seed plays one game). Nothing when a person is to act.
 */
export function takeAutomaticTurn<S, A, V>(
  engine: PlayingEngine<RulesetBase, S, A, V>,
  game: TurnTaker<S, A>,
  bots: readonly (Bot<V, A> | null)[],
): void {
  const state = game.state;
  if (!state) return;
  const toAct: ToAct = engine.toAct(state);
  if (toAct.kind === 'chance') return game.takeChance();
  if (toAct.kind !== 'players') return;
  const ready = toAct.players.filter((seat) => bots[seat] && !game.lap?.has(seat));
  const seat = ready.length > 1 ? turnOrderPick(game.seed, game.actionCount, ready) : ready[0];
  const bot = seat === undefined ? null : bots[seat];
  if (seat === undefined || !bot) return;
  const legal = engine.legalActions(state, seat);
  if (legal.length > 0) game.take(seat, bot.decide(engine.view(state, seat), legal));
}
