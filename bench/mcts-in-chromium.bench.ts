/**
 * The Apples IS-MCTS player's time per decision with the default budget in headless Chromium
 * (Debian's, /usr/bin/chromium or CHROMIUM_PATH), where people meet it at <apples-table>, and in
 * Node in the same run for comparison: the same hands and decisions (bench/mcts-decisions.ts),
 * every seat an mcts player. Reports the median, the 90th percentile and the slowest wall time
 * per searched decision, the slowest apart from the run's first decisions (made on code the
 * compiler has not optimised yet), and by kind (setting a target aside, a card to trick 1, to
 * later tricks). Figures, not a pass/fail: the machine is shared. `npm run bench -- mcts-in-chromium`;
 * MCTS_HANDS (default 4) and MCTS_SEED choose the hands.
 */
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';
import '../src/families/index.js';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import puppeteer from 'puppeteer-core';
import { loadRulesetFile } from '../src/core/rules/index.js';
import { TABLE_TRICK_MCTS_BUDGET } from '../src/families/trick/bots/mcts.js';
import { timeMctsDecisions, type TimedDecision } from './mcts-decisions.js';
import { median } from './measure.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Decisions at the start of a run, made while the engine and the search are still cold. */
const cold = 8;

function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
}

function report(where: string, decisions: readonly TimedDecision[]): void {
  const ms = decisions.map((d) => d.ms);
  const warm = decisions.filter((d) => d.index >= cold).map((d) => d.ms);
  const slowest = decisions.reduce((a, b) => (b.ms > a.ms ? b : a));
  const over = decisions.filter((d) => d.ms > 200);
  const first = decisions[0];
  const f = (x: number): string => x.toFixed(1);
  console.log(
    `${where}: ${decisions.length} searched decisions, wall median ${f(median(ms))} ms, 90th percentile ${f(percentile(ms, 0.9))} ms, slowest ${f(slowest.ms)} ms (decision ${slowest.index + 1}: ${slowest.kind} in hand ${slowest.hand + 1}${slowest.kind === 'play' ? `, trick ${slowest.trick + 1}` : ''}, ${slowest.choices} choices)`,
  );
  console.log(
    `  after the first ${cold} decisions: median ${f(median(warm))} ms, slowest ${f(Math.max(...warm))} ms; over 200 ms: ${over.length}${
      over.length
        ? ` (${over
            .slice(0, 8)
            .map((d) => `#${d.index + 1} ${d.kind} ${f(d.ms)}`)
            .join(', ')}${over.length > 8 ? ', ...' : ''})`
        : ''
    }`,
  );
  if (first)
    console.log(
      `  the first decision (${first.kind}, ${first.choices} choices): wall ${f(first.ms)} ms${first.cpuMs === null || Number.isNaN(first.cpuMs) ? '' : `, CPU ${f(first.cpuMs)} ms`}`,
    );
  const kinds: [string, (d: TimedDecision) => boolean][] = [
    ['target', (d) => d.kind === 'target'],
    ['card to trick 1', (d) => d.kind === 'play' && d.trick === 0],
    ['card to a later trick', (d) => d.kind === 'play' && d.trick > 0],
  ];
  for (const [name, is] of kinds) {
    const some = decisions.filter(is).map((d) => d.ms);
    if (some.length) console.log(`  ${name}: ${some.length}, median ${f(median(some))} ms, slowest ${f(Math.max(...some))} ms`);
  }
  const cpu = decisions.flatMap((d) => (d.cpuMs === null || Number.isNaN(d.cpuMs) ? [] : [d.cpuMs]));
  const warmCpu = decisions.flatMap((d) => (d.index >= cold && d.cpuMs !== null && !Number.isNaN(d.cpuMs) ? [d.cpuMs] : []));
  if (cpu.length)
    console.log(
      `  in CPU time${where.startsWith('Chromium') ? " of the page's main thread" : ''}: median ${f(median(cpu))} ms, 90th percentile ${f(percentile(cpu, 0.9))} ms, slowest ${f(Math.max(...cpu))} ms; after the first ${cold}: slowest ${f(Math.max(...warmCpu))} ms; over 200 ms: ${cpu.filter((x) => x > 200).length}`,
    );
}

