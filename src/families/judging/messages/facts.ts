/**
 * The facts of a judging (Apples to Apples) ruleset in English, as the studio's "What this variant
 * changes" says them (../facts.ts): apart from the compiler's messages, so a page that plays
 * carries none of them. The other languages are in ko.ts, ru.ts and es.ts, beside the compiler's.
 * Keys are `judging:fact-NAME`.
 */
import { scopedMessages } from '../../../core/i18n/scoped-messages.js';

export const JUDGING_FACTS = {
  'fact-goal': 'green cards to win',
  'fact-hand': 'red cards in hand',
  'fact-green-deck': 'green deck',
  'fact-red-deck': 'red deck',
  'fact-judge': 'judge passes',
  'fact-placing': 'red cards placed with {players} players',
  'fact-placing-value': '{min} to {max}[[returns|, the last one placed returns]]',
} as const;

export const judgingFactSays = scopedMessages('judging', JUDGING_FACTS);
