/** Loading rulesets from disk (Node only: the CLI, tests, benchmarks). */
import { readFileSync, statSync } from 'node:fs';
import { loadRulesetFromSources, type LoadResult } from './load.js';

/** Read a file as UTF-8, or undefined if it is missing, a folder or unreadable. */
export function readTextFile(path: string): string | undefined {
  try {
    if (!statSync(path).isFile()) return undefined;
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** Load and compile a ruleset file and everything it names. */
export function loadRulesetFile(path: string): LoadResult {
  return loadRulesetFromSources(path.replace(/\\/g, '/'), readTextFile);
}
