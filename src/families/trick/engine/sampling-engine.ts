/**
 * The whole trick-taking engine: the playing engine of engine.ts with `sampleWorld`. A module of
 * its own so that a table's first paint, which plays with `trickPlayingEngine`, does not carry the
 * sampling that only the search players (loaded after it) use.
 */
import type { Random } from '../../../core/cards/random.js';
import type { TrickRuleset } from '../ruleset.js';
import type { GameEngine } from '../../../core/game/game.js';
import type { TrickAction } from './actions.js';
import { trickPlayingEngine } from './engine.js';
import type { TrickEvent } from './events.js';
import { sampleWorld } from './sample-world.js';
import type { TrickState } from './state.js';
import type { TrickView } from './view.js';

/** The trick-taking engine: `GameEngine` with `sampleWorld` always present. */
export type TrickEngine = GameEngine<TrickRuleset, TrickState, TrickAction, TrickView, TrickEvent> & {
  sampleWorld(ruleset: TrickRuleset, view: TrickView, rng: Random): TrickState;
};

/** The trick-taking family's engine. */
export const trickEngine: TrickEngine = { ...trickPlayingEngine, sampleWorld };
