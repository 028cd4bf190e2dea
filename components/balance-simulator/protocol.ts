/** The messages between `<balance-simulator>` and its Web Workers (plain, structured-cloneable data). */
import type { RulesetSource } from '../../src/core/rules/load.js';
import type { SimulationTally } from '../../src/core/bots/simulate-games.js';

/** Where a ruleset comes from: a shipped file, or rules text (e.g. from the rules editor). */
export type RulesSource = RulesetSource;

/** Page → worker, once: the rulesets, seats and seed of the run (the worker loads and checks them). */
export interface RunMessage {
  readonly kind: 'run';
  readonly rulesets: readonly RulesSource[];
  readonly seats: readonly string[];
  readonly seed: string;
}

/** Page → worker, one at a time: play games `first` to `first + games - 1` of one ruleset. */
export interface PartMessage {
  readonly kind: 'part';
  /** Index into the run's rulesets. */
  readonly ruleset: number;
  readonly first: number;
  readonly games: number;
}

/** Page → worker. */
export type PageMessage = RunMessage | PartMessage;

/** Worker → page. */
export type WorkerReply =
  /** Games of the current part finished so far (a few times a second). */
  | { readonly kind: 'progress'; readonly done: number }
  | { readonly kind: 'part-done'; readonly ruleset: number; readonly first: number; readonly result: SimulationTally }
  | { readonly kind: 'error'; readonly message: string };
