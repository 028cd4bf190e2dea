// Builds dist/lib/, what the npm package's entries and the `pomona` command run (no TypeScript at
// run time):
// - JavaScript: each entry of tsconfig.lib.json bundled by esbuild at its own path, the code
//   entries share split into dist/lib/chunks/ (so a bundler still leaves out what a page does not
//   import: each game's code, the studio, the text front end and every lazily loaded part are
//   chunks of their own), minified (by esbuild, then terser), identifiers included: keeping names would wrap functions in
//   calls that bundlers must assume have effects, keeping code a page never uses. Lit,
//   CodeMirror, React and the Colyseus SDK (online play's client, in the chunk an element imports
//   only with a `server`) stay imports by name, shared with the app. The shipped rulesets'
//   compiled forms, the rules parser and the deck texts are imported from the loader's build
//   (dist/pomona-chunks/, dist/pomona-decks.js, which scripts/build-embeds.mjs makes first): the
//   package carries each once.
// - Declarations: tsc's, one per module, keeping every doc comment, less the declarations no
//   entry's types reach (scripts/prune-declarations.mjs) and the files left with nothing reached;
//   what is left must type-check as a user's program reads it.
//   node scripts/build-lib.mjs
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { minify } from 'terser';
import { libraryEntries } from './library-entries.mjs';
import { declarationErrors, pruneDeclarations } from './prune-declarations.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, 'dist/lib');
const dist = join(root, 'dist');
const generated = join(root, 'src/core/rules/generated');

function fail(message) {
  console.error(`scripts/build-lib.mjs: ${message}`);
  process.exit(1);
}

if (!existsSync(join(generated, 'parser.js'))) fail('src/core/rules/generated/ is missing; run `npm run grammar` first');
const chunkManifestFile = join(dist, 'pomona-chunks/modules.json');
if (!existsSync(chunkManifestFile) || !existsSync(join(dist, 'pomona-decks.js'))) {
  fail("the loader's build (dist/pomona-chunks/, dist/pomona-decks.js) is missing; run scripts/build-embeds.mjs first");
}
// A module deleted from src/ must not live on in the package: start from an empty folder.
rmSync(out, { recursive: true, force: true });

// ---- Declarations ----
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const declared = spawnSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.lib.json'), '--emitDeclarationOnly'], { stdio: 'inherit' });
if (declared.status !== 0) process.exit(declared.status ?? 1);
// The generated modules are JavaScript with hand-written declarations beside them, which tsc does not copy.
for (const name of readdirSync(generated, { recursive: true })) {
  if (!String(name).endsWith('.d.ts')) continue;
  const target = join(out, 'src/core/rules/generated', String(name));
  mkdirSync(dirname(target), { recursive: true });
  copyFileSync(join(generated, String(name)), target);
}

/** The declaration files of the package's entries (package.json `exports` and `types`). */
const entryTypes = Object.values(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).exports)
  .map((target) => (typeof target === 'object' ? target.types : undefined))
  .filter((types) => typeof types === 'string' && (types.startsWith('./dist/lib/') || types.startsWith('./types/')))
  .map((types) => join(root, types));
const declarationFiles = readdirSync(out, { recursive: true })
  .filter((name) => String(name).endsWith('.d.ts'))
  .map((name) => join(out, String(name)));
const statementsLeftOut = pruneDeclarations({ entries: entryTypes, files: declarationFiles });
const reached = new Set();
const pending = [...entryTypes];
while (pending.length > 0) {
  const file = pending.pop();
  if (reached.has(file) || !existsSync(file)) continue;
  reached.add(file);
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/(?:from\s+|import\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g)) {
    pending.push(join(dirname(file), specifier.replace(/\.js$/, '.d.ts')));
  }
}
let removed = 0;
for (const name of readdirSync(out, { recursive: true })) {
  const file = join(out, String(name));
  if (String(name).endsWith('.d.ts') && !reached.has(file)) {
    rmSync(file);
    removed += 1;
  }
}
for (const entry of entryTypes) {
  if (!reached.has(entry)) fail(`${relative(root, entry)}, named in package.json exports, was not built`);
}
const typeErrors = declarationErrors(entryTypes);
if (typeErrors.length > 0) fail(`the declarations left do not type-check:\n${typeErrors.join('\n')}`);

