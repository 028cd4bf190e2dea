import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { main } from '../../src/cli/main.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Run `pomona ARGS` in the project folder; returns the exit code and what it printed. */
async function pomona(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(args, { stdout: (t) => (out += t), stderr: (t) => (err += t), cwd: root });
  return { code, out, err };
}

const EXAMPLE_1 = ['--cards', '3S 3H 4D 6C 9S 9H JS JH JD QC AS AH', '--target', '10D'];
const EXAMPLE_2 = ['--cards', '4S 4H 10S 10H', '--target', '4D'];

describe('pomona score for a contract (Apples in partnerships)', () => {
  it('adds the made contract to the groups: 10 a trick bid and 1 an overtrick', async () => {
    const { code, out } = await pomona('score', 'rulesets/variants/apples-partnerships.rules', ...EXAMPLE_1, '--bid', '3', '--tricks', '5');
    assert.equal(code, 0);
    assert.match(out, /contract 3 made: the bid winner's side took 5 tricks: \(10 × 3\) \+ 2 = 32\n/);
    assert.match(out, /Total: 57\n$/);
  });

  it('takes 10 a trick bid off for a failed contract, in the JSON too', async () => {
    const { code, out } = await pomona(
      'score',
      'rulesets/variants/apples-partnerships.rules',
      ...EXAMPLE_1,
      '--bid',
      '4',
      '--tricks',
      '2',
      '--json',
    );
    assert.equal(code, 0);
    const json = JSON.parse(out) as { total: number; contract: { points: number; explanation: string } };
    assert.equal(json.contract.points, -40);
    assert.equal(json.total, 25 - 40);
  });

  it('refuses a bid for rules without a contract, and a bid outside the bidding range', async () => {
    const plain = await pomona('score', 'rulesets/apples.rules', ...EXAMPLE_1, '--bid', '3', '--tricks', '5');
    assert.equal(plain.code, 1);
    assert.match(plain.err, /Apples scores no contract/);
    const high = await pomona('score', 'rulesets/variants/apples-partnerships.rules', ...EXAMPLE_1, '--bid', '14', '--tricks', '5');
    assert.equal(high.code, 1);
    assert.match(high.err, /--bid: a bid of Apples \(partnerships\) is a number from 1 to 13/);
  });
});

describe('pomona score for Apples', () => {
  it('prints the derivation and the total 25 for the first worked example', async () => {
    const { code, out } = await pomona('score', 'rulesets/apples.rules', ...EXAMPLE_1);
    assert.equal(code, 0);
    assert.match(out, /three Jacks: 2 × 10 = 20/);
    assert.match(out, /pair of 3s: -15/);
    assert.match(out, /Total: 25\n$/);
  });

  it('prints the total 50 for the second worked example, with the target rule', async () => {
    const { code, out } = await pomona('score', 'rulesets/apples.rules', ...EXAMPLE_2);
    assert.equal(code, 0);
    assert.match(out, /three 4s with your target 4: 40/);
    assert.match(out, /Total: 50\n$/);
  });

  it('prints one JSON object with one entry per scoring group', async () => {
    const { code, out } = await pomona('score', 'rulesets/apples.rules', ...EXAMPLE_1, '--json');
    assert.equal(code, 0);
    const json = JSON.parse(out) as {
      total: number;
      groups: { rank: string; size: number; withTarget: boolean; points: number; explanation: string }[];
    };
    assert.equal(json.total, 25);
    assert.deepEqual(
      json.groups.map((g) => [g.rank, g.size, g.withTarget, g.points]),
      [
        ['A', 2, false, 15],
        ['J', 3, false, 20],
        ['9', 2, false, 5],
        ['3', 2, false, -15],
      ],
    );
    assert.equal(
      json.groups.reduce((s, g) => s + g.points, 0),
      json.total,
    );
    const fifty = JSON.parse((await pomona('score', 'rulesets/apples.rules', ...EXAMPLE_2, '--json')).out) as {
      total: number;
      groups: { withTarget: boolean }[];
    };
    assert.equal(fifty.total, 50);
    assert.ok(fifty.groups.some((g) => g.withTarget));
  });

  it('reads cards in any case and 10 as T', async () => {
    const { code, out } = await pomona('score', 'rulesets/apples.rules', '--cards', 'ts td 4s', '--target', '4h', '--json');
    assert.equal(code, 0);
    // A pair of 10s (10) and a pair of 4s holding the target, scored as a normal pair (-15).
    assert.equal((JSON.parse(out) as { total: number }).total, -5);
  });

  it('scores the literal-sums variant differently (a pair of Aces 30)', async () => {
    const { out } = await pomona('score', 'rulesets/apples-literal-sums.rules', '--cards', 'AS AH', '--json');
    assert.equal((JSON.parse(out) as { total: number }).total, 30);
  });

  it('refuses a card the ruleset removes from the deck', async () => {
    const removed = await pomona('score', 'rulesets/variants/apples-three-players.rules', '--cards', '2C 2D');
    assert.equal(removed.code, 1);
    assert.match(removed.err, /2C is not in the deck \(the ruleset removes it\)/);
    const kept = await pomona('score', 'rulesets/variants/apples-three-players.rules', '--cards', '2S 2D');
    assert.equal(kept.code, 0);
  });

  it('refuses unknown, repeated and too many cards with exit 1 and a clear message', async () => {
    for (const [cards, needle] of [
      ['3S XX', "'XX' is not a card"],
      ['3S 3s', '3S appears 2 times'],
      ['3S 4S', ''],
    ] as const) {
      const target = needle === '' ? '3S' : '10D';
      const { code, err, out } = await pomona('score', 'rulesets/apples.rules', '--cards', cards, '--target', target);
      assert.equal(code, 1, out);
      assert.match(err, needle === '' ? /3S appears 2 times/ : new RegExp(needle));
      assert.doesNotMatch(err, /\bat \w+ \(/);
    }
    const all = Array.from(
      { length: 53 },
      (_, i) => ['A', 'K', 'Q', 'J', '10', '9', '8', '7', '6', '5', '4', '3', '2'][i % 13]! + 'SHDC'[Math.floor(i / 13) % 4],
    ).join(' ');
    const { code, err } = await pomona('score', 'rulesets/apples.rules', '--cards', all);
    assert.equal(code, 1);
    assert.match(err, /53 cards, but the deck holds only 52/);
  });

  it('gives usage errors exit 2 and a missing ruleset exit 1', async () => {
    assert.equal((await pomona('score', 'rulesets/apples.rules')).code, 2);
    assert.equal((await pomona('score', 'rulesets/apples.rules', '--cards', 'AS', '--bogus')).code, 2);
    assert.equal((await pomona('score')).code, 2);
    const missing = await pomona('score', 'rulesets/nope.rules', '--cards', 'AS');
    assert.equal(missing.code, 1);
    assert.match(missing.err, /nope\.rules/);
  });

  it('documents the score command in --help', async () => {
    const { code, out } = await pomona('score', '--help');
    assert.equal(code, 0);
    assert.match(out, /--cards/);
    assert.match(out, /--json/);
  });
});

describe('pomona score --explain', () => {
  it('prints each group with the rules and lines its points come from, and the total', async () => {
    const { code, out } = await pomona('score', 'rulesets/apples.rules', ...EXAMPLE_2, '--explain');
    assert.equal(code, 0);
    assert.match(
      out,
      /^pair of 10s: 10 \(ten of spades, ten of hearts\)\n {2}from line 46: `group of 2 = value` and line 43: `K Q J 10: 10`$/m,
    );
    assert.match(out, /^three 4s with your target 4: 40 .*\n {2}from line 49: `group of 3 with target = 40`$/m);
    assert.match(out, /\nTotal: 10 \+ 40 = 50\n$/);
  });

  it("names the file of a rule a variant inherits, and follows the variant's own changes", async () => {
    const { out } = await pomona('score', 'rulesets/variants/apples-three-players.rules', '--cards', 'AS AH', '--explain');
    assert.match(out, /from line 46 of rulesets\/apples\.rules: `group of 2 = value` and line 43 of rulesets\/apples\.rules: `A: 15`/);
  });
});

describe("pomona score for Apples in the reader's language", () => {
  const contract = ['score', 'rulesets/variants/apples-partnerships.rules', ...EXAMPLE_1, '--bid', '3', '--tricks', '5'];

  it('names the groups, the cards in no group, the contract and the total in Russian', async () => {
    const { code, out } = await pomona(...contract, '--lang', 'ru');
    assert.equal(code, 0);
    assert.deepEqual(out.trimEnd().split('\n'), [
      'Карты: 3S 3H 4D 6C 9S 9H JS JH JD QC AS AH',
      'Цель:  10D',
      '',
      'пара A: 15',
      'тройка J: 2 × 10 = 20',
      'пара 9: 5',
      'пара 3: -15',
      'вне групп: QC 10D 6C 4D',
      'контракт 3 выполнен: у стороны победителя торговли 5 взяток: (10 × 3) + 2 = 32',
      'Итого: 57',
    ]);
  });

  it('says the derivation in Spanish, with the rules as written and the cards in words', async () => {
    const { out } = await pomona(...contract, '--explain', '--lang', 'es');
    const lines = out.trimEnd().split('\n');
    assert.deepEqual(lines.slice(3, 5), [
      'pareja de ases: 15 (as de picas, as de corazones)',
      '  de la línea 46 de rulesets/apples.rules: `group of 2 = value` y la línea 43 de rulesets/apples.rules: `A: 15`',
    ]);
    assert.deepEqual(lines.slice(-3), [
      'sin grupo: estas cartas no forman ningún grupo que puntúe, así que no suman nada (reina de tréboles, 10 de diamantes, 6 de tréboles, 4 de diamantes)',
      'contrato de 3 cumplido: el bando del ganador de la subasta hizo 5 bazas: (10 × 3) + 2 = 32',
      'Total: 15 + 20 + 5 − 15 + 32 = 57',
    ]);
  });

  it('prints the same JSON in every language, with --explain too', async () => {
    for (const extra of [['--json'], ['--explain', '--json']]) {
      const english = (await pomona(...contract, ...extra)).out;
      for (const language of ['ko', 'ru', 'es']) assert.equal((await pomona(...contract, ...extra, '--lang', language)).out, english);
    }
  });
});
