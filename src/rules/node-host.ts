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

/** The folder of the shipped rulesets (rulesets/ of this package); a variable, so bundlers leave it to run time. */
const shippedPath = '../../rulesets/';
const shippedFolder = new URL(shippedPath, import.meta.url);

/**
 * A reader for the files a ruleset names (`extends "apples.rules"`, a deck): beside the entry
 * first, and when there is no such file, the shipped one of that name. The elements follow the
 * same rule (beside the page first, then the bundled rulesets), so a variant that works in a page
 * also passes `pomona check`.
 */
export function besideOrShipped(entry: string, read: (file: string) => string | undefined): (file: string) => string | undefined {
  const folder = entry.includes('/') ? entry.slice(0, entry.lastIndexOf('/') + 1) : '';
  return (file) => {
    const beside = read(file);
    if (beside !== undefined || file === entry || !file.startsWith(folder)) return beside;
    const name = file.slice(folder.length);
    if (name.startsWith('../') || name.startsWith('/') || shippedFolder.protocol !== 'file:') return undefined;
    return readTextFile(decodeURIComponent(new URL(name, shippedFolder).pathname));
  };
}

/** Load and compile a ruleset file and everything it names (see besideOrShipped). */
export function loadRulesetFile(path: string): LoadResult {
  const entry = path.replace(/\\/g, '/');
  return loadRulesetFromSources(entry, besideOrShipped(entry, readTextFile));
}
