/**
 * Everything the drafting family (Orchard) says in sentences, in one language: the events a table
 * announces and `pomona replay` prints, and "How to play". One module per language (en.ts, ko.ts,
 * ru.ts, es.ts), each a `DraftingPhrases`, so TypeScript asks every language for every sentence.
 * Card, batch, attribute and value names come in the ruleset's own words for the language.
 */
import type { Words } from '../../../core/i18n/words-of.js';

/** A seat named in a sentence: its name, and whether it is the reader ("You"), with whom verbs agree. */
export interface Named {
  readonly name: string;
  readonly you: boolean;
}

/** The sentences of a drafting ruleset's "How to play", one per fact; how-to-play.ts chooses which the rules need. */
export interface DraftingRulesPhrases {
  readonly headings: { readonly goal: string; readonly deck: string; readonly phase: string; readonly batches: string };
  goal(batches: number, cardsEach: number): string;
  readonly tieShared: string;
  readonly tieAnotherHand: string;
  /** An attribute of the deck and its values, in the ruleset's words. */
  attribute(name: string, values: readonly string[]): string;
  cards(count: number, copies: number): string;
  /** How many cards are turned up per player (a number, or numbers by player count). */
  centre(perPlayer: string): string;
  readonly turns: string;
  phaseEnds(passes: 'left' | 'right'): string;
  /** A batch: its name, what it asks (its description) or what it scores (a rule), and how many cards it holds. */
  batch(name: string, said: { readonly description: string } | { readonly scores: string }, holds: number | null): string;
}

/** The drafting family's sentences in one language. */
export interface DraftingPhrases {
  readonly words: Words;
  /** A seat named when a table gives it no name: "Player 3". */
  seat(seat: number): string;
  /** A ruleset's expression inside a sentence (as in the other families' phrasebooks, `rule`). */
  rule(expr: { readonly source: string; readonly words: string }): string;

  shuffled(cards: number): string;
  revealed(phase: number, cards: readonly string[], leader: Named): string;
  placed(player: Named, card: string, batch: string, points: number, batchPoints: number, total: number): string;
  phaseEnded(phase: number, leader: Named | null): string;
  /** A batch refuses a card because it is full: it holds at most `holds` cards. */
  batchFull(batch: string, holds: number): string;
  /** A batch refuses a card that breaks its placing rule, said as `rule` (its description, or its rules). */
  batchNeeds(batch: string, rule: string): string;
  /**
   * A note after a batch's derivation: the cards of other batches cost it (`lost`) or give it
   * `points`; `culprits` name each card and its batch (none: the other batches' cards as a whole).
   */
  scoreChange(points: number, lost: boolean, culprits: readonly { readonly card: string; readonly batch: string }[]): string;
  /** `scores` are each seat's "name total". */
  gameOver(winners: readonly string[], you: boolean, best: number, scores: readonly string[]): string;

  readonly rules: DraftingRulesPhrases;
}
