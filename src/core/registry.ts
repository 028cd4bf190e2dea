/**
 * The family registry: for each ruleset family, its engine, its named computer players, and how
 * to read, write and describe its actions. The generic commands (`pomona replay`, `pomona
 * simulate`) and any host that plays "whatever ruleset was loaded" look a family up here.
 *
 * Adding a family is one entry in `families` below. It lives with the bots because an entry
 * bundles a family's engine with its computer players (engines never import bots).
 */
import type { Family, Ruleset } from './rules/ruleset.js';
import type { Bot, GameEngine, GameEvent } from './game/game.js';
import { trickEntry } from '../families/trick/bots/entry.js';
import { draftingEntry } from '../families/drafting/bots/entry.js';
import { judgingEntry } from '../families/judging/bots/entry.js';

/** A named kind of computer player. */
export interface BotMaker<R extends Ruleset, V, A> {
  /** A player for a ruleset; `seed` makes its random choices repeatable. */
  create(ruleset: R, seed: number | string): Bot<V, A>;
}

/** A named kind of computer player, with a line saying how it decides. */
export interface BotFactory<R extends Ruleset, V, A> extends BotMaker<R, V, A> {
  /** One line for `--help`: how this player decides. */
  readonly description: string;
}

/** An action read from JSON, or what is wrong with it. */
export type ParsedFamilyAction<A> = { readonly ok: true; readonly action: A } | { readonly ok: false; readonly message: string };

/**
 * A family's engine and its named computer players: all a host that only plays the games needs
 * (the web components import this part alone, so the notation below stays out of the embed).
 */
export interface FamilyPlayers<R extends Ruleset = Ruleset, S = unknown, A = unknown, V = unknown> {
  readonly family: R['family'];
  readonly engine: GameEngine<R, S, A, V>;
  /** Computer players by name ("random", "rules", "search"); every family offers "random". */
  readonly bots: Readonly<Record<string, BotMaker<R, V, A>>>;
}

/** Everything the generic commands need about one family: its players, and how its actions and states are read and told. */
export interface FamilyEntry<R extends Ruleset = Ruleset, S = unknown, A = unknown, V = unknown> extends FamilyPlayers<R, S, A, V> {
  /** The same players, each with its description. */
  readonly bots: Readonly<Record<string, BotFactory<R, V, A>>>;
  /** Read an action from a scenario or saved-game file. */
  parseAction(ruleset: R, json: unknown): ParsedFamilyAction<A>;
  /** An action as readable JSON (the inverse of parseAction). */
  actionToJSON(ruleset: R, action: A): unknown;
  /** Is this a chance action (a deal, a shuffle)? Replays draw missing chance events from the seed. */
  isChanceAction(action: A): boolean;
  /** The family's own refusal codes (beyond the shared ones of src/core/game/refusals.ts), each with what it means. */
  readonly refusals: Readonly<Record<string, string>>;
  /** An action in words, for replays: "Player 2 bids 2 spades". */
  describeAction(ruleset: R, action: A): string;
  /** An event (what an action did) in words, for replays: "Player 3 wins trick 4 (AS 2S 9S 10S)." */
  describeEvent?(ruleset: R, event: GameEvent): string;
  /** Each finished hand's (round's) score by seat, for averages. */
  roundScores(state: S): readonly (readonly number[])[];
  /** The state as JSON for `replay --json` (only what a table shows at the end: nothing hidden is needed). */
  summary(state: S): unknown;
  /** The state in lines of text for `replay`. */
  summaryText(state: S): readonly string[];
}

/** The registered families. */
export const families: Readonly<Partial<Record<Family, FamilyEntry>>> = {
  'trick-taking': trickEntry,
  drafting: draftingEntry,
  judging: judgingEntry,
};

/** The entry of a family, or undefined when none is registered. */
export function familyEntry(family: Family): FamilyEntry | undefined {
  return families[family];
}
