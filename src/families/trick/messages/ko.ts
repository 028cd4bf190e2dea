/** The trick-taking (Apples) family's own messages in Korean (see en.ts). */
import type { TRICK_MESSAGES } from './en.js';

export const messages: Readonly<Record<keyof typeof TRICK_MESSAGES, string>> = {
  'needs-bidding': '트릭테이킹 게임에는 bidding 블록이 필요합니다',
  'needs-deal': '트릭테이킹 게임에는 카드 돌리기가 필요합니다: deal 13 each',
  'needs-dealer': '트릭테이킹 게임에는 딜러가 필요합니다: dealer from seed, passes left',
  'needs-deck': '트릭테이킹 게임에는 덱이 필요합니다: deck playing { ranks ... suits ... }',
  'needs-goal': '트릭테이킹 게임에는 목표가 필요합니다: goal 250 points',
  'needs-tricks': '트릭테이킹 게임에는 tricks 블록이 필요합니다',
  'needs-values': '트릭테이킹 게임에는 카드 값이 필요합니다: value A: 15 | K Q J 10: 10 | ...',
  'needs-groups': '트릭테이킹 게임에는 묶음 점수가 필요합니다: score groups of rank in winnings and target { ... }',
  'needs-bid-shape': 'bidding 블록에는 비드의 모양이 필요합니다: bid number 1..13 and suit',
  'needs-bidding-end': 'bidding 블록에는 언제 끝나는지가 필요합니다: ends after 3 passes',
  'needs-contract-score': 'contract 블록에는 점수가 필요합니다: made = 10 * bid + overtricks, failed = -10 * bid',
  'needs-rank-order': '덱에는 끗수 순서가 필요합니다: ranks A K Q J 10 9 8 7 6 5 4 3 2',
  'needs-suit-order': '덱에는 무늬 순서가 필요합니다: suits spades > clubs > hearts > diamonds',
  'needs-count': 'tricks 블록에는 트릭 수가 필요합니다: count 12',
  'needs-pile-lines': 'pile 블록에는 세 줄이 필요합니다: 승자가 주는 것, 다른 사람들이 주는 것, 그리고 "then shuffle and deal number each"',
};
