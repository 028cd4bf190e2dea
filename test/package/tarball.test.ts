/**
 * The package as a user gets it: `npm pack` (which builds it), then the tarball installed into an
 * empty project with production dependencies only (so no tsx, no TypeScript, no Vite inside it),
 * from the local npm cache. Then the command, plain Node, TypeScript and a Vite app use it.
 * Run by `npm run test:package` (last in `npm test`): it rebuilds dist/.
 */
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  checkDom,
  checkEntries,
  checkReact,
  checkTags,
  checkVue,
  playScript,
  tsconfig,
  viteIndex,
  viteMain,
  vueStub,
} from './app-files.js';
import { installApp, packed, repo, run, succeeded, type PackedFile } from './packed.js';

const fromRepo = createRequire(join(repo, 'package.json'));

/** The lowest version the package's `lit` range allows (^3.2.0 gives 3.2.0). */
const oldestLit = (JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }).dependencies[
  'lit'
]?.replace(/^\^/, '');

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
    assert.ok(paths.includes('dist/pomona-chunks/modules.json'));
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
    // dist/lib is bundled (entries and shared chunks), and the shipped rulesets' forms, the rules
    // parser and the deck texts are in the package once: 899 KiB in 337 files when this guard was set.
    assert.ok(tarballSize <= 900 * 1024, `the tarball is ${(tarballSize / 1024).toFixed(0)} KiB packed`);
    assert.ok(paths.length <= 400, `the tarball holds ${paths.length} files`);
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

