/**
 * The table server under load: every scenario of `npm run loadtest` in turn (each its own server
 * processes and load generator on 127.0.0.1, 60 s), as one table with the load average around
 * each run. The two-process scenario starts a Redis of its own (redis-server on PATH) and stops
 * it by its pid; without redis-server the row says so.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env['LOADTEST_SECONDS'] ?? 60);
const REDIS_PORT = 6391;

/** The runs: a scenario and its tables (the scenario's own count when none is given). */
const RUNS: readonly { scenario: string; tables?: number }[] = [
  { scenario: 'apples-to-apples' },
  { scenario: 'apples-to-apples', tables: 200 },
  { scenario: 'apples-search' },
  { scenario: 'orchard' },
  { scenario: 'two-processes' },
];

/** One run's line of figures, as the load test prints it. */
type Figures = Record<string, string | number>;

/** Start a throw-away Redis on REDIS_PORT; resolves to a stop function, or null when there is no redis-server. */
async function startRedis(): Promise<(() => void) | null> {
  if (spawnSync('redis-server', ['--version']).status !== 0) return null;
  const pidFile = join(tmpdir(), `pomona-bench-redis-${process.pid}.pid`);
  const started = spawn('redis-server', [
    '--port',
    String(REDIS_PORT),
    '--bind',
    '127.0.0.1',
    '--daemonize',
    'yes',
    '--save',
    '',
    '--appendonly',
    'no',
    '--pidfile',
    pidFile,
  ]);
  await new Promise((resolve) => started.once('exit', resolve));
  for (let i = 0; i < 50 && !existsSync(pidFile); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  if (!existsSync(pidFile)) return null;
  return () => {
    process.kill(Number(readFileSync(pidFile, 'utf8').trim()), 'SIGTERM');
    rmSync(pidFile, { force: true });
  };
}

/** Run one scenario; its figures, or why it did not run. */
async function measure(scenario: string, tables: number | undefined): Promise<Figures | string> {
  const stopRedis = scenario === 'two-processes' ? await startRedis() : undefined;
  if (stopRedis === null) return 'not run: no redis-server on this machine';
  try {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      LOADTEST_SCENARIO: scenario,
      LOADTEST_SECONDS: String(SECONDS),
      LOADTEST_REDIS: `redis://127.0.0.1:${REDIS_PORT}`,
    };
    if (tables !== undefined) env['LOADTEST_TABLES'] = String(tables);
    const run = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'server/loadtest.ts')], { cwd: root, env, encoding: 'utf8' });
    const line = run.stdout.split('\n').find((text) => text.startsWith('{'));
    if (!line) return `failed: ${(run.stderr.trim().split('\n').at(-1) ?? 'no figures').slice(0, 200)}`;
    return JSON.parse(line) as Figures;
  } finally {
    stopRedis?.();
  }
}

export async function run(): Promise<void> {
  console.log(
    `Simulated people act 0–2 s into their turn; computer players wait 600 ms before their move shows; the generator and the servers share this machine. Targets: action-to-view p50 ≤ 10 ms, p99 ≤ 100 ms; bot turn p99 ≤ 700 ms.\n`,
  );
  console.log(
    '| scenario | tables | processes | actions | action-to-view p50 | p99 | bot turn p50 | p99 | bot queue p99 | bot thinking p99 | work per move p99 | event loop late p99 / max | errors | wire failures | bytes/update | RSS | CPU of a core | load average before → after |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const { scenario, tables } of RUNS) {
    const figures = await measure(scenario, tables);
    if (typeof figures === 'string') {
      console.log(`| ${scenario} | ${tables ?? ''} | | ${figures} |`);
      continue;
    }
    const ms = (key: string): string => `${figures[key]} ms`;
    console.log(
      `| ${scenario} | ${figures['tables']} | ${figures['processes']} | ${figures['actions']} | ${ms('p50Ms')} | ${ms('p99Ms')} | ${ms('botTurnP50Ms')} | ${ms('botTurnP99Ms')} | ${ms('botQueueP99Ms')} | ${ms('botThinkP99Ms')} | ${ms('moveP99Ms')} | ${figures['loopDelayP99Ms']} / ${ms('loopDelayMaxMs')} | ${figures['errors']} | ${figures['wireCheckFailures']} | ${figures['bytesPerUpdate']} | ${figures['serverRssMb']} MB | ${figures['serverCpuPercentOfCore']} % | ${figures['loadAverageBefore']} → ${figures['loadAverageAfter']} |`,
    );
  }
}
