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
import './families/index.js';

export * from './core/rules/index.js';
export * from './core/game/game.js';
export * from './core/game/saved.js';
export * from './core/game/refusals.js';
export * from './core/registry.js';
export { botSeed } from './core/bots/seeds.js';
export { Random, seedState, type RandomState } from './core/cards/random.js';
export { PlayingCards } from './core/cards/playing.js';

export { shippedFamilies } from './families/index.js';
export type { TrickRuleset, GroupScoreRule } from './families/trick/ruleset.js';
export type { DraftRuleset, Batch } from './families/drafting/ruleset.js';
export type { JudgeRuleset, PlacingRule } from './families/judging/ruleset.js';
export * as trick from './families/trick/engine/index.js';
export * as drafting from './families/drafting/engine/index.js';
export * as judging from './families/judging/engine/index.js';
export { trickEngine } from './families/trick/engine/index.js';
export { draftingEngine } from './families/drafting/engine/index.js';
export { judgingEngine } from './families/judging/engine/index.js';
export { trickDescriptor } from './families/trick/descriptor.js';
export { draftingDescriptor } from './families/drafting/descriptor.js';
export { judgingDescriptor } from './families/judging/descriptor.js';
