/** The drafting (Orchard) family's own messages in Korean (see en.ts). */
import type { DRAFTING_MESSAGES } from './en.js';

export const messages: Readonly<Record<keyof typeof DRAFTING_MESSAGES, string>> = {
  'needs-leader': '드래프팅 게임에는 단계의 선이 필요합니다: leader passes left',
  'needs-batch': '드래프팅 게임에는 배치가 하나 이상 필요합니다',
  'needs-length': '드래프팅 게임에는 길이가 필요합니다: cards 12 each',
  'needs-centre': '드래프팅 게임에는 가운데 크기가 필요합니다: centre per player by players { 2: 3 | 3..6: 2 }',
  'needs-deck': '드래프팅 게임에는 속성 카드 덱이 필요합니다: deck apples { attribute colour = red, green ... }',
};
