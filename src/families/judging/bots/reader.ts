/**
 * The reader plays to the judge: from the rounds the current judge has already decided (public
 * once decided), it learns which tags that judge rewards, and places the card that the judge's
 * learned taste plus the tag match rates highest.
 */
import { Random } from '../../../core/cards/random.js';
import type { Bot } from '../../../core/game/game.js';
import type { CardFace, JudgingAction, JudgingView, RoundView } from '../engine/types.js';
import type { ScoringBotSettings } from './matcher.js';
import { defaultPlacing, placeByScore } from './placer.js';
import { matchSign, sharedTags, tasteFor } from './score.js';
import { defaultTaste, TasteJudge } from './taste.js';

/** How the reader learns: passes over the judge's rounds, the step of each correction, and how sharp a preference is. */
export interface LearningSettings {
  readonly passes: number;
  readonly step: number;
  /** How many times likelier a winner is per point of score lead (the logistic slope). */
  readonly sharpness: number;
}

/** The default learning: ten passes, steps of half a shared tag, a slope of 2 per point. */
export const defaultLearning: LearningSettings = { passes: 10, step: 0.5, sharpness: 2 };

/**
 * The tag weights that explain a judge's past choices on top of plain matching. Every round says
 * "the winner beat each other judged card"; each such pair moves the weights towards the winner's
 * tags and away from the loser's, the more so the less the current weights already agree
 * (pairwise logistic regression, fitted by a few passes of gradient steps).
 */
export function learnTaste(
  history: readonly RoundView[],
  judge: number,
  settings: LearningSettings = defaultLearning,
  sign: 1 | -1 = 1,
): Map<string, number> {
  const weights = new Map<string, number>();
  const rounds = history.filter((r) => r.judge === judge && r.winner !== null && r.judged.length > 1);
  // `sign` is -1 when judges pick the worst match: plain matching then counts against a card.
  const score = (green: CardFace, card: CardFace): number => sign * sharedTags(green, card) + tasteFor(weights, card);
  const nudge = (tags: readonly string[], by: number): void => {
    for (const t of tags) weights.set(t, (weights.get(t) ?? 0) + by);
  };
  for (let pass = 0; pass < settings.passes; pass++) {
    for (const r of rounds) {
      const won = (r.winner as { card: CardFace }).card;
      for (const other of r.judged) {
        if (other.card.id === won.id) continue;
        const lead = score(r.green, won) - score(r.green, other.card);
        const surprise = 1 / (1 + Math.exp(settings.sharpness * lead));
        nudge(won.tags, settings.step * surprise);
        nudge(other.card.tags, -settings.step * surprise);
      }
    }
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
  // What was learnt about a judge, kept while the decided rounds stay the same (a round's
  // placing asks several times; views share the frozen list of decided rounds).
  let learnt: { judge: number; history: readonly RoundView[]; rounds: number; sign: number; weights: Map<string, number> } | null = null;
  return {
    name: 'reader',
    decide(view, legal) {
      if (view.phase === 'judging') return judge.choose(view, legal);
      const green = view.green;
      const sign = matchSign(view);
      if (
        !learnt ||
        learnt.judge !== view.judge ||
        learnt.history !== view.history ||
        learnt.rounds !== view.history.length ||
        learnt.sign !== sign
      ) {
        learnt = {
          judge: view.judge,
          history: view.history,
          rounds: view.history.length,
          sign,
          weights: learnTaste(view.history, view.judge, learning, sign),
        };
      }
      const weights = learnt.weights;
      return placeByScore(view, legal, (card) => (green ? sign * sharedTags(green, card) + tasteFor(weights, card) : 0), random, placing);
    },
  };
}
