import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scoreDrafting } from '../../src/families/drafting/score-command.js';
import { main } from '../../src/cli/main.js';
import { repoPath } from '../engine/drafting/helpers.js';
import type { CliIo } from '../../src/core/command.js';
import { loadDraft } from '../engine/drafting/helpers.js';

const ruleset = loadDraft('rulesets/orchard.rules');
const dir = mkdtempSync(join(tmpdir(), 'pomona-orchard-'));

/** Score `layout`, written as a person writes it (two spaces a level), from a file named layout.json. */
function run(layout: unknown, ...flags: string[]): { code: number; out: string; err: string } {
  const folder = mkdtempSync(join(dir, 'run-'));
  writeFileSync(join(folder, 'layout.json'), typeof layout === 'string' ? layout : JSON.stringify(layout, null, 2));
  let out = '';
  let err = '';
  const io: CliIo = { stdout: (t) => (out += t), stderr: (t) => (err += t), cwd: folder };
  const code = scoreDrafting(ruleset, ['--orchard', 'layout.json', ...flags], io);
  return { code, out, err };
}

const apple = (colour: string, sweetness: number, height: number) => ({ colour, sweetness, height });

const layout = {
  Monochrome: [apple('red', 1, 1), apple('red', 2, 3), apple('red', 6, 5)],
  'Special Colour Tree': [apple('green', 4, 4)],
  Unlucky: [apple('yellow', 6, 1), apple('yellow', 4, 2), apple('russet', 3, 3)],
  'Steady Height': [apple('yellow', 1, 3), apple('russet', 1, 5)],
  'Bad Batch': [apple('green', 1, 1)],
};

describe('pomona score --orchard', () => {
  it('says an empty batch that scores nothing has no cards, not its rule worked out on nothing ("triangle[0] = 0")', () => {
    const { code, out } = run({ 'Steady Height': [apple('yellow', 1, 3)] });
    assert.equal(code, 0);
    assert.deepEqual(out.split('\n').slice(0, 8), [
      'Monochrome              0   no cards',
      'Apples of a Feather     0   no cards',
      'Special Colour Tree     0   no cards',
      'Unlucky                 0   no cards',
      'Fortepiano Height       0   no cards',
      'Sweet Couple            0   no cards',
      'Steady Height           3   odd_primes[1] = 3',
      'Bad Batch               0   no cards',
    ]);
  });

  it('prints each batch with its explanation, then a refused placement as an error at its card, and exits 1', () => {
    const { code, out } = run(layout);
    assert.equal(code, 1);
    assert.match(out, /^Monochrome\s+6\s/m);
    assert.match(out, /^Special Colour Tree\s+20\s/m);
    assert.match(out, /^Unlucky\s+9\s/m);
    assert.deepEqual(
      out.split('\n').filter((line) => line.includes('error')),
      [
        "layout.json:49:5: error: Steady Height, card 2 (russet, sweetness 1, height 5) breaks the rule: Steady Height: Each card's height within one of the previous card's. (each step: abs(5 − 3) = 2; 2 ≤ 1 ✗)",
      ],
    );
    assert.match(out, /Total: 39\n$/);
  });

  it('exits 0 for a layout whose every card lies where its batch allows it', () => {
    const { code, out } = run({ ...layout, 'Steady Height': [apple('yellow', 1, 3), apple('russet', 1, 4)] });
    assert.equal(code, 0);
    assert.match(out, /^Placement rules: every card is allowed where it lies\.$/m);
  });

  it('prints the report as JSON with --json, each refused placement with its line and column', () => {
    const { code, out } = run(layout, '--json');
    assert.equal(code, 1);
    const report = JSON.parse(out) as {
      total: number;
      batches: { batch: string; points: number; explanation: string }[];
      violations: { batch: string; code: string; name: string; line: number; column: number }[];
    };
    assert.equal(report.total, 39);
    assert.equal(report.batches.length, 8);
    assert.deepEqual(report.batches[0], { batch: 'Monochrome', points: 6, explanation: report.batches[0]?.explanation });
    assert.equal(
      report.batches.reduce((s, b) => s + b.points, 0),
      39,
    );
    assert.deepEqual(
      report.violations.map((v) => [v.batch, v.code, v.name, v.line, v.column]),
      [['Steady Height', 'placement-refused', 'russet, sweetness 1, height 5', 49, 5]],
    );
  });

  it('refuses an unknown batch and an attribute value outside the deck at their lines, and malformed JSON', () => {
    const unknown = run({ Monochrome: [apple('red', 1, 1)], Monocrome: [apple('red', 2, 1)] });
    assert.equal(unknown.code, 1);
    assert.match(unknown.err, /^layout\.json:9:3: error: unknown batch "Monocrome"; the batches are "Monochrome", /);
    const purple = run({ Monochrome: [apple('red', 1, 1), apple('purple', 1, 1)] });
    assert.equal(purple.code, 1);
    assert.equal(
      purple.err,
      `layout.json:8:5: error: batch "Monochrome", card 2: colour 'purple' is not in the deck; it must be one of red, green, yellow, russet\n`,
    );
    const tall = run({ Monochrome: [apple('red', 1, 9)] });
    assert.equal(tall.code, 1);
    assert.match(tall.err, /^layout\.json:3:5: error: .*height 9 is not in the deck/);
    const broken = run('{"Monochrome": [');
    assert.equal(broken.code, 1);
    assert.match(broken.err, /not valid JSON/);
  });

  it('refuses a card placed more often than the deck holds it', () => {
    const twice = run({ Monochrome: [apple('red', 1, 1)], Unlucky: [apple('red', 1, 1)] });
    assert.equal(twice.code, 1);
    assert.match(twice.err, /more often than the deck holds it/);
  });

  it('is what `pomona score` runs for a drafting ruleset', async () => {
    const file = join(dir, 'via-main.json');
    writeFileSync(file, JSON.stringify(layout));
    let out = '';
    const io: CliIo = { stdout: (t) => (out += t), stderr: () => undefined, cwd: dir };
    assert.equal(await main(['score', repoPath('rulesets/orchard.rules'), '--orchard', file, '--json'], io), 1);
    assert.equal((JSON.parse(out) as { total: number }).total, 39);
  });

  it('reports a full Special Colour Tree', () => {
    const { out } = run({ 'Special Colour Tree': [apple('red', 1, 1), apple('green', 1, 1)] }, '--json');
    const report = JSON.parse(out) as { violations: { batch: string; code: string; position: number }[] };
    assert.deepEqual(
      report.violations.map((v) => [v.batch, v.code, v.position]),
      [['Special Colour Tree', 'batch-full', 2]],
    );
  });
});

