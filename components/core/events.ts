/**
 * The events every Pomona element fires. All are prefixed `pomona-`, bubble and cross shadow
 * roots (composed), so a page can listen on the element or on `document`.
 */
import type { Diagnostic } from '../../src/core/rules/diagnostic.js';
import type { GameResult, ScoreSheet } from '../../src/core/game/game.js';

/** Detail of `pomona-game-start`: a new game was dealt (not fired when a saved game is resumed). */
export interface GameStartEventDetail {
  /** The game's seed: the same seed and moves give the same game. */
  readonly seed: string;
  /** The house rules the game is played with, every option of the ruleset with its value. */
  readonly options: Readonly<Record<string, string | number | boolean>>;
}

/** Detail of `pomona-action`: an action was applied (by a person, a computer player or chance). */
export interface ActionEventDetail {
  /** The action as the engine logs it (plain JSON). */
  readonly action: unknown;
  /** The seat that acted, or null for a chance action. */
  readonly seat: number | null;
  /** The phase after the action. */
  readonly phase: string;
  /** Index of the action in the game's log. */
  readonly index: number;
}

/** Detail of `pomona-hand-end`: a hand (or round) was scored. */
export interface HandEndEventDetail {
  /** This hand's score sheets with derivations, by seat. */
  readonly sheets: readonly ScoreSheet[];
  /** Running totals after the hand, by seat. */
  readonly totals: readonly number[];
}

/** Detail of `pomona-game-end`: the game is over. */
export interface GameEndEventDetail {
  readonly result: GameResult;
  /** Seat names as shown at the table. */
  readonly names: readonly string[];
}

/** Detail of `pomona-ruleset-error`: the ruleset did not compile. */
export interface RulesetErrorEventDetail {
  readonly diagnostics: readonly Diagnostic[];
  /** Each diagnostic as `FILE:LINE:COL: error: MESSAGE` (with its source line where known). */
  readonly formatted: readonly string[];
}

/** Detail of `pomona-save-discarded`: a saved game could not be resumed and was set aside. */
export interface SaveDiscardedEventDetail {
  /** The storage key the save was read from. */
  readonly key: string;
  /** The key the unreadable save was moved to. */
  readonly movedTo: string;
  /** Why it could not be resumed, in words. */
  readonly reason: string;
}

/** Detail of `pomona-setup-error`: the game could not start (bad seats, options or seed); also shown on the element. */
export interface SetupErrorEventDetail {
  /** What is wrong, in words. */
  readonly message: string;
}

/** Detail of `pomona-online-join`: this page sat down at an online table (opened it, or joined it by its code). */
export interface OnlineJoinEventDetail {
  /** The table's code (what the join link carries). */
  readonly code: string;
  /** This page's seat, or -1 when it could not be told. */
  readonly seat: number;
  /** Whether this page opened the table (it is the host). */
  readonly host: boolean;
}

/** Detail of `pomona-online-drop` and `pomona-online-reconnect`: a seat's connection was lost, or is back. */
export interface OnlineSeatEventDetail {
  readonly code: string;
  /** The seat whose connection changed (this page's own when it was this page's connection). */
  readonly seat: number;
}

/** Detail of `pomona-online-leave` and `pomona-online-kick`: this page left the table, or the host removed it. */
export interface OnlineLeaveEventDetail {
  readonly code: string;
}

/** Every Pomona event name with its detail type. */
export interface PomonaEventMap {
  'pomona-game-start': CustomEvent<GameStartEventDetail>;
  'pomona-action': CustomEvent<ActionEventDetail>;
  'pomona-hand-end': CustomEvent<HandEndEventDetail>;
  'pomona-game-end': CustomEvent<GameEndEventDetail>;
  'pomona-ruleset-error': CustomEvent<RulesetErrorEventDetail>;
  'pomona-save-discarded': CustomEvent<SaveDiscardedEventDetail>;
  'pomona-setup-error': CustomEvent<SetupErrorEventDetail>;
  'pomona-online-join': CustomEvent<OnlineJoinEventDetail>;
  'pomona-online-drop': CustomEvent<OnlineSeatEventDetail>;
  'pomona-online-reconnect': CustomEvent<OnlineSeatEventDetail>;
  'pomona-online-leave': CustomEvent<OnlineLeaveEventDetail>;
  'pomona-online-kick': CustomEvent<OnlineLeaveEventDetail>;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends PomonaEventMap {}
}

type DetailOf<K extends keyof PomonaEventMap> = PomonaEventMap[K] extends CustomEvent<infer D> ? D : never;

/** Fire a Pomona event from `target`: bubbling, composed, not cancelable. */
export function firePomonaEvent<K extends keyof PomonaEventMap>(target: EventTarget, name: K, detail: DetailOf<K>): void {
  target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
