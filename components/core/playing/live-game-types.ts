/**
 * The words the live game (live-game.ts) and the controllers around it share: the element's
 * settings, what it shows instead of a table, the code that plays, the hooks the game tells the
 * other controllers through; and two small helpers of a game's start.
 */
import type { GameEvent } from '../../../src/core/game/game.js';
import type { TableDriver } from '../../../src/core/table/table-driver.js';
import type { GameTypes, PlayOf } from '../game-types.js';
import type * as SavedGames from '../replay/replay.js';

/** The element's settings, read from its attributes and properties when a game starts. */
export interface GameSettings {
  readonly seats: string | null;
  readonly seed: string | null;
  readonly options: unknown;
  readonly names: string | null;
  /** Whether a replay is shown instead of the game (nobody acts in the game then). */
  readonly replaying: boolean;
}

/** What the element shows instead of (or besides) the table. */
export type GameStatus =
  | { readonly kind: 'loading' }
  | { readonly kind: 'rules-error'; readonly formatted: readonly string[] }
  | { readonly kind: 'setup-error'; readonly message: string }
  | { readonly kind: 'ready' };

/**
 * The code a table plays with, once imported: the family's (the whole engine, its notation:
 * `FamilyBinding.play`) and the saved-game format's, which checks and replays a save.
 */
export type Played<G extends GameTypes> = PlayOf<G> & {
  /** @internal The code that plays' own part (left out of the package's types, as everything marked internal). */
  readonly saves: typeof SavedGames;
};

/** @internal The table driver of an element's game. */
export type Driver<G extends GameTypes> = TableDriver<G['ruleset'], G['state'], G['action'], G['view']>;

/** What the other controllers hear of the game. */
export interface LiveGameHooks<G extends GameTypes> {
  /** Whether a save waits to be resumed (then the code that plays comes before the table shows). */
  hasSave(): boolean;
  /** Resume the saved game (replay/resume.ts, once the code that plays is here); false if there is none that fits. */
  resume(): boolean;
  /** A game was started or resumed: anything scheduled for the one before is forgotten. */
  started(): void;
  /** The game changed in a way a save must keep (a new game, an action, a face-down choice). */
  changed(): void;
  /** An action was applied, with the engine's events; told before the table is drawn again, so that motion can measure it. */
  applied(action: G['action'], events: readonly GameEvent[]): void;
}

/** Why a table cannot play: its code could not be fetched. */
export function playUnavailable(error: unknown): string {
  return `the game's code could not be loaded (${error instanceof Error ? error.message : String(error)})`;
}

/** A fresh seed when the page gave none (not game randomness: the game draws from the seed). */
export function randomSeed(): string {
  const words = new Uint32Array(2);
  crypto.getRandomValues(words);
  return Array.from(words, (w) => w.toString(36)).join('');
}
