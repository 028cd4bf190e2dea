/** The compiled form of a drafting ruleset (Orchard), as its compiler writes it and its engine reads it. */
import type { AttributeDeck, BaseContext, BatchContext, CompiledExpr, RulesetBase } from '../../core/rules/ruleset.js';
import type { RuleSource } from '../../core/rules/derivation.js';

/** One batch of an orchard: its limit, placing rules and score. */
export interface Batch {
  readonly name: string;
  /** The ruleset's one-line description of the batch (may be empty). */
  readonly description: string;
  /** Most cards the batch may hold, or null for no limit. */
  readonly capacity: number | null;
  /** Placement rules: all must hold after the card is added. */
  readonly allow: readonly CompiledExpr<BatchContext, boolean>[];
  readonly score: CompiledExpr<BatchContext, number>;
  /** The line of the batch's score, for derivations to quote. */
  readonly scoreSource?: RuleSource;
}

/** A drafting ruleset (Orchard). */
export interface DraftingRuleset extends RulesetBase {
  readonly family: 'drafting';
  readonly deck: AttributeDeck;
  /** Cards turned up in the centre per player at the start of a phase. */
  readonly centrePerPlayer: CompiledExpr<BaseContext, number>;
  readonly leaderPasses: 'left' | 'right';
  /** The game ends when every player holds this many cards. */
  readonly cardsEach: number;
  readonly batches: readonly Batch[];
  readonly tie: 'shared' | 'another-hand';
}

declare module '../../core/rules/ruleset.js' {
  interface RulesetsByFamily {
    drafting: DraftingRuleset;
  }
}
