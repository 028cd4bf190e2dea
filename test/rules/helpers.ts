/** Test helpers: compile rulesets from in-memory files, and read the shipped ones. */
import '../../src/families/index.js';
import { readFileSync } from 'node:fs';
import { loadRulesetFromSources, type Diagnostic, type LoadResult } from '../../src/core/rules/index.js';

/** The text of a shipped ruleset file (relative to rulesets/). */
export function shipped(name: string): string {
  return readFileSync(new URL(`../../rulesets/${name}`, import.meta.url), 'utf8');
}

/** Compile `files[entry]`, with the other files (and the shipped ones) available by path. */
export function compile(files: Record<string, string>, entry = 'main.rules'): LoadResult {
  return loadRulesetFromSources(entry, (path) => files[path] ?? (path.startsWith('shipped/') ? safeShipped(path.slice(8)) : undefined));
}

function safeShipped(name: string): string | undefined {
  try {
    return shipped(name);
  } catch {
    return undefined;
  }
}

/** The one error of a result (fails the test if there is not exactly one). */
export function onlyError(result: LoadResult): Diagnostic {
  const errors = result.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length !== 1)
    throw new Error(
      `expected exactly one error, got ${errors.length}:\n${errors.map((e) => `${e.line}:${e.column} ${e.message}`).join('\n')}`,
    );
  return errors[0] as Diagnostic;
}

/** Replace `from` (which must occur) in a shipped ruleset's text. */
export function variantOf(name: string, from: string, to: string): string {
  const text = shipped(name);
  if (!text.includes(from)) throw new Error(`'${from}' not found in ${name}`);
  return text.replace(from, to);
}

/** Line and column (1-based) of the first occurrence of `needle` in `text`. */
export function where(text: string, needle: string, nth = 0): { line: number; column: number } {
  let at = -1;
  for (let i = 0; i <= nth; i++) at = text.indexOf(needle, at + 1);
  if (at < 0) throw new Error(`'${needle}' not found`);
  const before = text.slice(0, at).split('\n');
  return { line: before.length, column: (before[before.length - 1] as string).length + 1 };
}
