import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { PlayingCards, countWord } from '../../../src/core/cards/playing.js';
import { actionToJSON, describeAction, describeEvent, parseAction } from '../../../src/families/trick/engine/index.js';
import { ruleset } from './helpers.js';

const deck = new PlayingCards(ruleset().deck);

describe('Playing-card notation and names', () => {
  it('reads rank and suit letter in any case, with 10 or T', () => {
    assert.equal(deck.format(deck.parse('3s') as number), '3S');
    assert.equal(deck.parse('10D'), deck.parse('td'));
    assert.equal(deck.format(deck.parse('qh') as number), 'QH');
  });

  it('numbers the cards from the highest suit and rank', () => {
    assert.equal(deck.parse('AS'), 0);
    assert.equal(deck.parse('2D'), 51);
    assert.equal(deck.size, 52);
  });

  it('refuses unknown cards with a message that shows the notation', () => {
    const parsed = deck.parseList('3S 1X');
    assert.ok(!parsed.ok && parsed.message.includes("'1X'") && parsed.message.includes('10D'));
  });

  it('names cards in words for screen readers', () => {
    assert.equal(deck.name(deck.parse('QS') as number), 'queen of spades');
    assert.equal(deck.name(deck.parse('10h') as number), 'ten of hearts');
    assert.equal(deck.rankName(deck.rank(deck.parse('JD') as number), true), 'Jacks');
    assert.equal(countWord(3), 'three');
  });

  it('formats and parses every card as the same card', () => {
    for (let c = 0; c < deck.size; c++) assert.equal(deck.parse(deck.format(c)), c);
  });

  it('reads actions written with notation and suit names, and writes them back the same way', () => {
    const bid = parseAction(deck, { kind: 'bid', player: 1, number: 2, suit: 'Spades' });
    assert.ok(bid.ok);
    assert.deepEqual(actionToJSON(deck, bid.action), { kind: 'bid', player: 1, number: 2, suit: 'spades' });
    const give = parseAction(deck, { kind: 'give', player: 2, card: '7d' });
    assert.ok(give.ok);
    assert.deepEqual(actionToJSON(deck, give.action), { kind: 'give', player: 2, card: '7D' });
    assert.equal(describeAction(deck, give.action), 'Player 3 gives 7D to the pile');
    assert.equal(describeAction(deck, bid.action), 'Player 2 bids 2 spades');
    const play = parseAction(deck, { kind: 'play', player: 0, card: 'qs' });
    assert.ok(play.ok);
    assert.equal(describeAction(deck, play.action), 'Player 1 plays the queen of spades (QS)');
  });

  it('says what is wrong with a malformed action', () => {
    const bad = parseAction(deck, { kind: 'play', player: 0, card: 'ZZ' });
    assert.ok(!bad.ok && bad.message.includes('ZZ'));
    const kind = parseAction(deck, { kind: 'dance' });
    assert.ok(!kind.ok && kind.message.includes('dance'));
    const oldTag = parseAction(deck, { type: 'pass', player: 0 });
    assert.ok(!oldTag.ok && oldTag.message.includes('"kind"'));
    const set = parseAction(deck, { kind: 'give', player: 0, cards: ['2S', '3S'] });
    assert.ok(!set.ok && set.message.includes('one card'));
    assert.ok(!parseAction(deck, null).ok);
  });
});

describe('Events in words', () => {
  const names = (seat: number): string => (seat === 0 ? 'You' : `West (rules)`);
  it('makes the verb agree with "You", as a person at the table reads it', () => {
    const card = deck.parse('QC');
    assert.ok(card !== undefined);
    assert.equal(describeEvent(deck, { kind: 'card-played', player: 0, card }, { name: names }), 'You play the queen of clubs.');
    assert.equal(describeEvent(deck, { kind: 'card-played', player: 1, card }, { name: names }), 'West (rules) plays the queen of clubs.');
    assert.equal(
      describeEvent(deck, { kind: 'trick-won', winner: 0, leader: 0, trick: 1, cards: [card] }, { name: names }),
      'You win trick 1 (QC).',
    );
    assert.equal(describeEvent(deck, { kind: 'pass', player: 0 }, { name: names }), 'You pass.');
    assert.equal(describeEvent(deck, { kind: 'dealer-drawn', dealer: 0 }, { name: names }), 'You deal first.');
    assert.equal(describeEvent(deck, { kind: 'pass', player: 2 }), 'Player 3 passes.');
  });
});
