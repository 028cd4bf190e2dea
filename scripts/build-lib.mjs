// Compiles src/ and components/ to JavaScript with declarations in dist/lib/ (what the npm package's
// entries and the `pomona` command run, with no TypeScript at run time), and copies the generated
// parser and bundled rulesets beside the modules that import them: tsc emits neither, because they
// are JavaScript with hand-written declarations next to them. Then it points the simulator's
// worker URL at the compiled worker, and removes every declaration file that no entry's types
// reach (the command's and the engines' internals): users' editors read only the reachable ones,
// and the package stays small.
//   node scripts/build-lib.mjs
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, 'dist/lib');
const generated = join(root, 'src/core/rules/generated');

if (!existsSync(join(generated, 'parser.js'))) {
  console.error('scripts/build-lib.mjs: src/core/rules/generated/ is missing; run `npm run grammar` first');
  process.exit(1);
}
// A module deleted from src/ must not live on in the package: start from an empty folder.
rmSync(out, { recursive: true, force: true });
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const compiled = spawnSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.lib.json')], { stdio: 'inherit' });
if (compiled.status !== 0) process.exit(compiled.status ?? 1);

const target = join(out, 'src/core/rules/generated');
mkdirSync(target, { recursive: true });
// Recursively: the shipped rulesets compiled at build time are in generated/compiled/.
for (const name of readdirSync(generated, { recursive: true })) {
  if (!name.endsWith('.js') && !name.endsWith('.d.ts')) continue;
  mkdirSync(dirname(join(target, name)), { recursive: true });
  copyFileSync(join(generated, name), join(target, name));
}

// tsc leaves `new URL('./simulator.worker.ts', import.meta.url)` as written; the package has the .js.
const simulator = join(out, 'components/balance-simulator/worker-pool.js');
const simulatorCode = readFileSync(simulator, 'utf8');
if (!simulatorCode.includes("'./simulator.worker.ts'")) {
  console.error('scripts/build-lib.mjs: the balance simulator worker pool no longer starts ./simulator.worker.ts; update this script');
  process.exit(1);
}
writeFileSync(simulator, simulatorCode.replace("'./simulator.worker.ts'", "'./simulator.worker.js'"));

/** The declaration files of the package's entries (package.json `exports` and `types`). */
const entryTypes = Object.values(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).exports)
  .map((target) => (typeof target === 'object' ? target.types : undefined))
  .filter((types) => typeof types === 'string' && (types.startsWith('./dist/lib/') || types.startsWith('./types/')))
  .map((types) => join(root, types));
