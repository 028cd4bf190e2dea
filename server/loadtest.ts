/**
 * `npm run loadtest`: a bounded load generator on 127.0.0.1 only. It starts table servers in child
 * processes (two sharing Redis for the two-process scenario), opens a scenario's tables (see
 * load-scenarios.ts), lets the simulated people act 0–2 s into their turn for SECONDS seconds,
 * then stops everything it started and prints one JSON line and a table: action-to-view p50/p99,
 * the server's stages (a bot's turn from when it is asked, the bot workers' queue and thinking,
 * the time a table's thread spends per move), how late the event loop ran, errors, frames that
 * failed the wire check, bytes per update, server RSS and CPU, and the load average around it.
 *
 * Environment: LOADTEST_SCENARIO (default apples-to-apples), LOADTEST_TABLES (default: the
 * scenario's), LOADTEST_SECONDS (default 60, at most 600), LOADTEST_REDIS (default
 * redis://127.0.0.1:6390, for the two-process scenario).
 */
import './require-node-22.js';
import { spawn, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Client } from '@colyseus/sdk';
import { ClientMessage, ServerMessage, TABLE_ROOM, type GameFrame } from './protocol.js';
import { SCENARIOS, seatsOf } from './load-scenarios.js';
import { percentile, type StatsReading } from './stats.js';

const scenarioName = process.env['LOADTEST_SCENARIO'] ?? 'apples-to-apples';
const scenario = SCENARIOS[scenarioName];
if (!scenario) {
  process.stderr.write(`no scenario "${scenarioName}": choose one of ${Object.keys(SCENARIOS).join(', ')}\n`);
  process.exit(2);
}
const tables = Math.min(500, Math.max(1, Number(process.env['LOADTEST_TABLES'] ?? scenario.tables)));
const seconds = Math.min(600, Math.max(5, Number(process.env['LOADTEST_SECONDS'] ?? 60)));
const redis = process.env['LOADTEST_REDIS'] ?? 'redis://127.0.0.1:6390';
const firstPort = 2600 + Math.floor(Math.random() * 300);
const endpoints = Array.from({ length: scenario.processes }, (_, i) => `http://127.0.0.1:${firstPort + i}`);

const latencies: number[] = [];
let errors = 0;
let wireFailures = 0;
let updates = 0;
let updateBytes = 0;
const loadBefore = loadavg();

const children: ChildProcess[] = [];
const stopChildren = (): void => {
  for (const child of children) child.kill('SIGTERM');
};
process.once('exit', stopChildren);

/** Start a table server process on `port` (with the figures on, which also lifts the per-address limits). */
function serverProcess(port: number): Promise<void> {
  const shared = scenario!.processes > 1 ? { POMONA_REDIS: redis, POMONA_PUBLIC_ADDRESS: `127.0.0.1:${port}` } : {};
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./main.ts', import.meta.url))], {
    env: { ...process.env, ...shared, POMONA_PORT: String(port), POMONA_HOST: '127.0.0.1', POMONA_STATS: '1', POMONA_SITE: '/nonexistent' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('Pomona tables on') && resolve());
    child.once('exit', () => reject(new Error('a server process stopped')));
  });
}

await Promise.all(endpoints.map((_, i) => serverProcess(firstPort + i)));

const deadline = Date.now() + seconds * 1000;
let running = true;

/** A simulated person: acts 0–2 s into their turn and times the view that follows. */
async function person(room: Awaited<ReturnType<Client['joinById']>>, seat: number): Promise<void> {
  let latestStep = -1;
  let sentAt = 0;
  let pending: NodeJS.Timeout | undefined;
  /** The move sent last, as JSON: a frame that still offers it was sent before the move arrived (another seat moved meanwhile). */
  let sent = '';
  const onFrame = (frame: GameFrame): void => {
    if (frame.step < latestStep) return;
    latestStep = frame.step;
    if (sent !== '' && frame.legal.some((move) => JSON.stringify(move) === sent)) return;
    sent = '';
    if (frame.seat !== seat || (frame.view as { player?: unknown }).player !== seat) wireFailures++;
    if (sentAt > 0) {
      latencies.push(performance.now() - sentAt);
      sentAt = 0;
    }
    clearTimeout(pending);
    if (!running || frame.legal.length === 0) return;
    pending = setTimeout(() => {
      sentAt = performance.now();
      const move = frame.legal[Math.floor(Math.random() * frame.legal.length)];
      sent = JSON.stringify(move);
      room.send(ClientMessage.act, { action: move });
    }, Math.random() * 2000);
  };
  room.onMessage(ServerMessage.view, (frame: GameFrame) => {
    updates++;
    updateBytes += JSON.stringify(frame).length;
    onFrame(frame);
  });
  room.onMessage(ServerMessage.refused, () => errors++);
  room.onMessage('*', () => {});
  const synced = await room.request<undefined, GameFrame | null>(ClientMessage.sync);
  if (synced) onFrame(synced);
}

