/**
 * Online play from the npm package, as an app that installs it uses it: a Vite app built against
 * the installed tarball, with `<apples-to-apples server="ws://…">`, opens a table at a table server
 * and plays it in Chromium. Online play's code and the Colyseus SDK (a dependency of the package)
 * are a chunk of the app's own, fetched only by an element with a `server`.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'puppeteer-core';
import { startTables, type TestTables } from '../online/tables.js';
import { installApp, repo, run, succeeded } from './packed.js';
import { serveApp, type ServedApp } from './served-app.js';

let work = '';
let app = '';
let tables: TestTables | undefined;
let served: ServedApp | undefined;

before(() => {
  work = mkdtempSync(join(tmpdir(), 'pomona-online-app-'));
  app = join(work, 'app');
  installApp(app);
});

after(async () => {
  await served?.close();
  await tables?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** The app's page: one party game whose `server` the address names, as an embedder writes it. */
const index = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><link rel="icon" href="data:," /><title>Party night</title></head>
  <body><main id="here"></main><script type="module" src="./main.js"></script></body>
</html>
`;
const main = `import 'pomona/apples-to-apples';
const table = document.createElement('apples-to-apples');
table.setAttribute('server', new URLSearchParams(location.search).get('server') ?? '');
table.setAttribute('bot-delay', '0');
document.querySelector('#here').append(table);
`;

/** Run `fn` on the element's shadow root until it returns something other than null (polled). */
async function until<T>(page: Page, what: string, fn: string, ms = 20_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const found = await page.evaluate((source) => {
      const root = document.querySelector('apples-to-apples')?.shadowRoot;
      // The test's own function, sent to the page as text.
      // eslint-disable-next-line @typescript-eslint/no-implied-eval
      return root ? (new Function('root', `return (${source})(root)`) as (r: ShadowRoot) => unknown)(root) : null;
    }, fn);
    if (found !== null && found !== undefined && found !== false) return found as T;
    assert.ok(Date.now() - start < ms, `timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Set a field of the door, as a person types or chooses. */
function fill(page: Page, selector: string, value: string): Promise<boolean> {
  return until(
    page,
    selector,
    `(root) => { const f = root.querySelector(${JSON.stringify(selector)}); if (!f) return null; f.value = ${JSON.stringify(value)};
      f.dispatchEvent(new Event('input', { bubbles: true })); f.dispatchEvent(new Event('change', { bubbles: true })); return true; }`,
  );
}

/** Click a button of the element. */
function click(page: Page, selector: string): Promise<boolean> {
  return until(
    page,
    selector,
    `(root) => { const b = root.querySelector(${JSON.stringify(selector)}); if (!b) return null; b.click(); return true; }`,
  );
}

describe('online play from the installed package', () => {
  it('a Vite app fetches online play only with a server, opens a table and plays it', async () => {
    writeFileSync(join(app, 'index.html'), index);
    writeFileSync(join(app, 'main.js'), main);
    const vite = join(repo, 'node_modules/vite/bin/vite.js');
    succeeded(run(process.execPath, [vite, 'build', '--logLevel', 'warn'], app), 'vite build');
    const dist = join(app, 'dist');
    const entry = /src="\/(assets\/[^"]+\.js)"/.exec(readFileSync(join(dist, 'index.html'), 'utf8'))?.[1];
    assert.ok(entry, 'the built page has no script');
    // The SDK's matchmaking path names it: in a chunk of the app's own, not in what every page loads.
    const sdk = /\bmatchmake\b/;
    assert.doesNotMatch(readFileSync(join(dist, entry), 'utf8'), sdk, 'the entry carries the SDK');
    const chunks = readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.js'));
    assert.ok(
      chunks.some((name) => sdk.test(readFileSync(join(dist, 'assets', name), 'utf8'))),
      'no chunk of the app holds the Colyseus SDK',
    );

    tables = await startTables({ tables: { botDelayMs: 0, standInMs: 60_000 } });
    served = await serveApp(dist);
    const endpoint = tables.endpoint.replace('http:', 'ws:');
    const { page, errors } = await served.open(`index.html?server=${encodeURIComponent(endpoint)}`);
    const sockets: string[] = [];
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    cdp.on('Network.webSocketCreated', ({ url }) => sockets.push(url));

    await click(page, 'button[part="play-with-friends"]');
    await fill(page, '#pomona-online-host-name', 'Ann');
    for (const seat of [1, 2, 3]) await fill(page, `#pomona-online-seat-${seat}`, 'random');
    await click(page, 'form:last-of-type button[type="submit"]');
    const link = await until<string>(page, 'the join link', `(root) => root.querySelector('a.online-link')?.getAttribute('href') ?? null`);
    assert.match(link, /#join=[23456789A-HJ-NP-Z]{10}$/);
    assert.ok(
      sockets.some((url) => url.startsWith(endpoint)),
      `the page opened no WebSocket to the table server (${sockets.join(', ')})`,
    );

    await click(page, 'button[data-start]');
    await until(page, 'the strip of seats above the online game', `(root) => root.querySelector('.online-strip') ? true : null`);
    // Ann plays a card (or judges, when the first turn to judge is hers) and the table goes on: the
    // card she clicked stops being a button of hers, which only a view from the server does. (The
    // prompt alone cannot tell: a round played out at once by computer players asks her the same.)
    const played = await until<boolean>(
      page,
      'a move of Ann taken by the table',
      `(root) => {
        const clicked = root.host.dataset.clickedCard;
        if (clicked !== undefined) return root.querySelector('button.card.red[data-card="' + clicked + '"]') ? null : true;
        const button = root.querySelector('button.card.red[data-card]');
        if (button) { root.host.dataset.clickedCard = button.dataset.card; button.click(); }
        return null;
      }`,
      30_000,
    );
    assert.equal(played, true);
    assert.deepEqual(errors, []);
  });
});
