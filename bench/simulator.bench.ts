/**
 * The balance simulator's speed in headless Chromium: 10,000 Apples games with four random
 * players, and 1,000 with four rule-based players, run by `<balance-simulator>` on its Web
 * Workers (one per core Chromium reports) on the built studio page (dist/site/studio.html), each
 * run three times. Figures: the median wall time of a run as the page sees it (workers started,
 * rules loaded, games, results merged; the targets are 3 s each), milliseconds per game of the
 * workers' own clocks, and beside them the same game loop (`simulateGames`) in this Node process
 * on fewer games. Then the rule-based player's games per CPU-second in Node against the player
 * as it was before it was profiled (bench/rules-player.ts). The machine may be shared: the
 * figures move with its load. `POMONA_BENCH_GAMES_SCALE=0.1` runs a tenth of the games (for a quick look).
 */
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';
import '../src/families/index.js';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { familyDescriptor } from '../src/core/registry.js';
import { loadBundledRuleset } from '../src/core/rules/bundled.js';
import { simulateGames } from '../src/core/bots/simulate-games.js';
import { buildSite } from '../scripts/build-site.mjs';
import { formatCount, median } from './measure.js';
import { rulesPlayerSpeed } from './rules-player.js';

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

/**
 * CPU seconds (user and system) used so far by the process `pid` and all its descendants (Chromium's
 * renderer, where the workers run, is a child of the browser), from Linux's /proc: a figure that,
 * unlike wall time, does not grow with the other work on a shared machine.
 */
function treeCpuSeconds(pid: number): number {
  const stats = new Map<number, { parent: number; ticks: number }>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // Fields after the command name (which may hold spaces, so split after its closing parenthesis).
      const fields = readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      stats.set(Number(name), { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // The process ended while we read the list.
    }
  }
  const inTree = (p: number): boolean => {
    for (let at = p, hops = 0; at > 1 && hops < 64; at = stats.get(at)?.parent ?? 0, hops++) if (at === pid) return true;
    return false;
  };
  let ticks = 0;
  for (const [p, stat] of stats) if (inTree(p)) ticks += stat.ticks;
  // Linux counts CPU time in clock ticks of 1/100 s.
  return ticks / 100;
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
    const cores = await tab.evaluate(() => navigator.hardwareConcurrency);
    console.log(
      `Chromium reports ${cores} cores: the simulator plays on ${Math.min(cores, 8)} workers; load average ${loadavg()[0]?.toFixed(1)} at the start`,
    );
    for (const [type, games, baselineGames] of [
      ['random', Math.round(10_000 * scale), Math.round(500 * scale)],
      ['rules', Math.round(1_000 * scale), Math.round(100 * scale)],
    ] as const) {
      const seats = [type, type, type, type];
      const play = () =>
        tab.evaluate(
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
      const runs = [];
      const browserPid = browser.process()?.pid ?? 0;
      for (let i = 0; i < 3; i++) {
        const cpuBefore = treeCpuSeconds(browserPid);
        const measured = await play();
        if (!measured) throw new Error('the simulation did not finish');
        runs.push({ ...measured, cpu: treeCpuSeconds(browserPid) - cpuBefore });
      }
      const wall = median(runs.map((r) => r.wall));
      const cpu = median(runs.map((r) => r.cpu));
      const perGame = median(runs.map((r) => (r.seconds * 1000) / games));
      const baseline = await nodeMsPerGame(seats, baselineGames);
      console.log(
        `${formatCount(games)} Apples games, four ${type} players, in Chromium's workers: ${(wall / 1000).toFixed(2)} s wall (median of 3: ${runs.map((r) => (r.wall / 1000).toFixed(2)).join(', ')} s), ${perGame.toFixed(2)} ms per game of worker time; load average ${loadavg()[0]?.toFixed(1)}`,
      );
      console.log(
        `  Chromium's CPU time for a run: ${cpu.toFixed(2)} s (median), so at least ${(cpu / cores).toFixed(2)} s of wall time on ${cores} idle cores`,
      );
      console.log(
        `  baseline, the same loop in Node (${formatCount(baselineGames)} games): ${baseline.toFixed(2)} ms per game; Chromium worker/Node ${(perGame / baseline).toFixed(2)}×`,
      );
    }
  } finally {
    await browser.close();
    server.close();
  }
  const speed = await rulesPlayerSpeed(Math.max(3, Math.round(5 * scale)), Math.max(20, Math.round(200 * scale)));
  console.log(
    `The rule-based player in Node: ${formatCount(speed.after)} games per CPU-second, ${formatCount(speed.before)} before it was profiled; ratio ${speed.ratio.toFixed(2)}× (median of ${speed.samples} paired runs of ${speed.games} games, four rule-based seats)`,
  );
}