/** Table `index`: opened through one process and joined through the next (the same one when there is one). */
async function table(index: number): Promise<void> {
  const opening = endpoints[index % endpoints.length]!;
  const joining = endpoints[(index + 1) % endpoints.length]!;
  const host = await new Client(opening).create(TABLE_ROOM, { rules: scenario!.rules, seats: seatsOf(scenario!), name: 'Host' });
  const guests = [];
  for (let i = 1; i < scenario!.people; i++) guests.push(await new Client(joining).joinById(host.roomId, { name: `Guest ${i}` }));
  await Promise.all([host, ...guests].map((room, seat) => person(room, seat)));
  host.send(ClientMessage.start);
}

const stats = async (endpoint: string, reset = false): Promise<StatsReading> =>
  (await (await fetch(`${endpoint}/pomona/stats${reset ? '?reset=1' : ''}`)).json()) as StatsReading;

const started = await Promise.all(endpoints.map((endpoint) => stats(endpoint, true)));
for (let i = 0; i < tables; i += 10) {
  const batch = await Promise.allSettled(Array.from({ length: Math.min(10, tables - i) }, (_, j) => table(i + j)));
  for (const outcome of batch) {
    if (outcome.status === 'fulfilled') continue;
    if (errors === 0) process.stderr.write(`a table failed: ${String(outcome.reason)}\n`);
    errors++;
  }
}
await new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now())));
running = false;
const ended = await Promise.all(endpoints.map((endpoint) => stats(endpoint)));
stopChildren();

/** The busiest process's figure (the process a person would notice). */
const worst = (figure: (reading: StatsReading) => number): number => Math.max(...ended.map(figure));
const cpu = Math.max(...ended.map((end, i) => (end.cpuMicros - started[i]!.cpuMicros) / 1e6 / (end.uptime - started[i]!.uptime)));
const loadAverage = (figures: readonly number[]): string => figures.map((figure) => figure.toFixed(1)).join(' / ');
const result = {
  scenario: scenarioName,
  tables,
  processes: endpoints.length,
  seats: tables * seatsOf(scenario).length,
  seconds,
  actions: latencies.length,
  p50Ms: Number(percentile(latencies, 50).toFixed(1)),
  p99Ms: Number(percentile(latencies, 99).toFixed(1)),
  botTurnP50Ms: worst((end) => end.stages.botTurn.p50),
  botTurnP99Ms: worst((end) => end.stages.botTurn.p99),
  botQueueP99Ms: worst((end) => end.stages.botQueue.p99),
  botThinkP99Ms: worst((end) => end.stages.botThink.p99),
  moveP99Ms: worst((end) => end.stages.move.p99),
  loopDelayP99Ms: worst((end) => end.eventLoopDelay.p99),
  loopDelayMaxMs: worst((end) => end.eventLoopDelay.max),
  errors,
  wireCheckFailures: wireFailures,
  bytesPerUpdate: updates === 0 ? 0 : Math.round(updateBytes / updates),
  serverRssMb: Math.round(worst((end) => end.rss) / 1024 / 1024),
  serverCpuPercentOfCore: Math.round(cpu * 100),
  loadAverageBefore: loadAverage(loadBefore),
  loadAverageAfter: loadAverage(loadavg()),
};
process.stdout.write(`${JSON.stringify(result)}\n`);
console.table(result);
process.exit(errors > 0 || wireFailures > 0 ? 1 : 0);
