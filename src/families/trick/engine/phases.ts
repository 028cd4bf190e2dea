/** Phases of a hand, as small integers for the hot path (names in PHASE_NAMES). */

/** Waiting for the first dealer to be drawn (chance). */
export const PHASE_FIRST_DEALER = 0;
/** Waiting for the deal (chance). */
export const PHASE_DEAL = 1;
/** Players bid or pass in turn. */
export const PHASE_BIDDING = 2;
/** Every player gives N cards to the bidding pile. */
export const PHASE_PILE = 3;
/** Waiting for the pile to be shuffled and dealt back (chance). */
export const PHASE_REDEAL = 4;
/** Every player sets a target card aside. */
export const PHASE_TARGET = 5;
/** The tricks are played. */
export const PHASE_TRICKS = 6;
/** The game is over. */
export const PHASE_OVER = 7;
