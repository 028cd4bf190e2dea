/** A deck file's check in Korean (see src/core/rules/deck-messages.ts). */
import type { DECK_MESSAGES } from '../rules/deck-messages.js';

export const messages: Readonly<Record<keyof typeof DECK_MESSAGES, string>> = {
  'bad-tag': "'{tag}'은(는) 태그가 아닙니다: 영어 소문자, 숫자, 하이픈으로 쓰세요",
  'vocabulary-too-large': '태그 목록 파일이 너무 큽니다 ({characters}자)',
  'tag-twice': "태그 '{tag}'이(가) 두 번 나옵니다",
  'file-too-long': '덱 파일이 {characters}자입니다: {max}자까지만 읽습니다',
  'line-too-long': '이 줄은 {characters}자입니다: 카드 줄은 {max}자까지입니다',
  kind: "덱의 종류는 'green' 또는 'red'인데 '{kind}'입니다",
  'tags-from': '태그 목록은 tags from "tags.txt" 처럼 쓰세요',
  'too-many-cards': '덱 파일에는 카드를 {max}장까지 넣을 수 있습니다',
  'three-parts': '카드 줄은 TEXT | DETAIL | TAGS 세 부분인데 이 줄은 {parts}부분입니다',
  'no-text': '첫 | 앞에 카드 글이 없습니다',
  'control-character': '줄에 제어 문자가 있습니다',
  'card-twice': "카드 '{card}'이(가) 두 번 나옵니다 (처음은 {line}번째 줄)",
  'unknown-tag': "알 수 없는 태그 '{tag}'[[guess| — '{guess}'을(를) 뜻했나요?]]",
  'no-tags': "카드 '{card}'에 태그가 없습니다: 컴퓨터 플레이어에게는 태그가 하나 이상 필요합니다",
  'no-kind': "덱 파일에 종류가 없습니다: 'kind green' 또는 'kind red' 줄을 더하세요",
};
