/**
 * The expression sub-language: type-checked once, compiled into closures.
 *
 * Every expression compiles to two functions built from the same tree and the same operator
 * table: `evaluate` (fast, for self-play and search) and `explain` (the value together with its
 * derivation, for score sheets and teachers). The language is total: no loops but bounded
 * aggregates over a batch's cards, no recursion, no host code; division by zero gives 0 and an
 * index outside a sequence gives 0.
 */
import type { Expr, Loc } from './ast.js';
import type { Explained } from './expression-types.js';
import type { ExprProblem } from './expression-problems.js';
import type { CompiledExpr, ExpressionContexts, ExprReads } from './ruleset.js';
import type { CoreExplainWords, ExplainWords } from './explain-words.js';
import {
  BOOL,
  MAX_EXPRESSION_DEPTH,
  MAX_NUMBER,
  NUMBER,
  TEXT,
  fmt,
  sameType,
  sayIn,
  shown,
  type AggregateCompiler,
  type CardAggregates,
  type CardScope,
  type Compiled,
  type ContextKind,
  type Ctx,
  type Ev,
  type ExprEnv,
  type ExprType,
  type LetDef,
  type Scope,
  type Shown,
  type Value,
} from './expression-core.js';
import { CONTEXT_NUMBERS, compileField, compileIdentifier, compileIndex } from './expression-names.js';
import { compileBinary, compileCall } from './expression-operators.js';

export {
  MAX_EXPRESSION_DEPTH,
  MAX_NUMBER,
  type CardAggregates,
  type ContextKind,
  type ExprEnv,
  type ExprType,
  type LetDef,
} from './expression-core.js';

/**
 * Compile one expression of a ruleset for a context; null if it has errors (already reported).
 * `words` is the expression in plain English (expressionWords in expression-words.ts: the compiler
 * says it, a build-time compiled ruleset carries it).
 */
export function compileExpression<K extends ContextKind, E extends 'number' | 'bool'>(
  expr: Expr,
  source: string,
  expected: E,
  env: ExprEnv<K>,
  words: string,
): CompiledExpr<ExpressionContexts[K], ExpressionValue<E>> | null {
  type T = ExpressionValue<E>;
  let failed = false;
  const report = (loc: Loc, problem: ExprProblem): void => {
    failed = true;
    env.report(loc, problem);
  };
  const compiler = new ExpressionCompiler({ ...env, report });
  // A deck's card rule reads the card's attributes by their bare names.
  const onCard = env.kind === 'card';
  const compiled = compiler.compile(expr, onCard ? 'card' : 'none', 0);
  if (!compiled) return null;
  if (compiled.type.t !== expected) {
    report(expr.loc, { problem: 'wrong-type', expected: expected === 'number' ? NUMBER : BOOL, where: 'here', got: compiled.type });
  }
  if (failed) return null;
  const reads: ExprReads = Object.freeze({
    attributes: Object.freeze([...compiler.attributesRead].sort((a, b) => a - b)),
    elsewhere: false,
    // Only a batch rule reads other batches, through the card aggregates, which say what it reads.
    ...env.cards?.describeElsewhere(expr, compiler, env.lets),
  });
  const scope: Scope = { vals: [], cur: undefined, prev: undefined, first: undefined, second: undefined };
  const { ev, ex } = compiled;
  // Every context is a Ctx (expression-core.ts), so it goes in as it is.
  const enter = (ctx: Ctx): Ctx => {
    if (onCard) scope.cur = ctx.card ?? undefined;
    return ctx;
  };
  return Object.freeze({
    source,
    words,
    reads,
    // Only a deck's card rule binds a card before it runs; the others go straight in.
    evaluate: onCard ? (ctx: ExpressionContexts[K]) => ev(enter(ctx), scope) as T : (ctx: ExpressionContexts[K]) => ev(ctx, scope) as T,
    explain: (ctx: ExpressionContexts[K], say?: ExplainWords): Explained<T> => {
      const entered: Ctx = say ? { ...enter(ctx), say } : enter(ctx);
      const explained = ex(entered, scope);
      return { value: explained.value as T, text: compiler.full(explained, compiled.type, sayIn(entered)) };
    },
  });
}

/** What an expression compiled for `expected` gives: a number, or a yes/no answer. */
export type ExpressionValue<E extends 'number' | 'bool'> = E extends 'number' ? number : boolean;

