import type { ActionError } from '../game.js';

/**
 * Trick-taking actions: plain JSON data. Cards are small integers (see src/cards/playing.ts),
 * suits are suit indexes (0 = highest). Chance events carry their outcome, so a log replays
 * exactly without the seed.
 */

/** Chance: the first dealer, drawn once per game. */
export interface FirstDealerAction {
  readonly type: 'first-dealer';
  readonly dealer: number;
}
/** Chance: the deal; `hands[seat]` are the cards that seat receives. */
export interface DealAction {
  readonly type: 'deal';
  readonly hands: readonly (readonly number[])[];
}
/** Chance: the bidding pile shuffled and dealt back; `hands[seat]` are the cards that seat receives. */
export interface RedealAction {
  readonly type: 'redeal';
  readonly hands: readonly (readonly number[])[];
}
/** A bid of a number and a suit ("Two Spades"). */
export interface BidAction {
  readonly type: 'bid';
  readonly player: number;
  readonly number: number;
  readonly suit: number;
}
/** A pass in the bidding. */
export interface PassAction {
  readonly type: 'pass';
  readonly player: number;
}
/** Cards put into the bidding pile. */
export interface GiveAction {
  readonly type: 'give';
  readonly player: number;
  readonly cards: readonly number[];
}
/** A card set aside as the player's target. */
export interface TargetAction {
  readonly type: 'target';
  readonly player: number;
  readonly card: number;
}
/** A card played to the trick. */
export interface PlayAction {
  readonly type: 'play';
  readonly player: number;
  readonly card: number;
}

/** Any chance event. */
export type TrickChanceAction = FirstDealerAction | DealAction | RedealAction;
/** Any player decision. */
export type TrickPlayerAction = BidAction | PassAction | GiveAction | TargetAction | PlayAction;
/** Any action of the trick-taking family. */
export type TrickAction = TrickChanceAction | TrickPlayerAction;

/** Is this a chance action? */
export function isChance(action: TrickAction): action is TrickChanceAction {
  return action.type === 'first-dealer' || action.type === 'deal' || action.type === 'redeal';
}

/** Stable refusal codes, each with its own test. */
export const ERROR_CODES = [
  'bad-setup',
  'malformed-action',
  'game-over',
  'wrong-phase',
  'not-your-turn',
  'bid-out-of-range',
  'unknown-suit',
  'bid-not-higher',
  'bid-exceeds-suit',
  'passed-for-good',
  'already-given',
  'wrong-pile-count',
  'pile-card-not-trump',
  'card-not-in-hand',
  'target-already-set',
  'must-follow-suit',
  'bad-chance-outcome',
] as const;

/** One of the stable refusal codes. */
export type TrickErrorCode = (typeof ERROR_CODES)[number];

/** A refusal with a stable code and a sentence for the player. */
export function refuse(code: TrickErrorCode, message: string): ActionError {
  return { code, message };
}
