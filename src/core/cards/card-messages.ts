/**
 * What Pomona says of a playing card written by hand that is not one, in English, keyed
 * `cards:NAME` as scoped-messages.ts keys messages (playing.ts says it in place: it is in every
 * Apples table's first paint, which carries no catalogue). The other languages are in
 * src/core/i18n/card-messages-<tag>.ts, with those of attribute-messages.ts and count-messages.ts
 * (each kind of card has its own module, so a page carries its own game's only).
 */
export const CARD_MESSAGES = {
  'not-a-card': "'{word}' is not a card: write a rank ({ranks}, or T for 10) and a suit letter ({suits}), e.g. 10D or QS",
} as const;
