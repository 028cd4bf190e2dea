/**
 * `pomona check` says a house rule's problems wholly in the reader's language: the options' values,
 * the numbers a statement allows, a table's rows and the expressions' kinds, not a translated
 * sentence for the code followed by the English detail. The English is as it always was.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/main.js';

/** A teacher's Orchard variant with eight mistakes: a wrong option value, a default not offered, a misspelt option, a table row twice, a count of 0, and three expressions of the wrong kind. */
const HOUSE = `game    "Orchard for the class"
family  drafting
players 2..6

option easy_mode "Easy mode": yes or no, default 3
option target "Points to reach": one of 50, 100, default 75
set    targt = 50

deck apples {
  attribute colour     = red, green, yellow, russet
  attribute sweetness  = 1..6
  attribute height     = 1..5
  copies 1 of every combination
}

centre  per player by players { 2: 3 | 2..6: 2 }
leader  passes left
cards   0 each
tie     shared win

sequence triangle = 1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 66, 78

batch "Monochrome" {
  describe "All cards the same colour."
  allow    all same colour
  score    triangle[count] + (count > 2)
}

batch "Tall" {
  describe "Tall apples."
  score    colour * 2 if count else 0
}
`;

/** The FILE:LINE:COL lines `pomona check` prints for HOUSE, with `flags`. */
async function problems(...flags: string[]): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'pomona-check-languages-'));
  writeFileSync(join(dir, 'house.rules'), HOUSE);
  let out = '';
  await main(['check', ...flags, 'house.rules'], { stdout: (t) => (out += t), stderr: (t) => (out += t), cwd: dir, env: {} });
  return out.split('\n').filter((line) => line.startsWith('house.rules:'));
}

describe("pomona check says a house rule's problems in one language", () => {
  it('in English, as it always has', async () => {
    assert.deepEqual(await problems(), [
      "house.rules:5:50: error: option 'easy_mode' is yes or no",
      "house.rules:6:58: error: the default of option 'target' must be one of its choices (50, 100), not 75: add 75 to the list after 'one of' to offer it",
      "house.rules:7:8: error: unknown option 'targt' — did you mean 'target'?",
      'house.rules:16:40: error: 2 is covered twice in the centre table (also at line 16)',
      'house.rules:18:9: error: cards each player ends with must be from 1 to 1000, not 0',
      "house.rules:26:30: error: '+' works on numbers, but this is a yes/no condition",
      "house.rules:31:12: error: 'colour' is an attribute of a card: say whose, e.g. card.colour, first.colour, or use it inside sum(...), where ... or each step",
      "house.rules:31:26: error: expected a yes/no condition after 'if', but this is a number",
    ]);
  });

  it('in Russian', async () => {
    assert.deepEqual(await problems('--lang', 'ru'), [
      "house.rules:5:50: ошибка: опция 'easy_mode' принимает 'yes' или 'no'",
      "house.rules:6:58: ошибка: значение по умолчанию опции 'target' должно быть одним из её вариантов (50, 100), а не 75: чтобы предложить 75, добавьте его в список после 'one of'",
      "house.rules:7:8: ошибка: неизвестная опция 'targt' — может быть, 'target'?",
      'house.rules:16:40: ошибка: таблица центра: 2 встречается дважды (ещё в строке 16)',
      'house.rules:18:9: ошибка: число карт у каждого игрока в конце: нужно число от 1 до 1\u00a0000, а не 0',
      "house.rules:26:30: ошибка: '+' работает с числами, а здесь условие да/нет",
      "house.rules:31:12: ошибка: 'colour' — свойство карты: укажите, какой, например card.colour, first.colour, или используйте его внутри sum(...), where ... или шага each",
      "house.rules:31:26: ошибка: ожидалось условие да/нет после 'if', а здесь число",
    ]);
  });

  it('in Korean', async () => {
    assert.deepEqual(await problems('--lang', 'ko'), [
      "house.rules:5:50: 오류: 옵션 'easy_mode'은(는) 'yes' 또는 'no'입니다",
      "house.rules:6:58: 오류: 옵션 'target'의 기본값은 선택지(50, 100) 중 하나여야 하는데 75입니다: 75을(를) 내놓으려면 'one of' 뒤 목록에 더하세요",
      "house.rules:7:8: 오류: 알 수 없는 옵션 'targt' — 'target'을(를) 뜻했나요?",
      'house.rules:16:40: 오류: 가운데 표에서 2이(가) 두 번 나옵니다 (16번째 줄에도)',
      'house.rules:18:9: 오류: 각 플레이어가 마지막에 가지는 카드 수: 1부터 1,000까지여야 하는데 0입니다',
      "house.rules:26:30: 오류: '+'은(는) 수에 쓰는데 이것은 예/아니오 조건입니다",
      "house.rules:31:12: 오류: 'colour'은(는) 카드의 속성입니다: 어느 카드인지 쓰거나(예: card.colour, first.colour) sum(...), where ... 또는 each 단계 안에서 쓰세요",
      "house.rules:31:26: 오류: 'if' 뒤에는 예/아니오 조건이(가) 와야 하는데 이것은 수입니다",
    ]);
  });

  it('in Spanish', async () => {
    assert.deepEqual(await problems('--lang', 'es'), [
      "house.rules:5:50: error: la opción 'easy_mode' es 'yes' o 'no'",
      "house.rules:6:58: error: el valor por defecto de la opción 'target' debe ser una de sus alternativas (50, 100), no 75: para ofrecer 75, añádalo a la lista tras 'one of'",
      "house.rules:7:8: error: opción desconocida 'targt' — ¿quería decir 'target'?",
      'house.rules:16:40: error: la tabla del centro: 2 aparece dos veces (también en la línea 16)',
      'house.rules:18:9: error: las cartas con que acaba cada jugador: debe estar entre 1 y 1000, pero es 0',
      "house.rules:26:30: error: '+' opera con números, pero esto es una condición de sí o no",
      "house.rules:31:12: error: 'colour' es un atributo de una carta: diga de cuál, p. ej. card.colour, first.colour, o úselo dentro de sum(...), where ... o un paso each",
      "house.rules:31:26: error: se esperaba una condición de sí o no tras 'if', pero esto es un número",
    ]);
  });
});

