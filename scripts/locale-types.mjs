// Declarations beside the catalogues that `lit-localize build` writes as plain JavaScript
// (components/locales/*.js), so that the library build (no allowJs) type-checks the lazy imports
// of components/core/locale.ts. Run by `npm run grammar` right after `lit-localize build`.
import { readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const locales = join(dirname(fileURLToPath(import.meta.url)), '../components/locales');
const declaration = `// Written by scripts/locale-types.mjs: the shape of a catalogue made by lit-localize.
import type { TemplateMap } from '@lit/localize';
export declare const templates: TemplateMap;
`;
let written = 0;
for (const name of readdirSync(locales)) {
  if (!name.endsWith('.js')) continue;
  writeFileSync(join(locales, name.replace(/\.js$/, '.d.ts')), declaration);
  written++;
}
console.log(`declared ${written} language catalogues`);
