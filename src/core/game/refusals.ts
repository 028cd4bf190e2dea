/**
 * Refusal codes shared by every family, for the situations every game has. A family adds codes
 * only for its own rules (a bid too low, a card that must follow suit, a batch that is full).
 * `docs/refusals.md` lists them all; a test keeps that page and these tables in step.
 */
import type { ActionError } from './game.js';

/** The shared codes, each with what it means. */
export const SHARED_REFUSALS = {
  'bad-setup': 'the player count or the seed does not fit the ruleset',
  'bad-option': 'a house-rule option is unknown or has a value it does not take',
  'malformed-action': 'the action is not an action of this family (wrong shape, unknown kind, a number out of range)',
  'game-over': 'the game has ended; nothing more can be played',
  'wrong-phase': 'that kind of action is not taken in the current phase',
  'not-your-turn': 'the game is not waiting for that player',
  'not-chance': 'a chance event was given where a player must act',
  'bad-chance-outcome': 'a chance event whose outcome is impossible in this state (a card dealt twice, a seat that does not exist)',
  'card-not-in-hand': 'the player does not hold that card',
} as const;

/** A code every family uses. */
export type SharedRefusalCode = keyof typeof SHARED_REFUSALS;

/** A refusal with a shared code. */
export function refuseShared(code: SharedRefusalCode, message: string): ActionError {
  return { code, message };
}

/** Is `code` one of the shared codes? */
export function isSharedRefusal(code: string): code is SharedRefusalCode {
  return Object.prototype.hasOwnProperty.call(SHARED_REFUSALS, code);
}
