/** Card and game words in every language: card names with their grammar, ordinals, plurals, numbers and lists. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CARD_WORDS } from '../../src/core/i18n/card-words.js';
import { LANGUAGE_TAGS, languageFromEnvironment, matchLanguage } from '../../src/core/i18n/languages.js';
import { wordsFor } from '../../src/core/i18n/words.js';

describe('card names', () => {
  it('names the queen of spades as each language says it', () => {
    assert.equal(wordsFor('en').cardName('Q', 'spades'), 'queen of spades');
    assert.equal(wordsFor('ru').cardName('Q', 'spades'), 'дама пик');
    assert.equal(wordsFor('es').cardName('Q', 'spades'), 'reina de picas');
    assert.equal(wordsFor('ko').cardName('Q', 'spades'), '스페이드 퀸');
  });

  it('puts a Russian suit in the genitive plural inside a card name, and keeps it nominative alone', () => {
    const ru = wordsFor('ru-RU');
    assert.equal(ru.cardName('A', 'hearts'), 'туз червей');
    assert.equal(ru.cardName('10', 'diamonds'), '10 бубен');
    assert.equal(ru.suitName('hearts'), 'червы');
  });

  it('keeps a suit Pomona does not know under the name the ruleset gives it', () => {
    assert.equal(wordsFor('es').cardName('K', 'stars'), 'rey de stars');
  });

  it('has every suit and face rank in every language', () => {
    for (const tag of LANGUAGE_TAGS) {
      for (const suit of ['spades', 'clubs', 'hearts', 'diamonds'] as const) assert.ok(CARD_WORDS[tag].suits[suit].name, `${tag} ${suit}`);
      for (const rank of ['A', 'K', 'Q', 'J'] as const) assert.ok(CARD_WORDS[tag].ranks[rank], `${tag} ${rank}`);
    }
  });
});

describe('counting', () => {
  it("uses Russian's three forms: one, few and many", () => {
    const ru = wordsFor('ru');
    assert.deepEqual(
      [1, 2, 5, 11, 21, 22, 25].map((n) => ru.count('card', n)),
      ['1 карта', '2 карты', '5 карт', '11 карт', '21 карта', '22 карты', '25 карт'],
    );
    assert.equal(ru.count('point', 250), '250 очков');
  });

  it('counts in Korean with the counter each noun takes', () => {
    const ko = wordsFor('ko');
    assert.equal(ko.count('card', 3), '카드 3장');
    assert.equal(ko.count('player', 4), '플레이어 4명');
    assert.equal(ko.count('point', 1250), '1,250점');
  });

  it('says one card and two cards in English and Spanish', () => {
    assert.deepEqual([wordsFor('en').count('card', 1), wordsFor('en').count('card', 2)], ['1 card', '2 cards']);
    assert.deepEqual([wordsFor('es').count('trick', 1), wordsFor('es').count('trick', 3)], ['1 baza', '3 bazas']);
  });

  it('writes big numbers as each language groups digits', () => {
    assert.equal(wordsFor('en').number(1250), '1,250');
    assert.equal(wordsFor('ru').number(12500), '12\u00a0500');
    assert.equal(wordsFor('es').number(12500), '12.500');
  });
});

describe('ordinals and lists', () => {
  it('writes ordinals with the ending each language gives them', () => {
    assert.deepEqual(
      [1, 2, 3, 4, 11, 22].map((n) => wordsFor('en').ordinal(n)),
      ['1st', '2nd', '3rd', '4th', '11th', '22nd'],
    );
    assert.equal(wordsFor('ru').ordinal(2), '2-й');
    assert.equal(wordsFor('es').ordinal(3), '3.º');
    assert.equal(wordsFor('ko').ordinal(2), '2번째');
  });

  it('joins lists with the language’s own "and" and "or"', () => {
    assert.equal(wordsFor('en').list(['Ann', 'Bo', 'Cy']), 'Ann, Bo, and Cy');
    assert.equal(wordsFor('ru').list(['Аня', 'Боря', 'Вика']), 'Аня, Боря и Вика');
    assert.equal(wordsFor('es').list(['Ana', 'Bea'], 'disjunction'), 'Ana o Bea');
  });
});

describe('choosing a language', () => {
  it('takes the first wanted language Pomona speaks, by its language part, else English', () => {
    assert.equal(matchLanguage(['fr-FR', 'ko-KR', 'ru']), 'ko');
    assert.equal(matchLanguage(['es-419']), 'es');
    assert.equal(matchLanguage(['fr', '', null]), 'en');
  });

  it('reads LC_ALL before LANG, and the C locale as no choice', () => {
    assert.equal(languageFromEnvironment({ LANG: 'ru_RU.UTF-8' }), 'ru');
    assert.equal(languageFromEnvironment({ LC_ALL: 'ko_KR.UTF-8', LANG: 'ru_RU.UTF-8' }), 'ko');
    assert.equal(languageFromEnvironment({ LC_ALL: 'C.UTF-8', LANG: 'ru_RU.UTF-8' }), null);
    assert.equal(languageFromEnvironment({}), null);
  });
});
