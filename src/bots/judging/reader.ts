/**
 * The reader plays to the judge: from the rounds the current judge has already decided (public
 * once decided), it learns which tags that judge rewards, and places the card that the judge's
 * learned taste plus the tag match rates highest.
 */
import { Random } from '../../cards/random.js';
import type { Bot } from '../../engine/game.js';
import type { CardFace, JudgingAction, JudgingView, RoundView } from '../../engine/judging/types.js';
import type { ScoringBotSettings } from './matcher.js';
import { defaultPlacing, placeByScore } from './placer.js';
import { sharedTags, tasteFor } from './score.js';
import { defaultTaste, TasteJudge } from './taste.js';

/** How the reader learns: passes over the judge's rounds and the step of each correction. */
export interface LearningSettings {
  readonly passes: number;
  readonly step: number;
}

/** The default learning: a few passes of a perceptron with a step of about half a shared tag. */
export const defaultLearning: LearningSettings = { passes: 4, step: 0.5 };

function best(round: RoundView, weights: ReadonlyMap<string, number>): CardFace | null {
  let top: CardFace | null = null;
  let topScore = -Infinity;
  for (const j of round.judged) {
    const s = sharedTags(round.green, j.card) + tasteFor(weights, j.card);
    if (s > topScore) {
      topScore = s;
      top = j.card;
    }
  }
  return top;
}

/**
 * The tag weights that explain a judge's past choices on top of plain matching (a perceptron:
 * when the learned taste would have picked another card, move towards the winner's tags).
 */
export function learnTaste(history: readonly RoundView[], judge: number, settings: LearningSettings = defaultLearning): Map<string, number> {
  const weights = new Map<string, number>();
  const rounds = history.filter((r) => r.judge === judge && r.winner !== null && r.judged.length > 1);
  for (let pass = 0; pass < settings.passes; pass++) {
    let mistakes = 0;
    for (const r of rounds) {
      const guess = best(r, weights);
      const won = (r.winner as { card: CardFace }).card;
      if (!guess || guess.id === won.id) continue;
      mistakes++;
      for (const t of won.tags) weights.set(t, (weights.get(t) ?? 0) + settings.step);
      for (const t of guess.tags) weights.set(t, (weights.get(t) ?? 0) - settings.step);
    }
    if (mistakes === 0) break;
  }
  return weights;
}

/** A player that places what the current judge has been seen to like; judges with its own seeded taste. */
export function readerBot(
  seed: number | string,
  settings: ScoringBotSettings & { readonly learning?: LearningSettings } = {},
): Bot<JudgingView, JudgingAction> {
  const random = Random.from(seed, 0x52454144);
  const judge = new TasteJudge(seed, settings.taste ?? defaultTaste);
  const placing = settings.placing ?? defaultPlacing;
  const learning = settings.learning ?? defaultLearning;
  return {
    name: 'reader',
    decide(view, legal) {
      if (view.phase === 'judging') return judge.choose(view, legal);
      const green = view.green;
      const weights = learnTaste(view.history, view.judge, learning);
      return placeByScore(view, legal, (card) => (green ? sharedTags(green, card) + tasteFor(weights, card) : 0), random, placing);
    },
  };
}
