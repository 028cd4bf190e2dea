/**
 * `npm run online`: one table server in memory on 127.0.0.1:2567 that also serves the built site
 * (run `npm run build` first). Settings come from the environment, for deployments:
 * POMONA_HOST, POMONA_PORT, POMONA_REDIS (redis://…), POMONA_PUBLIC_ADDRESS (host:port as
 * clients reach this process), POMONA_ORIGINS (comma-separated allow-list), POMONA_SITE,
 * POMONA_TRUSTED_PROXIES (comma-separated addresses of the proxies whose X-Forwarded-For is believed).
 */
import './require-node-22.js';
import { fileURLToPath } from 'node:url';
import { readTrustedProxies } from './address-limits.js';
import { createTableServer } from './app.js';

const env = process.env;
const host = env['POMONA_HOST'] ?? '127.0.0.1';
const port = Number(env['POMONA_PORT'] ?? 2567);
const site = env['POMONA_SITE'] ?? fileURLToPath(new URL('../dist/site', import.meta.url));
let trustedProxies: ReadonlySet<string>;
try {
  trustedProxies = readTrustedProxies(env['POMONA_TRUSTED_PROXIES'] ?? '');
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(2);
}
const tables = await createTableServer({
  ...(env['POMONA_REDIS'] ? { redis: env['POMONA_REDIS'] } : {}),
  ...(env['POMONA_PUBLIC_ADDRESS'] ? { publicAddress: env['POMONA_PUBLIC_ADDRESS'] } : {}),
  origins: (env['POMONA_ORIGINS'] ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean),
  site,
  trustedProxies,
  stats: env['POMONA_STATS'] === '1',
  // The load test opens hundreds of tables from one address: its server lifts the per-address limits.
  ...(env['POMONA_STATS'] === '1' ? { limits: { failedJoinsPerMinute: 1e6, newTablesPerMinute: 1e6 } } : {}),
});
const listening = await tables.listen(port, host);
process.stdout.write(
  `Pomona tables on http://${host}:${listening}/ (ws://${host}:${listening}) — open the site there and choose "Play with friends"; Ctrl-C stops.\n`,
);

const stop = (): void => {
  void tables.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
