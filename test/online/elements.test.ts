/**
 * Online play through the elements, as people do it: Chromium contexts (people on their own
 * devices) open a plain page with a game element that has a `server`, served by Vite. Ann opens
 * a table from "Play with friends", Bea opens the join link, Ann starts, and both play a whole
 * Apples to Apples game by clicking cards; Bea reloads her page in the middle and takes her seat
 * back. Every WebSocket frame each page receives is read back: a page only ever gets its own
 * seat's view. Then: a join from the QR code's decoded text, a whole Orchard game and the first
 * hand of Apples at online tables (their boards drawn from the server's views).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Browser, CDPSession, Page } from 'puppeteer-core';
import type { ViteDevServer } from 'vite';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import type { GameFrame } from '../../server/protocol.js';
import jsQR from 'jsqr';
import { decodeFrame } from './wire-recorder.js';
import { startTables, type TestTables } from './tables.js';

const pageRoot = fileURLToPath(new URL('./page/', import.meta.url));
const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

let tables: TestTables;
let vite: ViteDevServer;
let browser: Browser;
let pageUrl = '';

before(async () => {
  tables = await startTables({ tables: { botDelayMs: 0, standInMs: 60_000 } });
  const { createServer } = await import('vite');
  vite = await createServer({
    configFile: false,
    root: pageRoot,
    logLevel: 'error',
    server: { host: '127.0.0.1', port: 0, strictPort: false, fs: { allow: [projectRoot] }, hmr: false },
  });
  await vite.listen();
  const address = vite.httpServer?.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  pageUrl = `http://127.0.0.1:${port}/index.html?server=${encodeURIComponent(tables.endpoint.replace('http:', 'ws:'))}`;
  const { launch } = await import('puppeteer-core');
  browser = await launch(chromiumLaunchOptions);
});

after(async () => {
  await browser?.close();
  await vite?.close();
  await tables?.close();
});

/** One person's page, with the game frames it received over its WebSockets. */
interface Person {
  readonly page: Page;
  readonly frames: GameFrame[];
  readonly cdp: CDPSession;
}

async function person(): Promise<Person> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  page.on('pageerror', (error) => assert.fail(`the page threw: ${String(error)}`));
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  const frames: GameFrame[] = [];
  cdp.on('Network.webSocketFrameReceived', ({ response }) => {
    if (response.opcode !== 2) return;
    const decoded = decodeFrame(new Uint8Array(Buffer.from(response.payloadData, 'base64')));
    const message = decoded.message;
    if (message?.type === 'view') frames.push(message.payload as GameFrame);
    else if (message?.type === 'reply' && message.payload && typeof message.payload === 'object' && 'view' in message.payload)
      frames.push(message.payload as GameFrame);
  });
  return { page, frames, cdp };
}

/** Run `fn` on the element's shadow root in the page (null while there is none). */
async function inTable<T>(page: Page, fn: (root: ShadowRoot) => T): Promise<T | null> {
  const element = await page.$('#here > *');
  if (!element) return null;
  return (await element.evaluate((el, source) => {
    const root = el.shadowRoot;
    // The test's own function, sent to the page as text (puppeteer's way of running code in a page).
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    return root ? (new Function('root', `return (${source})(root)`) as (r: ShadowRoot) => unknown)(root) : null;
  }, fn.toString())) as T | null;
}

