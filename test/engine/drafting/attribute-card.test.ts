import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AttributeDeck } from '../../../src/core/rules/ruleset.js';
import { cardFromObject, cardIndex, cardName, cardToObject, formatCard, parseCard } from '../../../src/core/cards/attribute-card.js';

// A small deck written out by hand for these tests: two colours, sweetness 1..2, height 1..3.
const deck: AttributeDeck = {
  kind: 'attributes',
  copies: 1,
  attributes: [
    { name: 'colour', kind: 'symbol', values: ['red', 'green'] },
    { name: 'sweetness', kind: 'number', values: [1, 2] },
    { name: 'height', kind: 'number', values: [1, 2, 3] },
  ],
  cards: [0, 1].flatMap((c) => [1, 2].flatMap((s) => [1, 2, 3].map((h) => [c, s, h]))),
};

describe('attribute-card notation', () => {
  it('writes a card as the object of its attributes, colours by name', () => {
    assert.equal(formatCard(deck, [1, 2, 3]), '{"colour":"green","sweetness":2,"height":3}');
    assert.deepEqual(cardToObject(deck, [0, 1, 2]), { colour: 'red', sweetness: 1, height: 2 });
  });

  it('names a card for a screen reader', () => {
    assert.equal(cardName(deck, [0, 2, 1]), 'red, sweetness 2, height 1');
  });

  it('reads a card back from its notation and finds its id', () => {
    const parsed = parseCard(deck, '{"colour":"green","sweetness":1,"height":2}');
    assert.ok(parsed.ok);
    assert.deepEqual(parsed.card, [1, 1, 2]);
    const id = cardIndex(deck).idOf(parsed.card);
    assert.deepEqual(deck.cards[id], [1, 1, 2]);
  });

  it('round-trips every card of the deck', () => {
    const index = cardIndex(deck);
    deck.cards.forEach((card, id) => {
      const parsed = parseCard(deck, formatCard(deck, card));
      assert.ok(parsed.ok);
      assert.equal(index.idOf(parsed.card), id);
    });
  });

  it('refuses a value outside the deck and names the allowed ones', () => {
    const parsed = cardFromObject(deck, { colour: 'blue', sweetness: 1, height: 1 });
    assert.ok(!parsed.ok);
    assert.match(parsed.message, /colour 'blue' is not in the deck; it must be one of red, green/);
    const high = cardFromObject(deck, { colour: 'red', sweetness: 1, height: 9 });
    assert.ok(!high.ok);
    assert.match(high.message, /height 9 is not in the deck/);
  });

  it('refuses an unknown attribute, a missing one, and text that is not JSON', () => {
    const unknown = cardFromObject(deck, { colour: 'red', sweetness: 1, height: 1, size: 4 });
    assert.ok(!unknown.ok);
    assert.match(unknown.message, /unknown attribute 'size'/);
    const missing = cardFromObject(deck, { colour: 'red', sweetness: 1 });
    assert.ok(!missing.ok);
    assert.match(missing.message, /has no height/);
    const junk = parseCard(deck, '{colour: red');
    assert.ok(!junk.ok);
    assert.match(junk.message, /not a card/);
  });

  it('reports -1 for a card the deck does not hold', () => {
    assert.equal(cardIndex(deck).idOf([5, 5, 5]), -1);
  });
});
