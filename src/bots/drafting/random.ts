/** The random Orchard player: a uniformly random legal placement. */
import { Random } from '../../cards/random.js';
import type { Bot } from '../../engine/game.js';
import type { DraftAction, DraftView } from '../../engine/drafting/types.js';

/** A bot that picks uniformly among the legal actions, from its own seeded generator. */
export function createRandomDraftBot(seed: number | string = 0): Bot<DraftView, DraftAction> {
  const rng = Random.from(seed, 0x7a11);
  return {
    name: 'random',
    decide(_view: DraftView, legal: readonly DraftAction[]): DraftAction {
      return rng.pick(legal);
    },
    // The view is never read: hosts may skip building it.
    decideFromLegal(legal: readonly DraftAction[]): DraftAction {
      return rng.pick(legal);
    },
  };
}
