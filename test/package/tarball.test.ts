/**
 * The package as a user gets it: `npm pack` (which builds it), then the tarball installed into an
 * empty project with production dependencies only (so no tsx, no TypeScript, no Vite inside it),
 * from the local npm cache. Then the command, plain Node, TypeScript and a Vite app use it.
 * Run by `npm run test:package` (last in `npm test`): it rebuilds dist/.
 */
import {} from '../../scripts/chromium.mjs';
import assert from 'node:assert/strict';
import {} from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import {} from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { playScript } from './app-files.js';
import { installApp, oldestLit, packed, repo, run, succeeded, type PackedFile } from './packed.js';

let work = '';
let app = '';
let packedFiles: readonly PackedFile[] = [];
let tarballSize = 0;

before(() => {
  work = mkdtempSync(join(tmpdir(), 'pomona-package-'));
  app = join(work, 'app');
  const tarball = packed();
  packedFiles = tarball.files;
  tarballSize = tarball.size;
  // An app that already uses the oldest Lit the package allows: adding Pomona must not bring a second.
  installApp(app, [], [`lit@${oldestLit}`]);
});

after(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the packed tarball', () => {
  it('holds the compiled library with its declarations, the embeds and the manifest, and no tests, benchmarks, demo or TypeScript sources', () => {
    const paths = packedFiles.map((file) => file.path);
    for (const needed of [
      'bin/pomona.js',
      'dist/lib/src/index.js',
      'dist/lib/src/index.d.ts',
      'dist/lib/src/cli/main.js',
      'dist/lib/components/apples-table/embed.d.ts',
      'dist/pomona.js',
      'dist/apples-table.js',
      'dist/pomona-decks.js',
      'dist/pomona-rules.js',
      'dist/custom-elements.json',
      'dist/vscode.html-custom-data.json',
      'dist/web-types.json',
      'dist/lib/components/studio/index.js',
      'dist/lib/components/studio/index.d.ts',
      'dist/lib/components/balance-simulator/simulator.worker.js',
      'types/react.d.ts',
      'types/vue.d.ts',
      'rulesets/apples.rules',
    ]) {
      assert.ok(paths.includes(needed), `${needed} is missing from the tarball`);
    }
    // The loader's chunks, every one it names, or a page with the loader would fail to load a game.
    const chunks = JSON.parse(readFileSync(join(repo, 'dist/pomona-chunks/modules.json'), 'utf8')) as Record<string, unknown>;
    const missing = Object.keys(chunks)
      .map((file) => `dist/${file}`)
      .filter((file) => !paths.includes(file));
    assert.deepEqual(missing, []);
    // The chunk manifest is for this repository's bench and tests, not for pages: it stays out.
    assert.ok(!paths.includes('dist/pomona-chunks/modules.json'));
    // A language's file is copied beside the script on its own: it imports nothing.
    const languageFiles = paths.filter((path) => /^dist\/pomona-[a-z]{2}\.js$/.test(path));
    assert.deepEqual(languageFiles.sort(), ['dist/pomona-es.js', 'dist/pomona-ko.js', 'dist/pomona-ru.js']);
    for (const file of languageFiles) {
      assert.doesNotMatch(readFileSync(join(repo, file), 'utf8'), /\bimport\s*[{*\w(]|\bfrom\s*["'`]/, `${file} imports another file`);
    }
    // The deck texts are in the package once, in dist/pomona-decks.js: no .cards files beside the rulesets.
    assert.deepEqual(
      paths.filter((path) => path.endsWith('.cards')),
      [],
    );
    const stray = paths.filter(
      (path) => /^(test|bench|demo|src|components|scripts|grammar)\//.test(path) || (path.endsWith('.ts') && !path.endsWith('.d.ts')),
    );
    assert.deepEqual(stray, []);
  });

  it('holds only what users run: no screenshots, guides, source maps or test data, at most 900 KiB packed in 400 files', () => {
    const paths = packedFiles.map((file) => file.path);
    const extra = paths.filter(
      (path) => /^(docs|test|bench|demo)\//.test(path) || /\.(png|jpe?g|map)$/.test(path) || path.includes('/fixtures/'),
    );
    assert.deepEqual(extra, []);
    // dist/lib is read by bundlers and Node, never cached by a browser: its shared chunks carry no
    // content hash, whose random letters in every import of them compress worst of all.
    assert.deepEqual(
      paths.filter((path) => path.startsWith('dist/lib/chunks/') && /-[A-Z0-9]{8}\.js$/.test(path)),
      [],
    );
    // dist/lib is bundled (entries and shared chunks), and the shipped rulesets' forms, the rules
    // parser and the deck texts are in the package once: 899 KiB in 337 files when this guard was set.
    assert.ok(tarballSize <= 900 * 1024, `the tarball is ${(tarballSize / 1024).toFixed(0)} KiB packed`);
    assert.ok(paths.length <= 400, `the tarball holds ${paths.length} files`);
  });

  it('carries the rules text front end once, in pomona-rules.js, which the one-file embeds import only on demand', () => {
    const file = (name: string): string => readFileSync(join(app, 'node_modules/pomona/dist', name), 'utf8');
    // A line of each family's shipped rules (without comments): what a variant's `extends` reads.
    const texts = ['suits  spades > clubs > hearts > diamonds', 'sequence odd_primes', 'hand 7 red cards'];
    for (const embed of ['apples-table.js', 'orchard-board.js', 'apples-to-apples.js']) {
      const code = file(embed);
      assert.deepEqual(
        texts.filter((text) => code.includes(text)),
        [],
        `${embed} carries rules texts`,
      );
      // The front end is fetched when a page gives rules as text, never before the game shows.
      assert.match(code, /import\(`\.\/pomona-rules\.js`\)/);
      assert.doesNotMatch(code, /from\s*["'`]\.\/pomona-rules\.js/);
    }
    const rules = file('pomona-rules.js');
    for (const text of texts) assert.ok(rules.includes(text), `pomona-rules.js lacks "${text}"`);
    for (const compiler of ['compileTrick', 'compileJudging', 'compileDrafting']) assert.match(rules, new RegExp(`as ${compiler}\\b`));
  });

  it('declares no install scripts, lit and @lit/context as ranges, and side effects only in files that define elements or register families', () => {
    const pkg = JSON.parse(readFileSync(join(app, 'node_modules/pomona/package.json'), 'utf8')) as {
      scripts?: Record<string, string>;
      dependencies: Record<string, string>;
      sideEffects: string[];
    };
    for (const hook of ['preinstall', 'install', 'postinstall', 'prepare'])
      assert.equal(pkg.scripts?.[hook], undefined, `a ${hook} script`);
    assert.match(pkg.dependencies['lit'] ?? '', /^\^3\./);
    assert.match(pkg.dependencies['@lit/context'] ?? '', /^\^1\./);
    const paths = packedFiles.map((file) => file.path);
    // The source paths beside them are for the repository's own builds; the built ones must be in the tarball.
    for (const pattern of pkg.sideEffects.filter((entry) => entry.startsWith('./dist/'))) {
      const matcher = new RegExp(
        `^${pattern
          .replace(/^\.\//, '')
          .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
          .replace(/\*/g, '[^/]*')}$`,
      );
      assert.ok(
        paths.some((path) => matcher.test(path)),
        `sideEffects names ${pattern}, which is not in the tarball`,
      );
    }
  });

  it("shares the app's own Lit, the oldest the range allows: one copy of each Lit package", () => {
    const copies = new Map<string, string[]>();
    const look = (folder: string): void => {
      if (!existsSync(folder)) return;
      for (const name of readdirSync(folder)) {
        if (name.startsWith('.')) continue;
        if (name.startsWith('@')) {
          for (const inner of readdirSync(join(folder, name))) visit(join(folder, name, inner), `${name}/${inner}`);
        } else visit(join(folder, name), name);
      }
    };
    const visit = (dir: string, name: string): void => {
      if (['lit', 'lit-html', 'lit-element', '@lit/reactive-element'].includes(name)) {
        const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string };
        copies.set(name, [...(copies.get(name) ?? []), version]);
      }
      look(join(dir, 'node_modules'));
    };
    look(join(app, 'node_modules'));
    assert.deepEqual(copies.get('lit'), [oldestLit]);
    for (const name of ['lit-html', 'lit-element', '@lit/reactive-element'])
      assert.equal(copies.get(name)?.length, 1, `${name}: ${copies.get(name)?.join(', ')}`);
  });

  it('installs with production dependencies only: lit and @lit/context, no tsx', () => {
    assert.ok(existsSync(join(app, 'node_modules/lit')));
    assert.ok(existsSync(join(app, 'node_modules/@lit/context')));
    assert.ok(!existsSync(join(app, 'node_modules/tsx')), 'tsx was installed: the command must run without it');
    assert.ok(!existsSync(join(app, 'node_modules/typescript')));
  });
});

describe('npx pomona from the installed package', () => {
  it("prints the package's own version", () => {
    const { version } = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { version: string };
    // As a user types it: installed in the project, npx runs the local command without asking.
    const result = run('npx', ['pomona', '--version'], app);
    assert.equal(result.status, 0, result.stderr);
    assert.equal(result.stdout.trim(), `pomona ${version}`);
  });

  it('checks a shipped ruleset clean (exit 0)', () => {
    const result = run('npx', ['--no', 'pomona', 'check', 'node_modules/pomona/rulesets/apples.rules'], app);
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stdout, /no errors/);
  });

  it('checks and loads a copy of the shipped Apples to Apples: the decks it names come from the package', () => {
    mkdirSync(join(app, 'house'), { recursive: true });
    const copy = readFileSync(join(app, 'node_modules/pomona/rulesets/apples-to-apples.rules'), 'utf8');
    assert.match(copy, /decks\/red\.cards/);
    writeFileSync(join(app, 'house/party.rules'), copy);
    const checked = run('npx', ['--no', 'pomona', 'check', 'house/party.rules'], app);
    assert.equal(checked.status, 0, checked.stdout + checked.stderr);
    writeFileSync(
      join(app, 'load-copy.mjs'),
      "import { loadRulesetFile } from 'pomona';\n" +
        "const loaded = loadRulesetFile('house/party.rules');\n" +
        "console.log(loaded.ok ? 'loaded' : JSON.stringify(loaded.diagnostics));\n",
    );
    assert.equal(succeeded(run(process.execPath, ['load-copy.mjs'], app), 'loadRulesetFile').trim(), 'loaded');
  });

  it('reports a broken ruleset at its line and column (exit 1)', () => {
    writeFileSync(
      join(app, 'broken.rules'),
      'extends "node_modules/pomona/rulesets/apples.rules"\nsuits spade > clubs > hearts > diamonds\n',
    );
    const result = run('npx', ['--no', 'pomona', 'check', 'broken.rules'], app);
    assert.equal(result.status, 1, result.stdout + result.stderr);
    assert.match(result.stdout + result.stderr, /broken\.rules:2:\d+: error: /);
  });
});

describe("import … from 'pomona' in plain Node", () => {
  for (const [ruleset, players] of [
    ['orchard.rules', 3],
    ['apples.rules', 4],
    ['apples-to-apples.rules', 5],
  ] as const) {
    it(`plays a whole game of ${ruleset} through the public API and replays its log exactly`, () => {
      writeFileSync(join(app, 'play.mjs'), playScript);
      const out = succeeded(run(process.execPath, ['play.mjs', ruleset, String(players)], app), `playing ${ruleset}`);
      const report = JSON.parse(out) as {
        actions: number;
        result: { scores: number[]; winners: number[] } | null;
        replayedExactly: boolean;
      };
      assert.ok(report.actions > players, `only ${report.actions} actions`);
      assert.equal(report.result?.scores.length, players);
      assert.ok((report.result?.winners.length ?? 0) > 0, 'the game ended without a winner');
      assert.equal(report.replayedExactly, true);
    });
  }

  it('resolves the manifest and the one-file embeds through the exports map', () => {
    const fromApp = createRequire(join(app, 'package.json'));
    for (const entry of [
      'pomona/custom-elements.json',
      'pomona/vscode.html-custom-data.json',
      'pomona/web-types.json',
      'pomona/studio',
      'pomona/elements',
      'pomona/dist/pomona.js',
      'pomona/dist/apples-table.js',
      'pomona/package.json',
    ]) {
      assert.ok(existsSync(fromApp.resolve(entry)), entry);
    }
  });
});
