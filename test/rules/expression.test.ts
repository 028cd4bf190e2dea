import '../../src/families/index.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { loadRulesetFile } from '../../src/core/rules/index.js';
import type { AttrCard, BatchContext } from '../../src/core/rules/index.js';
import type { Batch, DraftingRuleset } from '../../src/families/drafting/ruleset.js';
import { compile } from './helpers.js';

const loaded = loadRulesetFile('rulesets/orchard.rules');
assert.ok(loaded.ok);
const orchard = loaded.ruleset as DraftingRuleset;
const colours = ['red', 'green', 'yellow', 'russet'];
/** A card from its colour, sweetness and height. */
const apple = (colour: string, sweetness: number, height: number): AttrCard => [colours.indexOf(colour), sweetness, height];
const batch = (name: string): Batch => orchard.batches.find((b) => b.name === name) as Batch;
const index = (name: string): number => orchard.batches.findIndex((b) => b.name === name);

function scoreCtx(name: string, cards: AttrCard[], elsewhere: Record<string, AttrCard[]> = {}): BatchContext {
  const batches = orchard.batches.map((b) => (b.name === name ? cards : (elsewhere[b.name] ?? [])));
  return { cards, card: null, batches, batchIndex: index(name), options: { easy_mode: false }, players: 4 };
}

function allows(name: string, before: AttrCard[], card: AttrCard, elsewhere: Record<string, AttrCard[]> = {}): boolean {
  const ctx = { ...scoreCtx(name, [...before, card], elsewhere), card };
  return batch(name).allow.every((rule) => rule.evaluate(ctx));
}

describe('batch scores, explained by the evaluator', () => {
  it('Unlucky scores n squared only at exactly 13', () => {
    const unlucky = batch('Unlucky');
    const thirteen = unlucky.score.explain(scoreCtx('Unlucky', [apple('red', 5, 1), apple('green', 5, 2), apple('red', 3, 3)]));
    assert.deepEqual(thirteen, { value: 9, text: 'sweetness 5 + 5 + 3 = 13; 13 = 13 ✓, so 3 ^ 2 = 9' });
    assert.equal(unlucky.score.evaluate(scoreCtx('Unlucky', [apple('red', 6, 1), apple('green', 6, 2)])), 0, '12 scores nothing');
    assert.equal(
      unlucky.score.evaluate(scoreCtx('Unlucky', [apple('red', 6, 1), apple('green', 6, 2), apple('red', 2, 1)])),
      0,
      '14 scores nothing',
    );
  });

  it('Fortepiano scores twice the height difference of each complete pair, not a lone last card', () => {
    const forte = batch('Fortepiano Height');
    const ctx = scoreCtx('Fortepiano Height', [
      apple('red', 1, 1),
      apple('red', 1, 5),
      apple('red', 1, 2),
      apple('red', 1, 3),
      apple('red', 1, 4),
    ]);
    assert.deepEqual(forte.score.explain(ctx), { value: 10, text: '(2 × abs(1 − 5) = 8) + (2 × abs(2 − 3) = 2) = 10' });
  });

  it('the Special Colour Tree loses its 20 points to a card of its colour outside the Bad Batch', () => {
    const tree = batch('Special Colour Tree');
    assert.equal(tree.score.evaluate(scoreCtx('Special Colour Tree', [apple('red', 1, 1)], { 'Bad Batch': [apple('red', 2, 2)] })), 20);
    const lost = tree.score.explain(scoreCtx('Special Colour Tree', [apple('red', 1, 1)], { Unlucky: [apple('red', 2, 2)] }));
    assert.equal(lost.value, 0);
    assert.match(lost.text, /1 = 0 ✗, so 0$/);
    assert.equal(tree.score.evaluate(scoreCtx('Special Colour Tree', [])), 0, 'an empty tree scores 0');
  });

  it('Monochrome and Steady Height look up their sequences from 1, and an empty batch scores 0', () => {
    assert.equal(
      batch('Monochrome').score.evaluate(scoreCtx('Monochrome', [apple('red', 1, 1), apple('red', 2, 2), apple('red', 3, 3)])),
      6,
    );
    assert.equal(batch('Monochrome').score.evaluate(scoreCtx('Monochrome', [])), 0);
    assert.equal(batch('Steady Height').score.evaluate(scoreCtx('Steady Height', [apple('red', 1, 1)])), 3);
  });
});

