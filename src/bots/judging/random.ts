/** The random player: any legal action, uniformly, from its own seeded generator. */
import { Random } from '../../cards/random.js';
import type { Bot } from '../../engine/game.js';
import type { JudgingAction, JudgingView } from '../../engine/judging/types.js';

/** A player that places, declares done and judges at random (seeded). */
export function randomJudgingBot(seed: number | string): Bot<JudgingView, JudgingAction> {
  const random = Random.from(seed, 0x52414e44);
  return {
    name: 'random',
    decide: (_view, legal) => random.pick(legal),
  };
}
