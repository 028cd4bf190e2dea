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

function run(layout: unknown, ...flags: string[]): { code: number; out: string; err: string } {
  const file = join(dir, `layout-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, typeof layout === 'string' ? layout : JSON.stringify(layout));
  let out = '';
  let err = '';
  const io: CliIo = { stdout: (t) => (out += t), stderr: (t) => (err += t), cwd: dir };
  const code = scoreDrafting(ruleset, ['--orchard', file, ...flags], io);
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
  it('prints each batch with its explanation, the broken rules and the total', () => {
    const { code, out } = run(layout);
    assert.equal(code, 0);
    assert.match(out, /^Monochrome\s+6\s/m);
    assert.match(out, /^Special Colour Tree\s+20\s/m);
    assert.match(out, /^Unlucky\s+9\s/m);
    assert.match(
      out,
      /Steady Height, card 2 \{"colour":"russet","sweetness":1,"height":5\}: Steady Height: Each card's height within one of the previous card's\./,
    );
    assert.match(out, /Total: 39$/m);
  });

  it('prints the report as JSON with --json', () => {
    const { code, out } = run(layout, '--json');
    assert.equal(code, 0);
    const report = JSON.parse(out) as {
      total: number;
      batches: { batch: string; points: number; explanation: string }[];
      violations: { batch: string; code: string }[];
    };
    assert.equal(report.total, 39);
    assert.equal(report.batches.length, 8);
    assert.deepEqual(report.batches[0], { batch: 'Monochrome', points: 6, explanation: report.batches[0]?.explanation });
    assert.equal(
      report.batches.reduce((s, b) => s + b.points, 0),
      39,
    );
    assert.deepEqual(
      report.violations.map((v) => [v.batch, v.code]),
      [['Steady Height', 'placement-refused']],
    );
  });

  it('refuses an unknown batch, an attribute value outside the deck and malformed JSON', () => {
    const unknown = run({ Monocrome: [apple('red', 1, 1)] });
    assert.equal(unknown.code, 1);
    assert.match(unknown.err, /unknown batch "Monocrome"/);
    const purple = run({ Monochrome: [apple('purple', 1, 1)] });
    assert.equal(purple.code, 1);
    assert.match(purple.err, /colour 'purple' is not in the deck/);
    const tall = run({ Monochrome: [apple('red', 1, 9)] });
    assert.equal(tall.code, 1);
    assert.match(tall.err, /height 9 is not in the deck/);
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
    assert.equal(await main(['score', repoPath('rulesets/orchard.rules'), '--orchard', file, '--json'], io), 0);
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
  it('prints each batch with the line of its score rule, and the total as a sum', () => {
    const { code, out } = run(layout, '--explain');
    assert.equal(code, 0);
    assert.match(out, /^Monochrome: .*= 6\n {2}from line \d+: `score .*`$/m);
    assert.match(out, /^Total: .* = 39$/m);
  });
});
