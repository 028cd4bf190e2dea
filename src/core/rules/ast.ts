/**
 * The syntax tree of a `.rules` file, as the Peggy grammar builds it.
 * Every node carries its location so diagnostics can point at the exact spot.
 */

/** A position in the source text (1-based line and column). */
export interface Position {
  readonly offset: number;
  readonly line: number;
  readonly column: number;
}

/** Where a node stands in its file. */
export interface Loc {
  readonly start: Position;
  readonly end: Position;
}

interface Node {
  readonly loc: Loc;
}

/** A name as written, with its location (a suit, an attribute, an option...). */
export interface Name extends Node {
  readonly kind: 'name';
  readonly text: string;
}

/** A quoted text. */
export interface Text extends Node {
  readonly kind: 'text';
  readonly value: string;
}

/** A whole number as written. */
export interface Int extends Node {
  readonly kind: 'int';
  readonly value: number;
}

/** `Q of spades`: a playing card by rank and suit. */
export interface CardName extends Node {
  readonly rank: Name;
  readonly suit: Name;
}

/** `4` or `4..10`. */
export interface RangeNode extends Node {
  readonly kind: 'range';
  readonly min: Int;
  readonly max: Int;
}

/** A value written after `default` or `set`, or in a choice list. */
export type Literal = Int | Name | { readonly kind: 'bool'; readonly value: boolean; readonly loc: Loc };

// ---------------------------------------------------------------- expressions

/** The operators of the expression language. */
export type BinaryOp = '+' | '-' | '*' | '/' | '%' | '^' | '=' | '!=' | '<' | '<=' | '>' | '>=' | 'and' | 'or';

/** An expression as written, with its place in the file. */
export type Expr =
  | { readonly kind: 'num'; readonly value: number; readonly loc: Loc }
  | { readonly kind: 'bool'; readonly value: boolean; readonly loc: Loc }
  | { readonly kind: 'str'; readonly value: string; readonly loc: Loc }
  | { readonly kind: 'ident'; readonly name: string; readonly loc: Loc }
  | { readonly kind: 'field'; readonly object: Expr; readonly field: Name; readonly loc: Loc }
  | { readonly kind: 'index'; readonly object: Expr; readonly index: Expr; readonly loc: Loc }
  | { readonly kind: 'neg'; readonly operand: Expr; readonly loc: Loc }
  | { readonly kind: 'not'; readonly operand: Expr; readonly loc: Loc }
  | { readonly kind: 'binary'; readonly op: BinaryOp; readonly left: Expr; readonly right: Expr; readonly loc: Loc }
  | { readonly kind: 'cond'; readonly then: Expr; readonly test: Expr; readonly otherwise: Expr; readonly loc: Loc }
  | { readonly kind: 'call'; readonly fn: Name; readonly args: readonly Expr[]; readonly loc: Loc }
  | { readonly kind: 'count-of'; readonly collection: Collection; readonly loc: Loc }
  | { readonly kind: 'all-same'; readonly attribute: Name; readonly loc: Loc }
  | { readonly kind: 'each'; readonly over: 'pair' | 'step'; readonly body: Expr; readonly loc: Loc }
  | { readonly kind: 'sum-each'; readonly over: 'pair' | 'step'; readonly body: Expr; readonly loc: Loc }
  /** `sum for each colour: ...` (and min, max, count, or `for each` alone: all must hold). */
  | {
      readonly kind: 'for-each';
      readonly fold: 'all' | 'sum' | 'min' | 'max' | 'count';
      readonly attribute: Name;
      readonly body: Expr;
      readonly loc: Loc;
    }
  /** `this colour`: the value a `for each colour` is at. */
  | { readonly kind: 'this'; readonly attribute: Name; readonly loc: Loc }
  /** `by players { 4..5: 8 | 6..10: 7 }`: a value by the number of players. */
  | { readonly kind: 'by-players'; readonly table: Table; readonly loc: Loc };

/** `elsewhere except "Bad Batch" where colour = card.colour` */
export interface Collection extends Node {
  readonly kind: 'collection';
  readonly source: Name;
  readonly except: readonly Text[];
  readonly where: Expr | null;
}

/** `{ 2: 3 | 3..6: 2 }`: values by player count (or any whole number). */
export interface Table extends Node {
  readonly kind: 'table';
  readonly entries: readonly { readonly range: RangeNode; readonly value: Expr; readonly loc: Loc }[];
}

// ---------------------------------------------------------------- statements

/** The values an `option` takes: one of a list, yes or no, or a range. */
export type OptionType =
  | { readonly kind: 'toggle'; readonly loc: Loc }
  | { readonly kind: 'choice'; readonly choices: readonly Literal[]; readonly loc: Loc }
  | { readonly kind: 'number'; readonly range: RangeNode; readonly loc: Loc };

