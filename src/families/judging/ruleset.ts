/** The compiled form of a judging ruleset (Apples to Apples), as its compiler writes it and its engine reads it. */
import type { BaseContext, CompiledExpr, IntRange, RulesetBase, WordDeck } from '../../core/rules/ruleset.js';

/** How red cards are placed for one range of player counts. */
export interface PlacingRule {
  readonly players: IntRange;
  /** Fewest and most red cards each non-judge player may place. */
  readonly minEach: CompiledExpr<BaseContext, number>;
  readonly maxEach: CompiledExpr<BaseContext, number>;
  /** The last card placed goes back to its owner unjudged. */
  readonly lastReturns: boolean;
  /** Only the first N cards placed are judged (placing closes at N), or null. */
  readonly firstJudged: CompiledExpr<BaseContext, number> | null;
}

/** A judging ruleset (Apples to Apples). */
export interface JudgingRuleset extends RulesetBase {
  readonly family: 'judging';
  readonly green: WordDeck;
  readonly red: WordDeck;
  /** The tag vocabulary the decks draw from. */
  readonly tags: readonly string[];
  readonly handSize: CompiledExpr<BaseContext, number>;
  readonly judge: { readonly first: 'seed'; readonly passes: 'left' | 'right' };
  /** One rule per player-count range; together they cover the ruleset's player range. */
  readonly placing: readonly PlacingRule[];
  /** Green cards needed to win, by player count. */
  readonly goal: CompiledExpr<BaseContext, number>;
  /** true: the judge picks the red card that matches the green card worst (Crab Apples); false: the best. */
  readonly judgeChoosesWorst: CompiledExpr<BaseContext, boolean>;
}

declare module '../../core/rules/ruleset.js' {
  interface RulesetsByFamily {
    judging: JudgingRuleset;
  }
}
