/**
 * A source file past 400 lines is a sign it does two things: every file of code the project
 * writes (the product, the server, the scripts, the tests, the benchmarks, the grammar) stays
 * within that, and files made by a build step are left out.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const repo = join(dirname(fileURLToPath(import.meta.url)), '../..');
const MAX_LINES = 400;
const roots = ['bench', 'bin', 'components', 'demo', 'grammar', 'scripts', 'server', 'src', 'test', 'types'];
const code = /\.(ts|mts|cts|js|mjs|cjs|peggy)$/;
/** Folders whose files a build step writes (the parser, the compiled rulesets, the language catalogues). */
const made = new Set(['generated', 'locales', 'node_modules', 'dist']);
/** Files a build step writes beside written ones. */
const madeFiles = new Set(['components/core/language/locale-codes.ts']);

function codeFiles(folder: string): string[] {
  return readdirSync(join(repo, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return made.has(entry.name) ? [] : codeFiles(path);
    return code.test(entry.name) && !madeFiles.has(path) ? [path] : [];
  });
}

const lineCount = (path: string): number => readFileSync(join(repo, path), 'utf8').replace(/\n$/, '').split('\n').length;

describe('the size of source files', () => {
  const files = roots.flatMap((root) => codeFiles(root));

  it('finds the code it measures', () => {
    for (const known of [
      'components/core/frame/game-element.ts',
      'server/game-table.ts',
      'src/core/table/table-driver.ts',
      'grammar/rules.peggy',
    ])
      assert.ok(files.includes(known), `${known} was not measured`);
    assert.ok(files.length > 300, `only ${files.length} files measured`);
    assert.ok(!files.some((file) => file.includes('/generated/')), 'a generated file was measured');
  });

  it(`keeps every file of code within ${MAX_LINES} lines`, () => {
    const long = files
      .map((file) => ({ file, lines: lineCount(file) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${relative('.', file)}: ${lines} lines`);
    assert.deepEqual(long, [], `split these along what they do:\n${long.join('\n')}`);
  });
});
