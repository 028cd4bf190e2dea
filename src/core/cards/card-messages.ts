/**
 * What Pomona says of a card written by hand that is not one (in card notation, or as an object of
 * its attributes), or of cards that the deck cannot hold, in English. Scoped (scoped-messages.ts):
 * the other languages are in src/core/i18n/card-messages-<tag>.ts. Keys are `cards:NAME`.
 */
import { scopedMessages } from '../i18n/scoped-messages.js';

export const CARD_MESSAGES = {
  'not-a-card': "'{word}' is not a card: write a rank ({ranks}, or T for 10) and a suit letter ({suits}), e.g. 10D or QS",
  'too-many': '{count} cards, but the deck holds only {total}',
  removed: '{card} is not in the deck (the ruleset removes it)',
  'too-often': '{card} appears {times} times, but the deck holds {holds}',
  'too-often-one': '{card} appears {times} times, but the deck holds only one',
  'not-an-object': 'a card must be an object of its attributes, like {example}; got {got}',
  'unknown-attribute': "unknown attribute '{name}'; the deck's attributes are {names}",
  'lacks-attribute': 'the card {card} has no {attribute}',
  'value-not-in-deck': '{attribute} {value} is not in the deck; it must be one of {values}',
  'not-card-json': 'not a card: {text} (expected JSON like {example})',
} as const;

/** A message about cards written by hand, by name, with its English. */
export const cardSays = scopedMessages('cards', CARD_MESSAGES);
