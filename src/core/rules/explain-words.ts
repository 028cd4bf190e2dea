/**
 * The few words a derivation says between the ruleset's own notation ("sweetness 3 + 1 = 4;
 * 4 = 13 ✗, so 0"): the engine explains in English; a host that shows derivations in another
 * language puts that language's words in the context it explains with (`Ctx.say`), made by
 * `explainWordsOf` (src/core/i18n/explain-words.ts) from the language's card words and the
 * ruleset's own names for its attributes and values.
 */

/** Words a derivation says, in one language. */
export interface ExplainWords {
  /** A condition and what follows from it: "easy_mode (no), so 0". */
  so(because: string, result: string): string;
  /** In place of the values of no cards. */
  readonly noCards: string;
  /** A `by players` row: "with 4 players, 3". */
  withPlayers(players: number, text: string): string;
  /** A `by players` table without a row for the players at the table: "no row for 7 players: 0". */
  noRow(players: number): string;
  /** A sum over the pairs or steps of a batch that has none: "no complete pairs: 0". */
  noComplete(over: 'pair' | 'step'): string;
  /** An aggregate over a batch's cards: "max of sweetness (1, 5)". */
  of(aggregate: string, attribute: string, values: string): string;
  /** An attribute's name: "sweetness", "단맛". */
  attribute(name: string): string;
  /** A value of a symbolic attribute: "red", "빨강". */
  value(value: string): string;
  /** A yes-or-no value: "yes", "예". */
  truth(value: boolean): string;
  /** A power capped at the highest allowed: "(the highest power allowed)". */
  readonly highestPower: string;
  /**
   * A piece of the ruleset's notation (a name it gives, a keyword, `count(elsewhere …)`) set in the
   * text: as it is in plain text; a page marks it as code, the same in every language.
   */
  code(notation: string): string;
}

/** What the closures of every ruleset say; the card aggregates and `by players` tables, in their own modules, say the rest. */
export type CoreExplainWords = Pick<ExplainWords, 'so' | 'value' | 'truth' | 'highestPower' | 'code'>;

/** The words the card aggregates say (expression-cards.ts, expression-attributes.ts). */
export type CardExplainWords = CoreExplainWords & Pick<ExplainWords, 'noCards' | 'noComplete' | 'of' | 'attribute'>;

/** The words a `by players` table inside an expression says (expression-by-players.ts). */
export type TableExplainWords = CoreExplainWords & Pick<ExplainWords, 'withPlayers' | 'noRow'>;

/**
 * The engine's English: what the command line, the studio and an English page show. The English
 * of the card aggregates and of `by players` tables is in their modules, which only the rulesets
 * that use them load.
 */
export const ENGLISH_EXPLAIN: CoreExplainWords = {
  so: (because, result) => `${because}, so ${result}`,
  value: (value) => value,
  truth: (value) => (value ? 'yes' : 'no'),
  highestPower: '(the highest power allowed)',
  code: (notation) => notation,
};
