/**
 * The gate in front of the matchmaker's HTTP routes: it decides who a request comes from (see
 * `clientAddress`) and keeps the per-address limits of docs/online.md before Colyseus sees the
 * request. A limited call is answered `429` with `Retry-After`, in the matchmaker's own error
 * shape, so a page reads it as it reads any refusal.
 */
import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import { clientAddress, RateWindow, type Clock } from './address-limits.js';

/** The limits the gate keeps, per client address. */
export interface GateLimits {
  /** New tables (`create` calls) per minute. */
  readonly newTablesPerMinute: number;
  /** Joins by code and reconnects that failed, per minute. */
  readonly failedJoinsPerMinute: number;
}

/** How the gate is set up. */
export interface GateOptions extends GateLimits {
  /** Addresses of proxies whose `X-Forwarded-For` / `X-Real-IP` are believed. */
  readonly trustedProxies: ReadonlySet<string>;
  /** CORS headers for an answer the gate gives itself (the matchmaker's own, for this request). */
  readonly corsHeaders: (request: IncomingMessage) => Record<string, string>;
  /** The clock of the windows (tests inject one). */
  readonly now?: Clock;
}

const MINUTE_MS = 60_000;
const MATCHMAKE = /^\/matchmake\/([A-Za-z]+)\//;

/**
 * Put the gate in front of every `request` listener `http` has now (call it once the matchmaker's
 * routes are bound, i.e. after `listen`).
 */
export function gateMatchmaking(http: HttpServer, options: GateOptions): void {
  const newTables = new RateWindow(options.newTablesPerMinute, MINUTE_MS, options.now);
  const failedJoins = new RateWindow(options.failedJoinsPerMinute, MINUTE_MS, options.now);
  const handlers = http.listeners('request') as ((request: IncomingMessage, response: ServerResponse) => void)[];
  http.removeAllListeners('request');
  http.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const address = clientAddress(request.socket.remoteAddress, request.headers, options.trustedProxies);
    // What Colyseus reads as the client's address from here on is what the gate decided, never a client's own header.
    delete request.headers['x-forwarded-for'];
    delete request.headers['x-client-ip'];
    request.headers['x-real-ip'] = address;
    const method = request.method === 'POST' ? MATCHMAKE.exec(request.url ?? '')?.[1] : undefined;
    if (method === 'create') {
      const allowance = newTables.take(address);
      if (!allowance.ok)
        return refuse(response, options.corsHeaders(request), allowance.retryAfterSeconds, 'too many new tables from this address');
    } else if (method === 'joinById' || method === 'reconnect') {
      // Counted as failed until it succeeds, so a burst sent at once is limited like one sent in turn.
      const allowance = failedJoins.take(address);
      if (!allowance.ok)
        return refuse(response, options.corsHeaders(request), allowance.retryAfterSeconds, 'too many failed joins from this address');
      response.once('finish', () => {
        if (response.statusCode < 400) failedJoins.giveBack(address);
      });
    }
    for (const handler of handlers) handler.call(http, request, response);
  });
}

/** Answer a limited call: 429, when to try again, and the reason in the matchmaker's error shape. */
function refuse(response: ServerResponse, cors: Record<string, string>, retryAfterSeconds: number, reason: string): void {
  const body = JSON.stringify({ code: 429, error: `${reason}: try again in ${retryAfterSeconds} s` });
  response.writeHead(429, {
    ...cors,
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(body).toString(),
    'Retry-After': String(retryAfterSeconds),
  });
  response.end(body);
}
