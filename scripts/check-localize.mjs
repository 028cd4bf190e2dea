// Fails when the elements' messages and the catalogues have drifted apart: runs `lit-localize
// extract` on a copy of the catalogues (xliff/) and compares the result with the committed files.
// A msg() added, changed or removed without `npx lit-localize extract` (and its translations) fails
// here, in `npm test`. Run it as: node scripts/check-localize.mjs
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const config = JSON.parse(readFileSync(join(root, 'lit-localize.json'), 'utf8'));
const scratch = mkdtempSync(join(tmpdir(), 'pomona-localize-'));
try {
  cpSync(join(root, config.interchange.xliffDir), join(scratch, 'xliff'), { recursive: true });
  // Paths in a config are read from the config's folder: the copy names the project's files in full.
  const copy = {
    ...config,
    inputFiles: config.inputFiles.map((file) => join(root, file)),
    output: { ...config.output, outputDir: join(scratch, 'out'), localeCodesModule: join(scratch, 'locale-codes.ts') },
    interchange: { ...config.interchange, xliffDir: join(scratch, 'xliff') },
  };
  delete copy.$schema;
  writeFileSync(join(scratch, 'lit-localize.json'), JSON.stringify(copy));
  execFileSync(join(root, 'node_modules/.bin/lit-localize'), ['extract', '--config', join(scratch, 'lit-localize.json')], {
    cwd: root,
    stdio: 'pipe',
  });
  const drifted = readdirSync(join(scratch, 'xliff')).filter(
    (file) => readFileSync(join(scratch, 'xliff', file), 'utf8') !== readFileSync(join(root, config.interchange.xliffDir, file), 'utf8'),
  );
  // A message with no translation in a language is drift too: extraction keeps it without a <target>.
  const untranslated = readdirSync(join(root, config.interchange.xliffDir)).flatMap((file) => {
    const text = readFileSync(join(root, config.interchange.xliffDir, file), 'utf8');
    return [...text.matchAll(/<trans-unit id="([^"]+)">((?:(?!<\/trans-unit>)[\s\S])*)<\/trans-unit>/g)]
      .filter((m) => !m[2].includes('<target>'))
      .map((m) => `${file}: ${m[1]}`);
  });
  if (drifted.length || untranslated.length) {
    for (const file of drifted) console.error(`xliff/${file} is out of date: run npx lit-localize extract, translate, and commit it`);
    for (const unit of untranslated) console.error(`no translation: ${unit}`);
    process.exitCode = 1;
  } else console.log(`catalogues up to date: ${readdirSync(join(scratch, 'xliff')).length} languages`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
