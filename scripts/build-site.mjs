// Builds the demo as a static site into dist/site/ (index, embed and studio pages) with
// vite.site.config.ts; `npm run build` runs it after the embeds.
//   node scripts/build-site.mjs
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Build the site; `outDir` overrides dist/site (the build test writes to a temporary folder). */
export async function buildSite(logLevel = 'info', outDir) {
  await build({ configFile: resolve(root, 'vite.site.config.ts'), logLevel, ...(outDir ? { build: { outDir } } : {}) });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await buildSite();