const reached = new Set();
const pending = [...entryTypes];
while (pending.length > 0) {
  const file = pending.pop();
  if (reached.has(file) || !existsSync(file)) continue;
  reached.add(file);
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/(?:from\s+|import\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g)) {
    pending.push(join(dirname(file), specifier.replace(/\.js$/, '.d.ts')));
  }
}
let removed = 0;
for (const name of readdirSync(out, { recursive: true })) {
  const file = join(out, name);
  if (name.endsWith('.d.ts') && !reached.has(file)) {
    rmSync(file);
    removed += 1;
  }
}
for (const entry of entryTypes) {
  if (!reached.has(entry)) {
    console.error(`scripts/build-lib.mjs: ${relative(root, entry)}, named in package.json exports, was not built`);
    process.exit(1);
  }
}
// A module of types only compiles to an empty `export {};` that nothing loads at run time (its
// importers' `import type` lines are erased): its declaration file is all the package needs.
const typeOnly = /^(?:\/\*\*?[\s\S]*?\*\/\s*|\/\/[^\n]*\n\s*)*export \{\};\s*$/;
const runtimeImports = new Set();
for (const name of readdirSync(out, { recursive: true })) {
  if (!name.endsWith('.js')) continue;
  const file = join(out, name);
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(
    /(?:from\s+|import\s*\(\s*|import\s+|new URL\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g,
  )) {
    runtimeImports.add(join(dirname(file), specifier));
  }
}
let emptied = 0;
for (const name of readdirSync(out, { recursive: true })) {
  const file = join(out, name);
  if (name.endsWith('.js') && !runtimeImports.has(file) && typeOnly.test(readFileSync(file, 'utf8'))) {
    rmSync(file);
    emptied += 1;
  }
}
console.log(
  `compiled src/ and components/ into dist/lib/ (${reached.size} declaration files for the entries, ${removed} internal ones and ${emptied} empty modules of types left out)`,
);
// The elements' language catalogues (made by `lit-localize build` in `npm run grammar`), which
// components/core/locale.ts imports when a page asks for a language.
const locales = join(root, 'components/locales');
if (existsSync(locales)) {
  mkdirSync(join(out, 'components/locales'), { recursive: true });
  for (const name of readdirSync(locales))
    if (name.endsWith('.js')) copyFileSync(join(locales, name), join(out, 'components/locales', name));
}

// What users run needs no comments or indentation (the declaration files keep every doc comment
// for editors): the compiled JavaScript is minified, names kept, which halves the packed library.
const { transformSync } = await import('esbuild');
let minified = 0;
for (const name of readdirSync(out, { recursive: true })) {
  if (!name.endsWith('.js')) continue;
  const file = join(out, name);
  const { code } = transformSync(readFileSync(file, 'utf8'), {
    format: 'esm',
    minifyWhitespace: true,
    minifySyntax: true,
    target: 'es2022',
  });
  writeFileSync(file, code);
  minified++;
}
console.log(`minified ${minified} modules in dist/lib/`);

// The deck texts are already in the package once as an embed's module (dist/pomona-decks.js, built
// first by scripts/build-embeds.mjs, exporting the same `bundledDecks`): the library's copy
// becomes a re-export of it, so the package carries the texts once, not twice (about 40 KB packed).
const decksEmbed = join(root, 'dist/pomona-decks.js');
const libraryDecks = join(out, 'src/core/rules/generated/bundled-decks.js');
if (!existsSync(decksEmbed) || !/export\s*\{\s*\w+ as bundledDecks\s*\}/.test(readFileSync(decksEmbed, 'utf8'))) {
  console.error('scripts/build-lib.mjs: dist/pomona-decks.js (exporting bundledDecks) is missing; run scripts/build-embeds.mjs first');
  process.exit(1);
}
writeFileSync(libraryDecks, `export{bundledDecks}from'${relative(dirname(libraryDecks), decksEmbed).split('\\').join('/')}';\n`);

// Likewise the shipped rulesets' build-time compiled forms: the loader's build has each as a chunk
// of its own that imports nothing and exports the same `form` (dist/pomona-chunks/modules.json
// names the module in each), so the library's module re-exports that chunk.
const chunkManifest = JSON.parse(readFileSync(join(root, 'dist/pomona-chunks/modules.json'), 'utf8'));
const compiledForms = join(out, 'src/core/rules/generated/compiled');
let reexported = 0;
for (const name of readdirSync(compiledForms).filter((file) => file.endsWith('.js'))) {
  const source = `src/core/rules/generated/compiled/${name}`;
  const chunk = Object.entries(chunkManifest).find(
    ([, info]) => info.modules.length === 1 && info.modules[0] === source && info.imports.length === 0 && info.dynamicImports.length === 0,
  )?.[0];
  const chunkFile = chunk && join(root, 'dist', chunk);
  if (!chunkFile || !/export\s*\{\s*\w+ as form\s*\}/.test(readFileSync(chunkFile, 'utf8'))) {
    console.error(
      `scripts/build-lib.mjs: no chunk of the loader's build holds ${source} alone, exporting form; run scripts/build-embeds.mjs first`,
    );
    process.exit(1);
  }
  const module = join(compiledForms, name);
  writeFileSync(module, `export{form}from'${relative(dirname(module), chunkFile).split('\\').join('/')}';\n`);
  reexported += 1;
}
console.log(`the library's ${reexported} compiled rulesets and its deck texts re-export the loader's chunks`);
