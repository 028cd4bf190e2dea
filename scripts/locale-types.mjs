// Declarations beside the catalogues that `lit-localize build` writes as plain JavaScript
// (components/locales/*.js), so that the library build (no allowJs) type-checks the lazy imports
// of components/core/language/locale.ts. Run by `npm run grammar` right after `lit-localize build`.
// Each catalogue is made self-contained (its `str` written out instead of imported from
// @lit/localize: the same plain objects), so that every embed shares one file per language,
// pomona-ko.js and its kin beside the script (scripts/build-embeds.mjs).
// It moves the studio's messages (ids `studio-…`) into a catalogue of their own,
// components/studio/locales/<tag>.js, which only the studio imports: a page that plays a game
// fetches its language's file without them.
// It also takes out of each catalogue the messages not translated yet (no <target> in its
// xliff/): lit-localize writes them with the English text, which `msg` shows anyway when a
// message is missing, so they would only be a second copy of the English in every build.
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const locales = join(dirname(fileURLToPath(import.meta.url)), '../components/locales');
const studioLocales = join(locales, '../studio/locales');
mkdirSync(studioLocales, { recursive: true });
const declaration = `// Written by scripts/locale-types.mjs: the shape of a catalogue made by lit-localize.
import type { TemplateMap } from '@lit/localize';
export declare const templates: TemplateMap;
`;
/** The ids of the messages of `xliff/LANG.xlf` that have no translation. */
function untranslated(language) {
  const xliff = readFileSync(join(locales, `../../xliff/${language}.xlf`), 'utf8');
  const ids = new Set();
  for (const unit of xliff.matchAll(/<trans-unit id="([^"]+)">([\s\S]*?)<\/trans-unit>/g))
    if (!unit[2].includes('<target')) ids.add(unit[1]);
  return ids;
}

let written = 0;
let dropped = 0;
for (const name of readdirSync(locales)) {
  if (!name.endsWith('.js')) continue;
  const missing = untranslated(name.replace(/\.js$/, ''));
  const catalogue = readFileSync(join(locales, name), 'utf8');
  // One message a line; a line that is not one whole message is kept as it is.
  const studio = [];
  const kept = catalogue
    .replace(
      "import {str} from '@lit/localize';",
      '/** `str` of @lit/localize: the plain object its runtime reads. */\nconst str = (strings, ...values) => ({ strTag: true, strings, values });',
    )
    .split('\n')
    .filter((line) => {
      const id = /^\s*'([^']+)': (?:str)?`.*`,$/.exec(line)?.[1];
      const drop = id !== undefined && missing.has(id);
      if (drop) dropped++;
      if (!drop && id?.startsWith('studio-')) studio.push(line);
      return !drop && !id?.startsWith('studio-');
    })
    .join('\n');
  if (kept !== catalogue) writeFileSync(join(locales, name), kept);
  // (Run again on a catalogue already split, there is nothing to move: the studio's file stays.)
  if (studio.length > 0)
    writeFileSync(
      join(studioLocales, name),
      `// Written by scripts/locale-types.mjs from components/locales/${name}: the studio's messages.\n` +
        '/** `str` of @lit/localize: the plain object its runtime reads. */\n' +
        'const str = (strings, ...values) => ({ strTag: true, strings, values });\n' +
        `export const templates = {\n${studio.join('\n')}\n};\n`,
    );
  writeFileSync(join(studioLocales, name.replace(/\.js$/, '.d.ts')), declaration);
  writeFileSync(join(locales, name.replace(/\.js$/, '.d.ts')), declaration);
  written++;
}
console.log(`declared ${written} language catalogues (${dropped} untranslated messages left to the English source)`);
