/** The drafting (Orchard) family's own messages in Russian (see en.ts). */
import type { DRAFTING_MESSAGES } from './en.js';

export const messages: Readonly<Record<keyof typeof DRAFTING_MESSAGES, string>> = {
  'needs-leader': 'игре с набором нужен ведущий фазы: leader passes left',
  'needs-batch': 'игре с набором нужна хотя бы одна группа',
  'needs-length': 'игре с набором нужна длина: cards 12 each',
  'needs-centre': 'игре с набором нужен размер центра: centre per player by players { 2: 3 | 3..6: 2 }',
  'needs-deck': 'игре с набором нужна колода карт со свойствами: deck apples { attribute colour = red, green ... }',
};
