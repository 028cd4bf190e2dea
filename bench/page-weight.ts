/**
 * What a page with one game fetches through the loader (dist/pomona.js) before its first paint:
 * every JavaScript file, its gzipped size, and the source modules inside (from
 * dist/pomona-chunks/modules.json, which the build writes). Shared by bench/embed.bench.ts.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'puppeteer-core';

/** gzip -9 size of a file's bytes. */
export const gzipped = (bytes: Buffer | string): number => gzipSync(bytes, { level: 9 }).length;

/** The loader's chunk manifest: per built file, the modules in it and what it imports. */
export type ChunkManifest = Record<string, { modules: string[]; imports: string[]; dynamicImports: string[] }>;

export function readManifest(dist: string): ChunkManifest {
  return JSON.parse(readFileSync(join(dist, 'pomona-chunks', 'modules.json'), 'utf8')) as ChunkManifest;
}

/** The measuring page for `tag`: the loader, and the element in the markup, as a page would write it. */
function page(tag: string, script: string): string {
  const seats = tag === 'orchard-board' ? 'you,random' : 'you,random,random,random';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'; style-src 'self'">
<script type="module" src="/measure.js"></script><script type="module" src="${script}"></script></head>
<body><${tag} seed="bench" seats="${seats}" bot-delay="600"></${tag}></body></html>`;
}

/** Records when the game first shows a dealt table (its `[data-ready]` frame) and which scripts came before. */
const measureScript = `const started = performance.now();
const tick = () => {
  const el = document.body?.firstElementChild;
  const ready = el?.shadowRoot?.querySelector('[data-ready]') ?? (el?.localName === 'bench-baseline' ? el.shadowRoot?.firstChild : null);
  if (!ready) return requestAnimationFrame(tick);
  const at = performance.now();
  window.paint = { ms: at - started, scripts: performance.getEntriesByType('resource').filter((e) => e.startTime <= at && e.name.endsWith('.js')).map((e) => new URL(e.name).pathname) };
};
requestAnimationFrame(tick);`;

/** A plain custom element of the same shape, for the baseline first paint. */
const baselineModule = `customElements.define('bench-baseline', class extends HTMLElement {
  connectedCallback() { const r = this.attachShadow({ mode: 'open' }); const p = document.createElement('p'); p.textContent = 'hello'; r.append(p); }
});`;

/** Serve dist/ and the measuring pages (/page/TAG through the loader, /one/TAG with the one-file embed, /baseline) on a free local port. */
export async function serveDist(dist: string): Promise<{ server: Server; base: string }> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const js = (body: string | Buffer) => {
      res.writeHead(200, { 'content-type': 'text/javascript' });
      res.end(body);
    };
    if (path === '/measure.js') return js(measureScript);
    if (path === '/baseline.js') return js(baselineModule);
    if (path.startsWith('/page/') || path.startsWith('/one/') || path === '/baseline') {
      const tag = path.split('/')[2] ?? '';
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end(
        path === '/baseline' ? page('bench-baseline', '/baseline.js') : page(tag, path.startsWith('/one/') ? `/${tag}.js` : '/pomona.js'),
      );
    }
    const file = normalize(join(dist, path));
    if (!file.startsWith(dist) || extname(file) !== '.js') {
      res.writeHead(404);
      return res.end();
    }
    try {
      js(readFileSync(file));
    } catch {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** One fresh page's first paint: milliseconds from the page's first script, and the scripts fetched by then. */
export async function firstPaint(browser: Browser, url: string): Promise<{ ms: number; scripts: string[] }> {
  const tab = await browser.newPage();
  try {
    await tab.goto(url);
    await tab.waitForFunction('window.paint !== undefined', { timeout: 20000 });
    return (await tab.evaluate('window.paint')) as { ms: number; scripts: string[] };
  } finally {
    await tab.close();
  }
}
