/**
 * The elements where embedders put them, built against the packed tarball in a project outside
 * the repository: a React 19 app and a Vue 3 app (Vite), every element rendered on the server by
 * Lit SSR then hydrated, and a React server render hydrated with `hydrateRoot`, all driven in
 * Chromium. Restarts are counted as a page can count them: `pomona-game-start` events.
 * Set POMONA_SCREENSHOTS to a folder to keep a screenshot of each page.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'puppeteer-core';
import {
  importEveryEntry,
  litHydrate,
  litHydrateSupport,
  litServer,
  reactApp,
  reactHtml,
  reactHydrate,
  reactServer,
  reactSsrApp,
  seenModule,
  viteConfig,
  vueApp,
  vueHtml,
} from './framework-apps.js';
import { installApp, repo, run, succeeded, versionOf } from './packed.js';
import { serveApp, type OpenedPage, type ServedApp } from './served-app.js';

/** What a page keeps in `window.seen`. */
interface Seen {
  readonly starts: Readonly<Record<string, number>>;
  readonly actions: number;
  readonly renders: number;
  readonly wrapperActions?: number;
  readonly plainActions?: number;
  readonly facts: Readonly<Record<string, unknown>>;
}

/** What a server render reported. */
interface ServerReport {
  readonly errors: readonly string[];
}

let work = '';
let app = '';
let served: ServedApp | undefined;
let litReport: ServerReport = { errors: ['not rendered'] };
let reactReport: ServerReport = { errors: ['not rendered'] };

before(async () => {
  work = mkdtempSync(join(tmpdir(), 'pomona-frameworks-'));
  app = join(work, 'app');
  installApp(
    app,
    ['react', 'react-dom', 'vue', '@lit-labs/ssr', '@lit-labs/ssr-client'].map((name) => `${name}@${versionOf(name)}`),
  );
  const files: Record<string, string> = {
    'vite.config.js': viteConfig,
    'seen.js': seenModule,
    'react.html': reactHtml,
    'react.jsx': reactApp,
    'vue.html': vueHtml,
    'vue.js': vueApp,
    'lit-server.js': litServer,
    'lit-hydrate-support.js': litHydrateSupport,
    'lit-hydrate.js': litHydrate,
    'react-ssr-app.js': reactSsrApp,
    'react-server.js': reactServer,
    'react-hydrate.js': reactHydrate,
    'import-every-entry.js': importEveryEntry,
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(app, name), text);
  succeeded(run(process.execPath, [join(repo, 'node_modules/vite/bin/vite.js'), 'build'], app), 'vite build');
  const dist = join(app, 'dist');
  litReport = JSON.parse(succeeded(run(process.execPath, ['lit-server.js', join(dist, 'lit-ssr.html')], app), 'Lit SSR')) as ServerReport;
  reactReport = JSON.parse(
    succeeded(run(process.execPath, ['react-server.js', join(dist, 'react-ssr.html')], app), 'React server render'),
  ) as ServerReport;

  served = await serveApp(dist);
});

after(async () => {
  await served?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** A page of the app, with the errors it throws collected. */
function open(file: string): Promise<OpenedPage> {
  assert.ok(served, 'the app is served');
  return served.open(file);
}

const seen = (page: Page) => page.evaluate(() => (window as unknown as { seen: Seen }).seen);

/** Wait until `count` of the page's elements have started a game and `actions` actions (the deal included) were applied. */
async function started(page: Page, count: number, actions: number): Promise<void> {
  await page.waitForFunction(
    (n: number, a: number) => {
      const s = (window as unknown as { seen?: Seen }).seen;
      return !!s && Object.keys(s.starts).length >= n && s.actions >= a;
    },
    { timeout: 30_000 },
    count,
    actions,
  );
}

/** Let every update asked for happen (computer players have no delay in these apps). */
const settle = (page: Page) => page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));

async function screenshot(page: Page, name: string): Promise<void> {
  const folder = process.env.POMONA_SCREENSHOTS;
  if (folder) await page.screenshot({ path: join(folder, `${name}.png`), fullPage: true });
}

/** Render the app again `times` times with the same values, then report the games started meanwhile, by element. */
async function rerendered(page: Page, times: number): Promise<Record<string, number>> {
  const before = (await seen(page)).starts;
  for (let i = 0; i < times; i++) await page.evaluate(() => (window as unknown as { rerender: () => Promise<void> | void }).rerender());
  await settle(page);
  const after = await seen(page);
  assert.equal(after.renders, times, 'the app did not render again');
  return Object.fromEntries(Object.entries(after.starts).map(([key, n]) => [key, n - (before[key] ?? 0)]));
}

/** Change a setting in the app's state, then report the games started meanwhile, by element. */
async function changed(page: Page): Promise<Record<string, number>> {
  const before = (await seen(page)).starts;
  await page.evaluate(() => (window as unknown as { change: () => Promise<void> | void }).change());
  await settle(page);
  const after = (await seen(page)).starts;
  return Object.fromEntries(Object.entries(after).map(([key, n]) => [key, n - (before[key] ?? 0)]));
}

