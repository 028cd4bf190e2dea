/**
 * The shared vocabulary of the expression compiler: types, runtime scope, compiled closures,
 * operator tables and value formatting. expression.ts compiles scalar expressions;
 * expression-cards.ts compiles the aggregates over a batch's cards.
 */
import type { Loc, Expr } from './ast.js';
import type { Attribute, AttrCard, ExpressionContexts, ExprReads, IntRange, OptionDecl, OptionValues } from './ruleset.js';
import type { ExprProblem } from './expression-problems.js';
import { ENGLISH_EXPLAIN, type CoreExplainWords, type ExplainWords } from './explain-words.js';

/** The type of an expression, checked before anything runs. */
export type ExprType =
  | { readonly t: 'number' }
  | { readonly t: 'bool' }
  | { readonly t: 'text' }
  | { readonly t: 'symbol'; readonly attribute: string }
  | { readonly t: 'card' }
  | { readonly t: 'sequence' };

/**
 * Which context an expression runs in decides which names it may use. `card` is one card of an
 * attribute deck being counted (`copies 2 where colour = red`): its attributes by bare name.
 */
export type ContextKind = keyof ExpressionContexts;

/** A `let` definition as the expression compiler sees it. */
export interface LetDef {
  readonly name: string;
  readonly expr: Expr;
  /** Its place in the ruleset's order: a definition may use only those before it. */
  readonly index: number;
  /** The line it is written on, for messages. */
  readonly line: number;
  /** Set once a rule uses it, so a definition nothing uses can be pointed out. */
  used: boolean;
  /** Report a problem in the definition's own file (a function, not a method: the compiler keeps it aside while compiling the definition). */
  readonly report: (loc: Loc, problem: ExprProblem) => void;
}

/** What the compiler knows about the ruleset when it compiles an expression. */
export interface ExprEnv<K extends ContextKind = ContextKind> {
  readonly kind: K;
  readonly options: readonly OptionDecl[];
  readonly attributes: readonly Attribute[];
  readonly sequences: ReadonlyMap<string, readonly number[]>;
  readonly batchNames: readonly string[];
  /** Named definitions (`let`), by name. */
  readonly lets: ReadonlyMap<string, LetDef>;
  /** The game's player counts, which a `by players` table must cover (null when not known yet). */
  readonly players: IntRange | null;
  /** Report a problem at a location of the expression's file (expression-problems.ts words it); a function, not a method: the compiler keeps it aside. */
  readonly report: (loc: Loc, problem: ExprProblem) => void;
  /**
   * The aggregates over a batch's cards and the reading of cards' attributes (expression-cards.ts),
   * given by the caller: only drafting rulesets use them, so a page that plays another family's
   * compiled ruleset does not load them. Without them, an aggregate is reported as not known here.
   */
  readonly cards?: CardAggregates;
  /** The compiler of `by players` tables (expression-by-players.ts), given by the caller likewise: few rulesets have one. */
  readonly playerTables?: PlayerTables;
}

/** The compiler of `by players` tables (expression-by-players.ts). */
export interface PlayerTables {
  compileByPlayers(cx: AggregateCompiler, expr: Extract<Expr, { kind: 'by-players' }>, scope: CardScope, depth: number): Compiled | null;
}

/**
 * The compilers of the aggregates over a batch's cards (expression-cards.ts) and of the cards'
 * attributes (expression-attributes.ts): only rulesets with attribute decks use either.
 */
export interface CardAggregates {
  /** Attribute `index` of the card `of` reads (`ref` says where that card is, when known). */
  compileAttributeOf(cx: AggregateCompiler, of: Ev, index: number, ref?: CardRef): Compiled;
  compileForEach(cx: AggregateCompiler, expr: Extract<Expr, { kind: 'for-each' }>, scope: CardScope, depth: number): Compiled | null;
  compileThis(cx: AggregateCompiler, expr: Extract<Expr, { kind: 'this' }>): Compiled | null;
  /** The shortcuts of `left op right` for scans, when a side is a count or the scanned card's attribute. */
  comparisonShortcuts(
    op: string,
    left: Compiled,
    right: Compiled,
    expr: Extract<Expr, { kind: 'binary' }>,
  ): { readonly ev: Ev | null; readonly cardTest?: CardTest };
  compileCardFold(
    cx: AggregateCompiler,
    expr: Extract<Expr, { kind: 'call' }>,
    name: 'sum' | 'min' | 'max',
    depth: number,
  ): Compiled | null;
  compileCountOf(cx: AggregateCompiler, expr: Extract<Expr, { kind: 'count-of' }>, depth: number): Compiled | null;
  compileAllSame(cx: AggregateCompiler, name: string, loc: Loc): Compiled | null;
  compileEach(cx: AggregateCompiler, expr: Extract<Expr, { kind: 'each' | 'sum-each' }>, depth: number): Compiled | null;
  compileDistinct(cx: AggregateCompiler, expr: Extract<Expr, { kind: 'call' }>, depth: number): Compiled | null;
  /** What an expression that reads other batches says about them (`ExprReads.elsewhereReads`, `elsewhereTrend`), from its tree and the collections it compiled. */
  describeElsewhere(
    expr: Expr,
    cx: AggregateCompiler,
    lets: { has(name: string): boolean },
  ): Partial<Pick<ExprReads, 'elsewhere' | 'elsewhereReads' | 'elsewhereTrend'>>;
}

