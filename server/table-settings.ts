/** The settings every table of a server process shares (the server's options set them). */
import type { BotPool } from './bot-pool.js';

/** Settings of every table of a server process. */
export interface TableSettings {
  readonly bots: BotPool;
  /** How long a computer player waits before its move shows (ms). */
  readonly botDelayMs: number;
  /** How long a dropped seat is held (s). */
  readonly holdSeconds: number;
  /** How long a disconnected person's turn waits before a bot moves for them (ms). */
  readonly standInMs: number;
  /** How long a table without anyone connected stays open (ms). */
  readonly emptyCloseMs: number;
  /** The most tables this process holds ("server full" beyond). */
  readonly maxTables: number;
  /**
   * The longest rules text may take to check (ms). The table's thread compiles the text after
   * the worker's check, and every table of the process waits while it does.
   */
  readonly rulesBudgetMs: number;
}

/** Messages per second a client may send before it is disconnected. */
export const MAX_MESSAGES_PER_SECOND = 20;