describe('pomona score --orchard --explain', () => {
  it('prints each batch with its cards in words and the line of its score rule, the refused placement at its card, and the total as a sum', () => {
    const { code, out } = run(layout, '--explain');
    assert.equal(code, 1);
    assert.match(
      out,
      /^Monochrome: triangle\[3\] = 6 \(red, sweetness 1, height 1; red, sweetness 2, height 3; red, sweetness 6, height 5\)\n {2}from line \d+: `score triangle\[count\]`$/m,
    );
    const lines = out.trimEnd().split('\n');
    assert.match(
      lines.at(-2) ?? '',
      /^layout\.json:49:5: error: Steady Height, card 2 \(russet, sweetness 1, height 5\) breaks the rule: /,
    );
    assert.match(lines.at(-1) ?? '', /^Total: .* = 39$/);
    assert.doesNotMatch(out, /[{}]/, 'no card is printed as JSON');
  });

  it('prints the derivation as JSON with --json', () => {
    const { code, out } = run(layout, '--explain', '--json');
    assert.equal(code, 1);
    const derivation = JSON.parse(out) as {
      total: number;
      steps: { title: string; cards: string[]; from: { line: number }[] }[];
      broken: string[];
    };
    assert.equal(derivation.total, 39);
    assert.deepEqual(derivation.steps[0]?.cards, [
      'red, sweetness 1, height 1',
      'red, sweetness 2, height 3',
      'red, sweetness 6, height 5',
    ]);
    assert.ok((derivation.steps[0]?.from[0]?.line ?? 0) > 0);
    assert.equal(derivation.broken.length, 1);
  });
});

describe("pomona score --orchard in the reader's language", () => {
  /** `pomona score orchard.rules --orchard layout.json` through the command line, with `flags`. */
  async function scored(...flags: string[]): Promise<{ code: number; lines: string[] }> {
    const folder = mkdtempSync(join(dir, 'lang-'));
    writeFileSync(join(folder, 'layout.json'), JSON.stringify(layout, null, 2));
    let out = '';
    const io: CliIo = { stdout: (t) => (out += t), stderr: (t) => (out += t), cwd: folder };
    const code = await main(['score', repoPath('rulesets/orchard.rules'), '--orchard', 'layout.json', ...flags], io);
    return { code, lines: out.trimEnd().split('\n') };
  }

  it('says the derivation, the cards, the refused placement and the total in Russian, the rules as written', async () => {
    const { code, lines } = await scored('--explain', '--lang', 'ru');
    assert.equal(code, 1);
    assert.deepEqual(lines.slice(0, 2), [
      'Одноцветная партия: triangle[3] = 6 (красное, сладость 1, высота 1; красное, сладость 2, высота 3; красное, сладость 6, высота 5)',
      '  из строки 29: `score triangle[count]`',
    ]);
    assert.deepEqual(lines.slice(-2), [
      'layout.json:49:5: ошибка: 2. бурое, сладость 1, высота 5: Условие «Ровная высота»: высота каждой карты отличается от предыдущей не больше чем на один.',
      'Итого: 6 + 20 + 9 + 5 − 1 = 39',
    ]);
  });

  it('says the report in Spanish and Korean, its batches in the ruleset’s words for the language', async () => {
    const es = await scored('--lang', 'es');
    assert.equal(es.code, 1);
    assert.equal(es.lines[0], 'Monocromo                      6   triangle[3] = 6');
    assert.equal(es.lines[3], 'Mala suerte                    9   dulzor 6 + 4 + 3 = 13; 13 = 13 ✓, así que 3 ^ 2 = 9');
    assert.equal(es.lines.at(-1), 'Total: 39');
    const ko = await scored('--lang', 'ko');
    // Korean letters take two columns of a terminal: the points still line up.
    assert.equal(ko.lines[0], '단색 배치              6   triangle[3] = 6');
    assert.match(ko.lines.at(-2) ?? '', /^layout\.json:49:5: 오류: 2\. 갈색, 단맛 1, 높이 5: /);
    assert.equal(ko.lines.at(-1), '합계: 39');
  });

  it('prints the same JSON in every language', async () => {
    for (const flags of [['--json'], ['--explain', '--json']]) {
      const english = await scored(...flags);
      for (const language of ['ko', 'ru', 'es']) assert.deepEqual((await scored(...flags, '--lang', language)).lines, english.lines);
    }
  });
});
