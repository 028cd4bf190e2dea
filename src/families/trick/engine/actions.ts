/**
 * Trick-taking actions: plain JSON data tagged by `kind`. Cards are small integers (see
 * src/core/cards/playing.ts), suits are suit indexes (0 = highest). Chance events carry their outcome,
 * so a log replays exactly without the seed. Every player decision is small: one bid, one pass,
 * one card (a bidding pile of N cards is N `give` decisions, as OpenSpiel's Hearts passes).
 */
import type { ActionError } from '../../../core/game/game.js';
import { refuseShared, type SharedRefusalCode } from '../../../core/game/refusals.js';

/** Chance: the first dealer, drawn once per game. */
export interface FirstDealerAction {
  readonly kind: 'first-dealer';
  readonly dealer: number;
}
/** Chance: the deal; `hands[seat]` are the cards that seat receives. */
export interface DealAction {
  readonly kind: 'deal';
  readonly hands: readonly (readonly number[])[];
}
/** Chance: the bidding pile shuffled and dealt back; `hands[seat]` are the cards that seat receives. */
export interface RedealAction {
  readonly kind: 'redeal';
  readonly hands: readonly (readonly number[])[];
}
/** A bid of a number and a suit ("Two Spades"). */
export interface BidAction {
  readonly kind: 'bid';
  readonly player: number;
  readonly number: number;
  readonly suit: number;
}
/** A pass in the bidding. */
export interface PassAction {
  readonly kind: 'pass';
  readonly player: number;
}
/** One card put into the bidding pile (a pile of N cards is N of these). */
export interface GiveAction {
  readonly kind: 'give';
  readonly player: number;
  readonly card: number;
}
/** A card set aside as the player's target. */
export interface TargetAction {
  readonly kind: 'target';
  readonly player: number;
  readonly card: number;
}
/** A card played to the trick. */
export interface PlayAction {
  readonly kind: 'play';
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
  return action.kind === 'first-dealer' || action.kind === 'deal' || action.kind === 'redeal';
}

/**
 * The trick-taking family's own refusal codes, each with its meaning. Everything else is refused
 * with a shared code of src/core/game/refusals.ts (`malformed-action`, `wrong-phase`, `not-your-turn`,
 * `card-not-in-hand`, `bad-chance-outcome`, ...).
 */
export const TRICK_REFUSALS = {
  'bid-out-of-range': "the bid's number is outside the numbers the rules allow (e.g. 1 to 13)",
  'bid-not-higher':
    'the bid does not beat the standing bid (a larger number, or the same number in a higher suit, or in no trumps where the rules rank it higher)',
  'bid-exceeds-suit':
    'the rules do not allow that number with the cards the player holds in that suit (for a no-trump bid, in their shortest suit)',
  'passed-for-good': 'the player passed, and passing is final in these rules',
  'already-given': 'the player has already given all the cards the pile takes from them',
  'pile-card-not-trump': 'the bid winner must give trumps to the pile while holding any',
  'target-already-set': 'the player has already set their target card(s) aside',
  'must-follow-suit': 'the card does not follow the led suit, and the player holds that suit',
  'must-trump': 'the player holds none of the led suit and plays no trump while holding one (`when void trump if able`)',
  'must-overtrump':
    'the player holds none of the led suit and does not play a trump that takes the trick while holding one (`when void overtrump if able`)',
} as const;

/** A trick-taking family code. */
export type TrickRefusalCode = keyof typeof TRICK_REFUSALS;

/** Every code the trick-taking engine may refuse with: shared codes and its own. */
export type TrickErrorCode = SharedRefusalCode | TrickRefusalCode;

/** A refusal with a stable code and a sentence for the player. */
export function refuse(code: TrickErrorCode, message: string): ActionError {
  return code in TRICK_REFUSALS ? { code, message } : refuseShared(code as SharedRefusalCode, message);
}
