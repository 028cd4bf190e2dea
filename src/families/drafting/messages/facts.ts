/**
 * The facts of a drafting (Orchard) ruleset in English, as the studio's "What this variant
 * changes" says them (../facts.ts): apart from the compiler's messages, so a page that plays
 * carries none of them. The other languages are in ko.ts, ru.ts and es.ts, beside the compiler's.
 * Keys are `drafting:fact-NAME`.
 */
import { scopedMessages } from '../../../core/i18n/scoped-messages.js';

export const DRAFTING_FACTS = {
  'fact-attribute': 'attribute {name}',
  'fact-copies': 'copies of each card',
  'fact-centre': 'cards turned up per player',
  'fact-cards-each': 'cards each',
  'fact-leader': 'leader passes',
  'fact-tie': 'tie at the end',
  'fact-batch': 'batch {name}',
  'fact-in-orchard': 'in the orchard',
  'fact-batch-holds': 'batch {name}: holds',
  'fact-batch-rule': 'batch {name}: placing rule',
  'fact-batch-rule-n': 'batch {name}: placing rule {n}',
  'fact-batch-score': 'batch {name}: score',
} as const;

export const draftingFactSays = scopedMessages('drafting', DRAFTING_FACTS);
