/** The matcher: places the red card sharing the most tags with the green card (the fewest when the judge picks the worst match); judges by its taste. */
import { Random } from '../../../core/cards/random.js';
import type { Bot } from '../../../core/game/game.js';
import type { JudgingAction, JudgingView } from '../engine/types.js';
import { defaultPlacing, placeByScore, type PlacingSettings } from './placer.js';
import { matchSign, sharedTags } from './score.js';
import { defaultTaste, TasteJudge, type TasteSettings } from './taste.js';

/** Settings of the scoring players. */
export interface ScoringBotSettings {
  readonly placing?: PlacingSettings;
  readonly taste?: TasteSettings;
}

/** A player that places the best match by tags (with a little seeded noise) and judges with a seeded taste. */
export function matcherBot(seed: number | string, settings: ScoringBotSettings = {}): Bot<JudgingView, JudgingAction> {
  const random = Random.from(seed, 0x4d415443);
  const judge = new TasteJudge(seed, settings.taste ?? defaultTaste);
  const placing = settings.placing ?? defaultPlacing;
  return {
    name: 'matcher',
    decide(view, legal) {
      if (view.phase === 'judging') return judge.choose(view, legal);
      const green = view.green;
      const sign = matchSign(view);
      return placeByScore(view, legal, (card) => (green ? sign * sharedTags(green, card) : 0), random, placing);
    },
  };
}
