/** How the trick-taking (Apples) family's compiler says its own messages (en.ts; the other languages by key). */
import { familyMessages } from '../../../core/i18n/diagnostics.js';
import { TRICK_MESSAGES } from './en.js';

export const trickSays = familyMessages('trick', TRICK_MESSAGES);
