// The modules scripts/build-lib.mjs builds as entries of dist/lib/ (the files tsconfig.lib.json
// includes, its globs expanded): each keeps its path there (components/loader.ts becomes
// dist/lib/components/loader.js), and the code they share goes into dist/lib/chunks/.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The entries' source paths, relative to the repository (`components/loader.ts`), sorted. */
export function libraryEntries() {
  const { include } = JSON.parse(readFileSync(join(root, 'tsconfig.lib.json'), 'utf8'));
  const found = include.flatMap((pattern) => {
    const star = pattern.indexOf('*');
    if (star < 0) return [pattern];
    // One `*` standing for a folder: components/*/embed.ts.
    const [before, after] = [pattern.slice(0, star), pattern.slice(star + 1)];
    return readdirSync(join(root, before), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(root, before, entry.name + after)))
      .map((entry) => before + entry.name + after);
  });
  return [...new Set(found)].sort();
}

/** Where an entry's JavaScript is in the package: `components/loader.ts` → `dist/lib/components/loader.js`. */
export function builtEntry(source) {
  return `dist/lib/${source.replace(/\.ts$/, '.js')}`;
}
