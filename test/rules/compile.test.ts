import '../../src/families/index.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { loadRulesetFile, resolveOptions } from '../../src/core/rules/index.js';
import type { BatchContext, GroupContext } from '../../src/core/rules/index.js';
import type { DraftingRuleset } from '../../src/families/drafting/ruleset.js';
import type { JudgingRuleset } from '../../src/families/judging/ruleset.js';
import type { TrickRuleset } from '../../src/families/trick/ruleset.js';

const rulesetFiles = readdirSync(new URL('../../rulesets/', import.meta.url)).filter((f) => f.endsWith('.rules'));

function load<R>(name: string): R {
  const result = loadRulesetFile(`rulesets/${name}`);
  assert.ok(result.ok, `${name}: ${result.diagnostics.map((d) => d.message).join('; ')}`);
  return result.ruleset as R;
}

function groupPoints(ruleset: TrickRuleset, rank: string, size: number, withTarget: boolean): { value: number; text: string } {
  const rule =
    ruleset.groupScores.find((g) => g.size === size && g.withTarget === withTarget) ??
    ruleset.groupScores.find((g) => g.size === size && !g.withTarget);
  if (!rule) return { value: 0, text: 'nothing' };
  const ctx: GroupContext = { value: ruleset.values[ruleset.deck.ranks.indexOf(rank)] as number, size, options: {}, players: 4 };
  return rule.points.explain(ctx);
}