describe('placement rules', () => {
  it('Apples of a Feather keeps both attributes open while both match', () => {
    const first = apple('red', 3, 2);
    assert.ok(allows('Apples of a Feather', [first], apple('green', 3, 2)));
    assert.ok(allows('Apples of a Feather', [first, apple('green', 3, 2)], apple('yellow', 3, 5)), 'sweetness continues');
    assert.ok(allows('Apples of a Feather', [first, apple('green', 3, 2)], apple('yellow', 1, 2)), 'height continues');
    assert.ok(!allows('Apples of a Feather', [first, apple('green', 3, 5)], apple('yellow', 1, 2)), 'sweetness was kept, height broke');
  });

  it('Steady Height explains a step that is too tall', () => {
    const ctx = { ...scoreCtx('Steady Height', [apple('red', 1, 3), apple('red', 1, 5)]), card: apple('red', 1, 5) };
    assert.deepEqual(batch('Steady Height').allow[0]?.explain(ctx), { value: false, text: 'each step: abs(5 − 3) = 2; 2 ≤ 1 ✗' });
  });

  it('the Special Colour Tree refuses a card whose colour lies outside the Bad Batch', () => {
    assert.ok(!allows('Special Colour Tree', [], apple('red', 1, 1), { Unlucky: [apple('red', 2, 2)] }));
    assert.ok(allows('Special Colour Tree', [], apple('red', 1, 1), { 'Bad Batch': [apple('red', 2, 2)] }));
  });

  it('Sweet Couple checks only complete pairs', () => {
    assert.ok(allows('Sweet Couple', [apple('red', 4, 1)], apple('green', 4, 3)));
    assert.ok(!allows('Sweet Couple', [apple('red', 4, 1)], apple('green', 5, 3)));
    assert.ok(allows('Sweet Couple', [apple('red', 4, 1), apple('green', 4, 3)], apple('green', 1, 3)), 'a new pair starts');
  });
});

describe('the language is total', () => {
  const withScore = (score: string) =>
    compile({ 'main.rules': 'extends "shipped/orchard.rules"\nbatch "Test" {\n  score ' + score + '\n}\n' });

  for (const [score, value] of [
    ['count / 0', 0],
    ['count % 0', 0],
    ['7 / 2', 3],
    ['triangle[0]', 0],
    ['triangle[99]', 0],
    ['-count', -3],
    ['min(count, 2) + max(1, 5)', 7],
    ['max(height) - min(height)', 2],
    ['1 if not (count = 3) else 2', 2],
  ] as const) {
    it(`evaluates ${score} to ${value}`, () => {
      const result = withScore(score);
      assert.ok(result.ok, result.diagnostics.map((d) => d.message).join('; '));
      const rs = result.ruleset as DraftingRuleset;
      const test = rs.batches.find((b) => b.name === 'Test') as Batch;
      const cards = [apple('red', 1, 1), apple('red', 2, 3), apple('red', 3, 2)];
      const ctx: BatchContext = {
        cards,
        card: null,
        batches: rs.batches.map(() => []),
        batchIndex: rs.batches.length - 1,
        options: { easy_mode: false },
        players: 4,
      };
      assert.equal(test.score.evaluate(ctx), value);
      assert.equal(test.score.explain(ctx).value, value, 'explain computes the same value');
    });
  }

  it('refuses an exponent large enough to overflow', () => {
    const result = withScore('count ^ 1000');
    assert.ok(!result.ok);
    assert.equal(result.diagnostics[0]?.code, 'resource-limit');
  });
});

