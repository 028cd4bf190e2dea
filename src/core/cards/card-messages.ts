/**
 * What Pomona says of a card written by hand that is not one (in card notation, or as an object of
 * its attributes), or of cards that the deck cannot hold, in English. Scoped (scoped-messages.ts):
 * the other languages are in src/core/i18n/card-messages-<tag>.ts. Keys are `cards:NAME`. Each kind of
 * card has its own module (attribute-messages.ts, count-messages.ts), so a page carries its game's only.
 */
import { scopedMessages } from '../i18n/scoped-messages.js';

export const CARD_MESSAGES = {
  'not-a-card': "'{word}' is not a card: write a rank ({ranks}, or T for 10) and a suit letter ({suits}), e.g. 10D or QS",
} as const;

/** A message about a playing card written by hand, by name, with its English. */
export const cardSays = scopedMessages('cards', CARD_MESSAGES);
