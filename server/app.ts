/**
 * A Pomona table server: Colyseus with the WebSocket transport, the `table` room, the limits of
 * docs/online.md (per client address: see matchmaking-gate.ts), and optionally Redis (presence
 * and driver) so several processes share the tables, and the built site served from the same address.
 */
import './require-node-22.js';
import { existsSync } from 'node:fs';
import { createServer, type Server as HttpServer } from 'node:http';
import { matchMaker, Server, type AuthContext } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import type { Clock } from './address-limits.js';
import { BotPool } from './bot-pool.js';
import { tableRoom } from './game-table.js';
import { gateMatchmaking, type GateLimits } from './matchmaking-gate.js';
import type { TableSettings } from './table-settings.js';
import { TABLE_ROOM } from './protocol.js';
import { serveFiles } from './static-files.js';
import { tableStats } from './stats.js';

/** The path that tells a page a table server serves it (the site offers online play then). */
export const TABLES_PROBE = '/pomona/tables';
/**
 * The header on every file of the site served from here, naming the tables: the site's pages ask
 * their own address for it (HEAD), which answers on any host, so a page a plain static host
 * serves finds no tables without a request that fails.
 */
export const TABLES_HEADER = 'X-Pomona-Tables';

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
  /** Bot worker threads (default: one per core). */
  readonly botWorkers?: number;
  /** Per-address limits (tests raise them, or give them a clock of their own). */
  readonly limits?: Partial<GateLimits> & { readonly now?: Clock };
  /** Proxies whose `X-Forwarded-For` / `X-Real-IP` name the client (POMONA_TRUSTED_PROXIES); others' are ignored. */
  readonly trustedProxies?: ReadonlySet<string>;
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

/** The default settings of a table. */
export const DEFAULT_TABLE_SETTINGS: Omit<TableSettings, 'bots'> = {
  botDelayMs: 600,
  holdSeconds: 60,
  standInMs: 20_000,
  emptyCloseMs: 10 * 60_000,
  maxTables: 1000,
  rulesBudgetMs: 250,
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
      if (options.stats) {
        tableStats.watch();
        app.get('/pomona/stats', (_request, response) => void response.json(tableStats.read(_request.query['reset'] === '1')));
      }
      if (options.site && existsSync(options.site)) app.use(serveFiles(options.site, { [TABLES_HEADER]: TABLE_ROOM }));
    },
  });
  server.define(TABLE_ROOM, tableRoom({ ...DEFAULT_TABLE_SETTINGS, ...options.tables, bots }));
  guardMatchmaking(allowed);
  const limits = options.limits ?? {};

  return {
    server,
    http,
    bots,
    async listen(port, host) {
      await bots.start();
      await server.listen(port, host);
      // After listen: the matchmaker's routes are bound then, and the gate goes in front of them.
      gateMatchmaking(http, {
        newTablesPerMinute: limits.newTablesPerMinute ?? MAX_NEW_TABLES_PER_MINUTE,
        failedJoinsPerMinute: limits.failedJoinsPerMinute ?? MAX_FAILED_JOINS_PER_MINUTE,
        trustedProxies: options.trustedProxies ?? new Set(),
        corsHeaders: (request) => ({
          ...matchMaker.controller.DEFAULT_CORS_HEADERS,
          ...matchMaker.controller.getCorsHeaders(new Headers(request.headers as Record<string, string>)),
        }),
        ...(limits.now ? { now: limits.now } : {}),
      });
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
 * Origins on the allow-list. (The per-address limits are kept in front, by `gateMatchmaking`.)
 */
function guardMatchmaking(allowed: (origin: string | null) => boolean): void {
  const controller = matchMaker.controller;
  controller.exposedMethods = ['create', 'joinById', 'reconnect'];
  controller.getCorsHeaders = (headers: Headers) => {
    const origin = headers.get('origin');
    return { 'Access-Control-Allow-Origin': origin && allowed(origin) ? origin : 'null', Vary: 'Origin' };
  };
  const invoke = controller.invokeMethod.bind(controller);
  controller.invokeMethod = async (method: string, roomName: string, clientOptions: unknown, context: AuthContext) => {
    if (!allowed(context?.headers.get('origin') ?? null)) throw new Error('origin not allowed');
    return (await invoke(method, roomName, clientOptions, context)) as unknown;
  };
}