/** One `attribute NAME = ...` line of an attribute deck. */
export interface AttributeDecl extends Node {
  readonly kind: 'attribute';
  readonly name: Name;
  /** A list of words or numbers, or a numeric range. */
  readonly values:
    { readonly kind: 'list'; readonly items: readonly (Name | Int)[] } | { readonly kind: 'range'; readonly range: RangeNode };
}

/** `copies 2 where colour = red`. */
export interface CopiesWhere extends Node {
  readonly kind: 'copies-where';
  readonly count: Int;
  readonly where: Expr;
}

/** One line of a judging game's `placing` block. */
export interface PlacingRuleNode extends Node {
  readonly players: RangeNode;
  readonly min: Expr;
  readonly max: Expr;
  readonly lastReturns: boolean;
  readonly firstJudged: Expr | null;
}

/** One clause of a `batch` block: a limit, a placing rule or the score. */
export interface BatchClause extends Node {
  readonly clause: 'describe' | 'holds' | 'allow' | 'score';
  readonly text?: Text;
  readonly expr?: Expr;
}

/** A statement of a `.rules` file, as parsed. */
export type Statement =
  | { readonly kind: 'game'; readonly name: Text; readonly loc: Loc }
  | { readonly kind: 'family'; readonly family: Name; readonly loc: Loc }
  | { readonly kind: 'players'; readonly range: RangeNode; readonly loc: Loc }
  | { readonly kind: 'extends'; readonly path: Text; readonly loc: Loc }
  | {
      readonly kind: 'option';
      readonly name: Name;
      readonly description: Text;
      readonly type: OptionType;
      readonly default: Literal;
      readonly loc: Loc;
    }
  | { readonly kind: 'set'; readonly name: Name; readonly value: Literal; readonly loc: Loc }
  | { readonly kind: 'let'; readonly name: Name; readonly value: Expr; readonly loc: Loc }
  | { readonly kind: 'judge-choice'; readonly worst: boolean; readonly when: Expr | null; readonly loc: Loc }
  | {
      readonly kind: 'deck-playing';
      readonly name: Name;
      readonly ranks: readonly Name[] | null;
      readonly suits: readonly Name[] | null;
      readonly copies: Int | null;
      /** `remove 2 of clubs, 2 of diamonds`: cards taken out of the deck (one copy each time named). */
      readonly remove: readonly CardName[] | null;
      readonly loc: Loc;
    }
  | {
      readonly kind: 'deck-attributes';
      readonly name: Name;
      readonly attributes: readonly AttributeDecl[];
      readonly copies: Int | null;
      /** `copies N where CONDITION` lines, first match first. */
      readonly weights: readonly CopiesWhere[];
      readonly loc: Loc;
    }
  | { readonly kind: 'deck-words'; readonly name: Name; readonly files: readonly Text[]; readonly loc: Loc }
  | {
      readonly kind: 'rotation';
      readonly role: 'dealer' | 'judge' | 'leader';
      readonly fromSeed: boolean;
      readonly passes: Name;
      readonly loc: Loc;
    }
  | { readonly kind: 'deal'; readonly each: Expr; readonly loc: Loc }
  | { readonly kind: 'bidding'; readonly clauses: readonly BiddingClause[]; readonly loc: Loc }
  | { readonly kind: 'pile'; readonly clauses: readonly PileClause[]; readonly loc: Loc }
  | { readonly kind: 'target'; readonly count: Int; readonly loc: Loc }
  | { readonly kind: 'tricks'; readonly clauses: readonly TrickClause[]; readonly loc: Loc }
  | {
      readonly kind: 'value';
      readonly entries: readonly { readonly ranks: readonly Name[]; readonly value: Int; readonly loc: Loc }[];
      readonly loc: Loc;
    }
  | {
      readonly kind: 'score-groups';
      readonly rules: readonly { readonly size: Int; readonly withTarget: boolean; readonly expr: Expr; readonly loc: Loc }[];
      readonly loc: Loc;
    }
  /** `contract { made = ... | failed = ... }`: the bid winner's side scores its contract. */
  | { readonly kind: 'contract'; readonly clauses: readonly ContractClause[]; readonly loc: Loc }
  /** `teams seats 1 and 3, seats 2 and 4`: partners (seat numbers from 1). */
  | { readonly kind: 'teams'; readonly teams: readonly { readonly seats: readonly Int[]; readonly loc: Loc }[]; readonly loc: Loc }
  /** `limit 100 hands`: the most hands a game lasts. */
  | { readonly kind: 'limit'; readonly hands: Int; readonly loc: Loc }
  | { readonly kind: 'goal-points'; readonly expr: Expr; readonly loc: Loc }
  | { readonly kind: 'goal-table'; readonly counted: Name; readonly table: Table; readonly loc: Loc }
  | { readonly kind: 'tie'; readonly mode: 'another-hand' | 'shared'; readonly loc: Loc }
  | { readonly kind: 'hand'; readonly size: Expr; readonly deck: Name; readonly loc: Loc }
  | { readonly kind: 'placing'; readonly rules: readonly PlacingRuleNode[]; readonly loc: Loc }
  | { readonly kind: 'centre'; readonly table: Table; readonly loc: Loc }
  | { readonly kind: 'cards-each'; readonly count: Expr; readonly loc: Loc }
  | { readonly kind: 'sequence'; readonly name: Name; readonly values: readonly Int[]; readonly loc: Loc }
  | { readonly kind: 'batch'; readonly name: Text; readonly clauses: readonly BatchClause[]; readonly loc: Loc }
  | { readonly kind: 'remove-batch'; readonly name: Text; readonly loc: Loc }
  /** `language ko { ... }`: the file's own texts in another language. */
  | { readonly kind: 'language'; readonly tag: Name; readonly entries: readonly TranslationEntry[]; readonly loc: Loc };

