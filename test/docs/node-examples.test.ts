/**
 * The examples of docs/node.md are run as they are written: every ```js block is taken from the
 * Markdown, its `from 'pomona'` pointed at the package's entry in src/, and imported. A comment
 * line right after a line that prints is what that line must print.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const guide = readFileSync(join(root, 'docs/node.md'), 'utf8');
const entry = pathToFileURL(join(root, 'src/index.ts')).href;

/** Each ```js block with the heading it is under. */
function examples(markdown: string): { heading: string; code: string }[] {
  const found: { heading: string; code: string }[] = [];
  let heading = '';
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.startsWith('## ')) heading = line.slice(3);
    if (line !== '```js') continue;
    const end = lines.indexOf('```', i + 1);
    found.push({ heading, code: lines.slice(i + 1, end).join('\n') });
    i = end;
  }
  return found;
}

/** The output a block promises: comment lines standing right after a line that prints. */
function promised(code: string): string[] {
  const lines = code.split('\n');
  return lines.flatMap((line, i) =>
    /^\/\/ /.test(line) && i > 0 && lines[i - 1]!.includes('console.log') ? [line.slice(3).trim()] : [],
  );
}

describe('docs/node.md', () => {
  const blocks = examples(guide);

  it('has an example for each task the guide teaches', () => {
    assert.ok(blocks.length >= 5, `${blocks.length} examples`);
    for (const task of ['Play 1,000 games', 'Check a broken ruleset', 'explain its score', 'Save a game and replay it'])
      assert.ok(
        blocks.some((b) => b.heading.includes(task)),
        `no example under a heading with "${task}"`,
      );
  });

  for (const [n, block] of blocks.entries()) {
    it(`runs example ${n + 1} (${block.heading}) and prints what it says it prints`, async () => {
      const dir = mkdtempSync(join(tmpdir(), 'pomona-guide-'));
      const file = join(dir, `example-${n + 1}.mjs`);
      writeFileSync(file, block.code.replaceAll("from 'pomona'", `from '${entry}'`));
      const printed: string[] = [];
      const log = console.log;
      const cwd = process.cwd();
      // The examples name rulesets/ as a path from the repository's folder.
      process.chdir(root);
      console.log = (...args: unknown[]) => printed.push(args.map(String).join(' '));
      try {
        await import(pathToFileURL(file).href);
      } finally {
        console.log = log;
        process.chdir(cwd);
        rmSync(dir, { recursive: true, force: true });
      }
      assert.ok(printed.length > 0, 'the example prints nothing');
      const output = printed.join('\n');
      for (const expected of promised(block.code)) assert.ok(output.includes(expected), `expected "${expected}" in:\n${output}`);
    });
  }
});
