/**
 * Loading rulesets from disk (the CLI, tests, benchmarks). The file system is reached through
 * `process.getBuiltinModule` at call time, so this module is harmless in a browser bundle.
 */
import { loadRulesetFromSources, type LoadResult } from './load.js';
import { MAX_FILE_BYTES, textOf, type ReadOutcome } from './source-text.js';
import { fileSays } from './file-messages.js';
// A type-only import: the module itself is reached at call time (see above), never bundled.
import type * as NodeFs from 'node:fs';

type Fs = typeof NodeFs;

function fileSystem(): Fs | null {
  const host = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  return (host?.getBuiltinModule?.('node:fs') as Fs | undefined) ?? null;
}

/**
 * Read a file as UTF-8: undefined if it is missing, a folder or unreadable; refused, unread, when
 * it is larger than MAX_FILE_BYTES (its size is looked at first, so memory stays bounded).
 */
export function readRulesFile(path: string): ReadOutcome {
  const fs = fileSystem();
  if (!fs) return undefined;
  try {
    const stat = fs.statSync(path);
    if (!stat.isFile()) return undefined;
    if (stat.size > MAX_FILE_BYTES) {
      // Rounded up, so a file just over the limit never reads as at the limit.
      const size = Math.ceil((stat.size / (1024 * 1024)) * 10) / 10;
      return { code: 'resource-limit', refused: fileSays('too-large', { size, most: MAX_FILE_BYTES / (1024 * 1024) }) };
    }
    return fs.readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** Read a file as UTF-8, or undefined if it is missing, unreadable or too large (see readRulesFile). */
export function readTextFile(path: string): string | undefined {
  return textOf(readRulesFile(path));
}

/** Load and compile a ruleset file and everything it names. */
export function loadRulesetFile(path: string): LoadResult {
  return loadRulesetFromSources(path.replace(/\\/g, '/'), readRulesFile);
}
