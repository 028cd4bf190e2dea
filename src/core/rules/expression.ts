/**
 * The expression sub-language: type-checked once, compiled into closures.
 *
 * Every expression compiles to two functions built from the same tree and the same operator
 * table: `evaluate` (fast, for self-play and search) and `explain` (the value together with its
 * derivation, for score sheets and teachers). The language is total: no loops but bounded
 * aggregates over a batch's cards, no recursion, no host code; division by zero gives 0 and an
 * index outside a sequence gives 0.
 */
import { missing } from '../cards/typed-reads.js';
import type { Expr, Loc } from './ast.js';
import type { Explained } from './expression-types.js';
import type { ExprProblem } from './expression-problems.js';
import type { AttrCard, CompiledExpr, ExpressionContexts, ExprReads } from './ruleset.js';
import {
  ARITHMETIC,
  BOOL,
  CARD,
  COMPARISON,
  MAX_EXPONENT,
  MAX_EXPRESSION_DEPTH,
  MAX_NUMBER,
  bounded,
  NUMBER,
  TEXT,
  fmt,
  sameType,
  shown,
  type AggregateCompiler,
  type CardAggregates,
  type CardScope,
  type CardRef,
  type Compiled,
  type ContextKind,
  type ContextNumber,
  type ContextNumbersOf,
  type Ctx,
  type Ev,
  type ExprEnv,
  type ExprType,
  type LetDef,
  type Scope,
  type Shown,
  type Value,
} from './expression-core.js';

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
    explain: (ctx: ExpressionContexts[K]): Explained<T> => {
      const explained = ex(enter(ctx), scope);
      return { value: explained.value as T, text: compiler.full(explained, compiled.type) };
    },
  });
}

/** What an expression compiled for `expected` gives: a number, or a yes/no answer. */
export type ExpressionValue<E extends 'number' | 'bool'> = E extends 'number' ? number : boolean;

/** The numbers each context offers by name (`players` everywhere but a deck's card rule), keyed by kind: only fields of that kind's context. */
const CONTEXT_NUMBERS: { readonly [K in ContextKind]: readonly ContextNumbersOf<K>[] } = {
  group: ['value', 'size', 'players'],
  bid: ['number', 'held', 'players'],
  contract: ['bid', 'tricks', 'overtricks', 'undertricks', 'players'],
  base: ['players'],
  'batch-allow': ['players'],
  'batch-score': ['players'],
  card: [],
};

class ExpressionCompiler implements AggregateCompiler {
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
  full(shown: Shown, type: ExprType): string {
    return shown.plain ? shown.text : `${shown.text} = ${fmt(shown.value, type, this.env.attributes)}`;
  }

  /** A value read straight from the context or a constant, shown as `show` writes it (by default, formatted). */
  leaf(type: ExprType, read: Ev, show = (value: Value): string => fmt(value, type, this.env.attributes)): Compiled {
    return {
      type,
      ev: read,
      ex: (c, s) => {
        const value = read(c, s);
        return shown(value, show(value));
      },
    };
  }

