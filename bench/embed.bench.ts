/**
 * The embed's budget: the gzipped size of dist/pomona.js (at most 60 KB for all three games; also
 * shown for each game's own file and for the deck texts, which only Apples to Apples loads) and
 * the first paint of <apples-table> after the module has loaded in headless Chromium (under
 * 100 ms), as the median over fresh pages, beside a baseline element painted by the same harness.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import puppeteer, { type Browser } from 'puppeteer-core';
import { median } from './measure.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bundlePath = join(root, 'dist', 'pomona.js');
const runs = 15;
const sizeBudget = 60 * 1024;
const paintBudget = 100;

/** The measuring page: imports the module, adds one element, waits until it shows a dealt hand. */
function page(tag: string): string {
  return `<!doctype html><meta charset="utf-8"><body><script type="module">
const done = (name, value) => { window[name] = value; };
await import('/pomona.js');
const loaded = performance.now();
const el = document.createElement('${tag}');
el.setAttribute('seed', 'bench');
el.setAttribute('seats', 'you,random,random,random');
document.body.append(el);
const painted = () => el.shadowRoot?.querySelector('[data-ready]') ?? (el.localName === 'bench-baseline' ? el.shadowRoot?.firstChild : null);
const tick = () => painted() ? done('paintMs', performance.now() - loaded) : requestAnimationFrame(tick);
requestAnimationFrame(tick);
</script>`;
}

/** A baseline module of the same shape: one element that renders a few nodes into its shadow root. */
const baselineModule = `customElements.define('bench-baseline', class extends HTMLElement {
  connectedCallback() { const r = this.attachShadow({ mode: 'open' }); const p = document.createElement('p'); p.textContent = 'hello'; r.append(p); }
});`;

/** Serve the bundle and the measuring pages on a free local port. */
async function serve(bundle: string): Promise<Server> {
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === '/pomona.js' || url === '/baseline/pomona.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' });
      res.end(url === '/pomona.js' ? bundle : baselineModule);
    } else {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(page(url.startsWith('/baseline') ? 'bench-baseline' : 'apples-table').replace("'/pomona.js'", url.startsWith('/baseline') ? "'/baseline/pomona.js'" : "'/pomona.js'"));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/** Median first-paint time over fresh pages at `path`. */
async function paintMedian(browser: Browser, base: string, path: string): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const tab = await browser.newPage();
    await tab.goto(base + path);
    await tab.waitForFunction('typeof window.paintMs === "number"', { timeout: 20000 });
    samples.push((await tab.evaluate('window.paintMs')) as number);
    await tab.close();
  }
  return median(samples);
}

/** Build the embed, then report its size and first paint. */
export async function run(): Promise<void> {
  const build = spawnSync('node', ['scripts/build-embeds.mjs'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error('building the embeds failed');
  const bundle = readFileSync(bundlePath, 'utf8');
  const size = (file: string, what: string, budget: boolean): void => {
    const text = readFileSync(join(root, 'dist', file), 'utf8');
    const gz = gzipSync(text, { level: 9 }).length;
    const share = budget ? ` (budget 60 KB: ${((gz / sizeBudget) * 100).toFixed(0)}% used)` : '';
    console.log(`dist/${file} (${what}): ${(text.length / 1024).toFixed(1)} KB minified, ${(gz / 1024).toFixed(1)} KB gzipped${share}`);
  };
  size('pomona.js', 'all three games', true);
  size('apples-table.js', 'Apples alone', true);
  size('orchard-board.js', 'Orchard alone', true);
  size('apples-to-apples.js', 'Apples to Apples alone', true);
  size('pomona-decks.js', 'the party game\'s deck texts, loaded on first use', false);

  const server = await serve(bundle);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const table = await paintMedian(browser, base, '/table');
    const baseline = await paintMedian(browser, base, '/baseline');
    console.log(`first paint of <apples-table> after module load: median ${table.toFixed(1)} ms over ${runs} pages (budget ${paintBudget} ms)`);
    console.log(`baseline (plain custom element, same harness): median ${baseline.toFixed(1)} ms; ratio ${(table / Math.max(baseline, 0.1)).toFixed(1)}×`);
  } finally {
    await browser.close();
    server.close();
  }
}