/** The compiler of one expression: type checks, the dispatch by node kind and the `let` definitions (names in expression-names.ts, operators in expression-operators.ts). */
export class ExpressionCompiler implements AggregateCompiler {
  /** Where problems go: the expression's file, or a `let` definition's while compiling its body. */
  private report: ExprEnv['report'];
  /** Definitions with an index below this may be used (all of them, outside a definition). */
  private letLimit = Number.POSITIVE_INFINITY;
  /** The attributes of the `for each` loops around the part being compiled, innermost last. */
  readonly loops: string[] = [];
  /** Every attribute the expression names (of any card), so engines know what its answers depend on. */
  readonly attributesRead = new Set<number>();

  constructor(readonly env: ExprEnv) {
    this.report = env.report;
  }

  /** Is this a batch's rule (allow or score), where the batch's cards have names? */
  get inBatch(): boolean {
    return this.env.kind === 'batch-allow' || this.env.kind === 'batch-score';
  }

  /** The card aggregates, or null (reported) when the caller did not give them. */
  cards(loc: Loc): CardAggregates | null {
    return this.env.cards ?? this.fail(loc, { problem: 'no-card-aggregates' });
  }

  fail(loc: Loc, problem: ExprProblem): null {
    this.report(loc, problem);
    return null;
  }

  /** "text = value" unless the text is already just the value. */
  full(shown: Shown, type: ExprType, say: CoreExplainWords): string {
    return shown.plain ? shown.text : `${shown.text} = ${fmt(shown.value, type, this.env.attributes, say)}`;
  }

  /** A value read straight from the context or a constant, shown as `show` writes it (by default, formatted). */
  leaf(
    type: ExprType,
    read: Ev,
    show = (value: Value, say: CoreExplainWords): string => fmt(value, type, this.env.attributes, say),
  ): Compiled {
    return {
      type,
      ev: read,
      ex: (c, s) => {
        const value = read(c, s);
        return shown(value, show(value, sayIn(c)));
      },
    };
  }

  /** A leaf whose value cannot depend on the scanned card (a constant, a context value). */
  fixedLeaf(type: ExprType, read: Ev, show?: (value: Value, say: CoreExplainWords) => string): Compiled {
    return { ...this.leaf(type, read, show), fixed: true };
  }

  /** The index of attribute `name`, or -1 (reported, with a did-you-mean). */
  attributeIndex(name: string, loc: Loc): number {
    const attributes = this.env.attributes;
    const index = attributes.findIndex((a) => a.name === name);
    if (index < 0) this.fail(loc, { problem: 'unknown-attribute', name, known: attributes.map((a) => a.name) });
    else this.attributesRead.add(index);
    return index;
  }

