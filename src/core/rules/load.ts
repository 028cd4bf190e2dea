/**
 * Load a ruleset of any family: the loader of load-with.ts with all three family compilers.
 * Never throws: every problem is a Diagnostic.
 */
import { compileDrafting } from '../../families/drafting/compile.js';
import { compileJudging } from '../../families/judging/compile.js';
import type { ReadFile } from './source-text.js';
import { compileTrick } from '../../families/trick/compile.js';
import { loadRulesetAsyncWith, loadRulesetWith, type FamilyCompilers, type LoadResult } from './load-with.js';

export type { ReadFile } from './source-text.js';
export { MAX_EXTENDS_DEPTH, type CompileBase, type FamilyCompiler, type FamilyCompilers, type LoadResult } from './load-with.js';

/** Every family's compiler. */
export const allCompilers: FamilyCompilers = { 'trick-taking': compileTrick, drafting: compileDrafting, judging: compileJudging };

/** Load and compile a ruleset of any family from any host. Never throws. */
export function loadRulesetFromSources(entry: string, read: ReadFile): LoadResult {
  return loadRulesetWith(allCompilers, entry, read);
}

/**
 * Load a ruleset whose files must be fetched (a URL in the browser): fetches the chain and the
 * files it names, then compiles. `read` resolves to undefined for a file that does not exist.
 */
export function loadRulesetAsync(entry: string, read: (path: string) => Promise<string | undefined>): Promise<LoadResult> {
  return loadRulesetAsyncWith(allCompilers, entry, read);
}
