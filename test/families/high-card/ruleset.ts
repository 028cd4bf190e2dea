/** The compiled form of a high-card ruleset: its deck, ordered high to low. */
import type { RulesetBase } from '../../../src/core/rules/ruleset.js';

/** A high-card ruleset. */
export interface HighCardRuleset extends RulesetBase {
  readonly family: 'high-card';
  /** Rank symbols, highest first. */
  readonly ranks: readonly string[];
  /** Suit names, highest first (they break ties between equal ranks). */
  readonly suits: readonly string[];
}

declare module '../../../src/core/rules/ruleset.js' {
  interface RulesetsByFamily {
    'high-card': HighCardRuleset;
  }
}
