/**
 * The embed's budget. A page with one game through the loader (dist/pomona.js) must fetch at most
 * its budget (bench/first-paint-budgets.ts) gzipped of code before its first paint (the deck texts,
 * which only Apples to Apples reads, are reported beside it): each game's page is loaded in headless Chromium under a strict CSP, and
 * every script it requested before the first frame showing a dealt table is summed, gzip -9. Also
 * the first paint itself (median over fresh pages, wall time and the page's script time) beside a
 * plain custom element painted by the same harness, and the sizes and first paints of the one-file
 * embeds.
 */
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer, { type Browser } from 'puppeteer-core';
import { FIRST_PAINT_BUDGETS, FIRST_PAINT_GAMES } from './first-paint-budgets.js';
import { median } from './measure.js';
import { gzipped, readManifest, serveDist } from './page-weight.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const runs = 11;
const games = FIRST_PAINT_GAMES;
const budgets = FIRST_PAINT_BUDGETS;
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** First paints of fresh pages at `path`: wall milliseconds, the page's script milliseconds, and the scripts of the first. */
async function paints(browser: Browser, url: string): Promise<{ wall: number; script: number; scripts: string[] }> {
  const wall: number[] = [];
  const script: number[] = [];
  let scripts: string[] = [];
  for (let i = 0; i < runs; i++) {
    const tab = await browser.newPage();
    try {
      await tab.goto(url);
      await tab.waitForFunction('window.paint !== undefined', { timeout: 20000 });
      const paint = (await tab.evaluate('window.paint')) as { ms: number; scripts: string[] };
      wall.push(paint.ms);
      // Chromium's own count of time spent running script in the page so far: CPU work, not waiting.
      script.push(((await tab.metrics()).ScriptDuration ?? 0) * 1000);
      if (i === 0) scripts = paint.scripts.filter((s) => s !== '/measure.js');
    } finally {
      await tab.close();
    }
  }
  return { wall: median(wall), script: median(script), scripts };
}

/** Build the embeds, then report each game's first download and first paint. */
export async function run(): Promise<void> {
  const build = spawnSync('node', ['scripts/build-embeds.mjs'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error('building the embeds failed');
  const size = (file: string): number => gzipped(readFileSync(join(dist, file)));
  console.log(`dist/pomona.js (the loader): ${kb(size('pomona.js'))} gzipped`);
  for (const game of games)
    console.log(`dist/${game}.js (one file, everything for ${game} but the deck texts): ${kb(size(`${game}.js`))} gzipped`);
  console.log(`dist/pomona-decks.js (the deck texts, Apples to Apples only): ${kb(size('pomona-decks.js'))} gzipped`);

  const manifest = readManifest(dist);
  const { server, base } = await serveDist(dist);
  const browser = await puppeteer.launch(chromiumLaunchOptions);
  try {
    const baseline = await paints(browser, `${base}/baseline`);
    console.log(
      `\nbaseline (a plain custom element, same harness): first paint median ${baseline.wall.toFixed(1)} ms, script ${baseline.script.toFixed(1)} ms`,
    );
    for (const game of games) {
      const result = await paints(browser, `${base}/page/${game}`);
      const code = result.scripts.filter((s) => s !== '/pomona-decks.js');
      const total = code.reduce((sum, s) => sum + size(s.slice(1)), 0);
      const decks = result.scripts.includes('/pomona-decks.js') ? ` + deck texts ${kb(size('pomona-decks.js'))}` : '';
      const budget = budgets[game];
      const verdict = total <= budget ? 'within' : 'OVER';
      console.log(
        `\n<${game}> through pomona.js: ${kb(total)} gzipped of code before first paint (${verdict} the ${kb(budget)} budget, ${((total / budget) * 100).toFixed(0)}%)${decks}`,
      );
      for (const s of code) {
        const modules = manifest[s.slice(1)]?.modules ?? [];
        const own = modules.filter((m) => !m.includes('node_modules'));
        const shown = own.length > 4 ? `${own.slice(0, 3).join(', ')} and ${own.length - 3} more` : own.join(', ');
        console.log(
          `  ${kb(size(s.slice(1))).padStart(8)}  ${s}${shown ? `  (${shown}${modules.length > own.length ? ', lit' : ''})` : ''}`,
        );
      }
      const ratio = (a: number, b: number): string => `${(a / Math.max(b, 0.1)).toFixed(1)}×`;
      console.log(
        `  first paint median ${result.wall.toFixed(1)} ms (${ratio(result.wall, baseline.wall)} the baseline), script ${result.script.toFixed(1)} ms (${ratio(result.script, baseline.script)}), over ${runs} fresh pages`,
      );
      const one = await paints(browser, `${base}/one/${game}`);
      console.log(
        `  with the one-file dist/${game}.js instead: first paint median ${one.wall.toFixed(1)} ms (${ratio(one.wall, baseline.wall)}), script ${one.script.toFixed(1)} ms (${ratio(one.script, baseline.script)})`,
      );
    }
  } finally {
    await browser.close();
    server.close();
  }
}
