/**
 * Everything the judging family (Apples to Apples) says in sentences, in one language: the events
 * a table announces and `pomona replay` prints, and "How to play". One module per language
 * (en.ts, ko.ts, ru.ts, es.ts), each a `JudgingPhrases`, so TypeScript asks every language for
 * every sentence. Card texts come from the deck, quoted as it wrote them.
 */
import type { Words } from '../../../core/i18n/words-of.js';

/** A seat named in a sentence: its name, and whether it is the reader ("You"), with whom verbs agree. */
export interface Named {
  readonly name: string;
  readonly you: boolean;
}

/** The sentences of a judging ruleset's "How to play", one per fact; how-to-play.ts chooses which the rules need. */
export interface JudgingRulesPhrases {
  readonly headings: { readonly goal: string; readonly decks: string; readonly round: string };
  goal(greenCards: string): string;
  greenDeck(cards: number): string;
  redDeck(cards: number, hand: string): string;
  readonly turnGreen: string;
  /** A placing rule: for `players` (a range in words), `count` cards each (a number or a range), and what happens to the cards placed. */
  placing(players: string, count: string, lastReturns: boolean, firstJudged: string | null): string;
  /** How the judge chooses: the best fit, the worst, or the best unless `when` (a rule). */
  judge(choice: 'best' | 'worst' | { readonly worstWhen: string }): string;
  refill(passes: 'left' | 'right'): string;
}

/** The judging family's sentences in one language. */
export interface JudgingPhrases {
  readonly words: Words;
  /** A seat named when a table gives it no name: "player 3". */
  seat(seat: number): string;
  /** A card of the deck, quoted as it wrote it ("Greasy"); `fallback` when the deck has no such card. */
  quoted(text: string): string;
  /** A ruleset's expression inside a sentence (as in the other families' phrasebooks, `rule`). */
  rule(expr: { readonly source: string; readonly words: string }): string;

  firstJudge(judge: Named): string;
  shuffled(deck: 'green' | 'red', cards: number): string;
  reshuffled(cards: number): string;
  dealt(player: Named, cards: number): string;
  greenTurned(round: number, judge: Named, green: string): string;
  cardPlaced(player: Named): string;
  donePlacing(player: Named): string;
  /** Placing closed: `firstJudged` cards down (the rest not judged), a card back to `returnedTo`, or `judged` cards to judge. */
  placingClosed(judged: number, firstJudged: number | null, returnedTo: Named | null): string;
  /** The cards revealed to the judge; `cards` quoted, or null when the sentence should not read them all out. */
  revealed(count: number, cards: readonly string[] | null): string;
  roundJudged(judge: Named, red: string, owner: Named, green: string): string;
  noCardJudged(green: string): string;
  points(player: Named, total: number): string;
  gameOver(winners: readonly string[], you: boolean, greenCards: number): string;

  readonly rules: JudgingRulesPhrases;
}
