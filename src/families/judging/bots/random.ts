/** The random player: places and stops at random (seeded); judges at random or with a seeded taste. */
import { Random } from '../../../core/cards/random.js';
import type { Bot } from '../../../core/game/game.js';
import type { JudgingAction, JudgingView } from '../engine/types.js';
import { TasteJudge, type TasteSettings } from './taste.js';

/**
 * A player that places and declares done at random. As judge it picks at random, or, given a
 * taste, like the other computer judges (so that only the placing differs in a comparison).
 */
export function randomJudgingBot(
  seed: number | string,
  settings: { readonly taste?: TasteSettings } = {},
): Bot<JudgingView, JudgingAction> {
  const random = Random.from(seed, 0x52414e44);
  const judge = settings.taste ? new TasteJudge(seed, settings.taste) : null;
  const decide = (view: JudgingView, legal: readonly JudgingAction[]): JudgingAction =>
    judge && view.phase === 'judging' ? judge.choose(view, legal) : random.pick(legal);
  // Without a taste the view is never read: hosts may skip building it.
  return judge ? { name: 'random', decide } : { name: 'random', decide, decideFromLegal: (legal) => random.pick(legal) };
}
