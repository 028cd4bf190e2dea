/**
 * The rulesets the tests play: the shipped ones, the shipped variants and the test fixtures,
 * each compiled once per test process. A file that does not load is an error naming the file and
 * every diagnostic: none is skipped, so a fixture broken by a change to the language fails a test.
 */
import '../../src/families/index.js';
// The fourth family's rules are fixtures like the others: registered here, played wherever fixtures are.
import '../families/high-card/index.js';
import { readdirSync } from 'node:fs';
import { loadRulesetFile } from '../../src/core/rules/node-host.js';
import type { Diagnostic } from '../../src/core/rules/diagnostic.js';
import { formatDiagnostic } from '../../src/core/rules/format.js';
import type { Ruleset } from '../../src/core/rules/ruleset.js';

export const root = new URL('../../', import.meta.url).pathname;

/** The folders (relative to the repository) whose every `.rules` file must load and play. */
export const FIXTURE_FOLDERS = [
  'rulesets',
  'rulesets/variants',
  'test/rulesets',
  'test/conformance/fixtures',
  'test/families/high-card',
] as const;

/** Every ruleset file of FIXTURE_FOLDERS, relative to the repository, sorted. */
export function fixtureFiles(): string[] {
  return FIXTURE_FOLDERS.flatMap((dir) =>
    readdirSync(`${root}${dir}`)
      .filter((f) => f.endsWith('.rules'))
      .sort()
      .map((f) => `${dir}/${f}`),
  );
}

/** A ruleset file that did not load, with why. */
export class FixtureLoadError extends Error {
  constructor(
    readonly file: string,
    readonly diagnostics: readonly Diagnostic[],
  ) {
    super(`${file} does not load:\n${diagnostics.map((d) => `  ${formatDiagnostic(d)}`).join('\n') || '  (no diagnostics)'}`);
    this.name = 'FixtureLoadError';
  }
}

const cache = new Map<string, Ruleset | FixtureLoadError>();

/** The compiled ruleset of a file (relative to the repository), compiled once; throws a FixtureLoadError when it does not load. */
export function loadFixture(file: string): Ruleset {
  let got = cache.get(file);
  if (got === undefined) {
    const loaded = loadRulesetFile(`${root}${file}`);
    got = loaded.ok ? loaded.ruleset : new FixtureLoadError(file, loaded.diagnostics);
    cache.set(file, got);
  }
  if (got instanceof FixtureLoadError) throw got;
  return got;
}
