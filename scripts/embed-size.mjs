// Where the embed's bytes go: builds dist-style bundles with a source map into a temporary folder
// and attributes every minified byte to the source file it came from.
//
//   node scripts/embed-size.mjs            areas (src/core/rules, components/core, lit, ...) of every file
//   node scripts/embed-size.mjs --files    one line per source file
//   node scripts/embed-size.mjs --files game-apples-table embed-   only the files whose names contain these
//
// Gzipped sizes per area are each area's bytes gzipped on their own, so they add up to more than
// the bundle's real gzipped size (printed first); use them to compare, not to sum.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildEmbeds } from './build-embeds.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const perFile = process.argv.includes('--files');
const out = mkdtempSync(join(tmpdir(), 'pomona-size-'));
const gz = (text) => gzipSync(text, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(6)} KB`;

await buildEmbeds('warn', { outDir: out, sourcemap: true });

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decode one source-map segment's VLQ fields. */
function decodeSegment(segment) {
  const fields = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    let digit = BASE64.indexOf(char);
    const more = digit & 32;
    digit &= 31;
    value += digit << shift;
    if (more) shift += 5;
    else {
      fields.push(value & 1 ? -(value >> 1) : value >> 1);
      value = 0;
      shift = 0;
    }
  }
  return fields;
}

/** Every generated character's source, as text per source path. */
function attribute(code, map, dir) {
  const bySource = new Map();
  const lines = code.split('\n');
  let source = 0;
  let carried = -1; // a line with no mapping (inside a multi-line string) belongs to the one before
  map.mappings.split(';').forEach((encoded, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    const starts = [[0, carried]];
    let column = 0;
    for (const segment of encoded.split(',')) {
      if (!segment) continue;
      const fields = decodeSegment(segment);
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      starts.push([column, fields.length > 1 ? source : -1]);
    }
    starts.forEach(([start, at], i) => {
      const end = i + 1 < starts.length ? starts[i + 1][0] : line.length;
      const name = at < 0 ? '(bundler glue)' : relative(root, resolve(dir, map.sources[at]));
      bySource.set(name, (bySource.get(name) ?? '') + line.slice(start, end) + (i === starts.length - 1 ? '\n' : ''));
    });
    carried = starts[starts.length - 1][1];
  });
  return bySource;
}

/** The area a source file counts towards. */
function area(path) {
  const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(path);
  if (pkg) return pkg[1];
  if (path.includes('/generated/')) return path;
  return path.split('/').slice(0, 2).join('/');
}

const files = readdirSync(out, { recursive: true })
  .filter((name) => name.endsWith('.js'))
  .sort();
const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
for (const file of files.filter((name) => wanted.length === 0 || wanted.some((w) => name.includes(w)))) {
  const code = readFileSync(join(out, file), 'utf8');
  const map = JSON.parse(readFileSync(join(out, `${file}.map`), 'utf8'));
  console.log(`\n${file}: ${kb(code.length)} minified, ${kb(gz(code))} gzipped`);
  const groups = new Map();
  for (const [path, text] of attribute(code, map, dirname(join(out, file)))) {
    const key = perFile ? path : area(path);
    groups.set(key, (groups.get(key) ?? '') + text);
  }
  const rows = [...groups].map(([key, text]) => ({ key, raw: text.length, gz: gz(text) })).sort((a, b) => b.gz - a.gz);
  for (const row of rows) console.log(`  ${kb(row.gz)} gz ${kb(row.raw)} min  ${row.key}`);
}
rmSync(out, { recursive: true, force: true });