/**
 * One line of a `language` block: what it translates (the game, an option, a batch, a deck, an
 * attribute or an attribute's value), the translation, and for a batch its description.
 */
export interface TranslationEntry extends Node {
  readonly entry: 'game' | 'option' | 'batch' | 'deck' | 'attribute' | 'value';
  /** The name it translates as written in the file (a batch's is quoted); null for the game. */
  readonly name: Name | Text | null;
  readonly text: Text;
  /** A batch's `describe` sentence in the language. */
  readonly detail: Text | null;
}

/** One clause of a `bidding` block. */
export type BiddingClause =
  /** `bid number 1..13 and suit`, with `or no trumps` when a bid may name no trump suit. */
  | { readonly clause: 'bid'; readonly numbers: RangeNode; readonly noTrumps: boolean; readonly loc: Loc }
  /** `no trumps above spades`: where a no-trump bid ranks among the suits. */
  | { readonly clause: 'no-trumps'; readonly above: boolean; readonly suit: Name; readonly loc: Loc }
  | { readonly clause: 'higher'; readonly loc: Loc }
  | { readonly clause: 'allow'; readonly expr: Expr; readonly loc: Loc }
  | { readonly clause: 'passing'; readonly final: boolean; readonly loc: Loc }
  | { readonly clause: 'ends'; readonly passes: Int; readonly loc: Loc }
  | { readonly clause: 'all-pass'; readonly loc: Loc };

/** `made = 10 * bid + overtricks` or `failed = -10 * bid` in a contract block. */
export type ContractClause =
  | { readonly clause: 'made'; readonly expr: Expr; readonly loc: Loc }
  | { readonly clause: 'failed'; readonly expr: Expr; readonly loc: Loc };

/** One clause of a `pile` block. */
export type PileClause =
  | { readonly clause: 'winner'; readonly trumps: boolean; readonly faceUp: boolean; readonly loc: Loc }
  | { readonly clause: 'others'; readonly faceUp: boolean; readonly loc: Loc }
  | { readonly clause: 'redeal'; readonly loc: Loc };

/** One clause of a `tricks` block. */
export type TrickClause =
  /** `count 12` or `count by players { 3: 16 | 4: 12 }`. */
  | { readonly clause: 'count'; readonly count: Expr; readonly loc: Loc }
  | { readonly clause: 'lead'; readonly loc: Loc }
  | { readonly clause: 'follow'; readonly must: boolean; readonly loc: Loc }
  | { readonly clause: 'trumps'; readonly bidSuit: boolean; readonly loc: Loc }
  /** `winner highest of led suit` (today's rule) or `winner lowest of led suit` (misère). */
  | { readonly clause: 'winner'; readonly lowest: boolean; readonly loc: Loc }
  /** `when void trump if able`, `when void overtrump if able`, `when void play any card` (the default). */
  | { readonly clause: 'void'; readonly rule: 'any' | 'trump' | 'overtrump'; readonly loc: Loc }
  /** `always wins suit hearts` or `always wins Q of spades`: beats trumps and everything else. */
  | { readonly clause: 'always'; readonly rank: Name | null; readonly suit: Name; readonly loc: Loc };

/** A parsed `.rules` file. */
export interface RulesFile {
  readonly kind: 'file';
  readonly statements: readonly Statement[];
}
