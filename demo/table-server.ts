// Which table server the site's games offer "Play with friends" on: `?server=wss://…` in the
// page's address, else the one the site was built for (`VITE_POMONA_SERVER=wss://… npm run build`),
// else the site's own address when a Pomona table server serves it (as `npm run online` does: its
// files carry an X-Pomona-Tables header, asked of the page's own address, so a static host answers
// too and nothing fails), else none (the games play at this screen only).
import { gameModules } from '../components/games.js';

/** The table server the site was built for, if any (Vite writes `VITE_` variables into the build). */
function builtFor(): string | undefined {
  return (import.meta as ImportMeta & { readonly env?: Readonly<Record<string, string | undefined>> }).env?.['VITE_POMONA_SERVER'];
}

/** The table server's address for the elements' `server` attribute, or null. */
export async function tableServer(): Promise<string | null> {
  const given = new URLSearchParams(location.search).get('server') ?? builtFor();
  if (given && /^wss?:\/\//.test(given)) return given;
  try {
    const answer = await fetch(location.pathname, { method: 'HEAD', cache: 'no-store' });
    if (!answer.ok || !answer.headers.get('x-pomona-tables')) return null;
  } catch {
    return null;
  }
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}`;
}

/** Give every game element on the page the table server, if there is one. */
export async function offerOnlinePlay(): Promise<string | null> {
  const server = await tableServer();
  const games = Object.keys(gameModules).join(', ');
  if (server) for (const game of Array.from(document.querySelectorAll(games))) game.setAttribute('server', server);
  return server;
}
