/**
 * `import … from 'pomona'`: the package's API for Node and bundlers (nothing here touches the
 * DOM; files are read through `process.getBuiltinModule`, so the module bundles for a browser).
 * A small surface, one naming scheme (functions are verbs, `load…`, `create…`, `simulate…`,
 * `save…`; types are nouns), and a guide with examples that run as tests: docs/node.md.
 *
 * - **Rulesets**: `loadRulesetFile`, `loadRulesetFromSources`, `loadBundledRuleset`,
 *   `bundledRulesetNames`; a broken ruleset is `{ ok: false, diagnostics }`, printed with
 *   `formatDiagnostic`.
 * - **Games**: `gameEngine(ruleset)` is the engine of the ruleset's family: `create`, `toAct`,
 *   `legalActions`, `apply`, `view`, `explain` (a score with its derivation), `result`, `log`.
 * - **Computer players**: `botNames(ruleset)` and `createBot(ruleset, name, { seed })`.
 * - **Many games**: `simulateGames(ruleset, { games, seats, seed, onProgress })`.
 * - **Saved games and replays**: `saveGame`, `loadSavedGame`, `replayLog`: the format the
 *   elements save in (`<apples-table persist>`) and `pomona replay` reads.
 * - **Families**: `familyDescriptor`, `registeredFamilies`, `registerFamily`, for hosts that
 *   need a family's notation or words, and for families of one's own (docs/architecture.md).
 *
 * Importing the package registers no family: each function that needs the registry registers
 * the shipped families when first called, so a bundle that uses `Random` alone leaves them out.
 * The elements are not here: they are `pomona/elements` and one entry per game.
 */
import * as registry from './core/registry.js';
import * as bundled from './core/rules/bundled.js';
import * as load from './core/rules/load.js';
import * as nodeHost from './core/rules/node-host.js';
import { shippedNameBeside, withShippedFallback } from './core/rules/shipped-fallback.js';
import * as saved from './core/game/saved.js';
import { simulateGames as playAndSummarise, type SimulationResult } from './core/bots/simulate-games.js';
import type { Bot, GameEngine, GameEvent, SavedGame } from './core/game/game.js';
import type { OptionValues, Ruleset } from './core/rules/ruleset.js';
import type { ReadOutcome } from './core/rules/source-text.js';
import { registerShippedFamilies } from './families/shipped.js';

export type {
  ActionError,
  ApplyResult,
  Bot,
  CreateResult,
  GameAction,
  GameEngine,
  GameEvent,
  GameResult,
  GameSetup,
  SavedGame,
  ScoreLine,
  ScoreSheet,
  ToAct,
} from './core/game/game.js';
export type { ReplayResult } from './core/game/saved.js';
export type { SimulationResult } from './core/bots/simulate-games.js';
export type { Diagnostic } from './core/rules/diagnostic.js';
export type { LoadResult } from './core/rules/load.js';
export type { OptionValues, Ruleset } from './core/rules/ruleset.js';
export type { ReadOutcome } from './core/rules/source-text.js';
export type { AnyFamilyDescriptor, FamilyDescriptor } from './core/registry.js';
export { formatDiagnostic } from './core/rules/format-any-language.js';
export { Random } from './core/cards/random.js';

/** The descriptor of a ruleset's family (the shipped families are registered first); throws for a family nobody registered. */
function familyOf(ruleset: Ruleset): registry.AnyFamilyDescriptor {
  registerShippedFamilies();
  const descriptor = registry.familyDescriptor(ruleset.family);
  if (!descriptor) throw new Error(`no family '${ruleset.family}' is registered (see registerFamily)`);
  return descriptor;
}

/**
 * Load a `.rules` file from disk with everything it extends or includes: the ruleset, or its
 * diagnostics. A file it names that is not on disk is the shipped file of that name, counted from
 * the entry's folder, as on a web page: `extends "apples.rules"` and `decks/red.cards` work anywhere.
 */
export function loadRulesetFile(path: string): load.LoadResult {
  registerShippedFamilies();
  const entry = path.replace(/\\/g, '/');
  return load.loadRulesetFromSources(entry, withShippedFallback(nodeHost.readRulesFile, shippedNameBeside(entry)));
}

/** Load a ruleset from files you provide: `read(path)` gives a file's text, or undefined when there is none. */
export function loadRulesetFromSources(entry: string, read: (path: string) => ReadOutcome): load.LoadResult {
  registerShippedFamilies();
  return load.loadRulesetFromSources(entry, read);
}

/** Load a ruleset shipped with the package by its file name ("apples.rules"). */
export function loadBundledRuleset(name: string): Promise<load.LoadResult> {
  registerShippedFamilies();
  return bundled.loadBundledRuleset(name);
}

/** The file names of the rulesets shipped with the package ("apples.rules", "orchard.rules", ...). */
export function bundledRulesetNames(): string[] {
  return bundled.bundledRulesetNames();
}

/**
 * The engine that plays a ruleset: `create(ruleset, { players, seed, options })`, then `toAct`,
 * `legalActions`, `apply` (a refused action leaves the state as it was), `view` (what one seat
 * sees), `explain` (each seat's score line by line with its derivation), `result` and `log`.
 */
