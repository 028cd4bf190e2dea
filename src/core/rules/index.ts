/** The rules language: parse, validate and compile `.rules` files into frozen Rulesets. */
export type { Diagnostic, DiagnosticCode } from './diagnostic.js';
export { DIAGNOSTIC_CODES } from './diagnostic.js';
export { MAX_FILE_BYTES, normaliseText, SourceLines, type ReadOutcome, type FileRefusal } from './source-text.js';
export type * from './ruleset.js';
export type { Explained } from './expression-types.js';
export { parseRules } from './parse.js';
export { loadRulesetFromSources, loadRulesetAsync, type LoadResult, type ReadFile } from './load.js';
export { loadRulesetFile, readTextFile } from './node-host.js';
export { resolveOptions } from './options.js';
export { diagnosticToJson } from './format.js';
export { formatDiagnostic } from './format-any-language.js';
export { parseDeckFile, parseTagVocabulary, type DeckFile } from './deck-file.js';
export {
  bundledSources,
  bundledRulesetInfo,
  bundledRulesetNames,
  isBundled,
  loadBundledRuleset,
  readBundled,
  type BundledRulesetInfo,
} from './bundled.js';
