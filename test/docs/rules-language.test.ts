/**
 * docs/rules-language.md stays true: every `$ npx pomona ...` example is run and its output
 * compared with the page (so the numbers quoted there are produced here), and the page lists
 * every diagnostic code the compiler can report.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { main } from '../../src/cli/main.js';
import { DIAGNOSTIC_CODES } from '../../src/core/rules/diagnostic.js';

const doc = readFileSync(new URL('../../docs/rules-language.md', import.meta.url), 'utf8');

/** Each command of a ```text block that starts with `$ npx pomona`, with the lines printed after it. */
function examples(): { command: string; expected: string }[] {
  const out: { command: string; expected: string }[] = [];
  for (const block of doc.matchAll(/^( *)```text\n([\s\S]*?)^\1```/gm)) {
    const indent = (block[1] ?? '').length;
    const lines = (block[2] ?? '').split('\n').map((l) => l.slice(indent));
    if (!lines[0]?.startsWith('$ npx pomona ')) continue;
    let current: { command: string; lines: string[] } | null = null;
    for (const line of lines) {
      if (line.startsWith('$ npx pomona ')) {
        if (current) out.push({ command: current.command, expected: current.lines.join('\n') });
        current = { command: line.slice('$ npx pomona '.length), lines: [] };
      } else current?.lines.push(line);
    }
    if (current) out.push({ command: current.command, expected: current.lines.join('\n') });
  }
  return out;
}

describe('docs/rules-language.md', () => {
  for (const { command, expected } of examples()) {
    it(`prints what \`pomona ${command}\` prints`, async () => {
      let printed = '';
      await main(command.split(/\s+/), { stdout: (t) => (printed += t), stderr: (t) => (printed += t), cwd: process.cwd() });
      // Speed depends on the machine: the page leaves the throughput line out.
      const actual = printed.split('\n').filter((l) => !l.startsWith('Throughput:')).join('\n').trimEnd();
      assert.equal(actual, expected.trimEnd(), `update the example in docs/rules-language.md to:\n${actual}`);
    });
  }

  it('runs at least the examples of the how-to', () => {
    assert.ok(examples().length >= 9, `${examples().length} examples found`);
  });

  it('lists every diagnostic code, and no other', () => {
    const section = doc.slice(doc.indexOf('## Diagnostics you may meet'));
    const listed = new Set([...section.matchAll(/^\| `([a-z-]+)`/gm)].map((m) => m[1] as string));
    assert.deepEqual([...listed].sort(), Object.keys(DIAGNOSTIC_CODES).sort());
  });
});
