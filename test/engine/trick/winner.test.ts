/** Who wins a trick, by the ruleset's `winner` and `always wins` lines (src/families/trick/engine/winner.ts). */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { compileTables } from '../../../src/families/trick/engine/tables.js';
import { trickWinner } from '../../../src/families/trick/engine/winner.js';
import type { TrickRuleset } from '../../../src/families/trick/ruleset.js';
import { compile, shipped } from '../../rules/helpers.js';
import { cards, ruleset } from './helpers.js';

/** Apples with `lines` added to its tricks block. */
function withTricks(lines: string): TrickRuleset {
  const result = compile({
    'main.rules': `extends "shipped/apples.rules"\ntricks {\n${lines}\n}\n`,
    'shipped/apples.rules': shipped('apples.rules'),
  });
  if (!result.ok || result.ruleset.family !== 'trick-taking') throw new Error(result.diagnostics.map((d) => d.message).join('; '));
  return result.ruleset;
}

/** The seat (0 = leader) that takes the trick written in notation, with `trump` a suit name or none. */
function taker(r: TrickRuleset, trick: string, trump: string | null): number {
  const t = compileTables(r, {}, 4);
  const played = cards(r, trick);
  return trickWinner(t, played, played.length, trump === null ? -1 : r.deck.suits.indexOf(trump));
}

describe('who wins a trick', () => {
  it('is the highest card of the led suit unless trumped, as before, when the ruleset says nothing', () => {
    const r = ruleset();
    assert.equal(taker(r, '9H KH 2H AS', null), 1);
    assert.equal(taker(r, '9H KH 2S AS', 'spades'), 3);
    assert.equal(taker(r, '9H KH 2S AD', 'spades'), 2);
  });

  it('is the lowest card of the led suit with `winner lowest of led suit`, and the lowest trump when trumped', () => {
    const r = withTricks('winner lowest of led suit');
    assert.equal(taker(r, '9H KH 2H AS', null), 2);
    assert.equal(taker(r, '9H KH 2D 3D', null), 0, 'off-suit cards never win');
    assert.equal(taker(r, '9H KS 2H 3S', 'spades'), 3);
  });

  it('gives the trick to the suit that always wins, over trumps', () => {
    const r = withTricks('always wins suit diamonds');
    assert.equal(taker(r, '9H AS 2D KH', 'spades'), 2);
    assert.equal(taker(r, '9H 2D AS 5D', 'spades'), 3, 'the higher of two always-winning cards');
    assert.equal(taker(r, '9H AS KH 8H', 'spades'), 1, 'without one, trumps win as before');
  });

  it('gives the trick to the card that always wins, whatever else is played', () => {
    const r = withTricks('always wins 2 of clubs');
    assert.equal(taker(r, 'AS KS QS 2C', 'spades'), 3);
    assert.equal(taker(r, 'AS KS QS 3C', 'spades'), 0);
  });
});
