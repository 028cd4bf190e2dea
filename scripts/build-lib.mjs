// Compiles src/ and components/ to JavaScript with declarations in dist/lib/ (what the npm package's
// entries and the `pomona` command run, with no TypeScript at run time), and copies the generated
// parser and bundled rulesets beside the modules that import them: tsc emits neither, because they
// are JavaScript with hand-written declarations next to them.
//   node scripts/build-lib.mjs
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
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
// The elements' language catalogues (made by `lit-localize build` in `npm run grammar`), which
// components/core/locale.ts imports when a page asks for a language.
const locales = join(root, 'components/locales');
if (existsSync(locales)) {
  mkdirSync(join(out, 'components/locales'), { recursive: true });
  for (const name of readdirSync(locales))
    if (name.endsWith('.js')) copyFileSync(join(locales, name), join(out, 'components/locales', name));
}
console.log('compiled src/ and components/ into dist/lib/');