// ---- JavaScript ----
/** Stands for dist/ in an import of the loader's build until each file's own path to it is known. */
const DIST = '@pomona-dist@';
const chunkManifest = JSON.parse(readFileSync(chunkManifestFile, 'utf8'));
/**
 * The loader's chunk that holds `source` alone and imports nothing, exporting `names` under their
 * own names (a compiled ruleset's form; the rules parser, an entry of the loader's build).
 */
function loneChunk(source, names) {
  const found = Object.entries(chunkManifest).find(
    ([, info]) => info.modules.length === 1 && info.modules[0] === source && info.imports.length === 0 && info.dynamicImports.length === 0,
  );
  const code = found ? readFileSync(join(dist, found[0]), 'utf8') : '';
  const exported = new Set(
    [...code.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((m) =>
      m[1].split(',').map((part) =>
        part
          .trim()
          .split(/\s+as\s+/)
          .pop(),
      ),
    ),
  );
  if (!found || !names.every((name) => exported.has(name))) {
    fail(`no chunk of the loader's build holds ${source} alone, exporting ${names.join(', ')}`);
  }
  return found[0];
}
const fromLoaderBuild = {
  name: 'pomona-from-loader-build',
  setup(esbuild) {
    esbuild.onResolve(
      { filter: /(?:^|\/)(?:bundled-decks|parser|compiled\/[^/]+|language-files\/[a-z]{2}|phrasebooks-[a-z]{2})\.js$/ },
      (args) => {
        const source = relative(root, resolve(args.resolveDir, args.path)).split('\\').join('/');
        // A language's file holds its phrasebooks (what the command line says positions with) under the same name.
        const language =
          /^components\/core\/language\/language-files\/([a-z]{2})\.js$/.exec(source)?.[1] ??
          /^src\/core\/rules\/generated\/phrasebooks-([a-z]{2})\.js$/.exec(source)?.[1];
        if (language) return { path: `${DIST}/pomona-${language}.js`, external: true };
        if (source === 'src/core/rules/generated/bundled-decks.js') return { path: `${DIST}/pomona-decks.js`, external: true };
        if (source === 'src/core/rules/generated/parser.js')
          return { path: `${DIST}/${loneChunk(source, ['parse', 'SyntaxError', 'StartRules'])}`, external: true };
        if (/^src\/core\/rules\/generated\/compiled\/[^/]+\.js$/.test(source))
          return { path: `${DIST}/${loneChunk(source, ['form'])}`, external: true };
        return undefined;
      },
    );
  },
};

const entries = libraryEntries();
const built = await build({
  entryPoints: entries.map((entry) => join(root, entry)),
  outdir: out,
  outbase: root,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  tsconfig: join(root, 'tsconfig.json'),
  external: [
    'lit',
    'lit/*',
    '@lit/*',
    '@colyseus/sdk',
    'codemirror',
    '@codemirror/*',
    '@lezer/*',
    'react',
    'react/*',
    'react-dom',
    'react-dom/*',
    'node:*',
  ],
  chunkNames: 'chunks/[name]-[hash]',
  minifyWhitespace: true,
  minifySyntax: true,
  minifyIdentifiers: true,
  // Texts in Korean and Russian (catalogues, card words, help) as themselves, not as \uXXXX
  // escapes six bytes a letter: modules are read as UTF-8 by Node, bundlers and browsers alike.
  charset: 'utf8',
  keepNames: false,
  metafile: true,
  logLevel: 'warning',
  plugins: [fromLoaderBuild],
});
const outputs = Object.keys(built.metafile.outputs).map((file) => resolve(root, file));

/** `to` as an import specifier from the file `from`. */
const specifier = (from, to) => {
  const path = relative(dirname(from), to).split('\\').join('/');
  return path.startsWith('.') ? path : `./${path}`;
};
// Module URLs the code makes itself (`new URL('./simulator.worker.ts', import.meta.url)`) are
// written relative to the source; in the bundle they are relative to the chunk they ended in.
const urls = [
  { written: './simulator.worker.ts', entry: 'components/balance-simulator/simulator.worker.js' },
  { written: './simulate-worker.js', entry: 'src/cli/simulate-worker.js' },
];
const rewritten = new Map(urls.map((url) => [url.written, 0]));
for (const file of outputs.filter((path) => path.endsWith('.js'))) {
  let code = readFileSync(file, 'utf8');
  const before = code;
  code = code.replaceAll(`${DIST}/`, `${specifier(file, join(dist, 'x')).slice(0, -1)}`);
  for (const { written, entry } of urls) {
    const quoted = new RegExp(`(["'\`])${written.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1`, 'g');
    code = code.replace(quoted, (_match, quote) => {
      rewritten.set(written, (rewritten.get(written) ?? 0) + 1);
      return `${quote}${specifier(file, join(out, entry))}${quote}`;
    });
  }
  if (code !== before) writeFileSync(file, code);
}
for (const [written, count] of rewritten) {
  if (count !== 1) fail(`expected '${written}' once in the bundled code, found it ${count} times; update this script`);
}
// A module that is an entry and also imported by another entry (each game's embed.ts, which
// components/index.ts imports too) leaves an empty shared chunk that both import for nothing:
// such a chunk and the imports of it go, one file fewer for every package and app.
const emptyChunks = outputs.filter(
  (path) => path.endsWith('.js') && path.includes(`${join('dist', 'lib', 'chunks')}`) && readFileSync(path, 'utf8').trim() === '',
);
for (const file of outputs.filter((path) => path.endsWith('.js') && !emptyChunks.includes(path))) {
  let code = readFileSync(file, 'utf8');
  const before = code;
  for (const empty of emptyChunks) {
    const name = basename(empty).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    code = code.replace(new RegExp(`import\\s*["'][./]*(?:chunks/)?${name}["'];?`, 'g'), '');
  }
  if (code !== before) writeFileSync(file, code);
}
for (const empty of emptyChunks) {
  const name = basename(empty);
  const left = outputs.filter((path) => path.endsWith('.js') && !emptyChunks.includes(path) && readFileSync(path, 'utf8').includes(name));
  if (left.length > 0)
    fail(`${name} is empty but still named in ${left.map((path) => relative(root, path)).join(', ')}; update this script`);
  rmSync(empty);
}
const files = outputs.filter((path) => path.endsWith('.js') && !emptyChunks.includes(path));
// esbuild bundles and splits; terser then minifies each file further (a fortieth of the lib's
// bytes). Only transforms that keep what the code does, and its imports and exports by name, so
// an app's bundler still leaves out what the app does not use.
for (const file of files) {
  const minified = await minify(readFileSync(file, 'utf8'), {
    module: true,
    compress: { passes: 2 },
    mangle: true,
    format: { comments: false },
  });
  if (minified.code === undefined) fail(`terser gave nothing for ${relative(root, file)}`);
  writeFileSync(file, minified.code);
}
// The shared chunks lose their content hashes: an app's bundler or Node reads dist/lib, never a
// browser's cache, so the hash buys nothing, while its eight random letters in every import of a
// chunk (some 1,200 of them) are what compresses worst in the package. A chunk keeps the name
// esbuild gave it ("panels", "online-entry"), numbered where several share one ("chunk").
const chunkFolder = join(out, 'chunks');
const chunkFiles = files.filter((path) => dirname(path) === chunkFolder).sort();
const renamed = new Map();
const taken = new Set();
let numbered = 0;
for (const file of chunkFiles) {
  const stem = basename(file).replace(/-[A-Z0-9]{8}\.js$/, '');
  let name = stem === 'chunk' ? `c${(numbered++).toString(36)}.js` : `${stem}.js`;
  for (let n = 2; taken.has(name); n++) name = `${stem}${n}.js`;
  taken.add(name);
  renamed.set(basename(file), name);
}
const chunkReference = new RegExp(
  `(?<=/)(${[...renamed.keys()].map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?=["'\`])`,
  'g',
);
for (const file of files) {
  const code = readFileSync(file, 'utf8');
  const next = renamed.size === 0 ? code : code.replace(chunkReference, (name) => renamed.get(name));
  if (next !== code) writeFileSync(file, next);
}
for (const file of chunkFiles) renameSync(file, join(chunkFolder, renamed.get(basename(file))));
const finalFiles = files.map((path) => (dirname(path) === chunkFolder ? join(chunkFolder, renamed.get(basename(path))) : path));
const stale = finalFiles.filter((path) => {
  const code = readFileSync(path, 'utf8');
  return [...renamed.keys()].some((name) => code.includes(name));
});
if (stale.length > 0)
  fail(`a chunk's old name is still named in ${stale.map((path) => relative(root, path)).join(', ')}; update this script`);
console.log(
  `bundled ${entries.length} entries of src/ and components/ into ${files.length} files of dist/lib/ (${files.length - entries.length} shared chunks, ${emptyChunks.length} empty ones left out); ${reached.size} declaration files for the entries (${removed} internal ones and ${statementsLeftOut} declarations no entry reaches left out)`,
);
