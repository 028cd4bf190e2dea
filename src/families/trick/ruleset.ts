/** The compiled form of a trick-taking ruleset (Apples), as its compiler writes it and its engine reads it. */
import type {
  BaseContext,
  BidContext,
  CompiledExpr,
  ContractContext,
  GroupContext,
  IntRange,
  PlayingDeck,
  RulesetBase,
} from '../../core/rules/ruleset.js';
import type { RuleSource } from '../../core/rules/derivation.js';

/** One line of a `score groups` block. */
export interface GroupScoreRule {
  readonly size: number;
  /** true: applies only to groups holding the target; false: applies to every group of that size. */
  readonly withTarget: boolean;
  readonly points: CompiledExpr<GroupContext, number>;
  /** The line of the rule, for derivations to quote. */
  readonly source?: RuleSource;
}

/** A trick-taking ruleset (Apples). */
export interface TrickRuleset extends RulesetBase {
  readonly family: 'trick-taking';
  readonly deck: PlayingDeck;
  /** Card value by rank index (same order as deck.ranks). */
  readonly values: readonly number[];
  /** Where each rank's value is stated (same order), for derivations to quote: `A: 15`. */
  readonly valueSources?: readonly (RuleSource | null)[];
  readonly dealer: { readonly first: 'seed'; readonly passes: 'left' | 'right' };
  /** Cards dealt to each player (the same at every player count the ruleset allows: see `deal`). */
  readonly dealEach: number;
  /**
   * Cards dealt to each player, by player count and options (`deal by players { ... } each`).
   * Check accepts a ruleset only when it equals the trick count plus the target at every count,
   * so today it always gives `dealEach`; a trick-count table will let it vary.
   */
  readonly deal: CompiledExpr<BaseContext, number>;
  readonly bidding: {
    readonly numbers: IntRange;
    /** Bids compare by number, then by suit order. */
    readonly order: 'number-then-suit';
    /** Is a bid of this number allowed, holding `held` cards of its suit? */
    readonly allow: CompiledExpr<BidContext, boolean>;
    /** false: a player who passed may bid on a later turn. */
    readonly passIsFinal: boolean;
    /** Consecutive passes after a bid that end the bidding. */
    readonly endsAfterPasses: number;
    /** What happens when every player passes on the first round. */
    readonly allPass: 'throw-in';
    /**
     * How many suits rank above a no-trump bid (0: above every suit), or null when a bid must name
     * a suit. A no-trump bid is `suit` = the number of suits in actions and views, and for `allow`
     * its `held` is the cards held of the bidder's shortest suit.
     */
    readonly noTrumpsBelow: number | null;
  };
  /** The bidding pile, or null if the game has none. */
  readonly pile: null | {
    /** The bid winner must give cards of the trump suit. */
    readonly winnerGivesTrumps: boolean;
    readonly winnerFaceUp: boolean;
    readonly othersFaceUp: boolean;
  };
  /** Cards each player sets aside as a target (0 for none). */
  readonly targetCards: number;
  readonly tricks: {
    /** Tricks per hand at the fewest players (`countByPlayers` gives it at every count). */
    readonly count: number;
    readonly countByPlayers: CompiledExpr<BaseContext, number>;
    readonly firstLead: 'bid-winner';
    readonly mustFollow: boolean;
    readonly trumps: 'bid-suit' | 'none';
    /** A player who cannot follow suit: may play any card, must trump, or must trump so as to take the trick (and else trump). */
    readonly whenVoid: 'any' | 'trump' | 'overtrump';
    /** true: the lowest card of the led suit (or the lowest trump) takes the trick (misère). */
    readonly lowestWins: boolean;
    /** A suit whose cards beat every other card, trumps too (null for none). */
    readonly alwaysSuit: string | null;
    /** A card that beats every other card (null for none). */
    readonly alwaysCard: { readonly rank: string; readonly suit: string } | null;
  };
  /** Group scores; a group with the target uses a `withTarget` rule of its size if there is one. */
  readonly groupScores: readonly GroupScoreRule[];
  /** Scores of the bid winner's side for making or failing its bid (null: no contract scoring). */
  readonly contract: null | {
    readonly made: CompiledExpr<ContractContext, number> | null;
    readonly failed: CompiledExpr<ContractContext, number> | null;
  };
  /**
   * Partnerships: each team's seats (from 0), or null when everyone plays alone. Partners pool
   * their tricks, score as one and share one total.
   */
  readonly teams: readonly (readonly number[])[] | null;
  /** Points at which the game ends (after the hand in which someone reaches it). */
  readonly goal: CompiledExpr<BaseContext, number>;
  readonly tie: 'another-hand' | 'shared';
  /** The most hands a game lasts (thrown-in hands count); then the highest total wins, and a tie is shared. */
  readonly handLimit: number;
}

declare module '../../core/rules/ruleset.js' {
  interface RulesetsByFamily {
    'trick-taking': TrickRuleset;
  }
}
