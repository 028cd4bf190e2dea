import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { matcherBot } from '../../../src/families/judging/bots/matcher.js';
import { playJudging } from '../../../src/families/judging/bots/selfplay.js';
import { judgingEngine } from '../../../src/families/judging/engine/engine.js';
import { readFileSync } from 'node:fs';
import { loadJudge } from './helpers.js';

describe('the shipped Apples to Apples rulesets', () => {
  for (const file of [
    'rulesets/apples-to-apples.rules',
    'rulesets/apples-to-apples-two-cards.rules',
    'rulesets/apples-to-apples-science.rules',
  ]) {
    it(`${file} plays whole games at 4 and 10 players`, () => {
      const ruleset = loadJudge(file);
      assert.ok(ruleset.green.cards.length >= 150 && ruleset.red.cards.length >= 500);
      for (const players of [4, 10]) {
        const bots = Array.from({ length: players }, (_, p) => matcherBot(`${file}/${p}`));
        const played = playJudging(ruleset, { players, seed: file }, bots);
        assert.ok(played.ok);
        assert.equal(Math.max(...played.result.scores), played.state.numbers.goal);
      }
    });
  }

  it('the two-cards variant lets 6 or more players place up to two cards, and its option turns that off', () => {
    const ruleset = loadJudge('rulesets/apples-to-apples-two-cards.rules');
    const on = judgingEngine.create(ruleset, { players: 7, seed: 1 });
    const off = judgingEngine.create(ruleset, { players: 7, seed: 1, options: { two_cards: false } });
    assert.ok(on.ok && off.ok);
    assert.equal(on.state.numbers.maxEach, 2);
    assert.equal(off.state.numbers.maxEach, 1);
    assert.equal(on.state.numbers.lastReturns, true);
    const bad = judgingEngine.create(ruleset, { players: 7, seed: 1, options: { two_cards: 3 } });
    assert.equal(bad.ok, false);
  });

  it('keeps the default deck\'s "My ..." cards exactly as written in the deck file', () => {
    const ruleset = loadJudge('rulesets/apples-to-apples.rules');
    const file = ruleset.red.files.find((f) => f.endsWith('red.cards')) as string;
    const written = readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('My '))
      .map((line) => (line.split('|')[0] as string).trim());
    assert.ok(written.length >= 5);
    const created = judgingEngine.create(ruleset, { players: 4, seed: 'my' });
    assert.ok(created.ok);
    const texts = new Set(created.state.cards.red.map((c) => c.text));
    for (const text of written) assert.ok(texts.has(text), `"${text}" is kept as written`);
  });

  it('the science class deck adds its red cards to the default ones', () => {
    const base = loadJudge('rulesets/apples-to-apples.rules');
    const science = loadJudge('rulesets/apples-to-apples-science.rules');
    assert.ok(science.red.cards.length > base.red.cards.length);
    assert.ok(science.red.files.some((f) => f.endsWith('science-red.cards')));
  });
});
