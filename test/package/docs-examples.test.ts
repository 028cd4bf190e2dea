/**
 * The framework examples of docs/embedding.md, taken from the Markdown as they are written and run
 * against the packed tarball in Chromium: the pomona/react component, the plain tag after the
 * loader's preload, the Next.js-style component rendered on the server and hydrated with
 * `hydrateRoot`, and the Vue template with the guide's `isCustomElement`. Each example's table is
 * resumed from a save a few computer moves before the end (under the example's own `persist` key),
 * so its `pomona-game-end` handler is heard without anyone playing; its `options` must arrive as
 * a property. A last page brings about every event the guide lists for pomona/react.
 * Set POMONA_SCREENSHOTS to a folder to keep a screenshot of each page.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { transformSync } from 'esbuild';
import type { Page } from 'puppeteer-core';
import {
  docExamples,
  docsViteConfig,
  makeSaves,
  page,
  reactComponentsMain,
  reactEventsMain,
  reactServerHydrate,
  reactServerRender,
  storing,
  vueMain,
} from './docs-example-apps.js';
import { installApp, repo, run, succeeded, versionOf } from './packed.js';
import { loggedLine, serveApp, type OpenedPage, type ServedApp } from './served-app.js';

/** What a page keeps: the results its game-end handlers received, and the events React heard. */
interface Heard {
  readonly ended: readonly { winners: readonly number[] }[];
  readonly heard: Readonly<Record<string, number>>;
}

const examples = docExamples(readFileSync(join(repo, 'docs/embedding.md'), 'utf8'));
let work = '';
let app = '';
let served: ServedApp | undefined;
let serverReport: { errors: string[] } = { errors: ['not rendered'] };

function example(name: string): string {
  const code = examples.get(name);
  assert.ok(code, `docs/embedding.md has no example marked '${name}'`);
  return code;
}

before(async () => {
  work = mkdtempSync(join(tmpdir(), 'pomona-docs-examples-'));
  app = join(work, 'app');
  installApp(
    app,
    ['react', 'react-dom', 'vue'].map((name) => `${name}@${versionOf(name)}`),
  );
  writeFileSync(join(app, 'make-saves.js'), makeSaves);
  const saves = JSON.parse(succeeded(run(process.execPath, ['make-saves.js'], app), 'making the saves')) as Record<
    'apples' | 'orchard',
    unknown
  >;
  const customElementLine = example('vue-config')
    .split('\n')
    .find((line) => line.startsWith('const isCustomElement ='));
  assert.ok(customElementLine, "the Vue example has no 'const isCustomElement =' line");
  const files: Record<string, string> = {
    'vite.config.js': docsViteConfig,
    'docs-table.jsx': example('react-components'),
    'react-components.jsx': reactComponentsMain,
    'react-components.html': page('pomona/react', storing({ 'my-app-apples': saves.apples }), 'react-components.jsx'),
    'react-loader.jsx': example('react-loader'),
    'react-loader.html': page('The loader in React', storing({ 'my-app-apples': saves.apples }), 'react-loader.jsx'),
    'docs-game.jsx': example('react-server'),
    // The same component for Node, which runs no JSX.
    'docs-game.server.js': transformSync(example('react-server'), { loader: 'jsx', jsx: 'automatic', format: 'esm' }).code,
    'server-head.html': storing({ 'my-app-apples': saves.apples }),
    'render-game.js': reactServerRender,
    'react-server-hydrate.js': reactServerHydrate,
    'vue.js': vueMain(customElementLine, example('vue-template')),
    'vue.html': page('Vue', storing({ 'my-app-orchard': saves.orchard }), 'vue.js', 'app'),
    'react-events.jsx': reactEventsMain,
    'react-events.html': page(
      'Every event',
      storing({ 'events-near-end': saves.apples, 'events-corrupt': '{"not a save' }),
      'react-events.jsx',
    ),
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(app, name), text);
  succeeded(run(process.execPath, [join(repo, 'node_modules/vite/bin/vite.js'), 'build'], app), 'vite build');
  const dist = join(app, 'dist');
  writeFileSync(join(dist, 'broken.rules'), 'extends "apples.rules"\nsuits spade > clubs > hearts > diamonds\n');
  serverReport = JSON.parse(
    succeeded(run(process.execPath, ['render-game.js', join(dist, 'react-server.html')], app), 'server render'),
  ) as {
    errors: string[];
  };

  served = await serveApp(dist);
});

