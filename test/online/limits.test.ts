/**
 * The limits docs/online.md promises, kept per real client address: new tables and failed joins
 * per minute (with a clock of the test's own, not minute-long waits), proxy headers believed only
 * from trusted proxies, and a client over the message rate or sending a frame a table never uses
 * closed at once with its seat held.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { clientAddress, RateWindow, readTrustedProxies } from '../../server/address-limits.js';
import { MAX_FAILED_JOINS_PER_MINUTE, MAX_MESSAGE_BYTES, MAX_NEW_TABLES_PER_MINUTE } from '../../server/app.js';
import { MAX_SPECTATORS } from '../../server/table-members.js';
import { CLOSE_TOO_MANY_MESSAGES, CLOSE_UNREADABLE } from '../../server/message-guard.js';
import type { CreateOptions } from '../../server/protocol.js';
import { Person, startTables, until, type TestTables } from './tables.js';

const TABLE: CreateOptions = {
  rules: { kind: 'bundled', name: 'apples-to-apples.rules' },
  seats: [{ kind: 'open' }, { kind: 'open' }, { kind: 'bot', bot: 'random' }, { kind: 'bot', bot: 'random' }],
  name: 'Ann',
};

describe('a window of calls per address', () => {
  it('lets the limit through, then says when to come back, and forgets calls older than the window', () => {
    let now = 1_000_000;
    const window = new RateWindow(3, 60_000, () => now);
    for (let i = 0; i < 3; i++) assert.deepEqual(window.take('a'), { ok: true });
    now += 15_000;
    assert.deepEqual(window.take('a'), { ok: false, retryAfterSeconds: 45 });
    assert.deepEqual(window.take('b'), { ok: true }, 'another address has its own window');
    window.giveBack('a');
    assert.deepEqual(window.take('a'), { ok: true }, 'a call given back frees its place');
    now += 45_000;
    assert.deepEqual(window.take('a'), { ok: true }, 'a minute later the first calls no longer count');
  });

  it('remembers a bounded number of addresses', () => {
    const window = new RateWindow(1, 60_000, () => 0);
    for (let i = 0; i < 50_100; i++) window.take(`10.0.${i >> 8}.${i & 255}`);
    assert.ok(window.size <= 50_000, String(window.size));
  });
});

describe('the address a request comes from', () => {
  const proxies = readTrustedProxies('127.0.0.1, 10.0.0.2');

  it('is the socket peer when the peer is not a trusted proxy, whatever the headers say', () => {
    const forged = { 'x-forwarded-for': '203.0.113.7', 'x-real-ip': '203.0.113.8' };
    assert.equal(clientAddress('198.51.100.4', forged, proxies), '198.51.100.4');
    assert.equal(clientAddress('::ffff:198.51.100.4', forged, new Set()), '198.51.100.4');
  });

  it("behind trusted proxies is the nearest untrusted address they forwarded, never the client's own left part", () => {
    assert.equal(clientAddress('127.0.0.1', { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' }, proxies), '203.0.113.7');
    assert.equal(clientAddress('127.0.0.1', { 'x-forwarded-for': '203.0.113.7, 10.0.0.2' }, proxies), '203.0.113.7');
    assert.equal(clientAddress('::ffff:127.0.0.1', { 'x-real-ip': '203.0.113.9' }, proxies), '203.0.113.9');
    assert.equal(clientAddress('127.0.0.1', { 'x-forwarded-for': 'not an address' }, proxies), '127.0.0.1');
  });

  it('refuses a trusted-proxy setting that is not a list of addresses', () => {
    assert.throws(() => readTrustedProxies('10.0.0.0/8'), /not an IP address/);
  });
});

/** A seat's connection as the table's public state shows it to `person`. */
function seatConnection(person: Person, seat: number): string | undefined {
  const state = person.room.state as { seats?: readonly { connection?: string }[] } | undefined;
  return state?.seats?.[seat]?.connection;
}

