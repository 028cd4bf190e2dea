/**
 * Per-address limits of the matchmaker: who a request comes from (the socket's address, or what a
 * trusted proxy says), and how many of a kind of call an address has made within a window.
 */
import { isIP } from 'node:net';

/** A clock in milliseconds (tests inject one; the server uses Date.now). */
export type Clock = () => number;

/** The outcome of asking a window for room: go ahead, or wait this many seconds. */
export type Allowance = { readonly ok: true } | { readonly ok: false; readonly retryAfterSeconds: number };

/** The most addresses a window remembers; beyond that the quietest are forgotten first. */
const MAX_ADDRESSES = 50_000;

/**
 * A sliding window of calls per address: at most `limit` within `windowMs`. A call is counted
 * when it starts (so a burst sent at once is limited as one sent in turn) and can be given back
 * when it turns out not to count (a join that succeeded is not a failed join).
 */
export class RateWindow {
  private readonly calls = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: Clock = Date.now,
  ) {}

  /** Count a call from `address` if the window has room for it. */
  take(address: string): Allowance {
    const now = this.now();
    const recent = this.recent(address, now);
    if (recent.length >= this.limit) {
      const freedAt = recent[recent.length - this.limit]! + this.windowMs;
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((freedAt - now) / 1000)) };
    }
    recent.push(now);
    this.calls.delete(address);
    this.calls.set(address, recent);
    this.forgetQuietest();
    return { ok: true };
  }

  /** Give back the newest call of `address` (it did not count after all). */
  giveBack(address: string): void {
    this.calls.get(address)?.pop();
  }

  /** How many addresses the window remembers (for tests of its memory bound). */
  get size(): number {
    return this.calls.size;
  }

  private recent(address: string, now: number): number[] {
    const since = now - this.windowMs;
    const calls = this.calls.get(address) ?? [];
    let first = 0;
    while (first < calls.length && calls[first]! <= since) first++;
    return first === 0 ? calls : calls.slice(first);
  }

  /** Addresses are kept in order of their last call: the oldest go first when there are too many. */
  private forgetQuietest(): void {
    for (const address of this.calls.keys()) {
      if (this.calls.size <= MAX_ADDRESSES) return;
      this.calls.delete(address);
    }
  }
}

/** An address as one spelling: IPv4 mapped into IPv6 (`::ffff:10.0.0.1`) is the IPv4 address. */
export function normalAddress(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(trimmed);
  return mapped ? mapped[1]! : trimmed;
}

/** Read a comma-separated list of proxy addresses (POMONA_TRUSTED_PROXIES); anything not an IP address is an error. */
export function readTrustedProxies(list: string): ReadonlySet<string> {
  const addresses = list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const address of addresses)
    if (isIP(address) === 0) throw new Error(`POMONA_TRUSTED_PROXIES: "${address}" is not an IP address (list each proxy's address)`);
  return new Set(addresses.map(normalAddress));
}

/**
 * The address a request comes from. The socket's peer, unless the peer is a trusted proxy: then
 * the nearest address in `X-Forwarded-For` that is not itself a trusted proxy (the proxies append
 * to the right, so what a client wrote is on the left and never believed), else `X-Real-IP`.
 */
export function clientAddress(
  peer: string | undefined,
  headers: Readonly<Record<string, string | string[] | undefined>>,
  trusted: ReadonlySet<string>,
): string {
  const socket = normalAddress(peer ?? 'unknown');
  if (!trusted.has(socket)) return socket;
  const forwarded = [headers['x-forwarded-for']]
    .flat()
    .filter((value): value is string => typeof value === 'string')
    .join(',')
    .split(',')
    .map(normalAddress)
    .filter((address) => isIP(address) !== 0);
  for (let i = forwarded.length - 1; i >= 0; i--) if (!trusted.has(forwarded[i]!)) return forwarded[i]!;
  const real = headers['x-real-ip'];
  const realAddress = typeof real === 'string' ? normalAddress(real) : '';
  return isIP(realAddress) !== 0 ? realAddress : socket;
}
