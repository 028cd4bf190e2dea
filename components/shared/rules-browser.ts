/**
 * The rules library as a browser sees it: everything `src/rules/index.ts` offers except the
 * Node-only file loading (node-host.ts reads the disk). The build and the browser tests resolve
 * `src/rules/index.js` to this module, so an engine that imports the library's index still runs in
 * a page; components import from here directly.
 */
export type { Diagnostic } from '../../src/rules/diagnostic.js';
export type * from '../../src/rules/ruleset.js';
export type { Explained } from '../../src/rules/expression-types.js';
export { parseRules } from '../../src/rules/parse.js';
export { loadRulesetFromSources, loadRulesetAsync, type LoadResult, type ReadFile } from '../../src/rules/load.js';
export { resolveOptions } from '../../src/rules/options.js';
export { formatDiagnostic, diagnosticToJson } from '../../src/rules/format.js';
export { parseDeckFile, parseTagVocabulary, type DeckFile } from '../../src/rules/deck-file.js';
export { FRENCH_RANKS, FRENCH_SUITS } from '../../src/rules/compile-trick.js';
