/** Phases of a hand, as small integers for the hot path. */
export const PHASE_FIRST_DEALER = 0;
export const PHASE_DEAL = 1;
export const PHASE_BIDDING = 2;
export const PHASE_PILE = 3;
export const PHASE_REDEAL = 4;
export const PHASE_TARGET = 5;
export const PHASE_TRICKS = 6;
export const PHASE_OVER = 7;
