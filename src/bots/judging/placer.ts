/** Placing red cards by a score: the best card first, a further card only while one scores well enough. */
import type { Random } from '../../cards/random.js';
import type { CardFace, JudgingAction, JudgingView } from '../../engine/judging/types.js';
import { argmax } from './score.js';

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
 * when allowed and no card reaches the `further` bar.
 */
export function placeByScore(
  view: JudgingView,
  legal: readonly JudgingAction[],
  score: (card: CardFace) => number,
  random: Random,
  settings: PlacingSettings,
): JudgingAction {
  const byId = new Map<number, CardFace>();
  for (const c of view.hand) byId.set(c.id, c);
  let done: JudgingAction | null = null;
  const places: JudgingAction[] = [];
  const raw: number[] = [];
  const noisy: number[] = [];
  for (const a of legal) {
    if (a.kind === 'done') done = a;
    else if (a.kind === 'place') {
      const card = byId.get(a.card);
      const s = card ? score(card) : -Infinity;
      places.push(a);
      raw.push(s);
      noisy.push(s + settings.noise * random.next());
    }
  }
  const best = argmax(noisy);
  if (best < 0) return done ?? (legal[0] as JudgingAction);
  if (done && (raw[best] as number) < settings.further) return done;
  return places[best] as JudgingAction;
}
