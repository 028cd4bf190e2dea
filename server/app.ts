/**
 * A Pomona table server: Colyseus with the WebSocket transport, the `table` room, the limits of
 * docs/online.md, and optionally Redis (presence and driver) so several processes share the
 * tables, and the built site served from the same address.
 */
import './require-node-22.js';
import { existsSync } from 'node:fs';
import { createServer, type Server as HttpServer } from 'node:http';
import { matchMaker, Server, type AuthContext } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { BotPool } from './bot-pool.js';
import { tableRoom } from './game-table.js';
import type { TableSettings } from './table-settings.js';
import { TABLE_ROOM } from './protocol.js';
import { serveFiles } from './static-files.js';
import { tableStats } from './stats.js';

/** The path that tells a page a table server serves it (the site offers online play then). */
export const TABLES_PROBE = '/pomona/tables';

/** The most bytes one message from a client may have. */
export const MAX_MESSAGE_BYTES = 16 * 1024;
/** Failed joins per minute per address before joins are refused. */
export const MAX_FAILED_JOINS_PER_MINUTE = 10;
/** New tables per minute per address. */
export const MAX_NEW_TABLES_PER_MINUTE = 5;

/** How a server process is set up. */
export interface TableServerOptions {
  /** Redis URL shared by every process (e.g. redis://127.0.0.1:6390); without it, one process in memory. */
  readonly redis?: string;
  /** This process's address as clients reach it (host:port), when it shares Redis with others. */
  readonly publicAddress?: string;
  /** Origins allowed to open tables (e.g. https://games.example.org); empty: any origin. */
  readonly origins?: readonly string[];
  /** A folder of static files to serve (the built site). */
  readonly site?: string;
  /** Serve `/pomona/stats` (the load test reads it); never in production. */
  readonly stats?: boolean;
  /** Table settings other than the bot pool; defaults are those of docs/online.md. */
  readonly tables?: Partial<Omit<TableSettings, 'bots'>>;
  /** Bot worker threads (default: cores − 1, at least 1). */
  readonly botWorkers?: number;
  /** Per-address limits (tests raise them). */
  readonly limits?: { readonly failedJoinsPerMinute?: number; readonly newTablesPerMinute?: number };
}

/** A running table server. */
export interface TableServer {
  readonly server: Server;
  readonly http: HttpServer;
  readonly bots: BotPool;
  /** Listen on `host:port` (port 0: any free port); resolves to the port. */
  listen(port: number, host: string): Promise<number>;
  /** Stop accepting, close the tables and the workers. */
  close(): Promise<void>;
}

/** Counts of events per address within the last minute. */
class PerMinute {
  private readonly seen = new Map<string, number[]>();
  constructor(private readonly limit: number) {}
  /** Whether `address` has used up its allowance. */
  exhausted(address: string): boolean {
    return this.recent(address).length >= this.limit;
  }
  note(address: string): void {
    this.recent(address).push(Date.now());
  }
  private recent(address: string): number[] {
    const since = Date.now() - 60_000;
    const list = (this.seen.get(address) ?? []).filter((t) => t > since);
    if (list.length > 0 || this.seen.has(address)) this.seen.set(address, list);
    if (list.length === 0 && this.seen.size > 10_000) this.seen.delete(address);
    return list;
  }
}

/** The default settings of a table. */
export const DEFAULT_TABLE_SETTINGS: Omit<TableSettings, 'bots'> = {
  botDelayMs: 600,
  holdSeconds: 60,
  standInMs: 20_000,
  emptyCloseMs: 10 * 60_000,
  maxTables: 1000,
};

/** Set up (but do not start) a table server. */
export async function createTableServer(options: TableServerOptions = {}): Promise<TableServer> {
  const bots = new BotPool(options.botWorkers);
  const http = createServer();
  const origins = options.origins ?? [];
  const allowed = (origin: string | null): boolean => origins.length === 0 || (origin !== null && origins.includes(origin));
  const transport = new WebSocketTransport({
    server: http,
    maxPayload: MAX_MESSAGE_BYTES,
    beforeUpgrade: (request) => (allowed(request.headers.get('origin')) ? undefined : new Response('origin not allowed', { status: 403 })),
  });
  let presence, driver;
  if (options.redis) {
    const { RedisPresence } = await import('@colyseus/redis-presence');
    const { RedisDriver } = await import('@colyseus/redis-driver');
    presence = new RedisPresence(options.redis);
    driver = new RedisDriver(options.redis);
  }
  const server = new Server({
    transport,
    greet: false,
    gracefullyShutdown: false,
    ...(presence ? { presence } : {}),
    ...(driver ? { driver } : {}),
    ...(options.publicAddress ? { publicAddress: options.publicAddress } : {}),
    // A process creates its tables itself: the one a host reaches holds the table.
    selectProcessIdToCreateRoom: () => Promise.resolve(matchMaker.processId),
    express: (app) => {
      // The site served from here asks this to offer "Play with friends" on its own address.
      app.get(TABLES_PROBE, (_request, response) => void response.json({ tables: TABLE_ROOM }));
      if (options.stats)
        app.get('/pomona/stats', (_request, response) => void response.json(tableStats.read(_request.query['reset'] === '1')));
      if (options.site && existsSync(options.site)) app.use(serveFiles(options.site));
    },
  });
  server.define(TABLE_ROOM, tableRoom({ ...DEFAULT_TABLE_SETTINGS, ...options.tables, bots }));
  guardMatchmaking(allowed, options.limits);

  return {
    server,
    http,
    bots,
    async listen(port, host) {
      await bots.start();
      await server.listen(port, host);
      const address = http.address();
      return typeof address === 'object' && address ? address.port : port;
    },
    async close() {
      await server.gracefullyShutdown(false);
      await bots.close();
    },
  };
}

/**
 * Only create, join by code and reconnect: tables are not listed and cannot be joined at random.
 * Per address: a few new tables and failed joins a minute; origins on the allow-list.
 */
function guardMatchmaking(allowed: (origin: string | null) => boolean, limits: TableServerOptions['limits'] = {}): void {
  const controller = matchMaker.controller;
  controller.exposedMethods = ['create', 'joinById', 'reconnect'];
  controller.getCorsHeaders = (headers: Headers) => {
    const origin = headers.get('origin');
    return { 'Access-Control-Allow-Origin': origin && allowed(origin) ? origin : 'null', Vary: 'Origin' };
  };
  const failedJoins = new PerMinute(limits.failedJoinsPerMinute ?? MAX_FAILED_JOINS_PER_MINUTE);
  const newTables = new PerMinute(limits.newTablesPerMinute ?? MAX_NEW_TABLES_PER_MINUTE);
  const invoke = controller.invokeMethod.bind(controller);
  controller.invokeMethod = async (method: string, roomName: string, clientOptions: unknown, context: AuthContext) => {
    const address = context?.ip ?? 'unknown';
    if (!allowed(context?.headers.get('origin') ?? null)) throw new Error('origin not allowed');
    if (method === 'create') {
      if (newTables.exhausted(address)) throw new Error('too many new tables from this address: wait a minute');
      newTables.note(address);
      return (await invoke(method, roomName, clientOptions, context)) as unknown;
    }
    if (failedJoins.exhausted(address)) throw new Error('too many failed joins from this address: wait a minute');
    try {
      return (await invoke(method, roomName, clientOptions, context)) as unknown;
    } catch (error) {
      failedJoins.note(address);
      throw error;
    }
  };
}
