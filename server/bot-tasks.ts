/** The messages between a table's thread and the bot workers (structured-cloned plain data). */
import type { RulesChoice } from './protocol.js';

/** Work for a bot worker. */
export type WorkerTask =
  | {
      readonly type: 'decide';
      readonly id: number;
      /** The table's key: rulesets and players are kept per table. */
      readonly table: string;
      readonly rules: RulesChoice;
      readonly seat: number;
      readonly bot: string;
      /** The seat's computer-player seed (`TableDriver.seatSeed`: the same seat plays the same on every host). */
      readonly seed: number;
      readonly view: unknown;
      readonly legal: readonly unknown[];
    }
  | { readonly type: 'check'; readonly id: number; readonly rules: RulesChoice }
  | { readonly type: 'forget'; readonly table: string };

/** A worker's answer. */
export type WorkerReply =
  | { readonly id: number; readonly type: 'decided'; readonly index: number; readonly ms: number }
  | {
      readonly id: number;
      readonly type: 'checked';
      readonly ok: true;
      /** How long the check took in the worker (ms): the table's thread will take about as long to compile the rules. */
      readonly ms: number;
      readonly family: string;
      readonly name: string;
      readonly players: readonly [number, number];
    }
  | { readonly id: number; readonly type: 'checked'; readonly ok: false; readonly problems: readonly string[] }
  | { readonly id: number; readonly type: 'failed'; readonly message: string };