describe('the shipped rulesets', () => {
  for (const file of rulesetFiles) {
    it(`${file} compiles without errors or warnings`, () => {
      const result = loadRulesetFile(`rulesets/${file}`);
      assert.deepEqual(
        result.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`),
        [],
      );
      assert.ok(result.ok);
      assert.ok(Object.isFrozen(result.ruleset));
    });
  }

  it('the default Apples follows the Russian suit order and the 003/004 set scores', () => {
    const apples = load<TrickRuleset>('apples.rules');
    assert.deepEqual(apples.deck.suits, ['spades', 'clubs', 'hearts', 'diamonds']);
    assert.deepEqual(apples.values, [15, 10, 10, 10, 10, 5, 5, 5, 5, -15, -15, -15, -15]);
    assert.equal(groupPoints(apples, 'A', 2, false).value, 15);
    assert.deepEqual(groupPoints(apples, 'J', 3, false), { value: 20, text: '2 × 10 = 20' });
    assert.equal(groupPoints(apples, '4', 3, true).value, 40);
    assert.equal(groupPoints(apples, 'A', 4, true).value, 80);
    assert.equal(groupPoints(apples, '3', 2, true).value, -15, 'a pair with the target scores as a normal pair');
    assert.equal(apples.goal.evaluate({ options: resolveOptions(apples, {}).ok ? { winning_score: 250 } : {}, players: 4 }), 250);
    assert.equal(apples.dealEach, 13);
    assert.equal(apples.tricks.count, 12);
    assert.equal(apples.bidding.allow.evaluate({ number: 3, held: 2, options: {}, players: 4 }), false);
    assert.equal(apples.bidding.allow.evaluate({ number: 2, held: 2, options: {}, players: 4 }), true);
  });

  it('the English suit order variant puts hearts lowest', () => {
    assert.deepEqual(load<TrickRuleset>('apples-english-suits.rules').deck.suits, ['spades', 'clubs', 'diamonds', 'hearts']);
  });

  it('the literal-sum variant scores a pair of Aces 30, three Jacks 60, four Aces 240, targets unchanged', () => {
    const literal = load<TrickRuleset>('apples-literal-sums.rules');
    assert.equal(groupPoints(literal, 'A', 2, false).value, 30);
    assert.equal(groupPoints(literal, 'J', 3, false).value, 60);
    assert.equal(groupPoints(literal, 'A', 4, false).value, 240);
    assert.equal(groupPoints(literal, '4', 3, true).value, 40);
    assert.equal(groupPoints(literal, '4', 4, true).value, 80);
  });

  it('the 500-point variant changes only the default of the option', () => {
    const long = load<TrickRuleset>('apples-500.rules');
    const resolved = resolveOptions(long, {});
    assert.ok(resolved.ok);
    assert.equal(long.goal.evaluate({ options: resolved.options, players: 4 }), 500);
    const chosen = resolveOptions(long, { winning_score: 250 });
    assert.ok(chosen.ok);
    assert.equal(long.goal.evaluate({ options: chosen.options, players: 4 }), 250);
  });

  it('Orchard has the eight batches of RULES.md and a 120-card deck', () => {
    const orchard = load<DraftingRuleset>('orchard.rules');
    assert.deepEqual(
      orchard.batches.map((b) => b.name),
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
    assert.equal(orchard.deck.cards.length, 120);
    assert.deepEqual(
      orchard.deck.attributes.map((a) => a.name),
      ['colour', 'sweetness', 'height'],
    );
    for (const [players, perPlayer] of [
      [2, 3],
      [3, 2],
      [6, 2],
    ] as const) {
      assert.equal(orchard.centrePerPlayer.evaluate({ options: {}, players }), perPlayer);
    }
  });

  it('easy mode makes the Bad Batch score nothing', () => {
    const easy = load<DraftingRuleset>('orchard-easy.rules');
    const bad = easy.batches.find((b) => b.name === 'Bad Batch');
    assert.ok(bad);
    const options = resolveOptions(easy, {});
    assert.ok(options.ok);
    const ctx: BatchContext = {
      cards: [
        [0, 1, 1],
        [1, 2, 2],
      ],
      card: null,
      batches: [],
      batchIndex: 7,
      options: options.options,
      players: 2,
    };
    assert.equal(bad.score.evaluate(ctx), 0);
    const normal = resolveOptions(easy, { easy_mode: false });
    assert.ok(normal.ok);
    assert.equal(bad.score.evaluate({ ...ctx, options: normal.options }), -2);
  });

  it('Apples to Apples reads its decks, tags and tables from the files', () => {
    const a2a = load<JudgingRuleset>('apples-to-apples.rules');
    assert.ok(a2a.green.cards.length >= 150);
    assert.ok(a2a.red.cards.length >= 500);
    assert.ok(a2a.tags.length > 10);
    assert.ok(
      a2a.red.cards.some((c) => c.text.startsWith('My ')),
      'keeps "My ..." cards as written',
    );
    const goals = [4, 5, 6, 7, 8, 9, 10].map((players) => a2a.goal.evaluate({ options: {}, players }));
    assert.deepEqual(goals, [8, 7, 6, 5, 4, 4, 4]);
    const four = a2a.placing.find((p) => p.players.min <= 4 && p.players.max >= 4);
    assert.equal(four?.firstJudged?.evaluate({ options: {}, players: 4 }), 4);
    assert.equal(four?.maxEach.evaluate({ options: {}, players: 4 }), 2);
    const seven = a2a.placing.find((p) => p.players.min <= 7 && p.players.max >= 7);
    assert.equal(seven?.lastReturns, true);
    assert.equal(seven?.maxEach.evaluate({ options: {}, players: 7 }), 1);
  });

  it('the two-cards house rule lets 6+ players place two cards while its option is on', () => {
    const house = load<JudgingRuleset>('apples-to-apples-two-cards.rules');
    const rule = house.placing.find((p) => p.players.min === 6);
    const on = resolveOptions(house, {});
    const off = resolveOptions(house, { two_cards: 'no' });
    assert.ok(on.ok && off.ok);
    assert.equal(rule?.maxEach.evaluate({ options: on.options, players: 7 }), 2);
    assert.equal(rule?.maxEach.evaluate({ options: off.options, players: 7 }), 1);
  });

  it('the science deck adds its cards to the red deck', () => {
    const base = load<JudgingRuleset>('apples-to-apples.rules');
    const science = load<JudgingRuleset>('apples-to-apples-science.rules');
    assert.ok(science.red.cards.length > base.red.cards.length);
    assert.ok(science.red.cards.some((c) => c.text === 'Photosynthesis'));
  });
});

describe('options', () => {
  const apples = load<TrickRuleset>('apples.rules');
  it('refuses an unknown option with a suggestion', () => {
    assert.deepEqual(resolveOptions(apples, { winning_scor: 500 }), {
      ok: false,
      message: "Apples has no option 'winning_scor' — did you mean 'winning_score'?",
    });
  });
  it('refuses a value outside the choices', () => {
    assert.deepEqual(resolveOptions(apples, { winning_score: 300 }), { ok: false, message: "option 'winning_score' is one of 250, 500" });
  });
});
