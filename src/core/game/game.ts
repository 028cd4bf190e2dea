/**
 * The surface every game family offers (after OpenSpiel's State): legal actions, apply,
 * per-player views, chance events as ordinary explicit actions, cheap copies for search, and
 * events out of every action (after CodeMirror's transaction effects).
 *
 * Actions, views and saved games are plain JSON data, and every action is tagged by `kind`.
 * A state serialises to JSON (`JSON.stringify(state)`) but may be a class with compact fields
 * inside. Engines may mutate a state in place on their fast path (`applyInPlace`, used by
 * self-play, search and the CLI); the public `apply` never mutates.
 */
import type { Random } from '../cards/random.js';
import type { OptionValues, RulesetBase } from '../rules/ruleset.js';

/** Every action of every family is plain data tagged by `kind` ("deal", "bid", "play", "place"...). */
export interface GameAction {
  readonly kind: string;
}

/**
 * Something that happened, returned by `apply` (and pushed by `applyInPlace` when asked): a card
 * played, a trick won, a hand scored with its derivation, a round judged, the game over... Hosts
 * announce and animate from events; nobody works out what happened by comparing views.
 */
export interface GameEvent {
  readonly kind: string;
}

/** The event every family sends last: the game has ended. */
export interface GameOverEvent {
  readonly kind: 'game-over';
  readonly result: GameResult;
}

/** Who the game is waiting for. */
export type ToAct =
  { readonly kind: 'players'; readonly players: readonly number[] } | { readonly kind: 'chance' } | { readonly kind: 'over' };

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

/** A new game, or why it cannot be set up (`bad-setup`, `bad-option`). */
export type CreateResult<S> = { readonly ok: true; readonly state: S } | { readonly ok: false; readonly error: ActionError };

/** The state after an action with what happened, or a refusal (the old state is untouched). */
export type ApplyResult<S, E extends GameEvent = GameEvent> =
  { readonly ok: true; readonly state: S; readonly events: readonly E[] } | { readonly ok: false; readonly error: ActionError };

/** One line of a score explanation: points and how they came about. */
export interface ScoreLine {
  /** What scored: "three Jacks", "Unlucky", ... */
  readonly label: string;
  readonly points: number;
  /** The derivation, e.g. "2 × 10 = 20". */
  readonly explanation: string;
  /**
   * What scored as data, for a host that says `label` in another language: the family's phrase
   * and its values (`['group', 3, 'J', '']` for "three Jacks"); the family's phrasebook reads it.
   */
  readonly phrase?: readonly [string, ...(string | number)[]];
}

/** A player's score for a hand or a game, line by line; `total` is the sum of the lines. */
export interface ScoreSheet {
  readonly player: number;
  readonly total: number;
  readonly lines: readonly ScoreLine[];
  /** The seats whose pooled tricks the sheet scores, when the player is in a team (partners share the total). */
  readonly partners?: readonly number[];
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
  /** `SAVED_GAME_VERSION` (src/core/game/saved.ts) when written; older versions are refused with a reason. */
  readonly version: number;
  readonly family: string;
  /** The ruleset's name, to check a replay is loaded against the right rules. */
  readonly ruleset: string;
  readonly setup: { readonly players: number; readonly seed: number | string; readonly options: OptionValues };
  readonly log: readonly A[];
}

/**
 * One game family's engine. `S` is the state, `A` an action (player or chance), `V` a player's
 * view, `E` what its actions report.
 */
