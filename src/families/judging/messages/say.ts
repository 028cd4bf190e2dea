/** How the judging (Apples to Apples) family's compiler says its own messages (en.ts; the other languages by key). */
import { scopedMessages } from '../../../core/i18n/scoped-messages.js';
import { JUDGING_MESSAGES } from './en.js';

export const judgingSays = scopedMessages('judging', JUDGING_MESSAGES);
