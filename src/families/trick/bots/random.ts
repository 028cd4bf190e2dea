/** The random player: uniform over the legal actions. */
import { Random } from '../../../core/cards/random.js';
import type { Bot } from '../../../core/game/game.js';
import type { TrickAction, TrickView } from '../engine/index.js';

/** A player that picks uniformly among the legal actions, repeatably for a seed. */
export function createRandomBot(seed: number | string): Bot<TrickView, TrickAction> {
  const rng = Random.from(seed, 0x5eed);
  return {
    name: 'random',
    decide(_view, legal) {
      return rng.pick(legal);
    },
    // The view is never read: hosts may skip building it.
    decideFromLegal(legal) {
      return rng.pick(legal);
    },
  };
}
