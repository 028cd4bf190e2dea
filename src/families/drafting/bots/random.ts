/** The random Orchard player: a uniformly random legal placement. */
import { Random } from '../../../core/cards/random.js';
import type { Bot } from '../../../core/game/game.js';
import type { DraftingAction, DraftingView } from '../engine/types.js';

/**
 * Picks uniformly among the legal actions, from its own seeded generator. A class, not closures:
 * self-play makes one for every seat of every game, and its methods are then shared.
 */
class RandomDraftBot implements Bot<DraftingView, DraftingAction> {
  readonly name = 'random';
  private readonly rng: Random;

  constructor(seed: number | string) {
    this.rng = Random.from(seed, 0x7a11);
  }

  decide(_view: DraftingView, legal: readonly DraftingAction[]): DraftingAction {
    return this.rng.pick(legal);
  }

  // The view is never read: hosts may skip building it.
  decideFromLegal(legal: readonly DraftingAction[]): DraftingAction {
    return this.rng.pick(legal);
  }
}

/** A bot that picks uniformly among the legal actions, from its own seeded generator. */
export function createRandomDraftBot(seed: number | string = 0): Bot<DraftingView, DraftingAction> {
  return new RandomDraftBot(seed);
}
