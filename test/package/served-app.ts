/**
 * A built app (a folder of static files) served on 127.0.0.1 and opened in Debian's Chromium, as a
 * user's page would be: each page opened with the errors it throws and the lines it logs.
 */
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';

const types: Readonly<Record<string, string>> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.rules': 'text/plain',
};

/** A page of the app, the errors it throws or logs as errors, and its other console lines. */
export interface OpenedPage {
  readonly page: Page;
  readonly errors: string[];
  readonly logged: string[];
}

/** The served folder and its browser; `close()` stops both. */
export interface ServedApp {
  open(file: string): Promise<OpenedPage>;
  close(): Promise<void>;
}

/** Serve `folder` and start Chromium. */
export async function serveApp(folder: string): Promise<ServedApp> {
  const server = createServer((request, response) => {
    const path = normalize(join(folder, new URL(request.url ?? '/', 'http://x').pathname));
    if (request.url === '/favicon.ico') return void response.writeHead(204).end();
    if (!path.startsWith(folder) || !existsSync(path)) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' }).end(readFileSync(path));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  assert.ok(address && typeof address === 'object');
  const origin = `http://127.0.0.1:${address.port}`;
  const { launch } = await import('puppeteer-core');
  const browser: Browser = await launch(chromiumLaunchOptions);
  return {
    async open(file) {
      const page = await browser.newPage();
      await page.setViewport({ width: 1100, height: 900 });
      const errors: string[] = [];
      const logged: string[] = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      page.on('console', (message) => (message.type() === 'error' ? errors : logged).push(message.text()));
      await page.goto(`${origin}/${file}`);
      return { page, errors, logged };
    },
    async close() {
      await browser.close();
      server.close();
    },
  };
}

/** Wait until the page has logged a line starting with `start` (at most `ms`), and say whether it did. */
export async function loggedLine(opened: OpenedPage, start: string, ms = 60_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!opened.logged.some((line) => line.startsWith(start)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  return opened.logged.some((line) => line.startsWith(start));
}