export interface GameEngine<R extends RulesetBase, S, A, V, E extends GameEvent = GameEvent> {
  readonly family: R['family'];
  /** A new game, waiting for its first chance action (or a refusal for bad setup). */
  create(ruleset: R, setup: GameSetup): CreateResult<S>;
  /** Who acts now. The answer (its seat list too) may be shared between calls and must not be changed. */
  toAct(state: S): ToAct;
  /** A short name of the current phase ("bidding", "tricks", ...). */
  phase(state: S): string;
  /**
   * Every action `player` may take now (empty if it is not their turn): never more than a
   * handful of small actions (a card, a card and a batch, a bid). A fresh array; the action
   * objects in it may be shared between calls and must not be changed.
   */
  legalActions(state: S, player: number): readonly A[];
  /** The next chance action, drawn from the state's seeded generator (does not change the state). */
  chanceAction(state: S): A;
  /**
   * Apply an action without changing `state`: a new state and what happened, or a refusal. The
   * action is checked here, so it may come from anywhere (a saved game, a message, a page).
   */
  apply(state: S, action: unknown): ApplyResult<S, E>;
  /**
   * Fast path: change `state`, pushing what happened onto `events` when it is given; on refusal
   * return the error and leave the state exactly as it was. `action` may come from untrusted
   * JSON: anything that is not an action of the family is refused as `malformed-action`.
   */
  applyInPlace(state: S, action: unknown, events?: E[]): ActionError | null;
  clone(state: S): S;
  /**
   * What `player` may see: plain data (`JSON.stringify` gives all of it), never another
   * player's hidden cards. Two states that differ only in what `player` cannot see give equal views.
   */
  view(state: S, player: number): V;
  /**
   * A full state consistent with everything `view` shows (OpenSpiel's ResampleFromInfostate):
   * the hidden cards drawn at random among the deals that the view allows. Search players
   * plan on such worlds; the returned state plays on like any other.
   */
  sampleWorld(ruleset: R, view: V, rng: Random): S;
  /** Score sheets so far, with derivations, by seat. */
  explain(state: S): readonly ScoreSheet[];
  /** The result, once the game is over. */
  result(state: S): GameResult | null;
  /** The actions applied so far, chance actions included. */
  log(state: S): readonly A[];
}

/**
 * An engine without `sampleWorld`: everything needed to play, show, save and replay a game. A
 * table's first paint needs no more (the search players, which sample hidden cards, bring the
 * sampling in their own chunk), and the saved-game functions ask for no more.
 */
export type PlayingEngine<R extends RulesetBase, S, A, V, E extends GameEvent = GameEvent> = Omit<GameEngine<R, S, A, V, E>, 'sampleWorld'>;

/**
 * The part of an engine that sets a game up and shows it, without applying any action: who acts,
 * the phase, a seat's view, the result and the log. A table's first paint needs no more; the rest
 * of the engine (legal actions, chance draws, applying, score sheets) comes with the code that plays.
 */
export type ShowingEngine<R extends RulesetBase, S, A, V, E extends GameEvent = GameEvent> = Pick<
  GameEngine<R, S, A, V, E>,
  'family' | 'create' | 'toAct' | 'phase' | 'view' | 'result' | 'log'
>;

/** A computer player: decides from its own view and the legal actions only (it never sees the state). */
export interface Bot<V, A> {
  readonly name: string;
  decide(view: V, legal: readonly A[]): A;
  /**
   * Offered only by players that choose from the legal actions alone (the uniform random
   * player): the very choice `decide` would make, without a view, so that a host need not build
   * one (see `askBot`). A player that reads its view must not offer it.
   */
  decideFromLegal?(legal: readonly A[]): A;
}

/**
 * Ask `bot` for `player`'s action: the view is built only for a player that reads it (a player
 * that chooses from the legal actions alone says so with `decideFromLegal`). What every host's
 * game loop calls, so that no decision builds a view nobody reads.
 */
export function askBot<S, V, A>(
  bot: Bot<V, A>,
  engine: { view(state: S, player: number): V },
  state: S,
  player: number,
  legal: readonly A[],
): A {
  return bot.decideFromLegal !== undefined ? bot.decideFromLegal(legal) : bot.decide(engine.view(state, player), legal);
}

/** Every engine's public `apply`: apply the action to a copy, collecting its events. */
export function applyToCopy<S, E extends GameEvent>(
  clone: (state: S) => S,
  applyInPlace: (state: S, action: unknown, events?: E[]) => ActionError | null,
  state: S,
  action: unknown,
): ApplyResult<S, E> {
  const next = clone(state);
  const events: E[] = [];
  const error = applyInPlace(next, action, events);
  return error ? { ok: false, error } : { ok: true, state: next, events };
}