describe("pomona check says what a family's game still needs in the reader's language", () => {
  /** A trick-taking game begun with its name and players only, and a batch, which belongs to Orchard. */
  const BEGUN = `game "Mini"
family trick-taking
players 4
batch "X" {
  score 1
}
`;

  it('in Russian, with the rules to write as written', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pomona-check-needs-'));
    writeFileSync(join(dir, 'house.rules'), BEGUN);
    let out = '';
    await main(['check', '--lang', 'ru', 'house.rules'], { stdout: (t) => (out += t), stderr: (t) => (out += t), cwd: dir, env: {} });
    assert.deepEqual(
      out.split('\n').filter((line) => line.startsWith('house.rules:')),
      [
        'house.rules:1:1: ошибка: игре на взятки нужна колода: deck playing { ranks ... suits ... }',
        'house.rules:1:1: ошибка: игре на взятки нужны ценности карт: value A: 15 | K Q J 10: 10 | ...',
        'house.rules:1:1: ошибка: игре на взятки нужен сдающий: dealer from seed, passes left',
        'house.rules:1:1: ошибка: игре на взятки нужна раздача: deal 13 each',
        'house.rules:1:1: ошибка: игре на взятки нужен блок bidding',
        'house.rules:1:1: ошибка: игре на взятки нужен блок tricks',
        'house.rules:1:1: ошибка: игре на взятки нужны очки за группы: score groups of rank in winnings and target { ... }',
        'house.rules:1:1: ошибка: игре на взятки нужна цель: goal 250 points',
        'house.rules:4:1: ошибка: группы не входят в игру trick-taking',
      ],
    );
  });
});

describe('pomona check says an Apples house rule’s deck, bidding and tricks problems in the reader’s language', () => {
  it('in Russian: an order missing a rank, a misspelt and a repeated suit, a bid above the deal, tricks that do not match it', async () => {
    const apples = readFileSync(new URL('../../rulesets/apples.rules', import.meta.url), 'utf8')
      .replace(/^deal {4}13 each/m, 'deal    12 each')
      .replace('suits  spades > clubs > hearts > diamonds', 'suits  spades > clubs > heart > clubs')
      .replace('ranks  A K Q J 10 9 8 7 6 5 4 3 2', 'ranks  A K Q J 10 9 8 7 6 5 4 3');
    const dir = mkdtempSync(join(tmpdir(), 'pomona-check-apples-'));
    writeFileSync(join(dir, 'house.rules'), apples);
    let out = '';
    await main(['check', '--lang', 'ru', 'house.rules'], { stdout: (t) => (out += t), stderr: (t) => (out += t), cwd: dir, env: {} });
    assert.deepEqual(
      out.split('\n').filter((line) => line.startsWith('house.rules:')),
      [
        "house.rules:12:33: ошибка: в порядке достоинств не хватает '2'; во французской колоде достоинств: 13",
        "house.rules:13:27: ошибка: неизвестная масть 'heart' — может быть, 'hearts'?",
        "house.rules:13:35: ошибка: масть 'clubs' встречается в порядке дважды (впервые в строке 13)",
        'house.rules:20:21: ошибка: заявка не может быть больше 12 карт, которые раздаются каждому игроку, а не 13',
        'house.rules:37:3: ошибка: взяток 12, а у каждого игрока на руках 11 карт (роздано 12, отложено как цель: 1) при 4 игроках',
      ],
    );
  });
});

/** `pomona check --lang LANG house.rules` in a folder of its own: the lines about house.rules. */
async function checkHouse(language: string, rules: string): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'pomona-check-house-'));
  writeFileSync(join(dir, 'house.rules'), rules);
  let out = '';
  await main(['check', '--lang', language, 'house.rules'], { stdout: (t) => (out += t), stderr: (t) => (out += t), cwd: dir, env: {} });
  return out.split('\n').filter((line) => line.startsWith('house.rules:'));
}

