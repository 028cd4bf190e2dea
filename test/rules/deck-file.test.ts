import '../../src/families/index.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseDeckFile, parseTagVocabulary } from '../../src/core/rules/index.js';

const vocabulary = ['hot', 'old', 'food', 'person'];
const header = 'kind red\ntags from "tags.txt"\n';

describe('deck files', () => {
  it('reads cards with their text, detail and tags, keeping "My ..." cards as written', () => {
    const deck = parseDeckFile(
      `${header}My Grandmother | She still drives like it's 1962. | old person\nChilli <b>Pepper</b> | Hot & "spicy" | hot food\n`,
      'red.cards',
      vocabulary,
    );
    assert.deepEqual(deck.diagnostics, []);
    assert.equal(deck.kind, 'red');
    assert.equal(deck.tagsFile, 'tags.txt');
    assert.deepEqual(
      deck.cards.map((c) => [c.text, c.detail, [...c.tags], c.line]),
      [
        ['My Grandmother', "She still drives like it's 1962.", ['old', 'person'], 3],
        ['Chilli <b>Pepper</b>', 'Hot & "spicy"', ['hot', 'food'], 4],
      ],
    );
  });

  it('reports a duplicate card at its line and column, naming the first', () => {
    const deck = parseDeckFile(`${header}Soup | warm | food\n  soup | again | food\n`, 'red.cards', vocabulary);
    assert.deepEqual(
      deck.diagnostics.map((d) => [d.line, d.column, d.code, d.message]),
      [[4, 3, 'duplicate', "duplicate card 'soup' (first at line 3)"]],
    );
  });

  it('reports an unknown tag with a suggestion, at the tag', () => {
    const deck = parseDeckFile(`${header}Soup | warm | food hott\n`, 'red.cards', vocabulary);
    assert.deepEqual(
      deck.diagnostics.map((d) => [d.line, d.column, d.message]),
      [[3, 20, "unknown tag 'hott' — did you mean 'hot'?"]],
    );
  });

  it('reports a card with no tags', () => {
    const deck = parseDeckFile(`${header}Soup | warm |  \n`, 'red.cards', vocabulary);
    assert.deepEqual(
      deck.diagnostics.map((d) => [d.line, d.column, d.code]),
      [[3, 1, 'missing-tags']],
    );
  });

  it('reports a line without three parts', () => {
    const deck = parseDeckFile(`${header}Soup | warm\n`, 'red.cards', vocabulary);
    assert.match(deck.diagnostics[0]?.message ?? '', /three parts, TEXT \| DETAIL \| TAGS, but this one has 2/);
  });

  it('reads a tag vocabulary and flags malformed tags', () => {
    const result = parseTagVocabulary('hot  # warm things\nOld\nhot\n', 'tags.txt');
    assert.deepEqual(result.tags, ['hot']);
    assert.deepEqual(
      result.diagnostics.map((d) => [d.line, d.code]),
      [
        [2, 'bad-tag'],
        [3, 'duplicate'],
      ],
    );
  });
});
