/**
 * Load a ruleset of any registered family: the loader of load-with.ts with the compilers of every
 * family in the registry (core/registry.ts). Never throws: every problem is a Diagnostic.
 */
import { registeredCompilers } from '../registry.js';
import type { ReadFile } from './source-text.js';
import { loadRulesetAsyncWith, loadRulesetWith, type LoadResult } from './load-with.js';

export type { ReadFile } from './source-text.js';
export { MAX_EXTENDS_DEPTH, type CompileBase, type FamilyCompiler, type FamilyCompilers, type LoadResult } from './load-with.js';

/** Load and compile a ruleset of any registered family from any host. Never throws. */
export function loadRulesetFromSources(entry: string, read: ReadFile): LoadResult {
  return loadRulesetWith(registeredCompilers(), entry, read);
}

/**
 * Load a ruleset whose files must be fetched (a URL in the browser): fetches the chain and the
 * files it names, then compiles. `read` resolves to undefined for a file that does not exist.
 */
export function loadRulesetAsync(entry: string, read: (path: string) => Promise<string | undefined>): Promise<LoadResult> {
  return loadRulesetAsyncWith(registeredCompilers(), entry, read);
}

/**
 * Where a ruleset comes from: a shipped ruleset by its file name, or rules text (a house variant),
 * read under the file name `entry` (its diagnostics say `entry:3:1: …`; `variant.rules` when none
 * is given) beside the shipped files, so its `extends "apples.rules"` finds them (`loadRulesetSource`
 * in bundled.ts reads it).
 */
export type RulesetSource =
  { readonly kind: 'bundled'; readonly name: string } | { readonly kind: 'text'; readonly text: string; readonly entry?: string };
