/**
 * The balance simulator's speed in headless Chromium: 10,000 Apples games with four random
 * players, and 1,000 with four rule-based players, run by `<balance-simulator>` in its Web Worker
 * on the built studio page (dist/site/studio.html). The baseline is the same game loop
 * (`simulateGames` of src/core/bots/simulate-games.ts) run in this Node process on fewer games.
 * Figures: milliseconds per game (the worker's own clock), the wall time of the whole run as the
 * page sees it (worker start, rules, games, results), and the ratio to Node.
 * `POMONA_BENCH_GAMES_SCALE=0.1` runs a tenth of the games (for a quick look).
 */
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';
import '../src/families/index.js';
import { readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { familyDescriptor } from '../src/core/registry.js';
import { loadBundledRuleset } from '../src/core/rules/bundled.js';
import { simulateGames } from '../src/core/bots/simulate-games.js';
import { buildSite } from '../scripts/build-site.mjs';
import { formatCount } from './measure.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const site = join(root, 'dist', 'site');
const scale = Number(process.env.POMONA_BENCH_GAMES_SCALE ?? '1') || 1;
const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Serve dist/site on a free local port. */
async function serve(): Promise<Server> {
  const server = createServer((req, res) => {
    const path = normalize(join(site, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)));
    try {
      if (!path.startsWith(site) || !statSync(path).isFile()) throw new Error('not found');
      res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' });
      res.end(readFileSync(path));
    } catch {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/** Milliseconds per game of the loop in this process (the baseline). */
async function nodeMsPerGame(seats: string[], games: number): Promise<number> {
  const loaded = await loadBundledRuleset('apples.rules');
  if (!loaded.ok) throw new Error('apples.rules does not load');
  const entry = familyDescriptor(loaded.ruleset.family);
  if (!entry) throw new Error('no trick-taking family');
  const result = simulateGames(entry, loaded.ruleset, { seats, games, seed: 'bench' }, { keepGames: true });
  return (result.seconds * 1000) / games;
}

export async function run(): Promise<void> {
  await buildSite('silent');
  const server = await serve();
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await puppeteer.launch({ ...chromiumLaunchOptions, protocolTimeout: 3_600_000 });
  try {
    const tab = await browser.newPage();
    await tab.goto(`${base}/studio.html`);
    await tab.waitForFunction(() => customElements.get('balance-simulator') !== undefined);
    for (const [type, games, baselineGames] of [
      ['random', Math.round(10_000 * scale), Math.round(500 * scale)],
      ['rules', Math.round(1_000 * scale), Math.round(100 * scale)],
    ] as const) {
      const seats = [type, type, type, type];
      const measured = await tab.evaluate(
        async (seatList: string[], count: number) => {
          const sim = document.querySelector('balance-simulator') as HTMLElement & {
            ready(): Promise<void>;
            run(): Promise<readonly { seconds: number; hands: number }[] | null>;
            seats: string[];
            games: number;
            seed: string;
            ruleset: string;
            compare: string | null;
          };
          sim.ruleset = 'apples.rules';
          // One ruleset: the studio page sets the editor's rules as the second one.
          sim.compare = null;
          await sim.ready();
          sim.seats = seatList;
          sim.games = count;
          sim.seed = 'bench';
          const start = performance.now();
          const results = await sim.run();
          const wall = performance.now() - start;
          const r = results?.[0];
          return r && results.length === 1 ? { wall, seconds: r.seconds, hands: r.hands } : null;
        },
        seats,
        games,
      );
      if (!measured) throw new Error('the simulation did not finish');
      const perGame = (measured.seconds * 1000) / games;
      const baseline = await nodeMsPerGame(seats, baselineGames);
      console.log(
        `${formatCount(games)} Apples games, four ${type} players, in Chromium's worker: ${(measured.wall / 1000).toFixed(1)} s wall, ${perGame.toFixed(2)} ms per game, ${formatCount(measured.hands / measured.seconds)} hands/s`,
      );
      console.log(
        `  baseline, the same loop in Node (${formatCount(baselineGames)} games): ${baseline.toFixed(2)} ms per game; Chromium/Node ${(perGame / baseline).toFixed(2)}×`,
      );
    }
  } finally {
    await browser.close();
    server.close();
  }
}