describe("pomona check says each family's own problems wholly in the reader's language", () => {
  it('Apples in Russian: removed cards, a no-trump rank with no such bid, trumping when void with no suit to follow, a seat outside the table', async () => {
    const house = [
      'extends "apples.rules"',
      'deck playing {',
      '  ranks  A K Q J 10 9 8 7 6 5 4 3 2',
      '  suits  spades > clubs > hearts > diamonds',
      '  remove 2 of clubs, 2 of clubs',
      '}',
      'bidding {',
      '  no trumps above spades',
      '}',
      'tricks {',
      '  when void trump if able',
      '  follow any card',
      '}',
      'teams seats 1 and 5, seats 2 and 4',
    ].join('\n');
    assert.deepEqual(await checkHouse('ru', house), [
      'house.rules:5:10: ошибка: после того как убрана 1 карта, остаётся 51 — слишком мало, чтобы раздать по 13 карт 4 игрокам (нужно 52)',
      "house.rules:5:22: ошибка: карта '2 of clubs' убрана столько раз: 2, а в колоде она одна",
      "house.rules:8:3: ошибка: 'no trumps above ...' ставит заявку без козыря среди мастей, но заявка (строка 20 файла apples.rules) её не допускает: напишите 'bid number ... and suit or no trumps'",
      "house.rules:11:3: ошибка: для 'when void trump if able' игроки должны ходить в масть, но в блоке tricks сказано 'follow any card' (строка 12)",
      'house.rules:14:19: ошибка: места 5 нет: игроков в игре — 4',
    ]);
    assert.deepEqual(await checkHouse('ru', 'extends "apples.rules"\nplayers 4..5\nteams seats 1 and 3, seats 2 and 4\n'), [
      'house.rules:3:1: ошибка: команды должны рассадить всех игроков стола одного размера (названо мест: 4), но место 5 не входит ни в одну команду',
    ]);
  });

  it('Apples to Apples in Spanish: deck files, deck names, the hand, the placing rules and the goal', async () => {
    const house = [
      'extends "apples-to-apples.rules"',
      'deck green from "decks/green.cards", "decks/green.cards"',
      'deck blue from "decks/red.cards"',
      'deck red from "decks/red.txt"',
      'hand 7 green cards',
      'placing {',
      '  players 6..9: each plays 1, the last card placed returns to its owner, only the first 2 are judged',
      '  players 4..5: each plays 1..2',
      '}',
      'goal red cards by players { 4..10: 4 }',
    ].join('\n');
    assert.deepEqual(await checkHouse('es', house), [
      "house.rules:2:38: error: 'decks/green.cards' aparece dos veces en la baraja green",
      "house.rules:3:6: error: un juego de juez tiene una baraja 'green' y una baraja 'red', no 'blue'",
      "house.rules:4:15: error: 'decks/red.txt' no es un archivo de baraja: los archivos de baraja terminan en .cards",
      "house.rules:5:8: error: las manos tienen cartas rojas (red), no cartas 'green'",
      'house.rules:6:1: error: las reglas de colocación no cubren 10 jugadores, pero el juego es para 4..10',
      'house.rules:7:3: error: una regla de colocación no puede a la vez devolver la última carta y juzgar solo las primeras cartas',
      "house.rules:10:6: error: la meta cuenta cartas verdes ganadas (green), no cartas 'red'",
    ]);
  });

  it('Orchard in Korean: attributes, the tie, a batch with no score, the centre and a deck too small', async () => {
    const house = [
      'extends "orchard.rules"',
      'deck apples {',
      '  attribute colour = red, 2',
      '  attribute height = 1..5000',
      '  attribute taste = sweet, sour, sweet',
      '}',
      'tie play another hand',
      'batch "Pie" {',
      '  describe "no score"',
      '}',
    ].join('\n');
    assert.deepEqual(await checkHouse('ko', house), [
      "house.rules:3:3: 오류: 속성 'colour'에 숫자와 단어가 섞여 있습니다: 값은 모두 숫자이거나 모두 단어여야 합니다",
      "house.rules:4:22: 오류: 속성 'height'의 값이 5,000개가 됩니다: 최대 1,000개까지 허용됩니다",
      "house.rules:5:34: 오류: 속성 'taste'에 'sweet'이(가) 두 번 있습니다",
      'house.rules:7:1: 오류: 드래프팅 게임은 마지막 페이즈로 끝나므로 합계가 같으면 함께 이깁니다: tie shared win이라고 쓰세요',
      'house.rules:8:1: 오류: 배치 "Pie"에 점수(score)가 필요합니다',
    ]);
    assert.deepEqual(await checkHouse('ko', 'extends "orchard.rules"\ncentre per player by players { 2: 3 | 3..6: 0 }\ncards 40 each\n'), [
      'house.rules:2:45: 오류: 가운데에는 플레이어마다 카드를 1장 이상 펼쳐야 하는데 플레이어 3명일 때 0장입니다',
      'house.rules:3:1: 오류: 플레이어 6명이 40장씩 가지려면 카드 240장이 필요한데 덱에는 120장뿐입니다',
    ]);
  });
});
