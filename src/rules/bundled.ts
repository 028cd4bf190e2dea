/**
 * The shipped rulesets and decks, bundled as text so the elements work with no network.
 * Browser-safe: this module does not touch the file system.
 */
import { bundledSources } from './generated/bundled-sources.js';
import { loadRulesetFromSources, type LoadResult } from './load.js';

export { bundledSources };
export { loadRulesetAsync, loadRulesetFromSources, type LoadResult } from './load.js';

/** The shipped `.rules` files, e.g. ["apples.rules", "orchard.rules", ...]. */
export function bundledRulesetNames(): string[] {
  return Object.keys(bundledSources).filter((name) => name.endsWith('.rules')).sort();
}

/** Load a shipped ruleset by its file name (relative to rulesets/). */
export function loadBundledRuleset(name: string): LoadResult {
  return loadRulesetFromSources(name, (path) => bundledSources[path]);
}