/** Wait until the element's shadow root holds `selector` (polled: a page in the background draws no animation frames). */
async function waitIn(page: Page, selector: string, ms = 15_000): Promise<void> {
  const start = Date.now();
  const holds = async () => {
    const element = await page.$('#here > *');
    return element ? element.evaluate((el, sel) => !!el.shadowRoot?.querySelector(sel), selector) : false;
  };
  while (!(await holds())) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${selector}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Set a field of the element's shadow root (an input or a select), as a person types or chooses. */
async function fill(page: Page, selector: string, value: string): Promise<void> {
  await waitIn(page, selector);
  const element = await page.$('#here > *');
  await element!.evaluate(
    (el, sel, text) => {
      const field = el.shadowRoot!.querySelector<HTMLInputElement | HTMLSelectElement>(sel)!;
      field.value = text;
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    },
    selector,
    value,
  );
}

/** Click a button of the element's shadow root. */
async function click(page: Page, selector: string): Promise<void> {
  await waitIn(page, selector);
  const element = await page.$('#here > *');
  await element!.evaluate((el, sel) => el.shadowRoot!.querySelector<HTMLElement>(sel)!.click(), selector);
}

/** The text of an element of the shadow root (or of an attribute of it). */
async function read(page: Page, selector: string, attribute?: string): Promise<string> {
  await waitIn(page, selector);
  const element = await page.$('#here > *');
  return element!.evaluate(
    (el, sel, name) => {
      const found = el.shadowRoot!.querySelector(sel)!;
      return name ? (found.getAttribute(name) ?? (found as HTMLInputElement).value ?? '') : (found.textContent ?? '');
    },
    selector,
    attribute ?? '',
  );
}

/** One move if the table offers this page one: a red card to place or to choose as the judge. */
function move(page: Page): Promise<boolean> {
  return inTable(page, (root) => {
    const button = root.querySelector<HTMLButtonElement>('button.card.red, button.done');
    if (!button) return false;
    button.click();
    return true;
  }).then((moved) => moved === true);
}

function prompt(page: Page): Promise<string> {
  return inTable(page, (root) => root.querySelector('[part="prompt"]')?.textContent ?? '').then((text) => text ?? '');
}

describe('an online table through the elements', () => {
  it('two people open, join by the link, and play a whole game with a reload in the middle', async () => {
    const ann = await person();
    const bea = await person();
    await ann.page.goto(pageUrl);
    await click(ann.page, 'button[part="play-with-friends"]');
    await fill(ann.page, '#pomona-online-host-name', 'Ann');
    await fill(ann.page, '#pomona-online-seat-2', 'random');
    await fill(ann.page, '#pomona-online-seat-3', 'matcher');
    await click(ann.page, 'form:last-of-type button[type="submit"]');
    const link = await read(ann.page, 'a.online-link', 'href');
    assert.match(link, /#join=[23456789A-HJ-NP-Z]{10}$/);
    const code = link.slice(-10);

    await bea.page.goto(link);
    await waitIn(bea.page, '#pomona-online-code');
    const filled = await inTable(bea.page, (root) => root.querySelector<HTMLInputElement>('#pomona-online-code')!.value);
    assert.equal(filled, code, 'the join link fills the code in');
    await fill(bea.page, '#pomona-online-join-name', 'Bea');
    await click(bea.page, 'form:first-of-type button[type="submit"]');
    await waitIn(bea.page, '.online-lobby');
    const start = Date.now();
    while (!(await read(ann.page, '.online-seats')).includes('Bea')) {
      assert.ok(Date.now() - start < 10_000, 'Bea shows in the host lobby');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await click(ann.page, 'button[data-start]');

    let moves = 0;
    let reloaded = false;
    const deadline = Date.now() + 120_000;
    for (;;) {
      assert.ok(Date.now() < deadline, 'the game ends within two minutes');
      const [annPrompt, beaPrompt] = await Promise.all([prompt(ann.page), prompt(bea.page)]);
      if (/Game over/.test(annPrompt) && /Game over/.test(beaPrompt)) break;
      const moved = (await move(ann.page)) || (await move(bea.page));
      if (moved) moves++;
      if (moves === 6 && !reloaded) {
        reloaded = true;
        await bea.page.reload();
        await waitIn(bea.page, '.online-strip');
      }
      await new Promise((resolve) => setTimeout(resolve, moved ? 50 : 100));
    }
    assert.ok(reloaded, 'Bea reloaded in the middle of the game');
    assert.ok(moves > 6, `the people made their moves (${moves})`);

    // Both are offered the replay at the end.
    for (const { page } of [ann, bea]) await waitIn(page, 'a[download]');

    // Each page got its own seat's view only: Ann seat 0, Bea seat 1 (before and after her reload).
    assert.ok(ann.frames.length > 5 && bea.frames.length > 5, 'both pages received views');
    for (const frame of ann.frames) assert.equal(frame.seat, 0, 'Ann only ever receives seat 0');
    for (const frame of bea.frames) assert.equal(frame.seat, 1, 'Bea only ever receives seat 1');
    for (const { page, frames } of [ann, bea]) {
      const last = frames.reduce((a, b) => (b.step >= a.step ? b : a));
      const hand = await inTable(page, (root) =>
        [...root.querySelectorAll('[part="hand"] [data-card]')].map((c) => Number(c.getAttribute('data-card'))),
      );
      const own = ((last.view as { hand?: { id: number }[] | number[] }).hand ?? []).map((c) => (typeof c === 'number' ? c : c.id));
      for (const card of hand ?? []) assert.ok(own.includes(card), `a card shown in the hand (${card}) is in the page's own view`);
    }
  });

  it('opens the join screen from the text a camera reads in the lobby QR code', async () => {
    const ann = await person();
    const cy = await person();
    await ann.page.goto(pageUrl);
    await click(ann.page, 'button[part="play-with-friends"]');
    await fill(ann.page, '#pomona-online-host-name', 'Ann');
    await click(ann.page, 'form:last-of-type button[type="submit"]');
    await waitIn(ann.page, 'pomona-qr');
    // The symbol as drawn: the SVG's side and its dark modules, one `M x y h n v1 h-n z` run each.
    const element = await ann.page.$('apples-to-apples');
    const drawn = await element!.evaluate(async (el) => {
      const qr = el.shadowRoot!.querySelector('pomona-qr') as HTMLElement & { updateComplete: Promise<unknown> };
      await qr.updateComplete;
      const svg = qr.shadowRoot!.querySelector('svg')!;
      return { side: Number(svg.getAttribute('viewBox')!.split(' ')[2]), path: svg.querySelector('path')!.getAttribute('d')! };
    });
    const scale = 6;
    const width = drawn.side * scale;
    const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
    for (const run of drawn.path.matchAll(/M(\d+) (\d+)h(\d+)/g)) {
      const [x, y, n] = [Number(run[1]), Number(run[2]), Number(run[3])];
      for (let py = y * scale; py < (y + 1) * scale; py++)
        for (let px = x * scale; px < (x + n) * scale; px++) pixels.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3);
    }
    const decoded = jsQR(pixels, width, width);
    assert.ok(decoded, 'a QR reader reads the symbol');
    const link = await read(ann.page, 'a.online-link', 'href');
    assert.equal(decoded.data, link, 'the QR code carries the join link');

    await cy.page.goto(decoded.data);
    await waitIn(cy.page, '#pomona-online-code');
    const code = await inTable(cy.page, (root) => root.querySelector<HTMLInputElement>('#pomona-online-code')!.value);
    assert.equal(code, decoded.data.slice(-10), 'the join screen has the code filled in');
    await fill(cy.page, '#pomona-online-join-name', 'Cy');
    await click(cy.page, 'form:first-of-type button[type="submit"]');
    await waitIn(cy.page, '.online-lobby');
    assert.match(await read(cy.page, '.online-seats'), /Cy \(you\)/);
  });

  it('plays a whole game of Orchard at an online table: the board, its answers and its sheets come from the view', async () => {
    const ann = await person();
    await ann.page.goto(`${pageUrl}&game=orchard-board&seats=you,rules`);
    await click(ann.page, 'button[part="play-with-friends"]');
    await fill(ann.page, '#pomona-online-host-name', 'Ann');
    await fill(ann.page, '#pomona-online-count', '2');
    await fill(ann.page, '#pomona-online-seat-1', 'rules');
    await click(ann.page, 'form:last-of-type button[type="submit"]');
    await click(ann.page, 'button[data-start]');
    let placed = 0;
    const deadline = Date.now() + 90_000;
    while (!(await inTable(ann.page, (root) => !!root.querySelector('[part="game-over"]')))) {
      assert.ok(Date.now() < deadline, 'the game ends within 90 s');
      // A card from the centre, then the first batch that takes it (the batches' answers need the view's world).
      const moved = await inTable(ann.page, (root) => {
        const place = root.querySelector<HTMLButtonElement>('.batch button.place');
        if (place) {
          place.click();
          return true;
        }
        const card = root.querySelector<HTMLButtonElement>('.centre button:not([disabled])');
        if (card && /choose an apple/i.test(root.querySelector('[part="prompt"]')?.textContent ?? '')) card.click();
        return false;
      });
      if (moved) placed++;
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    assert.ok(placed >= 3, `Ann placed her cards (${placed})`);
    // The sheets below the board are worked out from the view: Ann's total is the sum of her batches' points.
    const totals = await inTable(ann.page, (root) => root.querySelector('[part="game-over"]')?.textContent ?? '');
    assert.match(totals ?? '', /Ann/);
    assert.ok(ann.frames.every((frame) => frame.seat === 0));
  });

  it('plays Apples at an online table: the hand, the bidding and the tricks come from the view', async () => {
    const ann = await person();
    await ann.page.goto(`${pageUrl}&game=apples-table&seats=you,rules,rules,rules`);
    await click(ann.page, 'button[part="play-with-friends"]');
    await fill(ann.page, '#pomona-online-host-name', 'Ann');
    await fill(ann.page, '#pomona-online-count', '4');
    for (const seat of [1, 2, 3]) await fill(ann.page, `#pomona-online-seat-${seat}`, 'rules');
    await click(ann.page, 'form:last-of-type button[type="submit"]');
    await click(ann.page, 'button[data-start]');
    // Ann's own moves, through the parts' own buttons: a pass when bidding, else a card the hand marks playable.
    let moves = 0;
    const deadline = Date.now() + 60_000;
    while (moves < 8) {
      assert.ok(Date.now() < deadline, `Ann makes 8 moves within a minute (made ${moves})`);
      const moved = await inTable(ann.page, (root) => {
        const pass = [
          ...(root.querySelector('apples-bidding')?.shadowRoot?.querySelectorAll<HTMLButtonElement>('button[part~="bid-button"]') ?? []),
        ].find((b) => b.textContent?.trim() === 'Pass');
        const card = root.querySelector('apples-hand')?.shadowRoot?.querySelector<HTMLButtonElement>('button.playable');
        const button = pass ?? card;
        if (!button) return false;
        button.click();
        return true;
      });
      if (moved) moves++;
      await new Promise((resolve) => setTimeout(resolve, moved ? 150 : 60));
    }
    const hand = await inTable(ann.page, (root) => root.querySelector('apples-hand')?.shadowRoot?.querySelectorAll('button').length ?? 0);
    assert.ok((hand ?? 0) > 0, 'the hand shows the cards of the view');
    assert.ok(ann.frames.every((frame) => frame.seat === 0));
    assert.ok(
      ann.frames.some((frame) => (frame.view as { phase?: string }).phase === 'tricks'),
      'the game reached its tricks',
    );
  });

  it('says so when a code names no table, and when a table has no seat left', async () => {
    const cy = await person();
    await cy.page.goto(`${pageUrl}#join=2222222222`);
    await fill(cy.page, '#pomona-online-join-name', 'Cy');
    await click(cy.page, 'form:first-of-type button[type="submit"]');
    await waitIn(cy.page, '.online-problem');
    assert.match(await read(cy.page, '.online-problem'), /no table with that code/);

    // A table of one open seat, taken by its host: the next person is told it is full.
    const ann = await person();
    await ann.page.goto(`${pageUrl}&seats=you,random,random,random`);
    await click(ann.page, 'button[part="play-with-friends"]');
    await fill(ann.page, '#pomona-online-host-name', 'Ann');
    for (const seat of [1, 2, 3]) await fill(ann.page, `#pomona-online-seat-${seat}`, 'random');
    await click(ann.page, 'form:last-of-type button[type="submit"]');
    const link = await read(ann.page, 'a.online-link', 'href');
    const dee = await person();
    await dee.page.goto(link);
    await fill(dee.page, '#pomona-online-join-name', 'Dee');
    await click(dee.page, 'form:first-of-type button[type="submit"]');
    await waitIn(dee.page, '.online-problem');
    assert.match(await read(dee.page, '.online-problem'), /full/);
  });
});
