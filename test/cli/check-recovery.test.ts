/**
 * `pomona check` reports every syntax error of a file in one run, reading on at the next
 * top-level item, and a block left open where its `}` is missing, not at the item after it.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/main.js';
import { parseRules } from '../../src/core/rules/parse.js';

/** A small drafting ruleset with no problem; each case breaks it in its own way. */
const SOUND = `game    "Little Orchard"
family  drafting
players 2..4

deck apples {
  attribute colour = red, green
  attribute height = 1..5
  copies 2 of every combination
}

centre  per player by players { 2..4: 2 }
leader  passes left
cards   4 each
tie     shared win

batch "Reds" {
  describe "Red cards only."
  allow    all same colour
  score    count * 2
}

batch "Anything" {
  describe "Any card."
  score    0 - count
}
`;

/** `SOUND` with each [from, to] replaced once. */
function broken(...edits: [string, string][]): string {
  return edits.reduce((text, [from, to]) => {
    assert.ok(text.includes(from), `the sound ruleset has no '${from}'`);
    return text.replace(from, to);
  }, SOUND);
}

/** The FILE:LINE:COL lines `pomona check` prints for `text`, its last line and its exit code. */
async function check(text: string, ...flags: string[]): Promise<{ code: number; errors: string[]; summary: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'pomona-recovery-'));
  writeFileSync(join(dir, 'house.rules'), text);
  let out = '';
  const code = await main(['check', ...flags, 'house.rules'], { stdout: (t) => (out += t), stderr: (t) => (out += t), cwd: dir, env: {} });
  const lines = out.trimEnd().split('\n');
  return { code, errors: lines.filter((line) => line.startsWith('house.rules:')), summary: lines.at(-1) ?? '' };
}

describe('pomona check reads on after a syntax error', () => {
  it('checks the sound ruleset clean, so every error below is the edit', async () => {
    assert.deepEqual(await check(SOUND), { code: 0, errors: [], summary: '1 file checked: no errors' });
  });

  it('reports three syntax errors in three items in one run', async () => {
    const result = await check(
      broken(['players 2..4', 'playrs 2..4'], ['all same colour', 'all same or colour'], ['0 - count', '0 - - count)']),
    );
    assert.deepEqual(result.errors, [
      "house.rules:3:1: error: unknown statement 'playrs' — did you mean 'players'?",
      "house.rules:18:21: error: expected a name, but found 'or'",
      "house.rules:24:23: error: expected 'for', '(', '.', '[', '^', '+', '-', '<=', '>=', '!=', 'and', 'or', 'if', 'describe', 'holds', 'allow', 'score' or '}', but found ')'",
    ]);
    assert.equal(result.summary, '3 errors in 1 file');
    assert.equal(result.code, 1);
  });

  it("reports a block's missing } at the end of its last line, and checks the item after it", async () => {
    const result = await check(broken(['  score    count * 2\n}\n', '  score    count * 2\n\n'], ['0 - count', '0 - count ^']));
    assert.deepEqual(result.errors, [
      "house.rules:19:21: error: missing '}' to close the '{' on line 16",
      "house.rules:25:1: error: expected '-', '(', 'yes', 'no', 'all', 'each', 'sum', 'min', 'max', 'count', 'for', 'this', 'by', a whole number, a quoted text or a name, but found '}'",
    ]);
    assert.equal(result.code, 1);
  });

  it('reports a missing } at the end of the file at the last line of code, not at the end of the file', async () => {
    const result = await check(`${SOUND.trimEnd().slice(0, -1)}\n# the end\n\n`);
    assert.deepEqual(result.errors, ["house.rules:24:21: error: missing '}' to close the '{' on line 22"]);
  });

  it('reads on after a block with an error inside it, without a follow-on error at its closing }', async () => {
    const result = await check(
      broken(['  allow    all same colour', '  allow    all same colour ==\n  allow    ((('], ['tie     shared win', 'tie     shard win']),
    );
    assert.deepEqual(result.errors, [
      "house.rules:14:9: error: expected 'play' or 'shared', but found 'shard' — did you mean 'shared'?",
      "house.rules:18:29: error: expected '-', '(', 'yes', 'no', 'all', 'each', 'sum', 'min', 'max', 'count', 'for', 'this', 'by', a whole number, a quoted text or a name, but found '='",
    ]);
  });

  it('says the missing } in the language asked for', async () => {
    const broke = broken(['  score    count * 2\n}\n', '  score    count * 2\n\n']);
    assert.deepEqual((await check(broke, '--lang', 'ko')).errors, ["house.rules:19:21: 오류: 16번째 줄의 '{'를 닫는 '}'가 빠졌습니다"]);
    assert.deepEqual((await check(broke, '--lang', 'ru')).errors, [
      "house.rules:19:21: ошибка: не хватает '}', которая закрывает '{' из строки 16",
    ]);
    assert.deepEqual((await check(broke, '--lang', 'es')).errors, [
      "house.rules:19:21: error: falta la '}' que cierra la '{' de la línea 16",
    ]);
  });

  it('in a file whose blocks are not indented, reports the first error and invents no missing }', async () => {
    const flat = broken(
      ['  score    count * 2\n}\n', 'score    count * 2\n\n'],
      ['  describe "Red cards only."', 'describe "Red cards only."'],
      ['  allow    all same colour', 'allow    all same colour'],
    );
    const result = await check(flat);
    assert.equal(result.errors.length, 1);
    assert.doesNotMatch(result.errors[0] ?? '', /missing/);
  });

  it('reads past a block that never closes, before 12,000 statements, in one walk', () => {
    const text = `batch "x" {\nscore (\n${Array.from({ length: 12000 }, (_, i) => `players ${i}`).join('\n')}`;
    const start = performance.now();
    const parsed = parseRules(text, 'open.rules');
    assert.equal(parsed.ok ? 0 : parsed.diagnostics.length, 1);
    assert.ok(performance.now() - start < 500, `took ${Math.round(performance.now() - start)} ms`);
  });

  it('stops at 50 syntax errors in a file of nothing else, quickly', () => {
    const text = Array.from({ length: 2000 }, (_, i) => `players ${i} ..`).join('\n');
    const start = performance.now();
    const parsed = parseRules(text, 'junk.rules');
    assert.equal(parsed.ok, false);
    assert.equal(parsed.ok ? 0 : parsed.diagnostics.length, 50);
    assert.ok(performance.now() - start < 2000, `took ${Math.round(performance.now() - start)} ms`);
  });
});
