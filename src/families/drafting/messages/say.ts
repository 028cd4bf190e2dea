/** How the drafting (Orchard) family's compiler says its own messages (en.ts; the other languages by key). */
import { familyMessages } from '../../../core/i18n/diagnostics.js';
import { DRAFTING_MESSAGES } from './en.js';

export const draftingSays = familyMessages('drafting', DRAFTING_MESSAGES);
