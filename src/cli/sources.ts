/**
 * How the command line reads a ruleset and the files it names, the same way the elements do:
 * a file beside the one that names it first; failing that, a shipped file of that name (so a
 * house variant anywhere that says `extends "apples.rules"` gets the shipped Apples, as it does
 * on a web page). Every text read is kept, to quote lines in diagnostics without reading again.
 */
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { loadRulesetFromSources, type LoadResult, type ReadFile } from '../core/rules/load.js';
import { readRulesFile } from '../core/rules/node-host.js';
import { withShippedFallback } from '../core/rules/shipped-fallback.js';
import { SourceLines } from '../core/rules/source-text.js';

/** A reader for one entry file, and the lines of every file it read. */
export interface CliSources {
  readonly read: ReadFile;
  /** The lines of a file that was read, by the path diagnostics name it with. */
  lines(file: string): SourceLines | undefined;
}

/** Read files relative to `cwd` for the entry `entry` (as the user wrote it, relative to `cwd`). */
export function cliSources(cwd: string, entry: string): CliSources {
  const base = dirname(resolve(cwd, entry));
  const texts = new Map<string, string>();
  const lines = new Map<string, SourceLines>();
  const fromDisk = withShippedFallback(
    (file) => readRulesFile(resolve(cwd, file)),
    (file) => {
      const name = relative(base, resolve(cwd, file)).split(sep).join('/');
      return name.startsWith('..') || isAbsolute(name) ? undefined : name;
    },
  );
  const read: ReadFile = (file) => {
    const outcome = fromDisk(file);
    // Only the kinds of file Pomona reads are ever quoted back.
    if (typeof outcome === 'string' && /\.(rules|cards|txt)$/.test(file)) texts.set(file, outcome);
    return outcome;
  };
  return {
    read,
    lines(file) {
      let found = lines.get(file);
      if (!found) {
        const text = texts.get(file);
        if (text === undefined) return undefined;
        found = new SourceLines(text);
        lines.set(file, found);
      }
      return found;
    },
  };
}

/** Load a ruleset as the command line does, with the lines of every file read. */
export function loadCliRuleset(cwd: string, entry: string): { result: LoadResult; sources: CliSources } {
  const sources = cliSources(cwd, entry);
  return { result: loadRulesetFromSources(entry.replace(/\\/g, '/'), sources.read), sources };
}
