/**
 * The events an element fires for an applied action: `pomona-action` always, `pomona-hand-end`
 * when a hand or round ended, `pomona-game-end` when the game did. They come with the code that
 * plays (nothing is applied before it).
 */
import type { GameEvent, PlayingEngine } from '../../src/core/game/game.js';
import type { RulesetBase } from '../../src/core/rules/ruleset.js';
import { firePomonaEvent } from './events.js';
import type { HandEndEventDetail } from './events.js';

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
