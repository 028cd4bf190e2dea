/**
 * The shipped rulesets and decks, bundled so the elements work with no network.
 * The `.rules` files are part of the module; the deck texts (two thirds of the shipped text, read
 * only by Apples to Apples) are a separate module imported on first use, which the embed's build
 * emits as its own file beside pomona.js. Browser-safe: this module does not touch the file system.
 */
import { bundledDeckNames, bundledSources } from './generated/bundled-sources.js';
import { loadRulesetAsync, type LoadResult, type RulesetSource } from './load.js';

export type { RulesetSource } from './load.js';
import { parseRules } from './parse.js';
import { resolveRelative } from './paths.js';

export { bundledSources };
export { loadRulesetAsync, loadRulesetFromSources, type LoadResult } from './load.js';

const has = (record: object, key: string): boolean => Object.prototype.hasOwnProperty.call(record, key);

/** Whether `path` (relative to rulesets/) names a shipped file: a ruleset or a deck. */
export function isBundled(path: string): boolean {
  return has(bundledSources, path) || bundledDeckNames.includes(path);
}

/** The text of a shipped file, or undefined; the decks are loaded the first time one is read. */
export async function readBundled(path: string): Promise<string | undefined> {
  if (has(bundledSources, path)) return bundledSources[path];
  if (!bundledDeckNames.includes(path)) return undefined;
  const { bundledDecks } = await import('./generated/bundled-decks.js');
  return bundledDecks[path];
}

/** The shipped `.rules` files, e.g. ["apples.rules", "orchard.rules", ...]. */
export function bundledRulesetNames(): string[] {
  return Object.keys(bundledSources).sort();
}

/** Load a shipped ruleset by its file name (relative to rulesets/). */
export function loadBundledRuleset(name: string): Promise<LoadResult> {
  return loadRulesetAsync(name, readBundled);
}

/** The file name rules text is read under when its source names none. */
export const TEXT_ENTRY = 'variant.rules';

/** The file name a source is read under (its diagnostics name it). */
export function sourceEntry(source: RulesetSource): string {
  return source.kind === 'bundled' ? source.name : (source.entry ?? TEXT_ENTRY);
}

/**
 * Load and check a ruleset from its source: the one reader of "a shipped name or rules text" that
 * every host uses (the elements' plain table, the studio, the simulator, the online tables).
 * `onRead` hears every file read with its text (for reports that quote the lines they point at).
 */
export function loadRulesetSource(source: RulesetSource, onRead?: (path: string, text: string) => void): Promise<LoadResult> {
  const entry = sourceEntry(source);
  return loadRulesetAsync(entry, async (path) => {
    const text = source.kind === 'text' && path === entry ? source.text : await readBundled(path);
    if (text !== undefined) onRead?.(path, text);
    return text;
  });
}

/** What a variant picker shows of a shipped ruleset. */
export interface BundledRulesetInfo {
  readonly file: string;
  readonly name: string;
  readonly family: string;
}

/**
 * The game name and family of a shipped ruleset, read from its `game` and `family` statements
 * along its `extends` chain without compiling it (so no deck is loaded). Null when the file is not
 * shipped or does not say them.
 */
export function bundledRulesetInfo(file: string): BundledRulesetInfo | null {
  let name: string | null = null;
  let family: string | null = null;
  const seen = new Set<string>();
  for (let path: string | null = file; path && !seen.has(path);) {
    const source = has(bundledSources, path) ? bundledSources[path] : undefined;
    if (source === undefined) break;
    seen.add(path);
    const parsed = parseRules(source, path);
    if (!parsed.ok) return null;
    let parent: string | null = null;
    for (const statement of parsed.ast.statements) {
      if (statement.kind === 'game') name ??= statement.name.value;
      else if (statement.kind === 'family') family ??= statement.family.text;
      else if (statement.kind === 'extends') parent ??= resolveRelative(path, statement.path.value);
    }
    path = parent;
  }
  return name !== null && family !== null ? { file, name, family } : null;
}
