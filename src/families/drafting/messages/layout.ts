/**
 * What an orchard layout written by hand (`pomona score --orchard`, the studio's explainer) may be
 * told, in English: apart from the compiler's messages, so a page that plays carries none of it.
 * The other languages are in ko.ts, ru.ts and es.ts, beside the compiler's. Keys are `drafting:NAME`.
 */
import { scopedMessages } from '../../../core/i18n/scoped-messages.js';

export const DRAFTING_LAYOUT = {
  'layout-not-object': 'the layout must be a JSON object mapping batch names to lists of cards',
  'layout-unknown-batch': 'unknown batch "{name}"; the batches are {batches}',
  'layout-not-list': 'batch "{name}" must list its cards in an array',
  'layout-card': 'batch "{name}", card {n}: {problem}',
  'layout-too-often': 'batch "{name}", card {n}: {card} appears more often than the deck holds it ({copies})',
} as const;

export const draftingLayoutSays = scopedMessages('drafting', DRAFTING_LAYOUT);
