/**
 * How Apples names bids and the lines of every seat's score sheet, in the four languages: a bid of
 * one names one of its suit ("1 diamond", not "1 diamonds"), and a sheet everyone at the table
 * reads speaks of each seat in the third person (never "your target" about another seat's target).
 */
import '../../src/families/index.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { PlayingCards } from '../../src/core/cards/playing.js';
import type { ScoreLine } from '../../src/core/game/game.js';
import { LANGUAGE_TAGS } from '../../src/core/i18n/languages.js';
import { wordsFor } from '../../src/core/i18n/words.js';
import { describeEvent } from '../../src/families/trick/phrases/describe.js';
import { trickPhrasesIn } from '../../src/families/trick/phrases/index.js';
import { lineLabel } from '../../src/families/trick/phrases/line-label.js';
import type { TrickRuleset } from '../../src/families/trick/ruleset.js';
import { playGame, shippedRuleset } from './play.js';
import { handsOf } from './trick-hands.js';

describe('a suit after a number', () => {
  const expected = {
    en: ['diamond', 'diamonds', 'diamonds', 'spades'],
    ko: ['다이아몬드', '다이아몬드', '다이아몬드', '스페이드'],
    ru: ['бубна', 'бубны', 'бубен', 'пика'],
    es: ['diamante', 'diamantes', 'diamantes', 'picas'],
  } as const;
  for (const language of LANGUAGE_TAGS) {
    it(`agrees with the number in ${language}: 1, 2 and 5 diamonds, 21 spades`, () => {
      const words = wordsFor(language);
      const said = [words.suitName('diamonds', 1), words.suitName('diamonds', 2), words.suitName('diamonds', 5), words.suitName('spades', 21)];
      assert.deepEqual(said, expected[language]);
      assert.equal(words.suitName('diamonds'), expected[language][1], 'without a number, the name alone');
      assert.equal(words.suitName('stars', 1), 'stars', 'a suit Pomona does not know keeps its name');
    });
  }

  it('names a bid of one in every language: the bid sentence and the contract line', () => {
    const ruleset = shippedRuleset('apples.rules') as TrickRuleset;
    const cards = new PlayingCards(ruleset.deck);
    const diamonds = ruleset.deck.suits.indexOf('diamonds');
    const bid = { kind: 'bid', player: 1, number: 1, suit: diamonds } as const;
    const said = LANGUAGE_TAGS.map((l) => describeEvent(cards, bid, {}, null, trickPhrasesIn(l)));
    assert.deepEqual(said, ['Player 2 bids 1 diamond.', '플레이어 2: 1 다이아몬드 비드.', 'игрок 2 заявляет ставку: 1 бубна.', 'jugador 2 apuesta 1 diamante.']);
    const contract: ScoreLine = { label: '', points: 11, explanation: '', phrase: ['contract', 1, diamonds, 1, 'bidder', 2] };
    assert.equal(lineLabel(trickPhrasesIn('en'), cards, contract), 'contract 1 diamond made: the bid winner took 2 tricks');
    assert.equal(lineLabel(trickPhrasesIn('ru'), cards, contract), 'контракт 1 бубна выполнен: у победителя торговли 2 взятки');
  });
});

describe("every seat's score sheet, read by everyone", () => {
  for (const [file, owner] of [
    ['apples.rules', 'the'],
    ['variants/apples-partnerships.rules', "the team's"],
  ] as const) {
    it(`${file}: a group with a target says "with ${owner} target", never "your", in each seat's sheet`, () => {
      const ruleset = shippedRuleset(file);
      let withTarget = 0;
      let contracts = 0;
      for (let g = 0; g < 3; g++) {
        const played = playGame(ruleset, 4, ['rules'], `sheet words ${g}`);
        for (const hand of handsOf(played.events)) {
          for (const sheet of hand.sheets) {
            for (const line of sheet.lines) {
              assert.doesNotMatch(line.label, /\byour?\b/, `player ${sheet.player + 1}'s sheet: ${line.label}`);
              if (line.label.includes('target')) {
                withTarget++;
                assert.match(line.label, new RegExp(` with ${owner} target [0-9AKQJ]+$`));
              }
              if (line.label.startsWith('contract')) contracts++;
            }
          }
        }
      }
      assert.ok(withTarget > 0, 'some group held a target');
      if (file.includes('partnerships')) assert.ok(contracts > 0, 'the contract lines were read too');
    });
  }

  it('says the same lines in the third person in Korean, Russian and Spanish', () => {
    const ruleset = shippedRuleset('variants/apples-partnerships.rules') as TrickRuleset;
    const cards = new PlayingCards(ruleset.deck);
    const group: ScoreLine = { label: '', points: 40, explanation: '', phrase: ['group', 3, '4', 'side'] };
    const solo: ScoreLine = { label: '', points: 40, explanation: '', phrase: ['group', 3, '4', 'seat'] };
    assert.deepEqual(
      LANGUAGE_TAGS.map((l) => [lineLabel(trickPhrasesIn(l), cards, solo), lineLabel(trickPhrasesIn(l), cards, group)]),
      [
        ['three 4s with the target 4', "three 4s with the team's target 4"],
        ['4 3장 (목표 카드 4 포함)', '4 3장 (팀 목표 카드 4 포함)'],
        ['тройка 4 с картой-целью 4', 'тройка 4 с картой-целью команды 4'],
        ['trío de 4 con el objetivo 4', 'trío de 4 con el objetivo del equipo 4'],
      ],
    );
  });
});
