/**
 * Two server processes sharing one Redis: a table created through one is joined through the
 * other (the join reaches any process; the player then connects to the one holding the table).
 * Needs redis-server on 127.0.0.1:6390, as .ci/run starts it; skipped (and said so) without it.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { Client } from '@colyseus/sdk';

const REDIS = { host: '127.0.0.1', port: 6390 };
const redisUp = await new Promise<boolean>((resolve) => {
  const socket = connect(REDIS, () => (socket.end(), resolve(true)));
  socket.on('error', () => resolve(false));
});

const children: ChildProcess[] = [];
after(() => {
  for (const child of children) child.kill('SIGTERM');
});

function serverProcess(port: number): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('../../server/main.ts', import.meta.url))], {
    env: {
      ...process.env,
      POMONA_PORT: String(port),
      POMONA_REDIS: `redis://${REDIS.host}:${REDIS.port}`,
      POMONA_PUBLIC_ADDRESS: `127.0.0.1:${port}`,
      POMONA_SITE: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('Pomona tables on') && resolve());
    child.once('exit', () => reject(new Error('a server process stopped')));
  });
}

describe('two server processes sharing Redis', { skip: redisUp ? false : 'no redis-server on 127.0.0.1:6390 (.ci/run starts one)' }, () => {
  it('let a friend join through one process a table created through the other', async () => {
    const [a, b] = [2700 + Math.floor(Math.random() * 100), 2800 + Math.floor(Math.random() * 100)];
    await Promise.all([serverProcess(a), serverProcess(b)]);
    const host = await new Client(`http://127.0.0.1:${a}`).create('table', {
      rules: { kind: 'bundled', name: 'orchard.rules' },
      seats: [{ kind: 'open' }, { kind: 'open' }],
      name: 'Ann',
    });
    const guest = await new Client(`http://127.0.0.1:${b}`).joinById(host.roomId, { name: 'Bea' });
    assert.equal(guest.roomId, host.roomId);
    const seats = (): string => (host.state as { seats: { name: string }[] }).seats.map((s) => s.name).join(',');
    const start = Date.now();
    while (seats() !== 'Ann,Bea' && Date.now() - start < 5000) await new Promise((r) => setTimeout(r, 20));
    assert.equal(seats(), 'Ann,Bea');
    await guest.leave();
    await host.leave();
  });
});
