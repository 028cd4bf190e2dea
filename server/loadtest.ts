/**
 * `npm run loadtest`: a bounded load generator on 127.0.0.1 only. It starts a table server in a
 * child process, opens TABLES Apples to Apples tables of 6 seats (3 simulated people, 3 bots),
 * lets the people act 0–2 s into their turn for SECONDS seconds, then stops by itself and prints
 * one JSON line and a table: tables, seats, action-to-view p50/p99, bot-turn p99, errors, frames
 * that failed the wire check, bytes per update, server RSS and CPU.
 *
 * Environment: LOADTEST_TABLES (default 100), LOADTEST_SECONDS (default 60, at most 600).
 */
import './require-node-22.js';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Client } from '@colyseus/sdk';
import { ClientMessage, ServerMessage, TABLE_ROOM, type GameFrame } from './protocol.js';

const tables = Math.min(500, Math.max(1, Number(process.env['LOADTEST_TABLES'] ?? 100)));
const seconds = Math.min(600, Math.max(5, Number(process.env['LOADTEST_SECONDS'] ?? 60)));
const port = 2600 + Math.floor(Math.random() * 300);
const endpoint = `http://127.0.0.1:${port}`;

const latencies: number[] = [];
let errors = 0;
let wireFailures = 0;
let updates = 0;
let updateBytes = 0;

function percentile(list: readonly number[], p: number): number {
  if (list.length === 0) return 0;
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./main.ts', import.meta.url))], {
  env: { ...process.env, POMONA_PORT: String(port), POMONA_HOST: '127.0.0.1', POMONA_STATS: '1', POMONA_SITE: '/nonexistent' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((resolve, reject) => {
  child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('Pomona tables on') && resolve());
  child.once('exit', () => reject(new Error('the server stopped')));
});

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

async function table(): Promise<void> {
  const seats = [
    { kind: 'open' },
    { kind: 'open' },
    { kind: 'open' },
    { kind: 'bot', bot: 'reader' },
    { kind: 'bot', bot: 'reader' },
    { kind: 'bot', bot: 'reader' },
  ];
  const host = await new Client(endpoint).create(TABLE_ROOM, {
    rules: { kind: 'bundled', name: 'apples-to-apples.rules' },
    seats,
    name: 'Host',
  });
  const others = [
    await new Client(endpoint).joinById(host.roomId, { name: 'Guest 1' }),
    await new Client(endpoint).joinById(host.roomId, { name: 'Guest 2' }),
  ];
  await Promise.all([person(host, 0), person(others[0]!, 1), person(others[1]!, 2)]);
  host.send(ClientMessage.start);
}

const stats = async (reset = false): Promise<{ botTurns: number[]; rss: number; cpuMicros: number; uptime: number }> =>
  (await (await fetch(`${endpoint}/pomona/stats${reset ? '?reset=1' : ''}`)).json()) as {
    botTurns: number[];
    rss: number;
    cpuMicros: number;
    uptime: number;
  };

// The child server runs with POMONA_STATS, which also lifts the per-address limits (every table here comes from 127.0.0.1).
const started = await stats(true);
for (let i = 0; i < tables; i += 10) {
  const batch = await Promise.allSettled(Array.from({ length: Math.min(10, tables - i) }, () => table()));
  for (const outcome of batch) {
    if (outcome.status === 'fulfilled') continue;
    if (errors === 0) process.stderr.write(`a table failed: ${String(outcome.reason)}\n`);
    errors++;
  }
}
await new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now())));
running = false;
const end = await stats();
child.kill('SIGTERM');

const cpu = (end.cpuMicros - started.cpuMicros) / 1e6 / (end.uptime - started.uptime);
const result = {
  tables,
  seats: tables * 6,
  seconds,
  actions: latencies.length,
  p50Ms: Number(percentile(latencies, 50).toFixed(1)),
  p99Ms: Number(percentile(latencies, 99).toFixed(1)),
  botTurnP99Ms: Number(percentile(end.botTurns, 99).toFixed(0)),
  errors,
  wireCheckFailures: wireFailures,
  bytesPerUpdate: updates === 0 ? 0 : Math.round(updateBytes / updates),
  serverRssMb: Math.round(end.rss / 1024 / 1024),
  serverCpuPercentOfCore: Math.round(cpu * 100),
};
process.stdout.write(`${JSON.stringify(result)}\n`);
console.table(result);
process.exit(errors > 0 || wireFailures > 0 ? 1 : 0);
