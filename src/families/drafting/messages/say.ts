/** How the drafting (Orchard) family's compiler says its own messages (en.ts; the other languages by key). */
import { scopedMessages } from '../../../core/i18n/scoped-messages.js';
import { DRAFTING_MESSAGES } from './en.js';

export const draftingSays = scopedMessages('drafting', DRAFTING_MESSAGES);
