import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { compileTables, explainScore, trickEngine } from '../../../src/families/trick/engine/index.js';
import type { TrickRuleset } from '../../../src/families/trick/ruleset.js';
import { cards, knownDeal, must, ruleset } from './helpers.js';

function score(r: TrickRuleset, won: string, target = ''): number {
  const t = compileTables(r, { winning_score: 250 }, 4);
  return explainScore(t, cards(r, won), target ? cards(r, target) : []).total;
}

describe('Apples variants change the results as RULES.md says', () => {
  const base = ruleset();
  const literal = ruleset('apples-literal-sums.rules');
  const english = ruleset('apples-english-suits.rules');

  it('scores both worked examples by default: 25 and 50', () => {
    assert.equal(score(base, '3S 3H 4D 6C 9S 9H JS JH JD QC AS AH', '10D'), 25);
    assert.equal(score(base, '4S 4H 10S 10H', '4D'), 50);
  });

  it('scores a pair as one value, three as twice, four as four times by default', () => {
    assert.equal(score(base, 'AS AH'), 15);
    assert.equal(score(base, 'JS JH JD'), 20);
    assert.equal(score(base, 'AS AH AD AC'), 60);
    assert.equal(score(base, '2S 2H 2D'), -30);
  });

  it('scores literal sums in the literal-sums variant: a pair of Aces 30, three Jacks 60, four Aces 240', () => {
    assert.equal(score(literal, 'AS AH'), 30);
    assert.equal(score(literal, 'JS JH JD'), 60);
    assert.equal(score(literal, 'AS AH AD AC'), 240);
  });

  it('keeps the 40 and 80 target rule in the literal-sums variant', () => {
    assert.equal(score(literal, '4S 4H', '4D'), 40);
    assert.equal(score(literal, 'KS KH KD', 'KC'), 80);
  });

  it('scores a pair that includes the target as a normal pair', () => {
    assert.equal(score(base, 'AS', 'AH'), 15);
    assert.equal(score(base, '5S', '5H'), -15);
  });

  it('ranks diamonds below hearts by default and hearts below diamonds in the English variant', () => {
    const hearts = (r: TrickRuleset): number => r.deck.suits.indexOf('hearts');
    const diamonds = (r: TrickRuleset): number => r.deck.suits.indexOf('diamonds');
    for (const [r, accepted] of [
      [base, false],
      [english, true],
    ] as const) {
      const s = knownDeal(r);
      must(s, { kind: 'bid', player: 0, number: 1, suit: hearts(r) });
      const error = trickEngine.applyInPlace(s, { kind: 'bid', player: 1, number: 1, suit: diamonds(r) });
      assert.equal(error === null, accepted, `${r.name}: ${JSON.stringify(error)}`);
    }
  });

  it("lets trumps and suits follow the variant's deck order in the card notation", () => {
    assert.deepEqual(cards(english, 'AS').length, 1);
    assert.notEqual(cards(english, 'AH')[0], cards(base, 'AH')[0]);
  });
});
