/** What the card aggregates (expression-cards.ts, expression-attributes.ts) say in an explanation. */
import type { Ctx } from './expression-core.js';
import { ENGLISH_EXPLAIN, type CardExplainWords } from './explain-words.js';

/** What the card aggregates say in English (see explain-words.ts). */
const ENGLISH_CARD_EXPLAIN: CardExplainWords = {
  ...ENGLISH_EXPLAIN,
  noCards: 'no cards',
  noComplete: (over) => `no complete ${over}s: 0`,
  of: (aggregate, attribute, values) => `${aggregate} of ${attribute} (${values})`,
  attribute: (name) => name,
};

/** The words an explanation of a card aggregate in context `c` says. */
export function sayCards(c: Ctx): CardExplainWords {
  return c.say ?? ENGLISH_CARD_EXPLAIN;
}
