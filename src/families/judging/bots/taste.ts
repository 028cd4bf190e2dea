/**
 * A judge with a personal taste: it picks the red card that best matches the green card by shared
 * tags, plus its own seeded liking or dislike for some tags, so different judges differ.
 */
import { Random } from '../../../core/cards/random.js';
import type { JudgingAction, JudgingView } from '../engine/types.js';
import { faceOf } from './placer.js';
import { matchSign, sharedTags, tasteFor, type TagWeights } from './score.js';
import { itemAt } from '../../../core/cards/checked.js';

/** How strong a judge's taste is. */
export interface TasteSettings {
  /** Chance that a tag is one the judge likes, and the weight of a liked tag. */
  readonly likedShare: number;
  readonly liked: number;
  /** Chance that a tag is one the judge dislikes, and the (negative) weight of a disliked tag. */
  readonly dislikedShare: number;
  readonly disliked: number;
  /** Width of the uniform noise added to every score (breaks ties, adds a little whim). */
  readonly noise: number;
}

/** The default taste: a fifth of the tags liked, a fifth disliked, each worth about one shared tag. */
export const defaultTaste: TasteSettings = { likedShare: 0.2, liked: 1.25, dislikedShare: 0.2, disliked: -1.25, noise: 0.5 };

/** A judge's seeded taste over any tag, drawn the first time the tag is met. */
export class Taste implements TagWeights {
  private readonly weights = new Map<string, number>();

  constructor(
    private readonly seed: number | string,
    private readonly settings: TasteSettings = defaultTaste,
  ) {}

  /** The weight of a tag for this judge: always the same for the same seed. */
  get(tag: string): number {
    let w = this.weights.get(tag);
    if (w === undefined) {
      const x = Random.from(`taste:${String(this.seed)}:${tag}`).next();
      const s = this.settings;
      w = x < s.likedShare ? s.liked : x < s.likedShare + s.dislikedShare ? s.disliked : 0;
      this.weights.set(tag, w);
    }
    return w;
  }
}

/** A judge's decision: the legal `choose` action for the revealed card it prefers. */
export class TasteJudge {
  private readonly taste: Taste;
  private readonly random: Random;

  constructor(
    seed: number | string,
    private readonly settings: TasteSettings = defaultTaste,
  ) {
    this.taste = new Taste(seed, settings);
    this.random = Random.from(seed, 0x4a554447);
  }

  /** How much this judge likes a tag. */
  weight(tag: string): number {
    return this.taste.get(tag);
  }

  /**
   * Pick among the legal choices: shared tags with the green card, plus taste, plus a little noise
   * (the first on a tie); under `judge chooses the worst match`, the card that matches least by the same measure.
   */
  choose(view: JudgingView, legal: readonly JudgingAction[]): JudgingAction {
    const green = view.green;
    const sign = matchSign(view);
    let best = 0;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (const [i, a] of legal.entries()) {
      const card = a.kind === 'choose' ? faceOf(view.judged, a.card) : undefined;
      if (!card || !green) continue;
      const score = sign * (sharedTags(green, card) + tasteFor(this.taste, card)) + this.settings.noise * this.random.next();
      if (score > bestScore) {
        bestScore = score;
        best = i;
      }
    }
    return itemAt(legal, best);
  }
}