/** Where bare attribute names point while compiling (inside sum(...), where, each step...). */
export type CardScope = 'none' | 'card' | 'step' | 'pair';

/** The runtime scope: which card bare names read, and the step/pair cards. */
export interface Scope {
  /** The value each `for each ATTRIBUTE` is at, by attribute index. */
  vals: number[];
  cur: AttrCard | undefined;
  prev: AttrCard | undefined;
  first: AttrCard | undefined;
  second: AttrCard | undefined;
}

/** What an expression evaluates to at run time. */
export type Value = number | boolean | string | AttrCard | undefined;
/**
 * What the compiled closures read: the fields of every context of `ExpressionContexts`, each
 * optional but the options. Every context is one of these, so an expression takes its kind's
 * context as it is; the type checker has already made sure that an expression names only what
 * its kind's context has (`CONTEXT_NUMBERS` in expression-names.ts, the batch names inside a batch).
 */
export interface Ctx {
  readonly options: OptionValues;
  readonly players?: number;
  readonly value?: number;
  readonly size?: number;
  readonly number?: number;
  readonly held?: number;
  readonly bid?: number;
  readonly tricks?: number;
  readonly overtricks?: number;
  readonly undertricks?: number;
  readonly cards?: readonly AttrCard[];
  readonly card?: AttrCard | null;
  readonly batches?: readonly (readonly AttrCard[])[];
  readonly batchIndex?: number;
  /** The words an explanation says between the notation; English when absent (evaluation never reads it). */
  readonly say?: ExplainWords;
}

/** The words an explanation in context `c` says. */
export function sayIn(c: Ctx): CoreExplainWords {
  return c.say ?? ENGLISH_EXPLAIN;
}

/** The numbers a context may offer by name. */
export type ContextNumber = 'players' | 'value' | 'size' | 'number' | 'held' | 'bid' | 'tricks' | 'overtricks' | 'undertricks';

/** The numbers the context of kind K offers by name: only fields it has. */
export type ContextNumbersOf<K extends ContextKind> = Extract<keyof ExpressionContexts[K], ContextNumber>;
/** A compiled expression's fast path: its value in a context. */
export type Ev = (ctx: Ctx, s: Scope) => Value;
/** A compiled expression's explaining path: its value and how it came about. */
export type Ex = (ctx: Ctx, s: Scope) => Shown;

/** An explained sub-value: `text` shows how, `plain` says whether text is just the value. */
export interface Shown {
  readonly value: Value;
  readonly text: string;
  readonly plain: boolean;
}

/** A shown value; `plain` (the default) when its text is just the value. */
export function shown(value: Value, text: string, plain = true): Shown {
  return { value, text, plain };
}

/**
 * Where a card-valued leaf finds its card: in the context (`card`, `first`, `last` of the batch)
 * or in the runtime scope (the card being folded or counted, the previous card of a step, the
 * cards of a pair). Knowing it lets `x.colour` read the card without a call per level.
 */
export type CardRef = 'cur' | 'card' | 'first' | 'last' | 'prev' | 'pair-first' | 'pair-second';

/** A comparison of the scanned card's attribute with a value that does not depend on that card. */
export interface CardTest {
  /** The attribute of the scanned card (`s.cur`), by index. */
  readonly index: number;
  readonly op: string;
  /** The other side, the same for every card of the scan (worked out once per scan). */
  readonly other: Ev;
}

/** An expression compiled once: its type and both paths. */
export interface Compiled {
  readonly type: ExprType;
  readonly ev: Ev;
  readonly ex: Ex;
  /** For a card: where it is read from. */
  readonly ref?: CardRef;
  /** For an attribute of the scanned card (`s.cur`): the attribute's index. */
  readonly curAttr?: number;
  /**
   * True when the value cannot depend on the scanned card (`s.cur`): constants, the context's
   * numbers and the attributes of context cards. Only such a value may be worked out once per
   * scan instead of once per card.
   */
  readonly fixed?: boolean;
  /** For `attribute op value` on the scanned card: what a scan can test directly. */
  readonly cardTest?: CardTest;
  /** For a count(...): whether it is above zero, found by stopping at the first card that counts. */
  readonly exists?: Ev;
}

