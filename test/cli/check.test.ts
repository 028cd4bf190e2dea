import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/main.js';

/** Run `pomona ARGS` in `cwd` and capture what it prints. */
async function pomona(args: string[], cwd = process.cwd()): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(args, { stdout: (t) => (out += t), stderr: (t) => (err += t), cwd });
  return { code, out, err };
}

function brokenCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pomona-check-'));
  const text = readFileSync('rulesets/apples.rules', 'utf8').replace('suits  spades >', 'suits  spade >');
  writeFileSync(join(dir, 'house.rules'), text);
  return dir;
}

describe('pomona check', () => {
  it('passes every shipped ruleset with exit status 0', async () => {
    const { code, out } = await pomona(['check', 'rulesets/apples.rules', 'rulesets/orchard.rules', 'rulesets/apples-to-apples.rules']);
    assert.equal(code, 0);
    assert.equal(out, '3 files checked: no errors\n');
  });

  it('prints FILE:LINE:COL: error: MESSAGE, the line and a caret, and exits 1', async () => {
    const dir = brokenCopy();
    const { code, out } = await pomona(['check', 'house.rules'], dir);
    assert.equal(code, 1);
    const lines = out.split('\n');
    assert.equal(lines[0], "house.rules:13:10: error: unknown suit 'spade' — did you mean 'spades'?");
    assert.match(lines[2] ?? '', /^13 \| {3}suits {2}spade > clubs/);
    assert.equal(lines[3], '   |          ^^^^^');
    assert.equal(lines.at(-2), '1 error in 1 file');
  });

  it('prints the same diagnostics as JSON for editors', async () => {
    const dir = brokenCopy();
    const { code, out } = await pomona(['check', '--json', 'house.rules'], dir);
    assert.equal(code, 1);
    const report = JSON.parse(out) as { diagnostics: unknown[] };
    assert.deepEqual(report.diagnostics, [
      {
        file: 'house.rules',
        line: 13,
        column: 10,
        end: { line: 13, column: 15 },
        severity: 'error',
        code: 'unknown-name',
        message: "unknown suit 'spade' — did you mean 'spades'?",
      },
    ]);
  });

  it("lists a file's problems by line, whatever order the checks find them in", async () => {
    // The contract is compiled before the teams are checked: unsorted, line 6 came before line 3.
    const dir = mkdtempSync(join(tmpdir(), 'pomona-check-'));
    writeFileSync(join(dir, 'apples.rules'), readFileSync('rulesets/apples.rules', 'utf8'));
    writeFileSync(
      join(dir, 'house.rules'),
      'extends "apples.rules"\ngame "Order"\nteams  seats 1 and 9, seats 2 and 4\n\ncontract {\n  made = 10 * bidd\n  failed = 0\n}\n',
    );
    const { code, out } = await pomona(['check', 'house.rules'], dir);
    assert.equal(code, 1);
    const located = out.split('\n').filter((line) => line.startsWith('house.rules:'));
    assert.deepEqual(located, [
      'house.rules:3:20: error: there is no seat 9: the game is for 4 players',
      "house.rules:6:15: error: unknown name 'bidd' — did you mean 'bid'?",
    ]);
  });

  it('reports a file that does not exist as an error, not a crash', async () => {
    const { code, out } = await pomona(['check', 'no-such.rules']);
    assert.equal(code, 1);
    assert.match(out, /^no-such\.rules:1:1: error: cannot read 'no-such\.rules'/);
  });

  it('exits 2 for a usage error', async () => {
    assert.equal((await pomona(['check'])).code, 2);
    assert.equal((await pomona(['check', '--frobnicate', 'x.rules'])).code, 2);
  });
});

describe('pomona check on a deck file', () => {
  it('points at pomona deck check instead of reading the deck as rules', async () => {
    const { code, out } = await pomona(['check', 'rulesets/decks/red.cards']);
    assert.equal(code, 1);
    assert.match(
      out,
      /^rulesets\/decks\/red\.cards:1:1: error: this is a deck file, not a ruleset: check it with 'pomona deck check rulesets\/decks\/red\.cards'/,
    );
  });
});
