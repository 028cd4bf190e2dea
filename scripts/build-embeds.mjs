// Builds the embeds into dist/: pomona.js with all three games, and each game on its own for pages
// that show one (every file is a single ES module with Lit inside; the Apples to Apples deck texts
// are dist/pomona-decks.js, shared by the two files that can play that game).
//   node scripts/build-embeds.mjs
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Every embed: the module it starts from and the file it becomes. */
export const embeds = [
  { entry: 'components/index.ts', file: 'pomona.js' },
  { entry: 'components/apples-table/embed.ts', file: 'apples-table.js' },
  { entry: 'components/orchard-board/embed.ts', file: 'orchard-board.js' },
  { entry: 'components/apples-to-apples/embed.ts', file: 'apples-to-apples.js' },
];

/**
 * Build every embed with vite.config.ts, one after another (each is a separate, whole bundle).
 * Only the entry and the file name are overridden: vite.config.ts already says `formats: ['es']`,
 * and Vite merges arrays, so naming the format again here would build every embed twice.
 */
export async function buildEmbeds(logLevel = 'info') {
  for (const { entry, file } of embeds) {
    await build({
      configFile: resolve(root, 'vite.config.ts'),
      logLevel,
      build: { lib: { entry: resolve(root, entry), fileName: () => file } },
    });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await buildEmbeds();
