/**
 * The built site served from the table server's own address (`npm run online`), so two browsers
 * on one machine need nothing else. Only files inside the folder, only GET and HEAD.
 */
import { createReadStream, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.rules': 'text/plain; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * A request handler serving the files under `root` (index.html for a folder), each with `headers`
 * besides its type; anything else goes on to `next`.
 */
export function serveFiles(
  root: string,
  headers: Readonly<Record<string, string>> = {},
): (request: IncomingMessage, response: ServerResponse, next: () => void) => void {
  const base = normalize(root + sep);
  return (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    let path: string;
    try {
      path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    } catch {
      return next();
    }
    let file = normalize(join(base, path));
    if (!file.startsWith(base)) return next();
    try {
      if (statSync(file).isDirectory()) file = join(file, 'index.html');
      const size = statSync(file).size;
      response.writeHead(200, {
        ...headers,
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        'Content-Length': size,
        'X-Content-Type-Options': 'nosniff',
      });
      if (request.method === 'HEAD') return void response.end();
      createReadStream(file).pipe(response);
    } catch {
      next();
    }
  };
}
