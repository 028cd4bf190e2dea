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
  'unknown-rank': "неизвестное достоинство '{name}'[[guess| — может быть, '{guess}'?]]",
  'unknown-suit': "неизвестная масть '{name}'[[guess| — может быть, '{guess}'?]]",
  'rank-twice': "достоинство '{name}' встречается в порядке дважды (впервые в строке {line})",
  'suit-twice': "масть '{name}' встречается в порядке дважды (впервые в строке {line})",
  'ranks-left-out': 'в порядке достоинств не хватает {left}; во французской колоде достоинств: {count}',
  'suits-left-out': 'в порядке мастей не хватает {left}; во французской колоде мастей: {count}',
  'value-twice': "достоинству '{rank}' ценность дана дважды",
  'no-value': 'в таблице ценностей нет ценности для {ranks}',
  'deal-range': 'каждому игроку раздаётся от 1 до 1000 карт, а здесь {each} {setting}',
  'deal-too-many': 'чтобы раздать по {each} карт {players} игрокам, нужно {needed} карт, а в колоде {has}',
  'tricks-mismatch':
    'взяток {tricks}, а у каждого игрока на руках {holds} карт (роздано {each}[[target|, отложено как цель: {target}]]) {setting}',
  'bid-above-deal': 'заявка не может быть больше {each} карт, которые раздаются каждому игроку, а не {max}[[setting| {setting}]]',
  'goal-positive': 'цель должна быть не меньше 1 очка, а здесь {points} {setting}',
  'group-gap': 'в очках за группы пропуск: группы из {below} и {size} карт приносят очки, а группа из {gap} — нет',
  'seat-twice': 'место {seat} входит в две команды (впервые в строке {line})',
  'lowest-bid-unsure':
    'самая низкая заявка, {min}, не разрешена при {sure} картах одной масти, которые наверняка есть в любой руке из {each}[[setting| {setting}]], так что всех игроков можно заставить пасовать, и сдача будет пересдаваться снова и снова',
  'no-trumps-unbid':
    "'no trumps {side} ...' ставит заявку без козыря среди мастей, но заявка ({where}) её не допускает: напишите 'bid number ... and suit or no trumps'",
  'at-line': 'строка {line}',
  'at-line-of': 'строка {line} файла {file}',
  'removed-too-often': "карта '{card}' убрана столько раз: {times}, а в колоде её копий: {copies}",
  'removed-too-often-one': "карта '{card}' убрана столько раз: {times}, а в колоде она одна",
  'removed-one-too-few':
    'после того как убрана {removed} карта, остаётся {left} — слишком мало, чтобы раздать по {each} карт {players} игрокам (нужно {needed})',
  'removed-too-few':
    'после того как убраны карты ({removed}), остаётся {left} — слишком мало, чтобы раздать по {each} карт {players} игрокам (нужно {needed})',
  'deck-less-removed': '{left} ({whole} без {removed} убранных)',
  'no-seat': 'места {seat} нет: игроков в игре — {players}',
  'no-seat-between': 'места {seat} нет: в игре от {min} до {max} игроков',
  'one-team': 'команд должно быть хотя бы две, иначе играть не против кого',
  'seat-in-no-team':
    'команды должны рассадить всех игроков стола одного размера (названо мест: {named}), но место {seats} не входит ни в одну команду',
  'seats-in-no-team':
    'команды должны рассадить всех игроков стола одного размера (названо мест: {named}), но места {seats} не входят ни в одну команду',
  'teams-table-range':
    'команды должны рассадить всех игроков стола одного размера (названо мест: {named}), но в игре может быть от {min} до {max} игроков',
  'void-needs-follow': "для '{rule}' игроки должны ходить в масть, но в блоке tricks сказано 'follow any card' (строка {line})",
  'void-needs-trumps': "для '{rule}' нужна козырная масть, но в блоке tricks сказано 'trumps none' (строка {line})",
};
