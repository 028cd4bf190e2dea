/** The judging (Apples to Apples) family's own messages in Russian (see en.ts). */
import type { JUDGING_MESSAGES } from './en.js';

export const messages: Readonly<Record<keyof typeof JUDGING_MESSAGES, string>> = {
  'needs-goal': 'игре с судьёй нужна цель: goal green cards by players { 4: 8 | ... }',
  'needs-hand': 'игре с судьёй нужен размер руки: hand 7 red cards',
  'needs-judge': 'игре с судьёй нужен судья: judge from seed, passes left',
  'needs-placing': 'игре с судьёй нужны правила выкладки: placing { players 6..10: each plays 1, ... }',
  'needs-deck': 'игре с судьёй нужна колода {deck}: deck {deck} from "decks/{deck}.cards"',
};
