/** The trick-taking (Apples) family's own messages in Russian (see en.ts). */
import type { TRICK_MESSAGES } from './en.js';

export const messages: Readonly<Record<keyof typeof TRICK_MESSAGES, string>> = {
  'needs-bidding': 'игре на взятки нужен блок bidding',
  'needs-deal': 'игре на взятки нужна раздача: deal 13 each',
  'needs-dealer': 'игре на взятки нужен сдающий: dealer from seed, passes left',
  'needs-deck': 'игре на взятки нужна колода: deck playing { ranks ... suits ... }',
  'needs-goal': 'игре на взятки нужна цель: goal 250 points',
  'needs-tricks': 'игре на взятки нужен блок tricks',
  'needs-values': 'игре на взятки нужны ценности карт: value A: 15 | K Q J 10: 10 | ...',
  'needs-groups': 'игре на взятки нужны очки за группы: score groups of rank in winnings and target { ... }',
  'needs-bid-shape': 'блоку bidding нужен вид заявки: bid number 1..13 and suit',
  'needs-bidding-end': 'блоку bidding нужно сказать, когда торговля кончается: ends after 3 passes',
  'needs-contract-score': 'блоку contract нужны очки: made = 10 * bid + overtricks, failed = -10 * bid',
  'needs-rank-order': 'колоде нужен порядок достоинств: ranks A K Q J 10 9 8 7 6 5 4 3 2',
  'needs-suit-order': 'колоде нужен порядок мастей: suits spades > clubs > hearts > diamonds',
  'needs-count': 'блоку tricks нужно число взяток: count 12',
  'needs-pile-lines': 'блоку pile нужны три строки: что отдаёт победитель, что отдают остальные, и "then shuffle and deal number each"',
};
