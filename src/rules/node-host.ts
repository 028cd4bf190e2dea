/**
 * Loading rulesets from disk (the CLI, tests, benchmarks). The file system is reached through
 * `process.getBuiltinModule` at call time, so this module is harmless in a browser bundle.
 */
import { loadRulesetFromSources, type LoadResult } from './load.js';

type Fs = typeof import('node:fs');

function fileSystem(): Fs | null {
  const host = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  return (host?.getBuiltinModule?.('node:fs') as Fs | undefined) ?? null;
}

/** Read a file as UTF-8, or undefined if it is missing, a folder or unreadable. */
export function readTextFile(path: string): string | undefined {
  const fs = fileSystem();
  if (!fs) return undefined;
  try {
    if (!fs.statSync(path).isFile()) return undefined;
    return fs.readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** Load and compile a ruleset file and everything it names. */
export function loadRulesetFile(path: string): LoadResult {
  return loadRulesetFromSources(path.replace(/\\/g, '/'), readTextFile);
}