export async function run(): Promise<void> {
  const hands = Number(process.env['MCTS_HANDS'] ?? 4);
  const seed = process.env['MCTS_SEED'] ?? 'mcts-browser';
  const bundled = await build({
    entryPoints: [join(root, 'bench/mcts-decisions.browser.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'warning',
  });
  const script = bundled.outputFiles[0]?.text;
  if (!script) throw new Error('esbuild wrote no bundle');
  console.log(
    `IS-MCTS player, ${hands} hands of four mcts seats (seed ${seed}); load average ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}`,
  );

  const browser = await puppeteer.launch(chromiumLaunchOptions);
  /** One run in a fresh page: each decision with its main thread's CPU time, and the renderer process's. */
  const inPage = async (table: boolean, warm = false): Promise<{ decisions: TimedDecision[]; rendererMs: number[] }> => {
    const tab = await browser.newPage();
    try {
      await tab.goto('about:blank');
      await tab.addScriptTag({ content: script });
      await tab.evaluate(`mctsStart(${JSON.stringify(hands)}, ${JSON.stringify(seed)}, ${table})`);
      if (warm) {
        const w = (await tab.evaluate('mctsWarmUp()')) as { steps: number; ms: number; longestMs: number };
        console.log(
          `  the table's idle warm-up first: ${w.steps} steps, ${w.ms.toFixed(1)} ms in all, the longest step ${w.longestMs.toFixed(1)} ms`,
        );
      }
      const cdp = await tab.createCDPSession();
      await cdp.send('Performance.enable');
      // Chromium's CPU time of the page's main thread (ThreadTime) and of the whole renderer
      // (ProcessTime: with the garbage collector's and the optimising compiler's helper threads),
      // read between decisions: what a decision costs apart from other processes' share of the cores.
      const times = async (): Promise<{ thread: number; process: number }> => {
        const { metrics } = await cdp.send('Performance.getMetrics');
        const seconds = (name: string): number => metrics.find((m) => m.name === name)?.value ?? NaN;
        return { thread: seconds('ThreadTime') * 1000, process: seconds('ProcessTime') * 1000 };
      };
      const decisions: TimedDecision[] = [];
      const rendererMs: number[] = [];
      while ((await tab.evaluate('mctsNext()')) as boolean) {
        const before = await times();
        const decision = (await tab.evaluate('mctsDecide()')) as TimedDecision;
        const after = await times();
        decisions.push({ ...decision, cpuMs: after.thread - before.thread });
        rendererMs.push(after.process - before.process);
      }
      return { decisions, rendererMs };
    } finally {
      await tab.close();
    }
  };
  let inBrowser: TimedDecision[];
  try {
    const version = await browser.version();
    const plain = await inPage(false);
    inBrowser = plain.decisions;
    report(`Chromium (${version}), default budget`, plain.decisions);
    console.log(
      `  in CPU time of the whole renderer process: median ${median(plain.rendererMs).toFixed(1)} ms, slowest ${Math.max(...plain.rendererMs).toFixed(1)} ms; over 200 ms: ${plain.rendererMs.filter((x) => x > 200).length}; the first decision ${plain.rendererMs[0]?.toFixed(1)} ms`,
    );
    console.log("Chromium, default budget, after the warm-up a table runs while the page is idle before an mcts player's first turn:");
    const warmed = await inPage(false, true);
    report('Chromium, default budget, warmed', warmed.decisions);
    console.log(
      `  in CPU time of the whole renderer process: median ${median(warmed.rendererMs).toFixed(1)} ms, slowest ${Math.max(...warmed.rendererMs).toFixed(1)} ms; over 200 ms: ${warmed.rendererMs.filter((x) => x > 200).length}; the first decision ${warmed.rendererMs[0]?.toFixed(1)} ms`,
    );
    const table = await inPage(true);
    report(`Chromium, a table's budget (the default, and at most ${TABLE_TRICK_MCTS_BUDGET.deadlineMs} ms of wall time)`, table.decisions);
    console.log(
      `  cut short by the limit: ${table.decisions.filter((d) => d.ms >= (TABLE_TRICK_MCTS_BUDGET.deadlineMs ?? Infinity)).length} decisions`,
    );
  } finally {
    await browser.close();
  }

  const loaded = loadRulesetFile(join(root, 'rulesets/apples.rules'));
  if (!loaded.ok || loaded.ruleset.family !== 'trick-taking') throw new Error('rulesets/apples.rules does not load');
  const cpuNow = (): number => {
    const used = process.cpuUsage();
    return (used.user + used.system) / 1000;
  };
  const inNode = timeMctsDecisions(loaded.ruleset, hands, seed, { now: () => performance.now(), cpu: cpuNow });
  report(`Node ${process.version}, default budget`, inNode);
  const same =
    inNode.length === inBrowser.length && inNode.every((d, i) => d.kind === inBrowser[i]?.kind && d.choices === inBrowser[i]?.choices);
  console.log(
    `  the same decisions in both runtimes: ${same ? 'yes' : 'no'}; Chromium / Node wall median ${(median(inBrowser.map((d) => d.ms)) / median(inNode.map((d) => d.ms))).toFixed(2)}`,
  );
  console.log(
    `load average after: ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}`,
  );
}