describe('explanations read as arithmetic', () => {
  const scoreOf = (score: string) => {
    const result = compile({ 'main.rules': 'extends "shipped/orchard.rules"\nbatch "Test" {\n  score ' + score + '\n}\n' });
    assert.ok(result.ok, result.diagnostics.map((d) => d.message).join('; '));
    const rs = result.ruleset as DraftingRuleset;
    return rs.batches.find((b) => b.name === 'Test') as Batch;
  };
  const cards = [apple('red', 1, 1), apple('red', 3, 2)];
  const ctx = (): BatchContext => ({
    cards,
    card: null,
    batches: orchard.batches.map(() => []).concat([[]]),
    batchIndex: 8,
    options: { easy_mode: false },
    players: 4,
  });

  it('brackets a sum inside a product', () => {
    assert.deepEqual(scoreOf('sum(sweetness) * 2').score.explain(ctx()), { value: 8, text: '(sweetness 1 + 3) × 2 = 8' });
  });

  it('binds a minus sign looser than a power, as arithmetic does', () => {
    assert.equal(scoreOf('-2 ^ 2').score.evaluate(ctx()), -4);
  });

  it('keeps closing brackets in the expression as written', () => {
    assert.equal(scoreOf('triangle[count]').score.source, 'triangle[count]');
    assert.equal(scoreOf('count * (count - 1)').score.source, 'count * (count - 1)');
  });
});

describe('counts compared with zero or one, which stop at the first card that counts', () => {
  const testBatch = (score: string): Batch => {
    const result = compile({ 'main.rules': 'extends "shipped/orchard.rules"\nbatch "Test" {\n  score ' + score + '\n}\n' });
    assert.ok(result.ok, result.diagnostics.map((d) => d.message).join('; '));
    return (result.ruleset as DraftingRuleset).batches.find((b) => b.name === 'Test') as Batch;
  };
  const ctx = (cards: AttrCard[], elsewhere: AttrCard[] = []): BatchContext => ({
    cards,
    card: null,
    batches: [elsewhere, ...orchard.batches.slice(1).map(() => []), cards],
    batchIndex: 8,
    options: { easy_mode: false },
    players: 4,
  });
  const tables: [string, AttrCard[], AttrCard[]][] = [
    ['empty', [], []],
    ['two red here', [apple('red', 1, 1), apple('red', 5, 2)], []],
    ['one green here, reds elsewhere', [apple('green', 4, 3)], [apple('red', 2, 2), apple('red', 6, 5)]],
    ['mixed', [apple('red', 2, 3), apple('russet', 6, 3), apple('yellow', 4, 1)], [apple('green', 2, 3)]],
  ];
  // Each comparison against the count written out, either way round, in and out of a batch.
  const forms: [string, (reds: number, sweet: number, other: number, size: number) => boolean][] = [
    ['count(cards where colour = red) = 0', (reds) => reds === 0],
    ['count(cards where colour = red) != 0', (reds) => reds !== 0],
    ['0 < count(cards where sweetness > 3)', (_r, sweet) => sweet > 0],
    ['count(cards where sweetness > 3) >= 1', (_r, sweet) => sweet >= 1],
    ['1 > count(cards where sweetness > 3)', (_r, sweet) => sweet < 1],
    ['count(elsewhere where height != first.height) <= 0', (_r, _s, other) => other <= 0],
    ['count(elsewhere where height != first.height) = 1', (_r, _s, other) => other === 1],
    ['count(cards) > 0', (_r, _s, _o, size) => size > 0],
  ];
  for (const [label, cards, elsewhere] of tables) {
    it(`gives the same answers as counting (${label})`, () => {
      const reds = cards.filter((c) => c[0] === 0).length;
      const sweet = cards.filter((c) => (c[1] as number) > 3).length;
      const firstHeight = cards[0]?.[2] ?? 0;
      const other = elsewhere.filter((c) => c[2] !== firstHeight).length;
      for (const [form, expected] of forms) {
        const rule = testBatch(`1 if ${form} else 0`).score;
        const want = expected(reds, sweet, other, cards.length);
        assert.equal(rule.evaluate(ctx(cards, elsewhere)), want ? 1 : 0, form);
        assert.equal(rule.explain(ctx(cards, elsewhere)).value, want ? 1 : 0, `${form} (explained)`);
      }
    });
  }
});