describe('plain Node importing the package', () => {
  it('imports every JavaScript entry of the exports map, the one-file embeds included, without an error', () => {
    const report = JSON.parse(succeeded(run(process.execPath, ['import-every-entry.js'], app), 'importing every entry')) as {
      entries: string[];
      errors: string[];
    };
    for (const entry of [
      'pomona',
      'pomona/elements',
      'pomona/react',
      'pomona/loader',
      'pomona/dist/apples-table.js',
      'pomona/dist/pomona.js',
    ])
      assert.ok(report.entries.includes(entry), `${entry} was not tried`);
    assert.deepEqual(report.errors, []);
  });
});

describe('a React 19 app (Vite) built against the package', () => {
  it('starts no game again in 50 renders with inline options, one new game per element when the options change, and hears the events', async () => {
    const { page, errors } = await open('react.html');
    await started(page, 2, 1);
    assert.deepEqual(await rerendered(page, 50), { 'apples-table': 0, 'orchard-board': 0 });
    const first = await seen(page);
    assert.deepEqual(first.facts.wrapperOptions, { winning_score: 500 }, 'the inline options did not arrive as a property');
    assert.ok(first.actions >= 1, 'onPomonaAction heard no actions');
    await screenshot(page, 'react');
    assert.deepEqual(await changed(page), { 'apples-table': 1, 'orchard-board': 1 });
    assert.deepEqual((await seen(page)).facts.wrapperOptions, { winning_score: 250 });
    assert.deepEqual(errors, []);
  });
});

describe('a Vue 3 app (Vite) built against the package', () => {
  it('starts no game again in 50 renders with :options.prop inline, exactly one when the option changes, and hears the events', async () => {
    const { page, errors } = await open('vue.html');
    await started(page, 1, 1);
    assert.deepEqual(await rerendered(page, 50), { 'orchard-board': 0 });
    assert.deepEqual(await changed(page), { 'orchard-board': 1 });
    const easy = await page.evaluate(() => document.querySelector('orchard-board')?.exportGame()?.setup.options);
    assert.deepEqual(easy, { easy_mode: true });
    const after = await seen(page);
    assert.ok(after.actions >= 1, '@pomona-action heard no actions');
    assert.deepEqual(after.facts.warnings, [], 'Vue took a Pomona tag for a component');
    await screenshot(page, 'vue');
    assert.deepEqual(errors, []);
  });
});

describe('every element rendered by Lit SSR, then hydrated in Chromium', () => {
  it('renders each element to declarative shadow DOM in Node with no error and no unhandled rejection', () => {
    assert.deepEqual(litReport.errors, []);
    const page = readFileSync(join(app, 'dist/lit-ssr.html'), 'utf8');
    assert.equal(page.match(/<template shadowroot(mode)?="open"/g)?.length, 5, 'not every element came with its shadow root');
  });

  it('hydrates the rendered tables, which then play', async () => {
    const { page, errors } = await open('lit-ssr.html');
    await started(page, 3, 20);
    const facts = await page.evaluate(() => ({
      shadowRoots: (window as unknown as { seen: Seen }).seen.facts.declarativeShadowRoots,
      ready: [...document.querySelectorAll('apples-table, orchard-board, apples-to-apples')].filter((el) =>
        el.shadowRoot?.querySelector('[data-ready]'),
      ).length,
      // Hydrated, the server's loading table became the game; rendered afresh, it would still be there beside it.
      tables: [...document.querySelectorAll('apples-table, orchard-board, apples-to-apples')].map(
        (el) => el.shadowRoot?.querySelectorAll('[part="table"]').length,
      ),
    }));
    assert.equal(facts.shadowRoots, 4, 'the elements had no shadow root from the server before hydration');
    assert.equal(facts.ready, 4);
    assert.deepEqual(facts.tables, [1, 1, 1, 1], 'an element rendered again beside its server markup instead of hydrating it');
    await screenshot(page, 'lit-ssr');
    assert.deepEqual(errors, []);
  });
});

describe('a React server render (renderToString) hydrated with hydrateRoot', () => {
  it('renders in Node with no error; after hydration the pomona/react table has its options and its events, and plays', async () => {
    assert.deepEqual(reactReport.errors, []);
    const { page, errors } = await open('react-ssr.html');
    await page.waitForFunction(() => ((window as unknown as { seen?: Seen }).seen?.wrapperActions ?? 0) >= 10, { timeout: 30_000 });
    // No functions declared inside: the test's compiler would name them with a helper the page lacks.
    const facts = await page.evaluate(() => ({
      wrapped: (document.getElementById('wrapped') as { options?: unknown } | null)?.options ?? null,
      plain: (document.getElementById('plain') as { options?: unknown } | null)?.options ?? null,
      seen: (window as unknown as { seen: Seen }).seen,
    }));
    assert.deepEqual(facts.wrapped, { winning_score: 500 });
    assert.deepEqual(facts.seen.facts.recoverable, []);
    // React 19 hydrates a plain custom-element tag without setting its properties or listeners:
    // docs/embedding.md says to use pomona/react (or set them from an effect) on hydrated pages.
    console.log(
      `plain <apples-table> after hydrateRoot: options ${JSON.stringify(facts.plain)}, onpomona-action heard ${facts.seen.plainActions ?? 0}`,
    );
    await screenshot(page, 'react-ssr');
    assert.deepEqual(errors, []);
  });
});
