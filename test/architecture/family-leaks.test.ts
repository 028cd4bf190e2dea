/**
 * The architecture holds: outside a family's own folders, only the few files whose job is to list
 * the families may name more than one of them. A file that names two families is where a fifth
 * family would have to be added by hand, so a new one fails here with its name.
 *
 * The marks of a family are checked against the code as it is (each finds its family's own files,
 * and only its own), and the scan is checked against a planted leak, so a rename cannot blind it.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const root = new URL('../../', import.meta.url).pathname;

/** What names each shipped family: its id, its folders, its element's tag and class, its ruleset type. */
const FAMILY_MARKS: Readonly<Record<string, RegExp>> = {
  'trick-taking': /trick-taking|(families|\.)\/trick\/|apples-table\b|\bApplesTable\b|\b[Tt]rick(Ruleset|Descriptor|(Playing)?Engine)\b/,
  drafting: /'drafting'|(families|\.)\/drafting\/|orchard-board\b|\bOrchardBoard\b|\b[Dd]rafting(Ruleset|Descriptor|Engine)\b/,
  judging: /'judging'|(families|\.)\/judging\/|apples-to-apples\b|\bApplesToApples\b|\b[Jj]udging(Ruleset|Descriptor|Engine)\b/,
};

/** Each family's own folders (its source and its element), where naming it is the point. */
const OWN_FOLDERS: Readonly<Record<string, RegExp>> = {
  'trick-taking': /^(src\/families\/trick|components\/apples-table)\//,
  drafting: /^(src\/families\/drafting|components\/orchard-board)\//,
  judging: /^(src\/families\/judging|components\/apples-to-apples)\//,
};

/**
 * The files whose job is to list the families: the registry of the shipped ones, the package's
 * two entries that offer every game's element (the elements, the React components), the element map.
 * (The API, `src/index.ts`, reaches the families through the registry.)
 */
const LISTS = new Set(['src/families/shipped.ts', 'components/index.ts', 'components/react.ts', 'components/games.ts']);

/** Every source file under git (the product's and its server's, the families' own included). */
function sources(): string[] {
  const out = execFileSync('git', ['ls-files', 'src', 'components', 'server', 'scripts', 'demo', 'bin', '*.config.*', 'vite*.ts'], {
    cwd: root,
    encoding: 'utf8',
  });
  return out.split('\n').filter((f) => /\.(ts|js|mjs)$/.test(f));
}

/** The product's files outside every family's own folders. */
function productSources(): string[] {
  return sources().filter((f) => !Object.values(OWN_FOLDERS).some((folder) => folder.test(f)));
}

/** The families a text names. */
function familiesNamedIn(text: string): string[] {
  return Object.entries(FAMILY_MARKS)
    .filter(([, mark]) => mark.test(text))
    .map(([family]) => family);
}

const textOf = (file: string): string => readFileSync(`${root}${file}`, 'utf8');

/** The files, not lists, that name two families or more, as "file: families". */
function leaks(files: readonly string[], read: (file: string) => string): string[] {
  return files
    .filter((file) => !LISTS.has(file))
    .map((file) => ({ file, families: familiesNamedIn(read(file)) }))
    .filter(({ families }) => families.length >= 2)
    .map(({ file, families }) => `${file}: ${families.join(', ')}`);
}

/** A family's id as a literal in code: a rule of that family decided outside it. */
const FAMILY_ID = /['"`](trick-taking|drafting|judging)['"`]/;

/** The code of a text, comments left out (a comment may name a family as an example). */
function codeOf(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
}

/** The files, not lists nor the demo page of one game, whose code names a family's id, as "file: id". */
function idLeaks(files: readonly string[], read: (file: string) => string): string[] {
  return files
    .filter((file) => !LISTS.has(file) && !file.startsWith('demo/'))
    .flatMap((file) => {
      const found = FAMILY_ID.exec(codeOf(read(file)));
      return found ? [`${file}: ${found[1]}`] : [];
    });
}

describe('the core and the hosts name no family', () => {
  it('leaves the naming of two or more families to the lists of families alone, the server included', () => {
    const files = productSources();
    assert.ok(
      files.some((f) => f.startsWith('server/')),
      'the server is scanned',
    );
    assert.ok(
      files.some((f) => f.startsWith('src/core/')),
      'the core is scanned',
    );
    assert.deepEqual(leaks(files, textOf), []);
  });

  it("has marks that find each family's own code and no other family's", () => {
    const files = sources();
    for (const [family, folder] of Object.entries(OWN_FOLDERS)) {
      const own = files.filter((f) => folder.test(f));
      assert.ok(own.length > 5, `${family} has files of its own`);
      const named = own.filter((f) => familiesNamedIn(textOf(f)).includes(family));
      assert.ok(named.length >= 3, `${family}'s mark finds its own code (${named.length} of ${own.length} files)`);
      const others = own
        .map((f) => ({ f, families: familiesNamedIn(textOf(f)).filter((other) => other !== family) }))
        .filter(({ families }) => families.length > 0)
        .map(({ f, families }) => `${f}: ${families.join(', ')}`);
      assert.deepEqual(others, [], `${family}'s own code names no other family`);
    }
    for (const [family, mark] of Object.entries(FAMILY_MARKS)) {
      const descriptor = `src/families/${family === 'trick-taking' ? 'trick' : family}/descriptor.ts`;
      assert.ok(mark.test(textOf(descriptor)), `${family}'s mark finds its descriptor`);
    }
  });

  it('finds a planted leak: a core file that names a second family, in the server or the core', () => {
    for (const [file, planted] of [
      ['server/game-table.ts', "if (ruleset.family === 'drafting') {}\nconst tag = 'apples-table';\n"],
      ['src/core/table/table-driver.ts', "import type { JudgingRuleset } from '../../families/judging/ruleset.js';\n// an OrchardBoard\n"],
    ] as const) {
      const read = (f: string): string => (f === file ? `${textOf(f)}\n${planted}` : textOf(f));
      assert.equal(leaks([file], textOf).length, 0, `${file} is clean as it is`);
      assert.equal(leaks([file], read).length, 1, `the leak planted in ${file} is found`);
    }
  });

  it("decides no family's rule by its id outside the family (a comment may name one)", () => {
    assert.deepEqual(idLeaks(productSources(), textOf), []);
    const file = 'src/core/rules/compile-checks.ts';
    const planted = (f: string): string => (f === file ? `${textOf(f)}\nif (family !== 'drafting') {}\n` : textOf(f));
    assert.deepEqual(idLeaks([file], planted), [`${file}: drafting`], 'a planted leak is found');
    const commented = (f: string): string => (f === file ? `${textOf(f)}\n// as 'drafting' does\n` : textOf(f));
    assert.deepEqual(idLeaks([file], commented), [], 'a comment is no leak');
  });

  it('keeps each list of families a list: it names two families or more, and exists', () => {
    for (const file of LISTS) assert.ok(familiesNamedIn(textOf(file)).length >= 2, `${file} lists the families`);
  });
});
