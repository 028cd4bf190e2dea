import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Random } from '../../../src/core/cards/random.js';
import { draftingEngine as engine, legalPlacements } from '../../../src/families/drafting/engine/engine.js';
import { checkPlacement, mayPlace } from '../../../src/families/drafting/engine/placement.js';
import { card, loadDraft, orchard, tableOf } from './helpers.js';
import { cardIndex } from '../../../src/core/cards/attribute-card.js';
import { drawBelow, shuffleInPlace } from '../../../src/families/drafting/engine/chance.js';

const ruleset = loadDraft('rulesets/orchard.rules');
const index = cardIndex(ruleset.deck);
const id = (short: string): number => index.idOf(card(ruleset, short));

describe('checking placements', () => {
  it('forgets what the rules said once a placement can change it, also in a batch that looks at the others', () => {
    const created = engine.create(ruleset, { players: 2, seed: 1 });
    assert.ok(created.ok);
    const state = created.state;
    const must = (action: Parameters<typeof engine.applyInPlace>[1]): void =>
      assert.equal(engine.applyInPlace(state, action)?.message, undefined);
    must(engine.chanceAction(state));
    must({ kind: 'reveal', cards: ['red 1 1', 'red 1 2', 'green 3 3', 'green 4 4', 'yellow 5 5', 'russet 6 1'].map(id) });
    const batch = (name: string): number => ruleset.batches.findIndex((b) => b.name === name);
    const allowed = (short: string, b: number): boolean =>
      legalPlacements(state, state.turn).some((a) => a.card === id(short) && a.batch === b);
    assert.ok(allowed('red 1 2', batch('Special Colour Tree')));
    assert.ok(allowed('yellow 5 5', batch('Steady Height')));
    must({ kind: 'place', player: 0, card: id('red 1 1'), batch: batch('Steady Height') });
    must({ kind: 'place', player: 1, card: id('green 3 3'), batch: batch('Monochrome') });
    assert.ok(!allowed('red 1 2', batch('Special Colour Tree')), 'a red card now grows elsewhere');
    assert.ok(!allowed('yellow 5 5', batch('Steady Height')), 'height 5 is more than one above height 1');
    assert.ok(allowed('green 4 4', batch('Special Colour Tree')), "the other player's green card does not count");
    assert.equal(
      engine.applyInPlace(state, { kind: 'place', player: 0, card: id('red 1 2'), batch: batch('Special Colour Tree') })?.code,
      'placement-refused',
    );
  });

  it('checks a placement afresh once the orchard has grown since it was found legal', () => {
    const table = tableOf(ruleset);
    const trees = orchard(ruleset, { 'Steady Height': ['red 1 3'] });
    const steady = ruleset.batches.findIndex((b) => b.name === 'Steady Height');
    const four = card(ruleset, 'green 2 4');
    assert.ok(mayPlace(table, trees, steady, four));
    trees[steady]!.push(card(ruleset, 'yellow 1 2'));
    assert.equal(checkPlacement(table, trees, steady, four)?.kind, 'rule');
  });
});

describe("the engine's integer draws", () => {
  it('draw every value of a range about equally often and nothing outside it', () => {
    const rng = Random.from('draws', 0);
    for (const n of [1, 2, 7, 120, 65536]) {
      const counts = new Map<number, number>();
      const draws = Math.min(70000, 2000 * n);
      for (let i = 0; i < draws; i++) {
        const x = drawBelow(rng, n);
        assert.ok(Number.isInteger(x) && x >= 0 && x < n);
        counts.set(x, (counts.get(x) ?? 0) + 1);
      }
      if (n <= 120) for (const c of counts.values()) assert.ok(Math.abs(c - draws / n) < 0.15 * (draws / n), `n=${n}: ${c}`);
    }
  });

  it('shuffle to a permutation of the same cards', () => {
    const ids = Array.from({ length: 120 }, (_, i) => i);
    const shuffled = shuffleInPlace(Random.from(3), ids.slice());
    assert.notDeepEqual(shuffled, ids);
    assert.deepEqual(
      shuffled.slice().sort((a, b) => a - b),
      ids,
    );
  });
});
