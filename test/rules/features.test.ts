import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { BaseContext, BatchContext } from '../../src/core/rules/ruleset.js';
import type { DraftingRuleset } from '../../src/families/drafting/ruleset.js';
import type { JudgingRuleset } from '../../src/families/judging/ruleset.js';
import type { TrickRuleset } from '../../src/families/trick/ruleset.js';
import { compile, onlyError, shipped, where } from './helpers.js';

const orchardFiles = { 'orchard.rules': shipped('orchard.rules') };

/** Compile an Orchard variant written after `extends "orchard.rules"`. */
function orchardVariant(body: string): DraftingRuleset {
  const result = compile({ ...orchardFiles, 'main.rules': `extends "orchard.rules"\ngame "V"\n${body}` });
  if (!result.ok) throw new Error(result.diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`).join('\n'));
  return result.ruleset as DraftingRuleset;
}

/** Colour indexes of Orchard: red 0, green 1, yellow 2, russet 3. Cards are [colour, sweetness, height]. */
function batchContext(cards: number[][]): BatchContext {
  return { options: { easy_mode: false }, players: 2, cards, card: null, batches: [cards], batchIndex: 0 };
}

function score(ruleset: DraftingRuleset, batch: string, cards: number[][]): number {
  const b = ruleset.batches.find((x) => x.name === batch);
  if (!b) throw new Error(`no batch ${batch}`);
  return b.score.evaluate(batchContext(cards));
}

describe('distinct(attribute)', () => {
  it('counts the different colours in a batch', () => {
    const ruleset = orchardVariant('batch "Pie" {\n  allow distinct(colour) <= 2\n  score 3 * count if distinct(colour) = 2 else 0\n}\n');
    assert.equal(
      score(ruleset, 'Pie', [
        [0, 1, 1],
        [0, 2, 2],
        [1, 3, 3],
      ]),
      9,
    );
    assert.equal(
      score(ruleset, 'Pie', [
        [0, 1, 1],
        [0, 2, 2],
      ]),
      0,
    );
    const pie = ruleset.batches.find((b) => b.name === 'Pie');
    assert.equal(
      pie?.score.explain(
        batchContext([
          [0, 1, 1],
          [1, 3, 3],
        ]),
      ).text,
      'distinct(colour) (red, green) = 2; 2 = 2 ✓, so 3 × 2 = 6',
    );
  });
});

describe('let', () => {
  it('names a value that later rules use, and a variant can change it', () => {
    const base = 'let per_card = 4\nbatch "Pairs" {\n  score per_card * count\n}\n';
    assert.equal(
      score(orchardVariant(base), 'Pairs', [
        [0, 1, 1],
        [1, 1, 1],
      ]),
      8,
    );
    const result = compile({
      ...orchardFiles,
      'base.rules': `extends "orchard.rules"\n${base}`,
      'main.rules': 'extends "base.rules"\ngame "W"\nlet per_card = 10\n',
    });
    assert.ok(result.ok);
    assert.equal(score(result.ruleset as DraftingRuleset, 'Pairs', [[0, 1, 1]]), 10);
  });

  it('may use definitions above it, not below', () => {
    const text = `extends "orchard.rules"\ngame "V"\nlet a = b + 1\nlet b = 2\n`;
    const error = onlyError(compile({ ...orchardFiles, 'main.rules': `${text}batch "X" {\n  score a\n}\n` }));
    assert.deepEqual([error.line, error.column], [3, 9]);
    assert.match(error.message, /'b' is defined at line 4, after this definition/);
  });

  it('is reported once, at the definition, when it cannot be worked out where it is used', () => {
    const text = `extends "orchard.rules"\ngame "V"\nlet big = count * 2\ncentre per player by players { 2..6: big }\n`;
    const result = compile({ ...orchardFiles, 'main.rules': text });
    assert.equal(result.ok, false);
    const at = where(text, 'count * 2');
    assert.ok(
      result.diagnostics.some(
        (d) => d.line === at.line && d.column === at.column && /'count' is only known inside a batch|unknown name 'count'/.test(d.message),
      ),
    );
  });
});

describe('for each VALUE', () => {
  it('adds up a rule over every colour, and reads the colour as "this colour"', () => {
    const ruleset = orchardVariant(
      'batch "Rainbow" {\n  score sum for each colour: 5 if count(cards where colour = this colour) >= 2 else 0\n}\n',
    );
    assert.equal(
      score(ruleset, 'Rainbow', [
        [0, 1, 1],
        [0, 2, 2],
        [1, 3, 3],
        [1, 3, 4],
        [2, 1, 1],
      ]),
      10,
    );
  });

  it('counts, finds the most and checks every value', () => {
    const ruleset = orchardVariant(
      'batch "A" {\n  score count for each colour: count(cards where colour = this colour) > 0\n}\n' +
        'batch "B" {\n  score max for each height: count(cards where height = this height)\n}\n' +
        'batch "C" {\n  allow for each colour: count(cards where colour = this colour) <= 1\n  score 1\n}\n',
    );
    const cards = [
      [0, 1, 2],
      [1, 1, 2],
      [1, 1, 3],
    ];
    assert.equal(score(ruleset, 'A', cards), 2);
    assert.equal(score(ruleset, 'B', cards), 2);
    const c = ruleset.batches.find((b) => b.name === 'C');
    assert.equal(c?.allow[0]?.evaluate({ ...batchContext(cards), card: cards[2] as number[] }), false);
  });

  it('says where "this colour" belongs when it stands outside a for each', () => {
    const text = 'extends "orchard.rules"\ngame "V"\nbatch "X" {\n  score 1 if first.colour = this colour else 0\n}\n';
    const error = onlyError(compile({ ...orchardFiles, 'main.rules': text }));
    assert.match(error.message, /^'this colour' is the value a 'for each colour:' is at/);
  });
});

describe('copies where', () => {
  it('gives each card as many copies as the first matching line says', () => {
    const deck = (copies: string): DraftingRuleset =>
      orchardVariant(
        `deck apples {\n  attribute colour = red, green, yellow, russet\n  attribute sweetness = 1..6\n  attribute height = 1..5\n${copies}}\n`,
      );
    assert.equal(deck('').deck.cards.length, 120);
    const weighted = deck('  copies 2 where colour = red\n  copies 0 where colour = russet and height = 5\n');
    assert.equal(weighted.deck.cards.length, 120 + 30 - 6);
    assert.equal(weighted.deck.cards.filter((c) => c[0] === 0).length, 60);
  });
});

describe('tables by player count in any number', () => {
  it('gives a hand size by players and refuses a table that leaves a count out', () => {
    const files = {
      'apples-to-apples.rules': shipped('apples-to-apples.rules'),
      'decks/green.cards': shipped('decks/green.cards'),
      'decks/red.cards': shipped('decks/red.cards'),
      'decks/tags.txt': shipped('decks/tags.txt'),
    };
    const ok = compile({
      ...files,
      'main.rules': 'extends "apples-to-apples.rules"\ngame "V"\nhand by players { 4..5: 9 | 6..10: 7 } red cards\n',
    });
    assert.ok(ok.ok);
    const hand = (ok.ruleset as JudgingRuleset).handSize;
    const at = (players: number): BaseContext => ({ options: {}, players });
    assert.deepEqual([hand.evaluate(at(4)), hand.evaluate(at(8))], [9, 7]);
    assert.equal(hand.explain(at(5)).text, 'with 5 players, 9');
    const gap = onlyError(
      compile({ ...files, 'main.rules': 'extends "apples-to-apples.rules"\ngame "V"\nhand by players { 4..5: 9 | 7..10: 7 } red cards\n' }),
    );
    assert.deepEqual([gap.line, gap.code], [3, 'table-gap']);
    assert.match(gap.message, /does not cover 6 players/);
  });

  it('compiles a deal by players for the trick engine, and checks it against the trick count at every count', () => {
    const files = { 'apples.rules': shipped('apples.rules') };
    const same = compile({ ...files, 'main.rules': 'extends "apples.rules"\ngame "V"\ndeal by players { 4: 13 } each\n' });
    assert.ok(same.ok);
    assert.equal((same.ruleset as TrickRuleset).deal.evaluate({ options: {}, players: 4 }), 13);
    const text = 'extends "apples.rules"\ngame "V"\nplayers 3..4\ndeal by players { 3: 17 | 4: 13 } each\n';
    const error = onlyError(compile({ ...files, 'main.rules': text }));
    assert.equal(error.file, 'apples.rules');
    assert.match(
      error.message,
      /^12 tricks do not match the 16 cards each player holds \(17 dealt, 1 set aside as target\) with 3 players/,
    );
  });
});

describe('judge chooses the worst match', () => {
  const files = {
    'apples-to-apples.rules': shipped('apples-to-apples.rules'),
    'decks/green.cards': shipped('decks/green.cards'),
    'decks/red.cards': shipped('decks/red.cards'),
    'decks/tags.txt': shipped('decks/tags.txt'),
  };

  it('is the best match unless a ruleset says otherwise, and may follow an option', () => {
    const plain = compile({ ...files, 'main.rules': 'extends "apples-to-apples.rules"\n' });
    assert.ok(plain.ok);
    assert.equal((plain.ruleset as JudgingRuleset).judgeChoosesWorst.evaluate({ options: {}, players: 4 }), false);
    const text =
      'extends "apples-to-apples.rules"\noption crab "Crab Apples: the judge picks the worst match": yes or no, default no\njudge chooses the worst match if crab\n';
    const withOption = compile({ ...files, 'main.rules': text });
    assert.ok(withOption.ok);
    const choice = (withOption.ruleset as JudgingRuleset).judgeChoosesWorst;
    assert.equal(choice.evaluate({ options: { crab: false }, players: 4 }), false);
    assert.equal(choice.evaluate({ options: { crab: true }, players: 4 }), true);
  });

  it('belongs to judging games only', () => {
    const error = onlyError(
      compile({ 'orchard.rules': shipped('orchard.rules'), 'main.rules': 'extends "orchard.rules"\njudge chooses the worst match\n' }),
    );
    assert.match(error.message, /'judge' is not part of a drafting game/);
  });
});

describe('let, unused', () => {
  it('warns about a definition no rule uses, without failing the check', () => {
    const result = compile({ ...orchardFiles, 'main.rules': 'extends "orchard.rules"\ngame "V"\nlet bonus = 3\n' });
    assert.ok(result.ok);
    assert.deepEqual(
      result.diagnostics.map((d) => [d.severity, d.code, d.line, d.column, d.message]),
      [['warning', 'unused', 3, 5, "'bonus' is defined but no rule uses it"]],
    );
  });
});

describe('each problem once', () => {
  it('reports a mistake in a definition once, however many rules use it', () => {
    const text =
      'extends "orchard.rules"\ngame "V"\nlet bonus = heigth * 2\nbatch "A" {\n  score sum(bonus)\n}\nbatch "B" {\n  score sum(bonus) + 1\n}\n';
    const error = onlyError(compile({ ...orchardFiles, 'main.rules': text }));
    assert.deepEqual([error.line, error.column, error.message], [3, 13, "unknown name 'heigth' — did you mean 'height'?"]);
  });
});
