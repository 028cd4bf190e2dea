/** The judging (Apples to Apples) family's own messages in Korean (see en.ts). */
import type { JUDGING_MESSAGES } from './en.js';
import type { JUDGING_FACTS } from './facts.js';

export const messages: Readonly<Record<keyof typeof JUDGING_MESSAGES | keyof typeof JUDGING_FACTS, string>> = {
  'needs-goal': '심사 게임에는 목표가 필요합니다: goal green cards by players { 4: 8 | ... }',
  'needs-hand': '심사 게임에는 손패 크기가 필요합니다: hand 7 red cards',
  'needs-judge': '심사 게임에는 심사자가 필요합니다: judge from seed, passes left',
  'needs-placing': '심사 게임에는 내기 규칙이 필요합니다: placing { players 6..10: each plays 1, ... }',
  'needs-deck': '심사 게임에는 {deck} 덱이 필요합니다: deck {deck} from "decks/{deck}.cards"',
  'deck-file-twice': "'{file}'이(가) {deck} 덱에 두 번 적혀 있습니다",
  'not-deck-file': "'{file}'은(는) 덱 파일이 아닙니다: 덱 파일은 .cards로 끝납니다",
  'wrong-deck': "'{file}'에는 {kind} 카드가 들어 있는데 {deck} 덱에 적혀 있습니다",
  'card-twice': "카드 '{card}'이(가) 중복됩니다 ({earlier}에도 있음)",
  'green-or-red': "심판 게임의 덱은 'green' 덱과 'red' 덱이며 '{name}'이(가) 아닙니다",
  'hand-not-red': "손패는 빨간 카드(red)이며 '{name}' 카드가 아닙니다",
  'placing-overlap': '플레이어 {players}명에 놓기 규칙이 두 개 있습니다 ({line}번째 줄에도 있음)',
  'placing-conflict': '놓기 규칙 하나가 마지막 카드를 돌려주면서 처음 카드만 심사할 수는 없습니다',
  'placing-gap': '놓기 규칙이 플레이어 {uncovered}명을 다루지 않는데 이 게임은 {min}..{max}명이 합니다',
  'goal-not-green': "목표는 딴 초록 카드(green)를 세며 '{name}' 카드가 아닙니다",
  'green-empty': '초록 덱에 카드가 없습니다',
  'hand-empty': '손패는 1장 이상이어야 하는데 {setting} {hand}장입니다',
  'red-too-few': '플레이어 {players}명이 {hand}장씩 손패를 가지려면 빨간 카드가 {need}장 이상 필요한데 빨간 덱에는 {has}장뿐입니다',
  'place-range': '각 플레이어는 1장부터 {hand}장까지, 적은 수를 먼저 적어 내야 하는데 {setting} {min}..{max}입니다',
  'first-judged': '적어도 처음 낸 카드는 심사해야 하는데 {setting} {first}입니다',
  'goal-positive': '목표는 초록 카드 1장 이상이어야 하는데 {setting} {wins}장입니다',
  'green-too-few':
    '플레이어 {players}명이 초록 카드 {wins}장까지 하려면 초록 카드가 {need}장 이상 필요한데 ({players} × {less} + 1) 초록 덱에는 {has}장뿐입니다',
  'fact-goal': '이기는 초록 카드 수',
  'fact-hand': '손패의 빨간 카드',
  'fact-green-deck': '초록 덱',
  'fact-red-deck': '빨간 덱',
  'fact-judge': '심판이 넘어가는 쪽',
  'fact-placing': '플레이어 {players}명일 때 내는 빨간 카드',
  'fact-placing-value': '{min}~{max}장[[returns|, 마지막에 낸 카드는 돌아감]]',
};