/** POST a matchmaking call as a page would, with extra headers. */
async function matchmake(
  server: TestTables,
  method: string,
  target: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${server.endpoint}/matchmake/${method}/${target}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

describe('a server with the documented per-address limits', () => {
  let server: TestTables;
  let now = 5_000_000;
  before(async () => {
    server = await startTables({
      limits: { newTablesPerMinute: MAX_NEW_TABLES_PER_MINUTE, failedJoinsPerMinute: MAX_FAILED_JOINS_PER_MINUTE, now: () => now },
    });
  });
  after(async () => {
    await server.close();
  });

  it('opens 5 tables a minute for one address, refuses a burst beyond with 429 and Retry-After, and opens again a minute on', async () => {
    // Each call claims another address in the proxy headers: from an untrusted peer they are not believed.
    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        matchmake(server, 'create', 'table', TABLE, { 'x-forwarded-for': `203.0.113.${i}`, 'x-real-ip': `198.51.100.${i}` }),
      ),
    );
    const statuses = burst.map((response) => response.status);
    assert.equal(statuses.filter((status) => status === 200).length, MAX_NEW_TABLES_PER_MINUTE, statuses.join(' '));
    const limited = burst.filter((response) => response.status === 429);
    assert.equal(limited.length, 8 - MAX_NEW_TABLES_PER_MINUTE);
    assert.equal(limited[0]!.headers.get('retry-after'), '60');
    const refusal = (await limited[0]!.json()) as { code: number; error: string };
    assert.equal(refusal.code, 429);
    assert.match(refusal.error, /too many new tables from this address: try again in 60 s/);
    now += 61_000;
    assert.equal((await matchmake(server, 'create', 'table', TABLE)).status, 200, 'a minute later');
  });

  it('answers 10 made-up codes "not found", then refuses guesses with 429, and a right code too until the minute is over', async () => {
    now += 61_000;
    const host = await Person.host(server.endpoint, TABLE);
    const guesses = await Promise.all(Array.from({ length: 30 }, () => matchmake(server, 'joinById', 'ZZZZZZZZZZ', { name: 'Eve' })));
    const statuses = guesses.map((response) => response.status);
    assert.equal(statuses.filter((status) => status === 429).length, 30 - MAX_FAILED_JOINS_PER_MINUTE, statuses.join(' '));
    assert.ok(statuses.filter((status) => status !== 429).every((status) => status >= 400));
    const right = await matchmake(server, 'joinById', host.room.roomId, { name: 'Bea' });
    assert.equal(right.status, 429, 'the limit holds whatever code is tried');
    assert.match(right.headers.get('retry-after') ?? '', /^\d+$/);
    now += 61_000;
    const bea = await Person.join(server.endpoint, host.room.roomId, 'Bea');
    assert.equal(bea.room.roomId, host.room.roomId, 'joins work again a minute on');
    // A join that succeeds is not a failed one: ten more good joins' worth of room is left.
    for (let i = 0; i < MAX_FAILED_JOINS_PER_MINUTE; i++)
      assert.notEqual((await matchmake(server, 'joinById', 'ZZZZZZZZZZ', {})).status, 429);
    await bea.room.leave();
    await host.room.leave();
  });
});

describe('a server behind a trusted proxy', () => {
  let server: TestTables;
  before(async () => {
    server = await startTables({
      trustedProxies: readTrustedProxies('127.0.0.1'),
      limits: { newTablesPerMinute: 2, failedJoinsPerMinute: 2 },
    });
  });
  after(async () => {
    await server.close();
  });

  it('counts each forwarded client on its own, by the address the proxy appended', async () => {
    const from = (client: string, claimed = '6.6.6.6'): Record<string, string> => ({ 'x-forwarded-for': `${claimed}, ${client}` });
    const first = await Promise.all(
      [1, 2, 3].map((i) => matchmake(server, 'joinById', 'ZZZZZZZZZZ', {}, from('203.0.113.1', `6.6.6.${i}`))),
    );
    assert.deepEqual(
      first.map((response) => response.status === 429),
      [false, false, true],
      'one client, whatever it wrote on the left',
    );
    const other = await matchmake(server, 'joinById', 'ZZZZZZZZZZ', {}, from('203.0.113.2'));
    assert.notEqual(other.status, 429, 'another client behind the same proxy');
  });
});