describe('the custom-elements manifest and the editor data made from it', () => {
  interface Member {
    name: string;
    kind: string;
    privacy?: string;
    static?: boolean;
  }
  interface Declaration {
    name: string;
    tagName?: string;
    customElement?: boolean;
    attributes?: { name: string; fieldName?: string }[];
    members?: Member[];
    events?: { name: string; type?: { text: string } }[];
  }
  interface Manifest {
    modules: { path: string; declarations?: Declaration[] }[];
  }
  const installed = (path: string): unknown => JSON.parse(readFileSync(join(app, 'node_modules/pomona', path), 'utf8'));
  const manifest = (): Manifest => {
    const pkg = installed('package.json') as { customElements: string };
    return installed(pkg.customElements) as Manifest;
  };
  const elements = (): Declaration[] =>
    manifest()
      .modules.flatMap((mod) => mod.declarations ?? [])
      .filter((d) => d.customElement && d.tagName);
  /** Every tag the sources register (`defineOnce('tag', Class)`): the games, their parts, the studio. */
  const registeredTags = (): string[] => {
    const sources = spawnSync('git', ['grep', '-h', '-o', "defineOnce('[a-z0-9-]*'", '--', 'components/*.ts'], {
      cwd: repo,
      encoding: 'utf8',
    });
    // <pomona-game>, the plain table for a family registered from outside, has no entry of its own.
    return [...new Set(sources.stdout.match(/(?<=defineOnce\(')[a-z0-9-]+/g) ?? [])].filter((tag) => tag !== 'pomona-game').sort();
  };
  /** A type parameter left in a type (`G['ruleset']`, `A | undefined`): the reader cannot know what it stands for. */
  const unresolved = /(?<![\w'"$])[A-Z](?![\w'"])/;

  it('names modules that are in the package, as JavaScript', () => {
    for (const mod of manifest().modules) {
      assert.match(mod.path, /^dist\/lib\/.*\.js$/);
      assert.ok(existsSync(join(app, 'node_modules/pomona', mod.path)), `${mod.path} is not in the package`);
    }
  });

  it('documents every element the package defines, the games and the studio alike', () => {
    const tags = registeredTags();
    for (const tag of ['apples-table', 'orchard-board', 'apples-to-apples', 'rules-editor', 'score-explainer', 'balance-simulator'])
      assert.ok(tags.includes(tag), `${tag} is not registered in components/`);
    assert.deepEqual(
      elements()
        .map((d) => d.tagName)
        .sort(),
      tags,
    );
  });

  it('lists public members only, each with a resolved type, and every event with its type', () => {
    const byTag = new Map(elements().map((d) => [d.tagName, d]));
    assert.deepEqual(
      byTag
        .get('apples-table')
        ?.attributes?.map((a) => a.name)
        .sort(),
      ['bot-delay', 'name', 'names', 'options', 'persist', 'rated', 'room', 'ruleset', 'seats', 'seed', 'server'],
    );
    for (const element of byTag.values()) {
      for (const member of element.members ?? []) {
        assert.equal(member.privacy ?? 'public', 'public', `<${element.tagName}> lists ${member.privacy ?? ''} ${member.name}`);
        assert.ok(!member.static && !/^[#_]/.test(member.name), `<${element.tagName}> lists ${member.name}`);
      }
      for (const attribute of element.attributes ?? []) {
        const member = element.members?.find((m) => m.name === attribute.fieldName);
        assert.ok(!attribute.fieldName || member, `<${element.tagName}> lists internal state ${attribute.name} as an attribute`);
      }
      for (const event of element.events ?? [])
        assert.match(event.type?.text ?? '', /^CustomEvent<.+>$/, `${event.name} of <${element.tagName}> has no type`);
      const types = JSON.stringify(element.members ?? []).match(/"text":"(?:[^"\\]|\\.)*"/g) ?? [];
      assert.deepEqual(
        types.filter((text) => unresolved.test(text.slice(8, -1))),
        [],
        `<${element.tagName}> has unresolved generics`,
      );
    }
    assert.ok(byTag.get('orchard-board')?.events?.some((e) => e.name === 'pomona-game-end'));
    assert.ok(byTag.get('rules-editor')?.attributes?.some((a) => a.name === 'for'));
  });

  it('gives VS Code every element and attribute, and JetBrains every element, attribute, property and event', () => {
    const pkg = installed('package.json') as { 'web-types': string };
    const vscode = installed('dist/vscode.html-custom-data.json') as {
      version: number;
      tags: { name: string; attributes: { name: string }[] }[];
    };
    const webTypes = installed(pkg['web-types']) as {
      name: string;
      contributions: {
        html: {
          elements: { name: string; attributes: { name: string }[]; js: { properties: { name: string }[]; events: { name: string }[] } }[];
        };
      };
    };
    assert.equal(vscode.version, 1.1);
    assert.equal(webTypes.name, 'pomona');
    const names = (list: readonly { name: string }[] | undefined): string[] => (list ?? []).map((item) => item.name).sort();
    for (const element of elements()) {
      const tag = vscode.tags.find((t) => t.name === element.tagName);
      assert.ok(tag, `VS Code does not know <${element.tagName}>`);
      assert.deepEqual(names(tag.attributes), names(element.attributes));
      const web = webTypes.contributions.html.elements.find((e) => e.name === element.tagName);
      assert.ok(web, `web-types does not know <${element.tagName}>`);
      assert.deepEqual(names(web.attributes), names(element.attributes));
      assert.deepEqual(names(web.js.events), names(element.events));
      assert.deepEqual(names(web.js.properties), names(element.members?.filter((m) => m.kind === 'field')));
    }
    assert.equal(vscode.tags.length, elements().length);
    const table = webTypes.contributions.html.elements.find((e) => e.name === 'apples-table');
    assert.ok(table?.js.properties.some((p) => p.name === 'actionLog'));
    assert.ok(!table?.js.properties.some((p) => p.name === 'game' || p.name === 'replay'), 'web-types lists internal controllers');
  });
});

describe('the element types', () => {
  before(() => {
    writeFileSync(join(app, 'check-dom.ts'), checkDom);
    writeFileSync(join(app, 'check-react.tsx'), checkReact);
    writeFileSync(join(app, 'check-vue.ts'), checkVue);
    const installed = JSON.parse(readFileSync(join(app, 'node_modules/pomona/package.json'), 'utf8')) as {
      exports: Parameters<typeof checkEntries>[0];
    };
    writeFileSync(join(app, 'check-entries.ts'), checkEntries(installed.exports));
    // Every element the manifest documents must have its React and Vue types.
    const elements = JSON.parse(readFileSync(join(app, 'node_modules/pomona/dist/custom-elements.json'), 'utf8')) as {
      modules: { declarations?: { tagName?: string }[] }[];
    };
    const tags = elements.modules.flatMap((mod) => mod.declarations ?? []).flatMap((d) => (d.tagName ? [JSON.stringify(d.tagName)] : []));
    assert.ok(tags.length > 0);
    writeFileSync(join(app, 'check-tags.ts'), checkTags(tags));
    // React's types from the repository's devDependencies; Vue only as the interface it augments.
    mkdirSync(join(app, 'node_modules/@types'), { recursive: true });
    if (!existsSync(join(app, 'node_modules/@types/react')))
      symlinkSync(join(repo, 'node_modules/@types/react'), join(app, 'node_modules/@types/react'), 'dir');
    mkdirSync(join(app, 'node_modules/vue'), { recursive: true });
    writeFileSync(join(app, 'node_modules/vue/package.json'), JSON.stringify({ name: 'vue', version: '3.0.0', types: 'index.d.ts' }));
    writeFileSync(join(app, 'node_modules/vue/index.d.ts'), vueStub);
  });

  for (const resolution of ['NodeNext', 'Bundler'] as const) {
    it(`type-check for DOM, React 19 and Vue users and every entry of the exports map, the loader included (moduleResolution ${resolution}), and refuse wrong properties and event details`, () => {
      writeFileSync(join(app, `tsconfig.${resolution}.json`), tsconfig(resolution));
      const tsc = fromRepo.resolve('typescript/bin/tsc');
      const result = run(process.execPath, [tsc, '-p', `tsconfig.${resolution}.json`], app);
      assert.equal(result.status, 0, result.stdout + result.stderr);
    });
  }
});

describe('a Vite app built against the package', () => {
  let server: Server | undefined;
  after(() => server?.close());

  it('bundles a one-function import (Random) in a few KB: the package marks its modules free of side effects', () => {
    const folder = join(work, 'one-function');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'index.html'), '<!doctype html><script type="module" src="./main.js"></script>\n');
    writeFileSync(join(folder, 'main.js'), "import { Random } from 'pomona';\nconsole.log(new Random(7).next());\n");
    symlinkSync(join(app, 'node_modules'), join(folder, 'node_modules'), 'dir');
    writeFileSync(join(folder, 'package.json'), JSON.stringify({ name: 'one-function', private: true, type: 'module' }));
    const vite = join(repo, 'node_modules/vite/bin/vite.js');
    succeeded(run(process.execPath, [vite, 'build', '--logLevel', 'error'], folder), 'vite build');
    const assets = join(folder, 'dist/assets');
    const bytes = readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .reduce((sum, name) => sum + statSync(join(assets, name)).size, 0);
    assert.ok(bytes > 0);
    assert.ok(bytes <= 4 * 1024, `import { Random } from 'pomona' bundled to ${bytes} bytes`);
  });

  it('bundles pomona/apples-table without the other games, and the table plays in Chromium', async () => {
    writeFileSync(join(app, 'index.html'), viteIndex);
    writeFileSync(join(app, 'main.ts'), viteMain);
    const vite = join(repo, 'node_modules/vite/bin/vite.js');
    succeeded(run(process.execPath, [vite, 'build', '--logLevel', 'warn'], app), 'vite build');
    const dist = join(app, 'dist');
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const script = /src="\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
    assert.ok(script, 'the built page has no script');
    const code = readFileSync(join(dist, script), 'utf8');
    assert.match(code, /apples-table/);
    assert.doesNotMatch(code, /orchard-board/, 'importing one game pulled in Orchard');

    const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript' };
    server = createServer((request, response) => {
      const path = normalize(join(dist, new URL(request.url ?? '/', 'http://x').pathname.replace(/\/$/, '/index.html')));
      if (!path.startsWith(dist) || !existsSync(path)) return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' }).end(readFileSync(path));
    });
    const listening = server;
    await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
    const address = listening.address();
    assert.ok(address && typeof address === 'object');

    const { launch } = await import('puppeteer-core');
    const browser = await launch(chromiumLaunchOptions);
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      await page.goto(`http://127.0.0.1:${address.port}/`);
      // Four computer players with no delay: the deal and the first plays are events within moments.
      await page.waitForFunction(() => ((window as unknown as { pomona?: { actions: number } }).pomona?.actions ?? 0) >= 10, {
        timeout: 20_000,
      });
      const seen = await page.evaluate(() => {
        const table = document.querySelector('apples-table');
        return {
          ...(window as unknown as { pomona: { upgraded: boolean; shipped: number } }).pomona,
          rendered: Boolean(table?.shadowRoot?.querySelector('[part~="table"]')),
        };
      });
      assert.deepEqual(errors, []);
      assert.equal(seen.upgraded, true);
      assert.equal(seen.rendered, true);
      assert.ok(seen.shipped > 0);
    } finally {
      await browser.close();
    }
  });
});
