/** How the judging (Apples to Apples) family's compiler says its own messages (en.ts; the other languages by key). */
import { familyMessages } from '../../../core/i18n/diagnostics.js';
import { JUDGING_MESSAGES } from './en.js';

export const judgingSays = familyMessages('judging', JUDGING_MESSAGES);