describe('a client that floods the table or sends a frame a table never uses', () => {
  let server: TestTables;
  before(async () => {
    server = await startTables();
  });
  after(async () => {
    await server.close();
  });

  it('is closed at once with the documented code, its seat held, and takes the seat back', async () => {
    const ann = await Person.host(server.endpoint, TABLE);
    const bea = await Person.join(server.endpoint, ann.room.roomId, 'Bea');
    // The SDK reconnects by itself only a room up for a while (5 s by default): a person is, by the time they could flood.
    bea.room.reconnection.minUptime = 0;
    const drops: number[] = [];
    bea.room.onDrop((code) => drops.push(code));
    let reconnected = false;
    bea.room.onReconnect(() => (reconnected = true));
    for (let i = 0; i < 200; i++) bea.room.send('sync');
    await until(() => drops.length > 0, 5000, 'the flooding client to be closed');
    assert.equal(drops[0], CLOSE_TOO_MANY_MESSAGES);
    await until(() => seatConnection(ann, 1) === 'reconnecting', 5000, "the others to see Bea's seat held");
    await until(() => reconnected, 10_000, 'the SDK to take the seat back');
    await until(() => seatConnection(ann, 1) === 'connected', 5000, "Bea's seat connected again");
    const about = await bea.room.request<undefined, { seat: number }>('about');
    assert.equal(about.seat, 1, 'the same seat, answering requests again');

    const leaves: number[] = [];
    bea.room.onLeave((code) => leaves.push(code));
    bea.room.connection.send(new Uint8Array([30, 1, 2, 3]));
    await until(() => leaves.length > 0, 5000, 'the client with an unknown frame to be closed');
    assert.equal(leaves[0], CLOSE_UNREADABLE);
    await until(() => seatConnection(ann, 1) === 'reconnecting', 5000, 'its seat held as for a drop');
    await ann.room.leave();
  });
});

describe('a house variant whose text checks too slowly for the tables’ thread', () => {
  const text = readFileSync(new URL('../../rulesets/orchard.rules', import.meta.url), 'utf8');
  const variant: CreateOptions = { rules: { kind: 'text', text }, seats: [{ kind: 'open' }, { kind: 'bot', bot: 'random' }], name: 'Ann' };

  it('is refused with the time it took, and a text within the budget opens a table', async () => {
    const strict = await startTables({ tables: { rulesBudgetMs: 0 } });
    try {
      const refused = await matchmake(strict, 'create', 'table', variant);
      assert.equal(refused.status, 400);
      assert.match(
        ((await refused.json()) as { error: string }).error,
        /the rules take \d+ ms to check; a table takes rules that check within 0 ms/,
      );
    } finally {
      await strict.close();
    }
    const usual = await startTables();
    try {
      const host = await Person.host(usual.endpoint, variant);
      assert.match(host.room.roomId, /^[2-9A-Z]{10}$/);
      await host.room.leave();
    } finally {
      await usual.close();
    }
  });
});

describe('the other limits of a process and a table', () => {
  let server: TestTables;
  before(async () => {
    server = await startTables({ tables: { maxTables: 2 } });
  });
  after(async () => {
    await server.close();
  });

  it('closes a client that sends a message over 16 KB, holding its seat', async () => {
    const ann = await Person.host(server.endpoint, TABLE);
    const bea = await Person.join(server.endpoint, ann.room.roomId, 'Bea');
    const closed: number[] = [];
    bea.room.onLeave((code) => closed.push(code));
    bea.room.onDrop((code) => closed.push(code));
    bea.room.send('act', { action: 'x'.repeat(MAX_MESSAGE_BYTES) });
    await until(() => closed.length > 0, 5000, 'the client with a large message to be closed');
    await until(() => seatConnection(ann, 1) === 'reconnecting', 5000, 'its seat held as for a drop');
    await ann.room.leave();
  });

  it(`seats up to ${MAX_SPECTATORS} spectators and says "server full" beyond the process's tables`, async () => {
    const ann = await Person.host(server.endpoint, TABLE);
    const watchers = await Promise.all(
      Array.from({ length: MAX_SPECTATORS }, (_, i) => Person.join(server.endpoint, ann.room.roomId, `Sam ${i}`, true)),
    );
    await assert.rejects(Person.join(server.endpoint, ann.room.roomId, 'One too many', true));
    // The process holds at most 2 tables: Ann's and perhaps the one before, so the second new one at the latest is refused.
    const answers = [await matchmake(server, 'create', 'table', TABLE), await matchmake(server, 'create', 'table', TABLE)];
    const full = answers.find((answer) => answer.status !== 200);
    assert.equal(full?.status, 503);
    assert.match(((await full.json()) as { error: string }).error, /server full/);
    await Promise.all([...watchers, ann].map((person) => person.room.leave()));
  });
});
