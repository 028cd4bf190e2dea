/**
 * What Pomona says of cards written by hand that the deck cannot hold (a position to score), in
 * English (see card-messages.ts): only the readers that score positions carry it.
 */
import { scopedMessages } from '../i18n/scoped-messages.js';

export const CARD_COUNT_MESSAGES = {
  'too-many': '{count} cards, but the deck holds only {total}',
  removed: '{card} is not in the deck (the ruleset removes it)',
  'too-often': '{card} appears {times} times, but the deck holds {holds}',
  'too-often-one': '{card} appears {times} times, but the deck holds only one',
} as const;

export const cardCountSays = scopedMessages('cards', CARD_COUNT_MESSAGES);
