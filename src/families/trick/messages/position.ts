/**
 * What a trick-taking position typed as text (the studio's explainer) may be told, in English:
 * apart from the compiler's messages, so a page that plays carries none of it. The other
 * languages are in ko.ts, ru.ts and es.ts, beside the compiler's. Keys are `trick:NAME`.
 */
import { scopedMessages } from '../../../core/i18n/scoped-messages.js';

export const TRICK_POSITION = {
  'position-one-slash': 'write the cards won, then one slash and the target: AS KS 10H / 10D',
  'position-target': 'the rules set aside {set} target card, not {given}',
  'position-targets': 'the rules set aside {set} target cards, not {given}',
} as const;

export const trickPositionSays = scopedMessages('trick', TRICK_POSITION);
