/** How the trick-taking (Apples) family's compiler says its own messages (en.ts; the other languages by key). */
import { scopedMessages } from '../../../core/i18n/scoped-messages.js';
import { TRICK_MESSAGES } from './en.js';

export const trickSays = scopedMessages('trick', TRICK_MESSAGES);
