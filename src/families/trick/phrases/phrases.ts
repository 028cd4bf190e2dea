/**
 * Everything the trick-taking family says in sentences, in one language: the events a table
 * announces, the names of scoring groups and contracts on a score sheet, and "How to play". One
 * module per language (en.ts, ko.ts, ru.ts, es.ts), each a `TrickPhrases`, so TypeScript asks
 * every language for every sentence; the engine's data fills them (never English pieces inside
 * another language's sentence). The CLI holds all four (index.ts); an element loads its page's.
 */
import type { Words } from '../../../core/i18n/words-of.js';

/** A seat named in a sentence: its name, and whether it is the reader ("You"), with whom verbs agree. */
export interface Named {
  readonly name: string;
  readonly you: boolean;
}

/**
 * Whose target a scoring group holds: the reader's or their team's (a hand the reader scores),
 * the seat's own or its team's said in the third person (a score sheet of every seat), or none.
 */
export type TargetOwner = 'your' | 'team' | 'seat' | 'side' | null;

/**
 * Who took the tricks of a contract line: the reader, the reader's team, or in the third person
 * the bid winner's side (partnerships) or the bid winner (everyone alone).
 */
export type ContractTaker = 'you' | 'team' | 'side' | 'bidder';

/** The sentences of a trick-taking ruleset's "How to play", one per fact; how-to-play.ts chooses which the rules need. */
export interface TrickRulesPhrases {
  readonly headings: { readonly goal: string; readonly deck: string; readonly hand: string; readonly scoring: string };
  /** The aim, with the points to win (a number, or numbers by player count). */
  goal(points: string): string;
  readonly tieShared: string;
  readonly tieAnotherHand: string;
  readonly alone: string;
  /** The partnerships, as lists of seat numbers (1-based). */
  partnerships(teams: readonly (readonly number[])[]): string;
  /** The suits' names, high to low. */
  suits(suits: readonly string[]): string;
  /** The ranks' symbols, high to low, and how many copies of each card the deck holds. */
  ranks(ranks: readonly string[], copies: number): string;
  deal(each: number, passes: 'left' | 'right'): string;
  /** `numbers` a range in words; `allowed` a rule (see `TrickPhrases.rule`). */
  bidding(numbers: string, noTrumps: boolean, allowed: string, passIsFinal: boolean, endsAfterPasses: number): string;
  pile(trumps: boolean, winnerFaceUp: boolean, othersFaceUp: boolean): string;
  target(cards: number): string;
  /** `count` the tricks in words; the rest says how a trick is played and taken. */
  tricks(
    count: string,
    follow: 'any' | 'suit' | 'suit-then-trump' | 'suit-then-overtrump',
    bidSuitTrumps: boolean,
    lowestWins: boolean,
  ): string;
  alwaysSuit(suit: string): string;
  alwaysCard(card: string): string;
  /** The card values, in runs of ranks that share one: [["A"], 15], [["K", "Q"], 10]. */
  values(runs: readonly (readonly [readonly string[], number])[]): string;
  /** A group-scoring rule: its size, whether targets count with the tricks, whether it needs the target, and its points (a rule). */
  group(size: number, targetsCount: boolean, withTarget: boolean, points: string): string;
  contractMade(points: string): string;
  contractFailed(points: string): string;
}

/** The trick-taking family's sentences in one language. */
export interface TrickPhrases {
  /** The card and game words of the language (card names, counts, lists). */
  readonly words: Words;
  /** The no-trumps denomination's name ("no trumps"). */
  readonly noTrumps: string;
  /** A teacher's position explained (the studio, `pomona score --explain`): the step of the cards in no scoring group. */
  readonly unscored: { readonly title: string; readonly text: string };
  /** A seat named when a table gives it no name: "player 3". */
  seat(seat: number): string;
  /** A card's name from its rank's symbol and its suit's name in the language: "queen of spades". */
  card(rank: string, suit: string): string;
  /** A bid in words: "2 spades". */
  bid(number: number, denomination: string): string;
  /**
   * A ruleset's expression inside a sentence: its English words in English; in another language,
   * a plain number as it is and anything else as written, between backticks (the rules' own text,
   * which the panel shows as code).
   */
  rule(expr: { readonly source: string; readonly words: string }): string;

  dealerDrawn(dealer: Named): string;
  dealt(dealer: Named, hand: number, each: number): string;
  bidMade(player: Named, bid: string): string;
  passed(player: Named): string;
  thrownIn(hand: number): string;
  /** `trumps` is the trump suit's name, '' for no trumps, null when the bid names none. */
  biddingWon(player: Named, bid: string, trumps: string | null): string;
  /** `card` is null when it went face down. */
  cardGiven(player: Named, card: string | null, given: number, of: number): string;
  pileRedealt(each: number): string;
  targetSet(player: Named): string;
  cardPlayed(player: Named, card: string): string;
  /** `cards` in notation ("QH 10H 5H KH"). */
  trickWon(winner: Named, trick: number, cards: string): string;
  /** `sheets` are each seat's "name total (lines)", `totals` each seat's "name total". */
  handScored(hand: number, sheets: readonly string[], totals: readonly string[]): string;
  /** The short form a table's live region says: "Hand 1 scored: Ann 25, Bo -15." (`scores` are "name total"). */
  handScoredShort(hand: number, scores: readonly string[]): string;
  /** A seat's line of a hand's score: "Ann 25 (pair of Kings 10, three Aces 30)". */
  sheetLine(name: string, total: number, lines: readonly string[]): string;
  gameOverTeam(team: number, names: readonly string[]): string;
  /** `you` when the one winner is the reader. */
  gameOver(names: readonly string[], you: boolean): string;

  /** A scoring group: "pair of Kings", "three 4s with your target 4"; `rank` is the rank's symbol. */
  group(size: number, rank: string, target: TargetOwner): string;
  /** A contract line: "contract 3 spades made: you took 4 tricks"; `bid` as `bid()` words it, `who` a `Named` side. */
  contract(bid: string, made: boolean, who: ContractTaker, tricks: number): string;

  /** "How to play"'s sentences. */
  readonly rules: TrickRulesPhrases;
}
