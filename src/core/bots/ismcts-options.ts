/** The IS-MCTS player's contract: the engines it can plan with, where an iteration stops, and its options. */
import type { Random } from '../cards/random.js';
import type { GameEngine, GameEvent } from '../game/game.js';
import type { RulesetBase } from '../rules/ruleset.js';
import type { BotMaker } from '../registry.js';

/** An engine the search can plan with: one that can sample worlds from a view. */
export type SearchableEngine<R extends RulesetBase, S, A, V, E extends GameEvent = GameEvent> = GameEngine<R, S, A, V, E> & {
  sampleWorld(ruleset: R, view: V, rng: Random): S;
};

/**
 * Where an iteration stops short of the end of the game, and what the world is worth there: made
 * for each sampled world at the decision (so it can remember where the decision stood).
 */
export interface Horizon<S> {
  /** Has the iteration gone far enough (e.g. the hand under way has been scored)? */
  stop(world: S): boolean;
  /** Each player's worth of the world where the iteration stopped, 0 to 1 (read before the next call: it may be reused). */
  values(world: S): readonly number[];
}

/** How hard the player thinks and how it plays out the games it imagines. */
export interface IsmctsOptions<R extends RulesetBase, V, A, S = unknown> {
  /** Iterations (sampled worlds, each played to the end) per decision. Default 1000. Ignored when `ms` is given. */
  readonly iterations?: number;
  /**
   * Stop iterating once the iterations have played this many actions in all (tree walks and
   * play-outs, chance events included), even before `iterations`: a budget of work, so a decision
   * early in a hand (long play-outs) costs about as much time as one late in it, and still
   * repeats exactly for a seed. Default: no limit. Not used with `ms`.
   */
  readonly actionBudget?: number;
  /**
   * Think for this many milliseconds per decision instead of a number of iterations (at least
   * one iteration always runs). Decisions then depend on the machine's speed: use iterations
   * where results must repeat.
   */
  readonly ms?: number;
  /**
   * With `iterations`: also stop once this many milliseconds have passed since the decision began
   * (measured with `performance.now()`), choosing from the iterations done so far (at least one).
   * A limit on waiting for hosts where a person watches (a slow machine, code not yet optimised):
   * where it cuts in, the decision depends on the machine's speed and load, so leave it out where
   * results must repeat (simulations, tests, benchmarks of strength).
   */
  readonly deadlineMs?: number;
  /**
   * How the imagined games are played out after the tree: 'random' (the default: a uniformly
   * random legal action, the cheapest), or a family's computer player (e.g. its rule-based
   * one), created afresh for every seat of every rollout.
   */
  readonly rollout?: 'random' | BotMaker<R, V, A>;
  /**
   * A play-out policy that reads the imagined world itself instead of a view (cheaper than a
   * computer player, which needs a view built for every decision). The world is the searcher's own
   * sample, so nothing hidden leaks. Takes precedence over `rollout`.
   */
  readonly rolloutPolicy?: (world: S, player: number, legal: readonly A[], rng: Random) => A;
  /**
   * A family's own version of the 'random' play-out, cheaper than the generic one: it must play
   * `world` on from where the tree left it exactly as the generic play-out would (stop when
   * `horizon` says so, checked before every step, or at the end of the game, or after `budget`
   * steps; who acts drawn with `rng.pick` when several may; a legal action drawn with
   * `rng.below` of their count, no draw when there is one) and return the steps played. The same
   * random numbers then give the same decisions with it or without. Used only with 'random' play-outs.
   */
  readonly randomPlayOut?: (world: S, budget: number, horizon: Horizon<S> | null, rng: Random) => number;
  /**
   * The most actions (chance events included) an iteration plays after the decision; a world
   * not finished by then is valued by its score sheets so far (`engine.explain`: the highest
   * totals count as winning). Default: no limit, every world is played to the end. For games of
   * many hands (Apples to 500 points), a limit keeps iterations short.
   */
  readonly maxActions?: number;
  /**
   * Stop every iteration at a horizon instead of the end of the game (for games of many hands:
   * the end of the hand under way, valued by its scores). Made from the world at the decision.
   * Without it, iterations play to the end of the game (or `maxActions`) and are valued by the result.
   */
  readonly horizon?: (world: S) => Horizon<S>;
  /**
   * Distinct worlds sampled per decision: iteration i plays on a copy of world i mod `worlds`.
   * Default: a fresh world for every iteration. Where sampling a world costs more than playing
   * it out (Apples: tens of microseconds against a few), fewer worlds buy many more iterations.
   */
  readonly worlds?: number;
  /**
   * With `worlds`: copy a sampled world into the scratch world of the previous iteration (or a
   * new one when `into` is null) and return it; saves allocating a state every iteration.
   * Default `engine.clone`.
   */
  readonly copyWorld?: (from: S, into: S | null) => S;
  /** The UCT exploration constant (results are worth 0 to 1). Default 0.7. */
  readonly exploration?: number;
  /**
   * How a finished game is worth to a player, between 0 and 1: `winWeight` × (1 for a win,
   * 1/k for a win shared by k players, else 0) + (1 − `winWeight`) × the player's score
   * normalised between the lowest (0) and the highest (1) score of that game. Default 0.5:
   * winning matters, and so does by how much (a smoother signal than wins alone).
   */
  readonly winWeight?: number;
  /** The bot's name in reports. Default 'mcts'. */
  readonly name?: string;
}
