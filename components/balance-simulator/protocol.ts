/** The messages between `<balance-simulator>` and its Web Worker (plain, structured-cloneable data). */
import type { SimulationResult } from '../../src/core/bots/simulate-games.js';

/** Where a ruleset comes from: a shipped file, or rules text (e.g. from the rules editor). */
export type RulesSource = { readonly file: string } | { readonly text: string };

/** Page → worker: run these games for each ruleset, one after another. */
export interface RunMessage {
  readonly kind: 'run';
  readonly rulesets: readonly RulesSource[];
  readonly seats: readonly string[];
  readonly games: number;
  readonly seed: string;
}

/** Worker → page. */
export type WorkerReply =
  | { readonly kind: 'progress'; readonly done: number; readonly total: number }
  | { readonly kind: 'done'; readonly results: readonly SimulationResult[] }
  | { readonly kind: 'error'; readonly message: string };