export function gameEngine(ruleset: Ruleset): GameEngine<Ruleset, unknown, unknown, unknown> {
  return familyOf(ruleset).engine as GameEngine<Ruleset, unknown, unknown, unknown>;
}

/** The names of the computer players a ruleset's family offers ("random", "rules", "search", ...), each with how it decides. */
export function botNames(ruleset: Ruleset): { readonly name: string; readonly description: string }[] {
  return Object.entries(familyOf(ruleset).bots).map(([name, bot]) => ({ name, description: bot.description }));
}

/** Options of `createBot`. */
export interface BotOptions {
  /** Makes the player's random choices repeatable (default 1). */
  readonly seed?: number | string;
}

/** A computer player by name: `decide(view, legalActions)` gives its action. Throws for a name the family does not offer. */
export function createBot(ruleset: Ruleset, name: string, options: BotOptions = {}): Bot<unknown, unknown> {
  const { bots } = familyOf(ruleset);
  const maker = Object.prototype.hasOwnProperty.call(bots, name) ? bots[name] : undefined;
  if (!maker) throw new Error(`${ruleset.name} has no computer player '${name}' (${Object.keys(bots).join(', ')})`);
  return maker.create(ruleset, options.seed ?? 1);
}

/** Options of `simulateGames`. */
export interface SimulateOptions {
  /** How many games to play. */
  readonly games: number;
  /** Computer players by starting seat (the seats rotate one place a game); default: the fewest players the rules allow, each the family's default player. */
  readonly seats?: readonly string[];
  /** The same seed gives the same games (default 1). */
  readonly seed?: number | string;
  /** Called after each game with the games done and the games asked for. */
  readonly onProgress?: (done: number, total: number) => void;
  /** Stops the run before the next game once `aborted` is true (an `AbortSignal` fits); the result counts the games played. */
  readonly signal?: { readonly aborted: boolean };
}

/** Computer players play many games of a ruleset: win shares by player, mean scores, game lengths and speed (what `pomona simulate` reports). */
export function simulateGames(ruleset: Ruleset, options: SimulateOptions): SimulationResult {
  const descriptor = familyOf(ruleset);
  const { games, onProgress, signal } = options;
  const seats = options.seats ?? Array.from({ length: ruleset.players.min }, () => descriptor.defaultBot);
  return playAndSummarise(
    descriptor,
    ruleset,
    { seats, games, seed: String(options.seed ?? 1) },
    {
      ...(onProgress ? { progress: (done: number) => onProgress(done, games) } : {}),
      ...(signal ? { signal } : {}),
      keepGames: true,
    },
  );
}

/** The setup of a game to save: as given to `create`, with every option's value. */
export interface SavedSetup {
  readonly players: number;
  readonly seed: number | string;
  readonly options?: OptionValues;
}

/** A game as a saved game: plain JSON that `loadSavedGame`, `pomona replay` and the elements' `persist` read back. */
export function saveGame(ruleset: Ruleset, setup: SavedSetup, state: unknown): SavedGame<unknown> {
  return saved.toSavedGame(gameEngine(ruleset), ruleset, { ...setup, options: setup.options ?? {} }, state);
}

/**
 * Check a saved game (untrusted JSON: a file, local storage) against a ruleset and replay it: the
 * state it reached, or why it cannot be loaded (another game, other rules, another version, an
 * action the rules refuse). Cards may be written in notation ("3D") or as the engine's numbers.
 */
export function loadSavedGame(ruleset: Ruleset, save: unknown): saved.ReplayResult<unknown> {
  const descriptor = familyOf(ruleset);
  const checked = saved.checkSavedGame(save, ruleset.family, ruleset.name, (json) => descriptor.parseAction(ruleset, json));
  if (!checked.ok) return checked;
  return saved.replayLog(descriptor.engine, ruleset, checked.saved.setup, checked.saved.log);
}

/**
 * Replay the first `upTo` actions of a log (all by default) from a setup: the state, or where and
 * why it stopped. `onEvents` hears what each action did (for a replay viewer of one's own).
 */
export function replayLog(
  engine: GameEngine<Ruleset, unknown, unknown, unknown>,
  ruleset: Ruleset,
  setup: SavedSetup,
  log: readonly unknown[],
  upTo?: number,
  onEvents?: (index: number, events: readonly GameEvent[]) => void,
): saved.ReplayResult<unknown> {
  return saved.replayLog(engine, ruleset, setup, log, upTo, onEvents);
}

/** The descriptor of a registered family (its engine, players, notation, words), or undefined. */
export function familyDescriptor(family: string): registry.AnyFamilyDescriptor | undefined {
  registerShippedFamilies();
  return registry.familyDescriptor(family);
}

/** Every registered family, the shipped ones first. */
export function registeredFamilies(): readonly registry.AnyFamilyDescriptor[] {
  registerShippedFamilies();
  return registry.registeredFamilies();
}

/** Make a family of one's own known to every host (the CLI's commands, the loader, `gameEngine`); see docs/architecture.md. */
export const registerFamily = registry.registerFamily;
