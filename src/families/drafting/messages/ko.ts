/** The drafting (Orchard) family's own messages in Korean (see en.ts). */
import type { DRAFTING_MESSAGES } from './en.js';
import type { DRAFTING_FACTS } from './facts.js';
import type { DRAFTING_LAYOUT } from './layout.js';

export const messages: Readonly<
  Record<keyof typeof DRAFTING_MESSAGES | keyof typeof DRAFTING_FACTS | keyof typeof DRAFTING_LAYOUT, string>
> = {
  'needs-leader': '드래프팅 게임에는 단계의 선이 필요합니다: leader passes left',
  'needs-batch': '드래프팅 게임에는 배치가 하나 이상 필요합니다',
  'needs-length': '드래프팅 게임에는 길이가 필요합니다: cards 12 each',
  'needs-centre': '드래프팅 게임에는 가운데 크기가 필요합니다: centre per player by players { 2: 3 | 3..6: 2 }',
  'needs-deck': '드래프팅 게임에는 속성 카드 덱이 필요합니다: deck apples { attribute colour = red, green ... }',
  'attribute-range-too-large': "속성 '{name}'의 값이 {size}개가 됩니다: 최대 {most}개까지 허용됩니다",
  'attribute-mixed': "속성 '{name}'에 숫자와 단어가 섞여 있습니다: 값은 모두 숫자이거나 모두 단어여야 합니다",
  'attribute-too-many': "속성 '{name}'의 값이 {size}개입니다: 최대 {most}개까지 허용됩니다",
  'attribute-value-twice': "속성 '{name}'에 '{value}'이(가) 두 번 있습니다",
  'attribute-twice': "속성 '{name}'이(가) 두 번 선언되었습니다",
  'deck-too-large': '이 덱은 카드가 {size}장이 됩니다: 덱은 최대 {most}장입니다',
  'deck-empty': '이 덱에는 카드가 없습니다: 모든 카드가 0장으로 주어졌습니다',
  'sequence-too-long': '수열에는 숫자를 최대 {most}개까지 넣을 수 있습니다',
  'deck-too-small': '플레이어 {players}명이 {each}장씩 가지려면 카드 {needed}장이 필요한데 덱에는 {has}장뿐입니다',
  'centre-empty': '가운데에는 플레이어마다 카드를 1장 이상 펼쳐야 하는데 {setting} {value}장입니다',
  'batch-needs-score': '배치 "{name}"에 점수(score)가 필요합니다',
  'no-fallback':
    '모든 배치에 놓기 규칙이나 한도가 있어서, 플레이어가 둘 수 있는 수가 없을 수 있습니다: 어떤 카드든 받는 배치를 하나 남겨 두세요 (Bad Batch처럼)',
  'tie-shared': '드래프팅 게임은 마지막 페이즈로 끝나므로 합계가 같으면 함께 이깁니다: tie shared win이라고 쓰세요',
  'fact-attribute': '속성 {name}',
  'fact-copies': '카드마다 장수',
  'fact-centre': '플레이어마다 펼치는 카드',
  'fact-cards-each': '각자 카드',
  'fact-leader': '선이 넘어가는 쪽',
  'fact-tie': '마지막 동점',
  'fact-batch': '배치 {name}',
  'fact-in-orchard': '과수원에 있음',
  'fact-batch-holds': '배치 {name}: 들어가는 카드',
  'fact-batch-rule': '배치 {name}: 놓기 규칙',
  'fact-batch-rule-n': '배치 {name}: 놓기 규칙 {n}',
  'fact-batch-score': '배치 {name}: 점수',
  'layout-not-object': '배치도는 배치 이름마다 카드 목록을 주는 JSON 객체여야 합니다',
  'layout-unknown-batch': '알 수 없는 배치 "{name}": 배치는 {batches}입니다',
  'layout-not-list': '배치 "{name}"은(는) 카드를 배열로 나열해야 합니다',
  'layout-card': '배치 "{name}", 카드 {n}: {problem}',
  'layout-too-often': '배치 "{name}", 카드 {n}: {card}이(가) 덱에 있는 것({copies}장)보다 많이 나옵니다',
};
