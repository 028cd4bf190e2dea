/**
 * The installed package as tools and apps use it: the custom-elements manifest and the editor
 * data made from it, the element types for DOM, React and Vue users, and a Vite app built against
 * it that plays in Chromium. The tarball (packed once per run, see packed.ts) is installed into an
 * empty project with production dependencies only, beside the oldest Lit the package allows.
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
import { checkDom, checkEntries, checkReact, checkTags, checkVue, tsconfig, viteIndex, viteMain, vueStub } from './app-files.js';
import { installApp, oldestLit, repo, run, succeeded } from './packed.js';

const fromRepo = createRequire(join(repo, 'package.json'));

let work = '';
let app = '';

before(() => {
  work = mkdtempSync(join(tmpdir(), 'pomona-package-'));
  app = join(work, 'app');
  // An app that already uses the oldest Lit the package allows (the tarball test checks it brings no second).
  installApp(app, [], [`lit@${oldestLit}`]);
});

after(() => {
  if (work) rmSync(work, { recursive: true, force: true });
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
