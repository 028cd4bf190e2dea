/** What Pomona says of cards written by hand, in Korean (see src/core/cards/card-messages.ts). */
import type { ATTRIBUTE_CARD_MESSAGES } from '../cards/attribute-messages.js';
import type { CARD_MESSAGES } from '../cards/card-messages.js';
import type { CARD_COUNT_MESSAGES } from '../cards/count-messages.js';

export const messages: Readonly<
  Record<keyof typeof CARD_MESSAGES | keyof typeof ATTRIBUTE_CARD_MESSAGES | keyof typeof CARD_COUNT_MESSAGES, string>
> = {
  'not-a-card': "'{word}'은(는) 카드가 아닙니다: 끗수({ranks}, 10은 T도 됨)와 무늬 글자({suits})를 쓰세요. 예: 10D, QS",
  'too-many': '카드가 {count}장인데 덱에는 {total}장뿐입니다',
  removed: '{card}은(는) 덱에 없습니다 (규칙이 뺍니다)',
  'too-often': '{card}이(가) {times}번 나오는데 덱에는 {holds}장뿐입니다',
  'too-often-one': '{card}이(가) {times}번 나오는데 덱에는 한 장뿐입니다',
  'not-an-object': '카드는 속성들의 객체여야 합니다. 예: {example}; 받은 것: {got}',
  'unknown-attribute': "알 수 없는 속성 '{name}': 덱의 속성은 {names}입니다",
  'lacks-attribute': '카드 {card}에 {attribute}이(가) 없습니다',
  'value-not-in-deck': '{attribute} {value}은(는) 덱에 없습니다: {values} 중 하나여야 합니다',
  'not-card-json': '카드가 아닙니다: {text} ({example} 같은 JSON이어야 합니다)',
};
