/**
 * `import … from 'pomona'`: the rules language, the game contract, the three engines and their
 * computer players, for Node and for bundlers (nothing here touches the DOM; reading files from
 * disk goes through `process.getBuiltinModule`, so the module also bundles for a browser).
 *
 * Re-exports are by module, so that work inside a module does not have to be repeated here:
 * - the rules language (load, parse, validate, compile, format diagnostics) and the ruleset types;
 * - the contract every family follows (`GameEngine`, `Bot`, actions, events, results), the saved
 *   game format with its one replay function, and the refusal codes every family shares;
 * - the family registry: `familyDescriptor(ruleset.family)` gives any loaded ruleset's engine and named
 *   computer players, which is all a host needs to play a game it did not know in advance, and
 *   `registerFamily` makes a family of one's own known to every host;
 * - each family's own module as a namespace (`trick`, `drafting`, `judging`) for its state, action
 *   and view types and its helpers, and each family's engine and descriptor (its players by name
 *   are the descriptor's `bots`).
 *
 * The elements are not here: they are `pomona/elements` and one entry per game
 * (`pomona/apples-table`, `pomona/orchard-board`, `pomona/apples-to-apples`).
 */
import * as registry from './core/registry.js';
import * as bundled from './core/rules/bundled.js';
import * as load from './core/rules/load.js';
import * as nodeHost from './core/rules/node-host.js';
import type { ReadOutcome } from './core/rules/source-text.js';
import { registerShippedFamilies } from './families/shipped.js';

export * from './core/rules/index.js';
export * from './core/game/game.js';
export * from './core/game/saved.js';
export * from './core/game/refusals.js';
export * from './core/registry.js';
export { botSeed } from './core/bots/seeds.js';
export { Random, seedState, type RandomState } from './core/cards/random.js';
export { PlayingCards } from './core/cards/playing.js';

export { registerShippedFamilies, shippedFamilies } from './families/shipped.js';

// What reads the registry registers the shipped families first, when it is called: importing the
// package registers nothing, so a bundle that uses none of these leaves every family out.

/** Load and compile a ruleset of any registered family from any host (the shipped families are registered). */
export function loadRulesetFromSources(entry: string, read: (path: string) => ReadOutcome): load.LoadResult {
  registerShippedFamilies();
  return load.loadRulesetFromSources(entry, read);
}

/** Load a ruleset whose files must be fetched (the shipped families are registered). */
export function loadRulesetAsync(entry: string, read: (path: string) => Promise<string | undefined>): Promise<load.LoadResult> {
  registerShippedFamilies();
  return load.loadRulesetAsync(entry, read);
}

/** Load and compile a ruleset file from disk and everything it names (the shipped families are registered). */
export function loadRulesetFile(path: string): load.LoadResult {
  registerShippedFamilies();
  return nodeHost.loadRulesetFile(path);
}

/** Load a shipped ruleset by file name (the shipped families are registered). */
export function loadBundledRuleset(name: string): Promise<load.LoadResult> {
  registerShippedFamilies();
  return bundled.loadBundledRuleset(name);
}

/** The descriptor of a registered family, or undefined (the shipped families are registered). */
export function familyDescriptor(family: string): registry.AnyFamilyDescriptor | undefined {
  registerShippedFamilies();
  return registry.familyDescriptor(family);
}

/** Every registered family, the shipped ones first. */
export function registeredFamilies(): readonly registry.AnyFamilyDescriptor[] {
  registerShippedFamilies();
  return registry.registeredFamilies();
}

/** The compilers of every registered family, by family id (the shipped families are registered). */
export function registeredCompilers(): load.FamilyCompilers {
  registerShippedFamilies();
  return registry.registeredCompilers();
}
export type { TrickRuleset, GroupScoreRule } from './families/trick/ruleset.js';
export type { DraftingRuleset, Batch } from './families/drafting/ruleset.js';
export type { JudgingRuleset, PlacingRule } from './families/judging/ruleset.js';
export * as trick from './families/trick/engine/index.js';
export * as drafting from './families/drafting/engine/index.js';
export * as judging from './families/judging/engine/index.js';
export { trickEngine } from './families/trick/engine/index.js';
export { draftingEngine } from './families/drafting/engine/index.js';
export { judgingEngine } from './families/judging/engine/index.js';
export { trickDescriptor } from './families/trick/descriptor.js';
export { draftingDescriptor } from './families/drafting/descriptor.js';
export { judgingDescriptor } from './families/judging/descriptor.js';
