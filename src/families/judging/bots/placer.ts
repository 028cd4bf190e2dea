/** Placing red cards by a score: the best card first, a further card only while one scores well enough. */
import type { Random } from '../../../core/cards/random.js';
import type { CardFace, JudgingAction, JudgingView } from '../engine/types.js';
import { itemAt } from '../../../core/cards/checked.js';

/** How a scoring player places. */
export interface PlacingSettings {
  /** Width of the uniform noise added to each card's score, so the player is not predictable. */
  readonly noise: number;
  /** Place a further card (after the fewest required) only if its score reaches this. */
  readonly further: number;
}

/**
 * The default: equally good cards chosen between at random (with half a tag of noise), and always as many cards as allowed
 * (a further card is a further chance to win, and one chance fewer for the others).
 */
export const defaultPlacing: PlacingSettings = { noise: 0.5, further: Number.NEGATIVE_INFINITY };

/**
 * The placing decision: the legal `place` action whose card scores best (with noise), or `done`
 * when allowed and no card reaches the `further` bar. Equal noisy scores go to the first.
 */
export function placeByScore(
  view: JudgingView,
  legal: readonly JudgingAction[],
  score: (card: CardFace) => number,
  random: Random,
  settings: PlacingSettings,
): JudgingAction {
  let done: JudgingAction | null = null;
  let best: JudgingAction | null = null;
  let bestNoisy = Number.NEGATIVE_INFINITY;
  let bestRaw = Number.NEGATIVE_INFINITY;
  for (const a of legal) {
    if (a.kind === 'done') done = a;
    else if (a.kind === 'place') {
      const card = faceOf(view.hand, a.card);
      const s = card ? score(card) : Number.NEGATIVE_INFINITY;
      const noisy = s + settings.noise * random.next();
      if (noisy > bestNoisy) {
        bestNoisy = noisy;
        bestRaw = s;
        best = a;
      }
    }
  }
  if (!best) return done ?? itemAt(legal, 0);
  if (done && bestRaw < settings.further) return done;
  return best;
}

/** The face of card `id` among `cards` (a hand: a handful of cards), or undefined. */
export function faceOf(cards: readonly CardFace[], id: number): CardFace | undefined {
  for (const card of cards) if (card.id === id) return card;
  return undefined;
}
