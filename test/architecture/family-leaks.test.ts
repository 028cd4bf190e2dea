/**
 * The architecture holds: outside a family's own folders, only the few files whose job is to list
 * the families may name more than one of them. A file that names two families is where a fifth
 * family would have to be added by hand, so a new one fails here with its name.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const root = new URL('../../', import.meta.url).pathname;

/** What names each shipped family: its id, its folders, its element's tag and folder, its game's name in code. */
const FAMILY_MARKS: Readonly<Record<string, RegExp>> = {
  'trick-taking': /trick-taking|families\/trick\b|apples-table|\bApplesTable\b|\bTrickRuleset\b/,
  drafting: /'drafting'|families\/drafting\b|orchard-board|\bOrchardBoard\b|\bDraftRuleset\b/,
  judging: /'judging'|families\/judging\b|apples-to-apples|\bApplesToApples\b|\bJudgeRuleset\b/,
};

/** The folders that belong to one family: its source and its element. */
const FAMILY_FOLDERS = [/^src\/families\/[a-z-]+\//, /^components\/(apples-table|orchard-board|apples-to-apples)\//];

/**
 * The files whose job is to list the families: the registry of the shipped ones, the package's
 * three entries that offer every game (the API, the elements, the React components), the element map.
 */
const LISTS = new Set(['src/families/shipped.ts', 'src/index.ts', 'components/index.ts', 'components/react.ts', 'components/games.ts']);

/** Source files of the product (tests, benchmarks and docs are about the families, not part of the product). */
function productSources(): string[] {
  const out = execFileSync('git', ['ls-files', 'src', 'components', 'scripts', 'demo', 'bin', '*.config.*', 'vite*.ts'], {
    cwd: root,
    encoding: 'utf8',
  });
  return out
    .split('\n')
    .filter((f) => /\.(ts|js|mjs)$/.test(f))
    .filter((f) => !FAMILY_FOLDERS.some((folder) => folder.test(f)));
}

/** The families a file names. */
function familiesNamedIn(file: string): string[] {
  const text = readFileSync(`${root}${file}`, 'utf8');
  return Object.entries(FAMILY_MARKS)
    .filter(([, mark]) => mark.test(text))
    .map(([family]) => family);
}

describe('the core and the hosts name no family', () => {
  it('leaves the naming of two or more families to the lists of families alone', () => {
    const leaks = productSources()
      .filter((file) => !LISTS.has(file))
      .map((file) => ({ file, families: familiesNamedIn(file) }))
      .filter(({ families }) => families.length >= 2)
      .map(({ file, families }) => `${file}: ${families.join(', ')}`);
    assert.deepEqual(leaks, []);
  });

  it('keeps the lists of families few', () => {
    assert.ok(LISTS.size <= 5);
  });
});