/** The types an expression can have. */
export const NUMBER: ExprType = { t: 'number' };
export const BOOL: ExprType = { t: 'bool' };
export const TEXT: ExprType = { t: 'text' };
export const CARD: ExprType = { t: 'card' };
/** The largest power `^` raises to; larger ones are refused as resource bombs. */
export const MAX_EXPONENT = 32;

/**
 * The largest number a rule may write or work out, either sign. Literals beyond it are refused;
 * every arithmetic result is held to it (saturating), so no score can reach Infinity.
 */
export const MAX_NUMBER = 1_000_000_000;

/** A result held within ±MAX_NUMBER. */
export function bounded(x: number): number {
  return x > MAX_NUMBER ? MAX_NUMBER : x < -MAX_NUMBER ? -MAX_NUMBER : x;
}

/** The largest nesting an expression may have; deeper ones are refused as resource bombs. */
export const MAX_EXPRESSION_DEPTH = 400;

/** Whether two expression types are the same (symbols of the same attribute). */
export function sameType(a: ExprType, b: ExprType): boolean {
  return a.t === b.t && (a.t !== 'symbol' || (b.t === 'symbol' && a.attribute === b.attribute));
}

/** Format a value for an explanation, in the words of `say`. */
export function fmt(value: Value, type: ExprType, attributes: readonly Attribute[], say: CoreExplainWords = ENGLISH_EXPLAIN): string {
  if (typeof value === 'boolean') return say.truth(value);
  if (type.t === 'symbol' && typeof value === 'number') {
    const attribute = attributes.find((a) => a.name === type.attribute);
    const word = attribute?.values[value];
    return word === undefined ? 'none' : say.value(String(word));
  }
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return `"${value}"`;
  return 'a card';
}

/** The arithmetic operators: how an explanation writes each, and what it does (total: x / 0 and x mod 0 are 0). */
export const ARITHMETIC: Record<string, readonly [shown: string, apply: (a: number, b: number) => number]> = {
  '+': ['+', (a, b) => bounded(a + b)],
  '-': ['−', (a, b) => bounded(a - b)],
  '*': ['×', (a, b) => bounded(a * b)],
  '/': ['÷', (a, b) => (b === 0 ? 0 : Math.trunc(a / b))],
  '%': ['mod', (a, b) => (b === 0 ? 0 : a % b)],
  '^': ['^', (a, b) => (b < 0 ? 0 : bounded(a ** Math.min(b, MAX_EXPONENT)))],
};
/** The comparisons, likewise. `=` and `!=` also compare words, symbols and yes/no; the others only numbers. */
export const COMPARISON: Record<string, readonly [shown: string, test: (a: Value, b: Value) => boolean]> = {
  '=': ['=', (a, b) => a === b],
  '!=': ['≠', (a, b) => a !== b],
  '<': ['<', (a, b) => (a as number) < (b as number)],
  '<=': ['≤', (a, b) => (a as number) <= (b as number)],
  '>': ['>', (a, b) => (a as number) > (b as number)],
  '>=': ['≥', (a, b) => (a as number) >= (b as number)],
};

/** What the compilers given by the caller (card aggregates, attributes, `by players` tables) need from the expression compiler. */
export interface AggregateCompiler {
  readonly env: ExprEnv;
  /** Every attribute the expression names (of any card), so engines know what its answers depend on. */
  readonly attributesRead: Set<number>;
  /** The attributes of the `for each` loops around the part being compiled, innermost last. */
  readonly loops: string[];
  /** A value read straight from the context or the scope, shown formatted. */
  leaf(type: ExprType, read: Ev): Compiled;
  /** Report a problem and give up on this expression. */
  fail(loc: Loc, problem: ExprProblem): null;
  /** Compile `expr` and check it is of `type` (`where` finishes the error sentence). */
  compileTyped(expr: Expr, scope: CardScope, depth: number, type: ExprType, where: string): Compiled | null;
  /** Compile `expr` whatever its type. */
  compileAny(expr: Expr, scope: CardScope, depth: number): Compiled | null;
  /** The index of attribute `name`, or -1 (reported, with a did-you-mean). */
  attributeIndex(name: string, loc: Loc): number;
  /** Is this a batch rule? Reports an error naming `name` if not. */
  needBatch(name: string, loc: Loc): boolean;
  /** "text = value" unless the text is already just the value, in the words of `say`. */
  full(shown: Shown, type: ExprType, say: CoreExplainWords): string;
}
