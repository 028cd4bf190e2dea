import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { buildSite } from '../../scripts/build-site.mjs';

const out = mkdtempSync(join(tmpdir(), 'pomona-site-'));
/** A string only CodeMirror's view package holds (its scroller's class name). */
const CODEMIRROR_MARK = 'cm-scroller';

/** Every JavaScript file a page loads before any dynamic import: its scripts and their static imports. */
function staticClosure(page: string): string[] {
  const html = readFileSync(join(out, page), 'utf8');
  const start = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g), ...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
    (m) => resolve(out, m[1] as string),
  );
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    // Static imports only: `import ... from "./x.js"` and `import "./x.js"`, never `import("./x.js")`.
    for (const m of code.matchAll(/(?:^|[;\s}])import(?:\s*[\w{},*\s$]+\s*from\s*|\s*)["']([^"']+)["']/g))
      queue.push(resolve(dirname(file), m[1] as string));
    for (const m of code.matchAll(/(?:^|[;\s}])export\s*[\w{},*\s$]*\s*from\s*["']([^"']+)["']/g))
      queue.push(resolve(dirname(file), m[1] as string));
  }
  return [...seen];
}

describe('the static site (dist/site)', () => {
  before(async () => {
    await buildSite('silent', out);
  });

  it('has the games, the embedding page and the studio, with relative addresses only', () => {
    for (const page of ['index.html', 'embed.html', 'studio.html']) {
      const html = readFileSync(join(out, page), 'utf8');
      assert.doesNotMatch(html, /(src|href)="\/(?!\/)/, `${page} points at the host's root`);
    }
  });

  it('never downloads the editor on a page that only embeds a game', () => {
    for (const page of ['index.html', 'embed.html']) {
      const files = staticClosure(page);
      assert.ok(files.length > 0);
      for (const file of files) assert.ok(!readFileSync(file, 'utf8').includes(CODEMIRROR_MARK), `${page} loads CodeMirror in ${file}`);
      const all = files.map((f) => readFileSync(f, 'utf8')).join('\n');
      assert.ok(!/rules-editor/.test(all), `${page} loads the rules editor element`);
    }
  });

  it('loads CodeMirror on the studio page only when the editor asks for it', () => {
    const files = staticClosure('studio.html');
    for (const file of files)
      assert.ok(!readFileSync(file, 'utf8').includes(CODEMIRROR_MARK), `the studio loads CodeMirror up front in ${file}`);
    const lazy = readdirSync(join(out, 'assets')).filter(
      (f) => f.endsWith('.js') && readFileSync(join(out, 'assets', f), 'utf8').includes(CODEMIRROR_MARK),
    );
    assert.equal(lazy.length, 1, 'CodeMirror is one chunk of its own');
  });

  it('has nothing a strict CSP refuses: no inline scripts, no style attributes', () => {
    for (const page of ['index.html', 'embed.html', 'studio.html']) {
      const html = readFileSync(join(out, page), 'utf8');
      for (const m of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
        const attrs = m[1] as string;
        if (/type="text\/x-pomona-(rules|deck)"/.test(attrs)) continue;
        assert.match(attrs, /\ssrc="/, `${page} has an inline script`);
      }
      assert.doesNotMatch(html, /\sstyle="/, `${page} has a style attribute`);
      assert.doesNotMatch(html, /<style/, `${page} has a style element`);
    }
  });
});
