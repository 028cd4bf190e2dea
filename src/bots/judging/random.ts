/** The random player: places and stops at random (seeded); judges at random or with a seeded taste. */
import { Random } from '../../cards/random.js';
import type { Bot } from '../../engine/game.js';
import type { JudgingAction, JudgingView } from '../../engine/judging/types.js';
import { TasteJudge, type TasteSettings } from './taste.js';

/**
 * A player that places and declares done at random. As judge it picks at random, or, given a
 * taste, like the other computer judges (so that only the placing differs in a comparison).
 */
export function randomJudgingBot(seed: number | string, settings: { readonly taste?: TasteSettings } = {}): Bot<JudgingView, JudgingAction> {
  const random = Random.from(seed, 0x52414e44);
  const judge = settings.taste ? new TasteJudge(seed, settings.taste) : null;
  return {
    name: 'random',
    decide: (view, legal) => (judge && view.phase === 'judging' ? judge.choose(view, legal) : random.pick(legal)),
  };
}
