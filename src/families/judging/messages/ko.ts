/** The judging (Apples to Apples) family's own messages in Korean (see en.ts). */
import type { JUDGING_MESSAGES } from './en.js';

export const messages: Readonly<Record<keyof typeof JUDGING_MESSAGES, string>> = {
  'needs-goal': '심사 게임에는 목표가 필요합니다: goal green cards by players { 4: 8 | ... }',
  'needs-hand': '심사 게임에는 손패 크기가 필요합니다: hand 7 red cards',
  'needs-judge': '심사 게임에는 심사자가 필요합니다: judge from seed, passes left',
  'needs-placing': '심사 게임에는 내기 규칙이 필요합니다: placing { players 6..10: each plays 1, ... }',
  'needs-deck': '심사 게임에는 {deck} 덱이 필요합니다: deck {deck} from "decks/{deck}.cards"',
};