  compile(expr: Expr, scope: CardScope, depth: number): Compiled | null {
    if (depth > MAX_EXPRESSION_DEPTH) {
      return this.fail(expr.loc, { problem: 'too-deep' });
    }
    if (expr.kind === 'num' && expr.value > MAX_NUMBER) {
      return this.fail(expr.loc, { problem: 'number-too-large' });
    }
    switch (expr.kind) {
      case 'num':
      case 'bool':
      case 'str': {
        const v = expr.value;
        return this.fixedLeaf(expr.kind === 'num' ? NUMBER : expr.kind === 'bool' ? BOOL : TEXT, () => v);
      }
      case 'ident':
        return compileIdentifier(this, expr.name, expr.loc, scope, depth);
      case 'field':
        return compileField(this, expr, scope, depth);
      case 'index':
        return compileIndex(this, expr, scope, depth);
      case 'neg': {
        const operand = this.compileTyped(expr.operand, scope, depth, NUMBER, 'after a minus sign');
        if (!operand) return null;
        const inner = operand.ev;
        return {
          type: NUMBER,
          fixed: operand.fixed === true,
          ev: (c, s) => -(inner(c, s) as number),
          ex: (c, s) => {
            const o = operand.ex(c, s);
            const value = -(o.value as number);
            return o.plain ? shown(value, String(value)) : shown(value, `-(${o.text})`, false);
          },
        };
      }
      case 'not': {
        const operand = this.compileTyped(expr.operand, scope, depth, BOOL, "after 'not'");
        if (!operand) return null;
        return {
          type: BOOL,
          ev: (
            (inner: Ev): Ev =>
            (c, s) =>
              !inner(c, s)
          )(operand.ev),
          ex: (c, s) => {
            const o = operand.ex(c, s);
            return shown(!o.value, `${sayIn(c).code('not')} (${o.text})`, false);
          },
        };
      }
      case 'binary':
        return compileBinary(this, expr, scope, depth);
      case 'cond': {
        const test = this.compileTyped(expr.test, scope, depth, BOOL, "after 'if'");
        const then = this.compile(expr.then, scope, depth + 1);
        const otherwise = this.compile(expr.otherwise, scope, depth + 1);
        if (!test || !then || !otherwise) return null;
        if (!sameType(then.type, otherwise.type)) {
          return this.fail(expr.loc, { problem: 'branches-differ', then: then.type, otherwise: otherwise.type });
        }
        const type = then.type;
        return {
          type,
          ev: (
            (t: Ev, a: Ev, b: Ev): Ev =>
            (c, s) =>
              t(c, s) ? a(c, s) : b(c, s)
          )(test.ev, then.ev, otherwise.ev),
          ex: (c, s) => {
            const t = test.ex(c, s);
            const branch = t.value ? then.ex(c, s) : otherwise.ex(c, s);
            const say = sayIn(c);
            return shown(branch.value, say.so(t.text, this.full(branch, type, say)));
          },
        };
      }
      case 'call':
        return compileCall(this, expr, scope, depth);
      case 'count-of':
        return this.cards(expr.loc)?.compileCountOf(this, expr, depth) ?? null;
      case 'all-same':
        return this.cards(expr.loc)?.compileAllSame(this, expr.attribute.text, expr.attribute.loc) ?? null;
      case 'each':
      case 'sum-each':
        return this.cards(expr.loc)?.compileEach(this, expr, depth) ?? null;
      case 'for-each':
        return this.cards(expr.loc)?.compileForEach(this, expr, scope, depth) ?? null;
      case 'this':
        return this.cards(expr.loc)?.compileThis(this, expr) ?? null;
      case 'by-players':
        return this.byPlayers(expr, scope, depth);
    }
  }

  /**
   * `by players { 2: 3 | 3..6: 2 }`: the row for the number at the table, covering every count
   * the game allows (compiled by expression-by-players.ts, which the caller gives when needed).
   */
  private byPlayers(expr: Extract<Expr, { kind: 'by-players' }>, scope: CardScope, depth: number): Compiled | null {
    if (!CONTEXT_NUMBERS[this.env.kind].some((offered) => offered === 'players'))
      return this.fail(expr.loc, { problem: 'players-unknown' });
    const tables = this.env.playerTables;
    return tables ? tables.compileByPlayers(this, expr, scope, depth) : this.fail(expr.loc, { problem: 'no-player-tables' });
  }

  /** A `let` name: its definition compiled here, in this expression's context. */
  letValue(name: string, loc: Loc, scope: CardScope, depth: number): Compiled | null {
    const def = this.env.lets.get(name) as LetDef;
    def.used = true;
    if (def.index >= this.letLimit) {
      return this.fail(loc, { problem: 'let-after', name, line: def.line });
    }
    const savedReport = this.report;
    const savedLimit = this.letLimit;
    let inner: Compiled | null;
    try {
      this.report = def.report;
      this.letLimit = def.index;
      inner = this.compile(def.expr, scope, depth + 1);
    } finally {
      this.report = savedReport;
      this.letLimit = savedLimit;
    }
    // Its problems were reported at the definition itself.
    if (!inner) return null;
    const body = inner;
    return {
      type: body.type,
      ev: body.ev,
      ex: (c, s) => {
        const x = body.ex(c, s);
        const say = sayIn(c);
        return shown(x.value, `${say.code(name)} (${x.plain ? x.text : this.full(x, body.type, say)})`, false);
      },
    };
  }

  compileAny(expr: Expr, scope: CardScope, depth: number): Compiled | null {
    return this.compile(expr, scope, depth + 1);
  }

  compileTyped(expr: Expr, scope: CardScope, depth: number, type: ExprType, where: string): Compiled | null {
    const c = this.compile(expr, scope, depth + 1);
    if (!c) return null;
    if (!sameType(c.type, type)) {
      return this.fail(expr.loc, { problem: 'wrong-type', expected: type, where, got: c.type });
    }
    return c;
  }

  needBatch(name: string, loc: Loc): boolean {
    if (this.inBatch) return true;
    this.fail(loc, { problem: 'batch-only', name });
    return false;
  }
}
