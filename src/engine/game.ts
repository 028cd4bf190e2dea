/**
 * The surface every game family offers (after OpenSpiel's State): legal actions, apply,
 * per-player views, chance events as ordinary explicit actions, cheap copies for search.
 *
 * States and actions are plain JSON data. Engines may mutate a state in place on their fast
 * path (`applyInPlace`, used by self-play and search); the public `apply` never mutates.
 */
import type { OptionValues, Ruleset } from '../rules/ruleset.js';

/** Who the game is waiting for. */
export type ToAct =
  | { readonly kind: 'players'; readonly players: readonly number[] }
  | { readonly kind: 'chance' }
  | { readonly kind: 'over' };

/** How a game is set up: everything needed, with the action log, to reproduce it exactly. */
export interface GameSetup {
  readonly players: number;
  /** Seeds the chance events. Replaying a log does not need it: chance actions carry their outcome. */
  readonly seed: number | string;
  /** House-rule option values (defaults are filled in for the rest). */
  readonly options?: Readonly<Record<string, unknown>>;
}

/** A refusal: a stable code for programs and a sentence for players. */
export interface ActionError {
  readonly code: string;
  readonly message: string;
}

export type ApplyResult<S> = { readonly ok: true; readonly state: S } | { readonly ok: false; readonly error: ActionError };

/** One line of a score explanation: points and how they came about. */
export interface ScoreLine {
  /** What scored: "three Jacks", "Unlucky", ... */
  readonly label: string;
  readonly points: number;
  /** The derivation, e.g. "2 × 10 = 20". */
  readonly explanation: string;
}

/** A player's score for a hand or a game, line by line; `total` is the sum of the lines. */
export interface ScoreSheet {
  readonly player: number;
  readonly total: number;
  readonly lines: readonly ScoreLine[];
}

/** The end of a game. */
export interface GameResult {
  /** Final scores by seat. */
  readonly scores: readonly number[];
  /** Winning seats (more than one for a shared win). */
  readonly winners: readonly number[];
}

/** A saved game or a replay: plain JSON. */
export interface SavedGame<A> {
  readonly format: 'pomona-game';
  readonly version: 1;
  readonly family: Ruleset['family'];
  /** The ruleset's name, to check a replay is loaded against the right rules. */
  readonly ruleset: string;
  readonly setup: { readonly players: number; readonly seed: number | string; readonly options: OptionValues };
  readonly log: readonly A[];
}

/**
 * One game family's engine. `S` is the state, `A` an action (player or chance), `V` a player's view.
 */
export interface GameEngine<R extends Ruleset, S, A, V> {
  readonly family: R['family'];
  /** A new game, waiting for its first chance action (or a refusal for bad setup). */
  create(ruleset: R, setup: GameSetup): ApplyResult<S>;
  toAct(state: S): ToAct;
  /** A short name of the current phase ("bidding", "tricks", ...). */
  phase(state: S): string;
  /** Every action `player` may take now (empty if it is not their turn). */
  legalActions(state: S, player: number): A[];
  /** The next chance action, drawn from the state's seeded generator (does not change the state). */
  chanceAction(state: S): A;
  /** Apply an action without changing `state`: a new state, or a refusal. */
  apply(state: S, action: A): ApplyResult<S>;
  /** Fast path: change `state`; on refusal return the error and leave it exactly as it was. */
  applyInPlace(state: S, action: A): ActionError | null;
  clone(state: S): S;
  /** What `player` may see. Never another player's hidden cards. */
  view(state: S, player: number): V;
  /** Score sheets so far, with derivations, by seat. */
  explain(state: S): readonly ScoreSheet[];
  /** The result, once the game is over. */
  result(state: S): GameResult | null;
  /** The actions applied so far, chance actions included. */
  log(state: S): readonly A[];
}

/** A computer player: decides from its own view and the legal actions only. */
export interface Bot<V, A> {
  readonly name: string;
  decide(view: V, legal: readonly A[]): A;
}
