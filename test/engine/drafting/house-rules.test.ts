import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { draftingEngine as engine, legalPlacements } from '../../../src/families/drafting/engine/engine.js';
import { loadDraft, orchard, scoreOf, tableOf, tryPlace } from './helpers.js';

describe('a ninth batch written only in a ruleset file', () => {
  const ruleset = loadDraft('test/rulesets/orchard-ninth-batch.rules');
  const table = tableOf(ruleset);

  it('adds Twin Towers after the eight batches of the default game', () => {
    assert.equal(ruleset.batches.length, 9);
    assert.equal(ruleset.batches[8]?.name, 'Twin Towers');
  });

  it('takes only cards of the same height, and says why it refuses one', () => {
    const o = orchard(ruleset, { 'Twin Towers': ['red 1 3', 'green 5 3'] });
    assert.equal(tryPlace(table, o, 'Twin Towers', 'yellow 2 3'), null);
    const refusal = tryPlace(table, o, 'Twin Towers', 'yellow 2 4');
    assert.equal(refusal?.code, 'placement-refused');
    assert.match(refusal?.message ?? '', /^Twin Towers: All cards the same height\. \(/);
  });

  it('scores 5 points per card', () => {
    assert.equal(scoreOf(table, orchard(ruleset, { 'Twin Towers': ['red 1 3', 'green 5 3', 'yellow 2 3'] }), 'Twin Towers').value, 15);
  });

  it('offers the ninth batch in play and scores it on the sheet', () => {
    const created = engine.create(ruleset, { players: 3, seed: 4 });
    assert.ok(created.ok);
    const state = created.state;
    engine.applyInPlace(state, engine.chanceAction(state));
    engine.applyInPlace(state, engine.chanceAction(state));
    const legal = legalPlacements(state, state.turn);
    assert.ok(legal.some((a) => a.batch === 8));
    assert.equal(
      engine.applyInPlace(
        state,
        legal.find((a) => a.batch === 8)!,
      ),
      null,
    );
    assert.equal(engine.explain(state)[0]?.lines[8]?.label, 'Twin Towers');
    assert.equal(engine.explain(state)[0]?.lines[8]?.points, 5);
  });
});

describe('score tables changed only in a ruleset file', () => {
  const house = loadDraft('test/rulesets/orchard-house-tables.rules');
  const table = tableOf(house);

  it('pays Monochrome from the new table', () => {
    assert.equal(scoreOf(table, orchard(house, { Monochrome: ['red 1 1', 'red 2 2', 'red 3 3'] }), 'Monochrome').value, 12);
  });

  it('pays 10 for a Sweet Couple pair and keeps its placement rule', () => {
    const o = orchard(house, { 'Sweet Couple': ['red 4 1', 'green 4 5'] });
    assert.equal(scoreOf(table, o, 'Sweet Couple').value, 10);
    assert.equal(tryPlace(table, orchard(house, { 'Sweet Couple': ['red 4 1'] }), 'Sweet Couple', 'green 3 5')?.code, 'placement-refused');
  });
});

describe('a batch removed in a ruleset file', () => {
  const seven = loadDraft('test/rulesets/orchard-seven-batches.rules');

  it('plays with the remaining seven batches', () => {
    assert.deepEqual(
      seven.batches.map((b) => b.name),
      ['Monochrome', 'Apples of a Feather', 'Special Colour Tree', 'Fortepiano Height', 'Sweet Couple', 'Steady Height', 'Bad Batch'],
    );
    const created = engine.create(seven, { players: 2, seed: 1 });
    assert.ok(created.ok);
    const state = created.state;
    while (state.phase !== 'over') {
      const error = engine.applyInPlace(
        state,
        state.phase === 'place' ? legalPlacements(state, state.turn)[0]! : engine.chanceAction(state),
      );
      assert.equal(error, null);
    }
    assert.ok(engine.explain(state).every((sheet) => sheet.lines.length === 7));
  });
});