after(async () => {
  await served?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** A page of the app with the errors it throws and what it logs. */
function open(file: string): Promise<OpenedPage> {
  assert.ok(served, 'the app is served');
  return served.open(file);
}

const heard = (tab: Page) => tab.evaluate(() => ({ ended: (window as unknown as Heard).ended, heard: (window as unknown as Heard).heard }));

/** Wait until a game-end handler of the page has run (the saved game has a few computer moves to go, 600 ms each). */
async function gameEnded(tab: Page): Promise<void> {
  await tab.waitForFunction(() => ((window as unknown as Partial<Heard>).ended?.length ?? 0) >= 1, { timeout: 60_000 });
}

async function screenshot(tab: Page, name: string): Promise<void> {
  const folder = process.env.POMONA_SCREENSHOTS;
  if (folder) await tab.screenshot({ path: join(folder, `${name}.png`), fullPage: true });
}

/** The `options` property of the page's first element named `tag`. */
const optionsOf = (tab: Page, tag: string) =>
  tab.evaluate((name: string) => (document.querySelector(name) as { options?: unknown } | null)?.options ?? null, tag);

describe("docs/embedding.md's framework examples, as written, against the packed package", () => {
  it('pomona/react: the options arrive as a property and onPomonaGameEnd hears the end of the game', async () => {
    const { page: tab, errors } = await open('react-components.html');
    await gameEnded(tab);
    assert.deepEqual(await optionsOf(tab, 'apples-table'), { winning_score: 500 });
    const { ended } = await heard(tab);
    assert.ok(ended[0]?.winners.length, 'the result names no winner');
    await screenshot(tab, 'docs-react-components');
    assert.deepEqual(errors, []);
  });

  it('the plain tag after the loader preloads it: the options arrive as a property, not as "[object Object]", and onpomona-game-end is heard', async () => {
    const { page: tab, errors, logged } = await open('react-loader.html');
    await tab.waitForFunction(() => document.querySelector('apples-table')?.shadowRoot?.querySelector('[part~="table"]'), {
      timeout: 30_000,
    });
    const deadline = Date.now() + 60_000;
    while (!logged.some((line) => line.startsWith('winners')) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    assert.ok(
      logged.some((line) => line.startsWith('winners')),
      `the example's handler printed nothing: ${logged.join(' | ')}`,
    );
    assert.deepEqual(await optionsOf(tab, 'apples-table'), { winning_score: 500 });
    assert.equal(await tab.evaluate(() => document.querySelector('apples-table')?.getAttribute('options') ?? null), null);
    assert.deepEqual(errors, []);
  });

  it('the Next.js-style component, rendered with renderToString and hydrated with hydrateRoot: options as a property, the end heard', async () => {
    assert.deepEqual(serverReport.errors, []);
    const opened = await open('react-server.html');
    const { page: tab, errors, logged } = opened;
    assert.ok(await loggedLine(opened, 'winners'), `the example's handler printed nothing: ${logged.join(' | ')}`);
    assert.deepEqual(await optionsOf(tab, 'apples-table'), { winning_score: 500 });
    assert.deepEqual(await tab.evaluate(() => (window as unknown as { recoverable: string[] }).recoverable), []);
    await screenshot(tab, 'docs-react-server');
    assert.deepEqual(errors, []);
  });

  it("Vue 3 with the guide's isCustomElement: :options.prop arrives as a property and @pomona-game-end is heard", async () => {
    const { page: tab, errors } = await open('vue.html');
    // The saved game waits for the person's last apple: chosen and placed by clicking, as a person does.
    const board = 'document.querySelector("orchard-board").shadowRoot';
    await tab.waitForFunction(`${board}?.querySelector('.centre button')`, { timeout: 30_000 });
    await tab.evaluate(`${board}.querySelector('.centre button').click()`);
    await tab.waitForFunction(`${board}.querySelector('.batch.allowed button.place')`, { timeout: 10_000 });
    await tab.evaluate(`${board}.querySelector('.batch.allowed button.place').click()`);
    await gameEnded(tab);
    assert.deepEqual(await optionsOf(tab, 'orchard-board'), { easy_mode: false });
    assert.deepEqual(await tab.evaluate(() => (window as unknown as { vueWarnings: string[] }).vueWarnings), []);
    await screenshot(tab, 'docs-vue');
    assert.deepEqual(errors, []);
  });

  it('every event the guide lists for pomona/react reaches its handler, each brought about as it happens to a user', async () => {
    const { page: tab } = await open('react-events.html');
    await gameEnded(tab);
    const wanted = [
      'onPomonaGameStart',
      'onPomonaAction',
      'onPomonaHandEnd',
      'onPomonaGameEnd',
      'onPomonaRulesetError',
      'onPomonaSaveDiscarded',
      'onPomonaSetupError',
    ];
    const guide = readFileSync(join(repo, 'docs/embedding.md'), 'utf8');
    for (const name of wanted) assert.ok(guide.includes(`\`${name}\``), `docs/embedding.md no longer lists ${name}`);
    await tab.waitForFunction(
      (names: string[]) => names.every((name) => (window as unknown as Heard).heard[name]),
      { timeout: 30_000 },
      wanted,
    );
    const seen = (await heard(tab)).heard;
    assert.deepEqual(
      wanted.filter((name) => !seen[name]),
      [],
    );
  });
});
