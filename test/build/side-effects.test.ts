/**
 * package.json `sideEffects` tells bundlers which of the package's modules do something when
 * imported (define an element, register the families); every other module can be left out of a
 * bundle that uses none of its exports. A module that defines an element but is missing from the
 * list would vanish from users' bundles; one listed without reason would keep dead code in them.
 * The list names each such module as source (what the repository's own builds and benchmarks
 * bundle: the same package.json applies to them); built (what users import), such a module is in
 * an entry of dist/lib/ or in one of its shared chunks, so the built list names the entries that
 * define elements and every chunk of dist/lib/chunks/.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { builtEntry, libraryEntries } from '../../scripts/library-entries.mjs';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { sideEffects: string[] };

/** A `sideEffects` entry as a matcher of paths in the package (`*` stands for one path segment's characters). */
const matcher = (pattern: string): RegExp =>
  new RegExp(
    `^${pattern
      .replace(/^\.\//, '')
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '[^/]*')}$`,
  );
const patterns = pkg.sideEffects.map(matcher);
const listed = (path: string): boolean => patterns.some((pattern) => pattern.test(path));

/** The TypeScript modules of the library (components/ and src/), tests and generated code aside. */
const sources = ['components', 'src'].flatMap((folder) =>
  readdirSync(join(repo, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts'))
    .map((name) => `${folder}/${name}`),
);
const entries: readonly string[] = libraryEntries();
/** Where a module's code is in the package: its entry's file, or else a shared chunk. */
const built = (source: string): string => (entries.includes(source) ? builtEntry(source) : 'dist/lib/chunks/chunk-0000.js');
/** A statement at the top of a module (no indentation) that defines an element or registers the families. */
const topLevelEffect = /^(defineOnce\(|registerShippedFamilies\(\);)/m;

describe("package.json's sideEffects", () => {
  it('lists every module that defines an element or registers the families when imported', () => {
    const effectful = sources.filter((source) => topLevelEffect.test(readFileSync(join(repo, source), 'utf8')));
    assert.ok(effectful.includes('components/apples-table/apples-table.ts'));
    assert.ok(effectful.includes('components/rules-editor/rules-editor.ts'));
    assert.ok(effectful.includes('src/families/index.ts'));
    assert.deepEqual(
      effectful.filter((source) => !listed(built(source))),
      [],
    );
    assert.deepEqual(
      effectful.filter((source) => !listed(source)),
      [],
    );
  });

  it('lists no module of the library that does nothing when imported, beyond the entries that re-export elements', () => {
    const reExporting = new Set(['components/index.ts', 'components/loader.ts', 'components/studio/index.ts']);
    const needless = sources.filter((source) => {
      if (
        !((entries.includes(source) && listed(built(source))) || listed(source)) ||
        reExporting.has(source) ||
        /\/embed\.ts$/.test(source)
      )
        return false;
      const text = readFileSync(join(repo, source), 'utf8');
      // The simulator's worker runs its module as the worker's program.
      return !topLevelEffect.test(text) && !source.endsWith('.worker.ts');
    });
    assert.deepEqual(needless, []);
  });

  it('names library modules that exist, each both built and as source', () => {
    for (const pattern of pkg.sideEffects.filter((p) => p.startsWith('./dist/lib/') && !p.includes('*'))) {
      const source = pattern.replace(/^\.\/dist\/lib\//, '').replace(/\.js$/, '.ts');
      assert.ok(existsSync(join(repo, source)), `${pattern} has no source ${source}`);
      assert.ok(pkg.sideEffects.includes(`./${source}`), `${pattern} is listed, but not its source ./${source}`);
    }
  });
});