  /** A leaf whose value cannot depend on the scanned card (a constant, a context value). */
  fixedLeaf(type: ExprType, read: Ev, show?: (value: Value) => string): Compiled {
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
        return this.identifier(expr.name, expr.loc, scope, depth);
      case 'field':
        return this.field(expr, scope, depth);
      case 'index':
        return this.index(expr, scope, depth);
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
            return shown(!o.value, `not (${o.text})`, false);
          },
        };
      }
      case 'binary':
        return this.binary(expr, scope, depth);
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
            return shown(branch.value, `${t.text}, so ${this.full(branch, type)}`);
          },
        };
      }
      case 'call':
        return this.call(expr, scope, depth);
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
  private letValue(name: string, loc: Loc, scope: CardScope, depth: number): Compiled | null {
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
        return shown(x.value, x.plain ? `${name} (${x.text})` : `${name} (${this.full(x, body.type)})`, false);
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

  private identifier(name: string, loc: Loc, scope: CardScope, depth: number): Compiled | null {
    const kind = this.env.kind;
    const attrs = this.env.attributes;
    // A card of the context (card, first, last) is the same for every card a scan looks at.
    const card = (read: Ev, ref: CardRef): Compiled => ({
      ...this.leaf(CARD, read, () => name),
      ref,
      fixed: ref === 'card' || ref === 'first' || ref === 'last',
    });
    // Names of the context, nearest first.
    const contextNumber: ContextNumber | undefined = CONTEXT_NUMBERS[kind].find((offered) => offered === name);
    if (contextNumber) return this.fixedLeaf(NUMBER, (c) => c[contextNumber]);
    if (this.inBatch) {
      if (name === 'count') return this.fixedLeaf(NUMBER, (c) => (c.cards as AttrCard[]).length);
      if (name === 'pairs') return this.fixedLeaf(NUMBER, (c) => (c.cards as AttrCard[]).length >> 1);
      if (name === 'card') {
        if (kind === 'batch-score') {
          return this.fail(loc, { problem: 'card-in-score' });
        }
        return card((c) => c.card as AttrCard, 'card');
      }
      if (name === 'first' && scope !== 'pair') return card((c) => (c.cards as AttrCard[])[0], 'first');
      if (name === 'last') return card((c) => (c.cards as AttrCard[])[(c.cards as AttrCard[]).length - 1], 'last');
    }
    if (scope === 'pair' && name === 'first') return card((_c, s) => s.first, 'pair-first');
    if (scope === 'pair' && name === 'second') return card((_c, s) => s.second, 'pair-second');
    if (scope === 'step' && name === 'previous') return card((_c, s) => s.prev, 'prev');
    const option = this.env.options.find((o) => o.name === name);
    if (option) {
      if (option.kind === 'toggle')
        return this.fixedLeaf(
          BOOL,
          (c) => c.options[name] === true,
          (v) => `${name} (${v ? 'yes' : 'no'})`,
        );
      const numeric = option.kind === 'number' || option.choices.every((v) => typeof v === 'number');
      return this.fixedLeaf(numeric ? NUMBER : TEXT, (c) => c.options[name]);
    }
    if (this.env.sequences.has(name))
      return this.leaf(
        { t: 'sequence' },
        () => name,
        () => name,
      );
    if (this.env.lets.has(name)) return this.letValue(name, loc, scope, depth);
    const attrIndex = attrs.findIndex((a) => a.name === name);
    if (attrIndex >= 0) {
      if (scope === 'none' || scope === 'pair') {
        return this.fail(loc, { problem: 'attribute-needs-card', name });
      }
      return this.cards(loc)?.compileAttributeOf(this, (_c, s) => s.cur, attrIndex, 'cur') ?? null;
    }
    for (const attribute of attrs) {
      const valueIndex = attribute.values.findIndex((v) => String(v) === name);
      if (attribute.kind === 'symbol' && valueIndex >= 0)
        return this.fixedLeaf({ t: 'symbol', attribute: attribute.name }, () => valueIndex);
    }
    const known = [
      ...this.knownNames(scope),
      ...this.env.options.map((o) => o.name),
      ...this.env.sequences.keys(),
      ...this.env.lets.keys(),
      ...attrs.map((a) => a.name),
      ...attrs.flatMap((a) => (a.kind === 'symbol' ? a.values.map(String) : [])),
    ];
    return this.fail(loc, { problem: 'unknown-name', name, known });
  }

  private knownNames(scope: CardScope): readonly string[] {
    const kind = this.env.kind;
    if (!this.inBatch) return CONTEXT_NUMBERS[kind];
    return [
      'count',
      'pairs',
      'first',
      'last',
      'players',
      ...(kind === 'batch-allow' ? ['card'] : []),
      ...(scope === 'pair' ? ['second'] : []),
      ...(scope === 'step' ? ['previous'] : []),
    ];
  }

  private field(expr: Extract<Expr, { kind: 'field' }>, scope: CardScope, depth: number): Compiled | null {
    const object = this.compile(expr.object, scope, depth + 1);
    if (!object) return null;
    if (object.type.t !== 'card') {
      return this.fail(expr.field.loc, { problem: 'not-a-card', got: object.type });
    }
    const index = this.attributeIndex(expr.field.text, expr.field.loc);
    return index < 0 ? null : (this.cards(expr.loc)?.compileAttributeOf(this, object.ev, index, object.ref) ?? null);
  }

  private index(expr: Extract<Expr, { kind: 'index' }>, scope: CardScope, depth: number): Compiled | null {
    if (expr.object.kind !== 'ident' || !this.env.sequences.has(expr.object.name)) {
      const name = expr.object.kind === 'ident' ? expr.object.name : '';
      return this.fail(expr.object.loc, { problem: 'unknown-sequence', name, known: [...this.env.sequences.keys()] });
    }
    const name = expr.object.name;
    const values = this.env.sequences.get(name) as readonly number[];
    const position = this.compileTyped(expr.index, scope, depth, NUMBER, 'between [ and ]');
    if (!position) return null;
    // Sequences count from 1: triangle[1] is the first value. Outside the sequence: 0.
    const look = (i: number): number => values[i - 1] ?? 0;
    return {
      type: NUMBER,
      ev: (
        (at: Ev): Ev =>
        (c, s) =>
          look(at(c, s) as number)
      )(position.ev),
      ex: (c, s) => {
        const p = position.ex(c, s);
        return shown(look(p.value as number), `${name}[${p.text}]`, false);
      },
    };
  }

  private binary(expr: Extract<Expr, { kind: 'binary' }>, scope: CardScope, depth: number): Compiled | null {
    const left = this.compile(expr.left, scope, depth + 1);
    const right = this.compile(expr.right, scope, depth + 1);
    if (!left || !right) return null;
    const op = expr.op;
    // Both sides must be of type `t`; the first that is not is reported.
    const sides = [
      [expr.left, left],
      [expr.right, right],
    ] as const;
    const both = (t: 'bool' | 'number'): boolean =>
      sides.every(([side, c]) => c.type.t === t || this.fail(side.loc, { problem: 'operand-type', op, got: c.type }));
    if (op === 'and' || op === 'or') {
      if (!both('bool')) return null;
      const isAnd = op === 'and';
      const l = left.ev;
      const r = right.ev;
      return {
        type: BOOL,
        ev: isAnd ? (c, s) => (l(c, s) as boolean) && r(c, s) : (c, s) => l(c, s) || r(c, s),
        ex: (c, s) => {
          const l = left.ex(c, s);
          // Short-circuit exactly as evaluate does, and show only what was looked at.
          if (isAnd ? !l.value : l.value) return shown(l.value, l.text);
          const r = right.ex(c, s);
          return shown(r.value, `${l.text} ${op} ${r.text}`);
        },
      };
    }
    const comparison = COMPARISON[op];
    if (comparison !== undefined) {
      const ordered = op !== '=' && op !== '!=';
      if (!sameType(left.type, right.type)) {
        return this.fail(expr.loc, { problem: 'cannot-compare', left: left.type, right: right.type });
      }
      if (ordered && left.type.t !== 'number') {
        return this.fail(expr.loc, { problem: 'ordered-compare', op, type: left.type });
      }
      if (left.type.t === 'card' || left.type.t === 'sequence') {
        return this.fail(expr.loc, { problem: 'compare-whole', what: left.type.t });
      }
      const [shownOp, test] = comparison;
      const type = left.type;
      // A count or the scanned card's attribute on one side (only the card aggregates make
      // either): the shortcuts a scan over a batch's cards can take.
      const scan =
        left.exists || right.exists || left.curAttr !== undefined || right.curAttr !== undefined
          ? this.env.cards?.comparisonShortcuts(op, left, right, expr)
          : undefined;
      return {
        type: BOOL,
        ev: scan?.ev ?? comparing(op, left.ev, right.ev),
        fixed: (left.fixed && right.fixed) === true,
        ...(scan?.cardTest ? { cardTest: scan.cardTest } : {}),
        ex: (c, s) => {
          const l = left.ex(c, s);
          const r = right.ex(c, s);
          const value = test(l.value, r.value);
          const lead = [l, r].filter((x) => !x.plain).map((x) => this.full(x, type));
          const verdict = `${fmt(l.value, type, this.env.attributes)} ${shownOp} ${fmt(r.value, type, this.env.attributes)} ${value ? '✓' : '✗'}`;
          return shown(value, lead.length ? `${lead.join(', ')}; ${verdict}` : verdict);
        },
      };
    }
    if (!both('number')) return null;
    if (op === '^' && expr.right.kind === 'num' && expr.right.value > MAX_EXPONENT) {
      return this.fail(expr.right.loc, { problem: 'exponent-too-large' });
    }
    // The grammar parses no other operator: a missing one is a broken invariant, not a ruleset's mistake.
    const [shownOp, apply] = ARITHMETIC[op] ?? missing();
    const l = left.ev;
    const r = right.ev;
    const fast =
      op === '+'
        ? (c: Ctx, s: Scope) => bounded((l(c, s) as number) + (r(c, s) as number))
        : op === '*'
          ? (c: Ctx, s: Scope) => bounded((l(c, s) as number) * (r(c, s) as number))
          : op === '-'
            ? (c: Ctx, s: Scope) => bounded((l(c, s) as number) - (r(c, s) as number))
            : (c: Ctx, s: Scope) => apply(l(c, s) as number, r(c, s) as number);
    // abs(...), min(a, b) and lookups carry their own brackets; sums and arithmetic need them.
    const bracketed = (node: Expr): boolean =>
      node.kind === 'index' || (node.kind === 'call' && (node.fn.text === 'abs' || node.args.length === 2));
    const wrap = (x: Shown, node: Expr): string => (x.plain || bracketed(node) ? x.text : `(${x.text})`);
    return {
      type: NUMBER,
      ev: fast,
      fixed: (left.fixed && right.fixed) === true,
      ex: (c, s) => {
        const l = left.ex(c, s);
        const r = right.ex(c, s);
        const capped = op === '^' && (r.value as number) > MAX_EXPONENT;
        const exponent = capped ? `${MAX_EXPONENT} (the highest power allowed)` : wrap(r, expr.right);
        return shown(apply(l.value as number, r.value as number), `${wrap(l, expr.left)} ${shownOp} ${exponent}`, false);
      },
    };
  }

  private call(expr: Extract<Expr, { kind: 'call' }>, scope: CardScope, depth: number): Compiled | null {
    const name = expr.fn.text;
    const args = expr.args;
    if (name === 'abs' || ((name === 'min' || name === 'max') && args.length === 2)) {
      if (name === 'abs' && args.length !== 1) return this.fail(expr.loc, { problem: 'abs-arguments' });
      const compiled = args.map((a) => this.compileTyped(a, scope, depth, NUMBER, `in ${name}(...)`));
      if (compiled.some((c) => c === null)) return null;
      const [a, b] = compiled as Compiled[];
      const fn = name === 'abs' ? (x: number) => Math.abs(x) : name === 'min' ? Math.min : Math.max;
      const first = a as Compiled;
      const x = first.ev;
      const y = b?.ev;
      return {
        type: NUMBER,
        fixed: first.fixed === true && (!b || b.fixed === true),
        ev: !y
          ? name === 'abs'
            ? (c, s) => Math.abs(x(c, s) as number)
            : (c, s) => fn(x(c, s) as number)
          : name === 'min'
            ? (c, s) => Math.min(x(c, s) as number, y(c, s) as number)
            : (c, s) => Math.max(x(c, s) as number, y(c, s) as number),
        ex: (c, s) => {
          const xs = (b ? [first, b] : [first]).map((x) => x.ex(c, s));
          const value = fn(...(xs.map((x) => x.value as number) as [number, number]));
          return shown(value, `${name}(${xs.map((x) => x.text).join(', ')})`, false);
        },
      };
    }
    if (name === 'sum' || name === 'min' || name === 'max') return this.cards(expr.loc)?.compileCardFold(this, expr, name, depth) ?? null;
    if (name === 'distinct') return this.cards(expr.loc)?.compileDistinct(this, expr, depth) ?? null;
    return this.fail(expr.fn.loc, { problem: 'unknown-function', name, known: ['abs', 'min', 'max', 'sum', 'count', 'distinct'] });
  }
}

/** `a op b` with the operator's test written out, so evaluating costs no extra call. */
function comparing(op: string, l: Ev, r: Ev): Ev {
  switch (op) {
    case '=':
      return (c, s) => l(c, s) === r(c, s);
    case '!=':
      return (c, s) => l(c, s) !== r(c, s);
    case '<':
      return (c, s) => (l(c, s) as number) < (r(c, s) as number);
    case '<=':
      return (c, s) => (l(c, s) as number) <= (r(c, s) as number);
    case '>':
      return (c, s) => (l(c, s) as number) > (r(c, s) as number);
    default:
      return (c, s) => (l(c, s) as number) >= (r(c, s) as number);
  }
}
