import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { loadDraft, orchard, scoreOf, tableOf, tryPlace } from './helpers.js';

const ruleset = loadDraft('rulesets/orchard.rules');
const table = tableOf(ruleset);

describe('the default Orchard ruleset', () => {
  it('names its eight batches as RULES.md does', () => {
    assert.deepEqual(
      ruleset.batches.map((b) => b.name),
      [
        'Monochrome',
        'Apples of a Feather',
        'Special Colour Tree',
        'Unlucky',
        'Fortepiano Height',
        'Sweet Couple',
        'Steady Height',
        'Bad Batch',
      ],
    );
  });

  it('builds a deck of 120 apples from colour, sweetness and height', () => {
    assert.deepEqual(
      ruleset.deck.attributes.map((a) => [a.name, a.values]),
      [
        ['colour', ['red', 'green', 'yellow', 'russet']],
        ['sweetness', [1, 2, 3, 4, 5, 6]],
        ['height', [1, 2, 3, 4, 5]],
      ],
    );
    assert.equal(ruleset.deck.cards.length, 120);
  });

  it('scores every empty batch 0', () => {
    const empty = orchard(ruleset, {});
    for (const batch of ruleset.batches) assert.equal(scoreOf(table, empty, batch.name).value, 0, batch.name);
  });
});

