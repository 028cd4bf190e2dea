/** What Pomona says of an attribute card written by hand that is not one, in English (see card-messages.ts). */
import { scopedMessages } from '../i18n/scoped-messages.js';

export const ATTRIBUTE_CARD_MESSAGES = {
  'not-an-object': 'a card must be an object of its attributes, like {example}; got {got}',
  'unknown-attribute': "unknown attribute '{name}'; the deck's attributes are {names}",
  'lacks-attribute': 'the card {card} has no {attribute}',
  'value-not-in-deck': '{attribute} {value} is not in the deck; it must be one of {values}',
  'not-card-json': 'not a card: {text} (expected JSON like {example})',
} as const;

export const attributeCardSays = scopedMessages('cards', ATTRIBUTE_CARD_MESSAGES);
