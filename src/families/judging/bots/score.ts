/** How computer players relate cards: shared tags between a green and a red card, and a taste over tags. */
import type { CardFace, JudgingView } from '../engine/types.js';

/** Weights by tag; a tag without a weight weighs 0. */
export interface TagWeights {
  get(tag: string): number | undefined;
}

/**
 * +1 when the judge picks the best match, -1 when the worst (Crab Apples): every player that
 * scores how well a red card matches multiplies by this, so all of them follow the rule.
 */
export function matchSign(view: JudgingView): 1 | -1 {
  return view.numbers.judgeChooses === 'worst' ? -1 : 1;
}

/** How many tags the green card and the red card share. */
export function sharedTags(green: CardFace, red: CardFace): number {
  let n = 0;
  for (const t of red.tags) if (green.tags.includes(t)) n++;
  return n;
}

/** The sum of the weights of a card's tags. */
export function tasteFor(weights: TagWeights, card: CardFace): number {
  let sum = 0;
  for (const t of card.tags) sum += weights.get(t) ?? 0;
  return sum;
}