describe('Monochrome', () => {
  it('takes a card of the same colour and refuses another colour', () => {
    const o = orchard(ruleset, { Monochrome: ['red 1 1', 'red 6 5'] });
    assert.equal(tryPlace(table, o, 'Monochrome', 'red 3 3'), null);
    const refusal = tryPlace(table, o, 'Monochrome', 'green 3 3');
    assert.equal(refusal?.code, 'placement-refused');
    assert.match(refusal?.message ?? '', /^Monochrome: All cards the same colour\. \(/);
  });

  it('scores triangle numbers by count', () => {
    const reds = [
      'red 1 1',
      'red 2 1',
      'red 3 1',
      'red 4 1',
      'red 5 1',
      'red 6 1',
      'red 1 2',
      'red 2 2',
      'red 3 2',
      'red 4 2',
      'red 5 2',
      'red 6 2',
    ];
    const expected = [1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 66, 78];
    expected.forEach((points, i) => {
      assert.equal(scoreOf(table, orchard(ruleset, { Monochrome: reds.slice(0, i + 1) }), 'Monochrome').value, points);
    });
  });
});

describe('Apples of a Feather', () => {
  it('takes any second card that matches the first on sweetness or height', () => {
    const o = orchard(ruleset, { 'Apples of a Feather': ['red 3 2'] });
    assert.equal(tryPlace(table, o, 'Apples of a Feather', 'green 3 5'), null);
    assert.equal(tryPlace(table, o, 'Apples of a Feather', 'green 1 2'), null);
    assert.equal(tryPlace(table, o, 'Apples of a Feather', 'green 1 5')?.code, 'placement-refused');
  });

  it('keeps both attributes open while both match', () => {
    const o = orchard(ruleset, { 'Apples of a Feather': ['red 3 2', 'green 3 2'] });
    assert.equal(tryPlace(table, o, 'Apples of a Feather', 'yellow 3 4'), null);
    assert.equal(tryPlace(table, o, 'Apples of a Feather', 'yellow 5 2'), null);
  });

  it('keeps the matched attribute once only one matches', () => {
    const o = orchard(ruleset, { 'Apples of a Feather': ['red 3 2', 'green 3 4'] });
    assert.equal(tryPlace(table, o, 'Apples of a Feather', 'yellow 3 1'), null);
    const refusal = tryPlace(table, o, 'Apples of a Feather', 'yellow 5 2');
    assert.equal(refusal?.code, 'placement-refused');
    assert.match(refusal?.message ?? '', /^Apples of a Feather: All cards share their sweetness, or all share their height\./);
  });

  it('scores n(n-1)', () => {
    const cards = ['red 3 1', 'red 3 2', 'red 3 3', 'red 3 4', 'red 3 5'];
    [0, 2, 6, 12, 20].forEach((points, i) => {
      assert.equal(scoreOf(table, orchard(ruleset, { 'Apples of a Feather': cards.slice(0, i + 1) }), 'Apples of a Feather').value, points);
    });
  });
});

describe('Special Colour Tree', () => {
  it('holds a single card', () => {
    const o = orchard(ruleset, { 'Special Colour Tree': ['red 1 1'] });
    const refusal = tryPlace(table, o, 'Special Colour Tree', 'green 1 1');
    assert.equal(refusal?.code, 'batch-full');
    assert.match(refusal?.message ?? '', /^Special Colour Tree: .*holds at most 1 card/);
  });

  it('refuses a card whose colour lies in another batch, but not in the Bad Batch', () => {
    const elsewhere = orchard(ruleset, { 'Sweet Couple': ['red 2 2'] });
    const refusal = tryPlace(table, elsewhere, 'Special Colour Tree', 'red 4 4');
    assert.equal(refusal?.code, 'placement-refused');
    assert.match(refusal?.message ?? '', /^Special Colour Tree: One card, and no other card of its colour outside the Bad Batch\. \(/);
    const bad = orchard(ruleset, { 'Bad Batch': ['red 2 2'], 'Sweet Couple': ['green 2 2'] });
    assert.equal(tryPlace(table, bad, 'Special Colour Tree', 'red 4 4'), null);
  });

  it('scores 20 alone, and loses them when a card of its colour is placed elsewhere later', () => {
    assert.equal(
      scoreOf(table, orchard(ruleset, { 'Special Colour Tree': ['red 4 4'], 'Bad Batch': ['red 1 1'] }), 'Special Colour Tree').value,
      20,
    );
    const lost = orchard(ruleset, { 'Special Colour Tree': ['red 4 4'], Monochrome: ['green 1 1'] });
    assert.equal(tryPlace(table, lost, 'Monochrome', 'green 2 2'), null);
    const after = orchard(ruleset, { 'Special Colour Tree': ['red 4 4'], Unlucky: ['red 1 1'] });
    const explained = scoreOf(table, after, 'Special Colour Tree');
    assert.equal(explained.value, 0);
    assert.match(explained.text, /20 points lost because of red, sweetness 1, height 1 in Unlucky$/);
  });
});

describe('Unlucky', () => {
  it('takes any card', () => {
    const o = orchard(ruleset, { Unlucky: ['red 6 1', 'red 6 2'] });
    assert.equal(tryPlace(table, o, 'Unlucky', 'green 6 5'), null);
  });

  it('scores the count squared at exactly 13, and nothing at 12 or 14', () => {
    assert.equal(scoreOf(table, orchard(ruleset, { Unlucky: ['red 6 1', 'red 4 1', 'red 3 1'] }), 'Unlucky').value, 9);
    assert.equal(scoreOf(table, orchard(ruleset, { Unlucky: ['red 6 1', 'red 3 1', 'red 3 2'] }), 'Unlucky').value, 0);
    assert.equal(scoreOf(table, orchard(ruleset, { Unlucky: ['red 6 1', 'red 5 1', 'red 3 1'] }), 'Unlucky').value, 0);
    assert.equal(scoreOf(table, orchard(ruleset, { Unlucky: ['red 5 1', 'red 5 2', 'red 1 1', 'red 2 1'] }), 'Unlucky').value, 16);
  });

  it('explains the sum of sweetness behind the score', () => {
    const text = scoreOf(table, orchard(ruleset, { Unlucky: ['red 5 1', 'red 5 2', 'red 3 1'] }), 'Unlucky').text;
    assert.match(text, /5 \+ 5 \+ 3 = 13/);
    assert.match(text, /= 9$/);
  });
});

describe('Fortepiano Height', () => {
  it('refuses a second card of the same height, but takes an odd card of any height', () => {
    const o = orchard(ruleset, { 'Fortepiano Height': ['red 1 3'] });
    assert.equal(tryPlace(table, o, 'Fortepiano Height', 'red 2 3')?.code, 'placement-refused');
    assert.equal(tryPlace(table, o, 'Fortepiano Height', 'red 2 4'), null);
    const odd = orchard(ruleset, { 'Fortepiano Height': ['red 1 3', 'red 2 4'] });
    assert.equal(tryPlace(table, odd, 'Fortepiano Height', 'red 3 4'), null);
  });

  it('scores twice the height difference of each complete pair, the odd card nothing', () => {
    assert.equal(scoreOf(table, orchard(ruleset, { 'Fortepiano Height': ['red 1 1', 'red 1 5'] }), 'Fortepiano Height').value, 8);
    assert.equal(scoreOf(table, orchard(ruleset, { 'Fortepiano Height': ['red 1 2', 'red 1 3'] }), 'Fortepiano Height').value, 2);
    assert.equal(
      scoreOf(table, orchard(ruleset, { 'Fortepiano Height': ['red 1 1', 'red 1 5', 'red 2 1'] }), 'Fortepiano Height').value,
      8,
    );
    const six = Array.from({ length: 6 }, (_, i) => [`red ${i + 1} 1`, `green ${i + 1} 5`]).flat();
    assert.equal(scoreOf(table, orchard(ruleset, { 'Fortepiano Height': six }), 'Fortepiano Height').value, 48);
  });
});

describe('Sweet Couple', () => {
  it('refuses a second card of another sweetness, but takes an odd card of any sweetness', () => {
    const o = orchard(ruleset, { 'Sweet Couple': ['red 4 1'] });
    assert.equal(tryPlace(table, o, 'Sweet Couple', 'green 3 1')?.code, 'placement-refused');
    assert.equal(tryPlace(table, o, 'Sweet Couple', 'green 4 5'), null);
    const odd = orchard(ruleset, { 'Sweet Couple': ['red 4 1', 'green 4 5'] });
    assert.equal(tryPlace(table, odd, 'Sweet Couple', 'yellow 1 1'), null);
  });

  it('scores 7 per complete pair', () => {
    assert.equal(scoreOf(table, orchard(ruleset, { 'Sweet Couple': ['red 4 1'] }), 'Sweet Couple').value, 0);
    assert.equal(scoreOf(table, orchard(ruleset, { 'Sweet Couple': ['red 4 1', 'green 4 5'] }), 'Sweet Couple').value, 7);
    assert.equal(scoreOf(table, orchard(ruleset, { 'Sweet Couple': ['red 4 1', 'green 4 5', 'red 1 1'] }), 'Sweet Couple').value, 7);
    assert.equal(
      scoreOf(table, orchard(ruleset, { 'Sweet Couple': ['red 4 1', 'green 4 5', 'red 1 1', 'red 1 2'] }), 'Sweet Couple').value,
      14,
    );
  });
});

describe('Steady Height', () => {
  it('refuses a card more than one height from the previous, quoting the rule', () => {
    const o = orchard(ruleset, { 'Steady Height': ['red 1 2', 'red 1 3'] });
    assert.equal(tryPlace(table, o, 'Steady Height', 'green 1 4'), null);
    assert.equal(tryPlace(table, o, 'Steady Height', 'green 1 2'), null);
    assert.equal(tryPlace(table, o, 'Steady Height', 'green 1 3'), null);
    const refusal = tryPlace(table, o, 'Steady Height', 'green 1 5');
    assert.equal(refusal?.code, 'placement-refused');
    assert.match(refusal?.message ?? '', /^Steady Height: Each card's height within one of the previous card's\. \(.*5.*3.*\)$/);
  });

  it('scores odd primes by count', () => {
    const cards = ['red 1 1', 'red 2 1', 'red 3 2', 'red 4 2', 'red 5 3', 'red 6 3'];
    [3, 5, 7, 11, 13, 17].forEach((points, i) => {
      assert.equal(scoreOf(table, orchard(ruleset, { 'Steady Height': cards.slice(0, i + 1) }), 'Steady Height').value, points);
    });
  });
});

describe('Bad Batch', () => {
  it('takes any card, even beside a Special Colour Tree of its colour', () => {
    const o = orchard(ruleset, { 'Special Colour Tree': ['red 1 1'], 'Bad Batch': ['green 1 1'] });
    assert.equal(tryPlace(table, o, 'Bad Batch', 'red 5 5'), null);
  });

  it('costs one point per card, and nothing in easy mode', () => {
    const o = orchard(ruleset, { 'Bad Batch': ['red 1 1', 'green 2 2', 'yellow 3 3'] });
    assert.equal(scoreOf(table, o, 'Bad Batch').value, -3);
    assert.equal(scoreOf(tableOf(ruleset, { easy_mode: true }), o, 'Bad Batch').value, 0);
    const easy = loadDraft('rulesets/orchard-easy.rules');
    assert.equal(scoreOf(tableOf(easy), orchard(easy, { 'Bad Batch': ['red 1 1', 'green 2 2'] }), 'Bad Batch').value, 0);
  });
});
