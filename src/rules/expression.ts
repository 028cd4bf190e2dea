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
import type { Attribute, AttrCard, CompiledExpr } from './ruleset.js';
import { suggest } from './suggest.js';
import { compileAllSame, compileCardFold, compileCountOf, compileEach } from './expression-cards.js';
import {
  ARITHMETIC,
  ARITHMETIC_SHOWN,
  BOOL,
  CARD,
  COMPARISON,
  COMPARISON_SHOWN,
  MAX_EXPONENT,
  MAX_EXPRESSION_DEPTH,
  NUMBER,
  TEXT,
  describeType,
  fmt,
  sameType,
  type AggregateCompiler,
  type CardScope,
  type Compiled,
  type Ctx,
  type ExprEnv,
  type ExprType,
  type Scope,
  type Shown,
  type Value,
} from './expression-core.js';

export { MAX_EXPRESSION_DEPTH, type ContextKind, type ExprEnv, type ExprType } from './expression-core.js';

/** Compile one expression of a ruleset for a context; null if it has errors (already reported). */
export function compileExpression<C, T extends number | boolean>(
  expr: Expr,
  source: string,
  expected: 'number' | 'bool',
  env: ExprEnv,
): CompiledExpr<C, T> | null {
  let failed = false;
  const report = (loc: Loc, code: string, message: string): void => {
    failed = true;
    env.report(loc, code, message);
  };
  const compiler = new ExpressionCompiler({ ...env, report });
  const compiled = compiler.compile(expr, 'none', 0);
  if (!compiled) return null;
  if (compiled.type.t !== expected) {
    report(expr.loc, 'type-mismatch', `expected ${expected === 'number' ? 'a number' : 'a yes/no condition'} here, but this is ${describeType(compiled.type)}`);
  }
  if (failed) return null;
  const scope: Scope = { cur: undefined, prev: undefined, first: undefined, second: undefined };
  const { ev, ex } = compiled;
  return Object.freeze({
    source,
    evaluate: (ctx: C) => ev(ctx as unknown as Ctx, scope) as T,
    explain: (ctx: C): Explained<T> => {
      const shown = ex(ctx as unknown as Ctx, scope);
      const value = shown.value as T;
      const text = shown.plain ? shown.text : `${shown.text} = ${fmt(value, compiled.type, env.attributes)}`;
      return { value, text };
    },
  });
}
class ExpressionCompiler implements AggregateCompiler {
  constructor(readonly env: ExprEnv) {}

  fail(loc: Loc, code: string, message: string): null {
    this.env.report(loc, code, message);
    return null;
  }

  /** "text = value" unless the text is already just the value. */
  full(shown: Shown, type: ExprType): string {
    return shown.plain ? shown.text : `${shown.text} = ${fmt(shown.value, type, this.env.attributes)}`;
  }

  compile(expr: Expr, scope: CardScope, depth: number): Compiled | null {
    if (depth > MAX_EXPRESSION_DEPTH) {
      return this.fail(expr.loc, 'too-deep', `this expression is too long or nested too deeply (more than ${MAX_EXPRESSION_DEPTH} steps); simplify it`);
    }
    switch (expr.kind) {
      case 'num': {
        const v = expr.value;
        return { type: NUMBER, ev: () => v, ex: () => ({ value: v, text: String(v), plain: true }) };
      }
      case 'bool': {
        const v = expr.value;
        return { type: BOOL, ev: () => v, ex: () => ({ value: v, text: v ? 'yes' : 'no', plain: true }) };
      }
      case 'str': {
        const v = expr.value;
        return { type: TEXT, ev: () => v, ex: () => ({ value: v, text: `"${v}"`, plain: true }) };
      }
      case 'ident':
        return this.identifier(expr.name, expr.loc, scope);
      case 'field':
        return this.field(expr, scope, depth);
      case 'index':
        return this.index(expr, scope, depth);
      case 'neg': {
        const operand = this.compileTyped(expr.operand, scope, depth, NUMBER, 'after a minus sign');
        if (!operand) return null;
        return {
          type: NUMBER,
          ev: (c, s) => -(operand.ev(c, s) as number),
          ex: (c, s) => {
            const o = operand.ex(c, s);
            const value = -(o.value as number);
            return o.plain ? { value, text: fmt(value, NUMBER, []), plain: true } : { value, text: `-(${o.text})`, plain: false };
          },
        };
      }
      case 'not': {
        const operand = this.compileTyped(expr.operand, scope, depth, BOOL, "after 'not'");
        if (!operand) return null;
        return {
          type: BOOL,
          ev: (c, s) => !operand.ev(c, s),
          ex: (c, s) => {
            const o = operand.ex(c, s);
            return { value: !o.value, text: `not (${o.text})`, plain: false };
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
          return this.fail(expr.loc, 'type-mismatch', `both sides of 'if ... else' must be of one kind: ${describeType(then.type)} before 'if', ${describeType(otherwise.type)} after 'else'`);
        }
        const type = then.type;
        return {
          type,
          ev: (c, s) => (test.ev(c, s) ? then.ev(c, s) : otherwise.ev(c, s)),
          ex: (c, s) => {
            const t = test.ex(c, s);
            const branch = t.value ? then.ex(c, s) : otherwise.ex(c, s);
            return { value: branch.value, text: `${t.text}, so ${this.full(branch, type)}`, plain: true };
          },
        };
      }
      case 'call':
        return this.call(expr, scope, depth);
      case 'count-of':
        return compileCountOf(this, expr, depth);
      case 'all-same':
        return compileAllSame(this, expr.attribute.text, expr.attribute.loc);
      case 'each':
      case 'sum-each':
        return compileEach(this, expr, depth);
    }
  }

  compileTyped(expr: Expr, scope: CardScope, depth: number, type: ExprType, where: string): Compiled | null {
    const c = this.compile(expr, scope, depth + 1);
    if (!c) return null;
    if (!sameType(c.type, type)) {
      return this.fail(expr.loc, 'type-mismatch', `expected ${describeType(type)} ${where}, but this is ${describeType(c.type)}`);
    }
    return c;
  }

  needBatch(name: string, loc: Loc): boolean {
    if (this.env.kind === 'batch-allow' || this.env.kind === 'batch-score') return true;
    this.fail(loc, 'unknown-name', `'${name}' is only known inside a batch's rules`);
    return false;
  }

  private identifier(name: string, loc: Loc, scope: CardScope): Compiled | null {
    const kind = this.env.kind;
    const attrs = this.env.attributes;
    const plainNumber = (read: (c: Ctx, s: Scope) => number): Compiled => ({
      type: NUMBER,
      ev: read,
      ex: (c, s) => ({ value: read(c, s), text: fmt(read(c, s), NUMBER, []), plain: true }),
    });
    // Names of the context, nearest first.
    if (kind === 'group' && (name === 'value' || name === 'size')) return plainNumber((c) => c[name] as number);
    if (kind === 'bid' && (name === 'number' || name === 'held')) return plainNumber((c) => c[name] as number);
    if (name === 'players') return plainNumber((c) => c.players as number);
    if (kind === 'batch-allow' || kind === 'batch-score') {
      if (name === 'count') return plainNumber((c) => (c.cards as AttrCard[]).length);
      if (name === 'pairs') return plainNumber((c) => (c.cards as AttrCard[]).length >> 1);
      if (name === 'card') {
        if (kind === 'batch-score') {
          return this.fail(loc, 'unknown-name', "'card' is the card being placed, so it exists only in 'allow' rules; in a score use first or last");
        }
        return { type: CARD, ev: (c) => c.card as AttrCard, ex: (c) => ({ value: c.card as AttrCard, text: 'card', plain: true }) };
      }
      if (name === 'first' && scope !== 'pair') {
        return { type: CARD, ev: (c) => (c.cards as AttrCard[])[0], ex: (c) => ({ value: (c.cards as AttrCard[])[0], text: 'first', plain: true }) };
      }
      if (name === 'last') {
        const read = (c: Ctx) => (c.cards as AttrCard[])[(c.cards as AttrCard[]).length - 1];
        return { type: CARD, ev: read, ex: (c) => ({ value: read(c), text: 'last', plain: true }) };
      }
    }
    if (scope === 'pair' && (name === 'first' || name === 'second')) {
      const key = name;
      return { type: CARD, ev: (_c, s) => s[key], ex: (_c, s) => ({ value: s[key], text: key, plain: true }) };
    }
    if (scope === 'step' && name === 'previous') {
      return { type: CARD, ev: (_c, s) => s.prev, ex: (_c, s) => ({ value: s.prev, text: 'previous', plain: true }) };
    }
    const option = this.env.options.find((o) => o.name === name);
    if (option) {
      if (option.kind === 'toggle') {
        return { type: BOOL, ev: (c) => c.options[name] === true, ex: (c) => ({ value: c.options[name] === true, text: `${name} (${c.options[name] === true ? 'yes' : 'no'})`, plain: true }) };
      }
      const numeric = option.kind === 'number' || option.choices.every((v) => typeof v === 'number');
      if (numeric) return plainNumber((c) => c.options[name] as number);
      return { type: TEXT, ev: (c) => c.options[name] as string, ex: (c) => ({ value: c.options[name] as string, text: `"${String(c.options[name])}"`, plain: true }) };
    }
    if (this.env.sequences.has(name)) {
      return { type: { t: 'sequence' }, ev: () => name, ex: () => ({ value: name, text: name, plain: true }) };
    }
    const attrIndex = attrs.findIndex((a) => a.name === name);
    if (attrIndex >= 0) {
      if (scope === 'none' || scope === 'pair') {
        return this.fail(loc, 'no-card', `'${name}' is an attribute of a card: say whose, e.g. card.${name}, first.${name}, or use it inside sum(...), where ... or each step`);
      }
      return this.attributeOf({ type: CARD, ev: (_c, s) => s.cur, ex: (_c, s) => ({ value: s.cur, text: '', plain: true }) }, attrIndex);
    }
    for (const attribute of attrs) {
      const valueIndex = attribute.values.findIndex((v) => String(v) === name);
      if (attribute.kind === 'symbol' && valueIndex >= 0) {
        const type: ExprType = { t: 'symbol', attribute: attribute.name };
        return { type, ev: () => valueIndex, ex: () => ({ value: valueIndex, text: name, plain: true }) };
      }
    }
    const known = [
      ...this.knownNames(scope),
      ...this.env.options.map((o) => o.name),
      ...this.env.sequences.keys(),
      ...attrs.map((a) => a.name),
      ...attrs.flatMap((a) => (a.kind === 'symbol' ? a.values.map(String) : [])),
    ];
    const guess = suggest(name, known);
    return this.fail(loc, 'unknown-name', `unknown name '${name}'${guess ? ` — did you mean '${guess}'?` : ''}`);
  }

  private knownNames(scope: CardScope): string[] {
    switch (this.env.kind) {
      case 'group':
        return ['value', 'size', 'players'];
      case 'bid':
        return ['number', 'held', 'players'];
      case 'base':
        return ['players'];
      default:
        return ['count', 'pairs', 'first', 'last', 'players', ...(this.env.kind === 'batch-allow' ? ['card'] : []), ...(scope === 'pair' ? ['second'] : []), ...(scope === 'step' ? ['previous'] : [])];
    }
  }

  /** Read attribute `index` of the card `of` evaluates to. A missing card reads 0 (or no value). */
  private attributeOf(of: Compiled, index: number): Compiled {
    const attribute = this.env.attributes[index] as Attribute;
    const type: ExprType = attribute.kind === 'number' ? NUMBER : { t: 'symbol', attribute: attribute.name };
    const missing = attribute.kind === 'number' ? 0 : -1;
    const read = (card: Value): number => (card === undefined || card === null ? missing : ((card as AttrCard)[index] as number));
    return {
      type,
      ev: (c, s) => read(of.ev(c, s)),
      ex: (c, s) => {
        const value = read(of.ev(c, s));
        return { value, text: fmt(value, type, this.env.attributes), plain: true };
      },
    };
  }

  private field(expr: Extract<Expr, { kind: 'field' }>, scope: CardScope, depth: number): Compiled | null {
    const object = this.compile(expr.object, scope, depth + 1);
    if (!object) return null;
    if (object.type.t !== 'card') {
      return this.fail(expr.field.loc, 'type-mismatch', `only a card has attributes, but this is ${describeType(object.type)}`);
    }
    const index = this.env.attributes.findIndex((a) => a.name === expr.field.text);
    if (index < 0) {
      const guess = suggest(expr.field.text, this.env.attributes.map((a) => a.name));
      return this.fail(expr.field.loc, 'unknown-name', `unknown attribute '${expr.field.text}'${guess ? ` — did you mean '${guess}'?` : ''}`);
    }
    return this.attributeOf(object, index);
  }

  private index(expr: Extract<Expr, { kind: 'index' }>, scope: CardScope, depth: number): Compiled | null {
    if (expr.object.kind !== 'ident' || !this.env.sequences.has(expr.object.name)) {
      const name = expr.object.kind === 'ident' ? expr.object.name : '';
      const guess = name ? suggest(name, [...this.env.sequences.keys()]) : null;
      return this.fail(expr.object.loc, 'unknown-name', name ? `unknown sequence '${name}'${guess ? ` — did you mean '${guess}'?` : ''}` : 'only a named sequence can be looked up with [ ]');
    }
    const name = expr.object.name;
    const values = this.env.sequences.get(name) as readonly number[];
    const position = this.compileTyped(expr.index, scope, depth, NUMBER, 'between [ and ]');
    if (!position) return null;
    // Sequences count from 1: triangle[1] is the first value. Outside the sequence: 0.
    const look = (i: number): number => values[i - 1] ?? 0;
    return {
      type: NUMBER,
      ev: (c, s) => look(position.ev(c, s) as number),
      ex: (c, s) => {
        const p = position.ex(c, s);
        return { value: look(p.value as number), text: `${name}[${p.text}]`, plain: false };
      },
    };
  }

  private binary(expr: Extract<Expr, { kind: 'binary' }>, scope: CardScope, depth: number): Compiled | null {
    const left = this.compile(expr.left, scope, depth + 1);
    const right = this.compile(expr.right, scope, depth + 1);
    if (!left || !right) return null;
    const op = expr.op;
    if (op === 'and' || op === 'or') {
      for (const [side, c] of [[expr.left, left], [expr.right, right]] as const) {
        if (c.type.t !== 'bool') return this.fail(side.loc, 'type-mismatch', `'${op}' joins yes/no conditions, but this is ${describeType(c.type)}`);
      }
      const isAnd = op === 'and';
      return {
        type: BOOL,
        ev: isAnd ? (c, s) => (left.ev(c, s) as boolean) && (right.ev(c, s) as boolean) : (c, s) => (left.ev(c, s) as boolean) || (right.ev(c, s) as boolean),
        ex: (c, s) => {
          const l = left.ex(c, s);
          // Short-circuit exactly as evaluate does, and show only what was looked at.
          if (isAnd ? !l.value : l.value) return { value: l.value, text: l.text, plain: true };
          const r = right.ex(c, s);
          return { value: r.value, text: `${l.text} ${op} ${r.text}`, plain: true };
        },
      };
    }
    if (op in COMPARISON) {
      const ordered = op !== '=' && op !== '!=';
      if (!sameType(left.type, right.type)) {
        return this.fail(expr.loc, 'type-mismatch', `cannot compare ${describeType(left.type)} with ${describeType(right.type)}`);
      }
      if (ordered && left.type.t !== 'number') {
        return this.fail(expr.loc, 'type-mismatch', `'${op}' compares numbers, but this compares ${describeType(left.type)} with another`);
      }
      if (left.type.t === 'card' || left.type.t === 'sequence') {
        return this.fail(expr.loc, 'type-mismatch', `cannot compare ${left.type.t === 'card' ? 'cards' : 'sequences'}; compare ${left.type.t === 'card' ? 'their attributes' : 'their values'} instead`);
      }
      const test = COMPARISON[op] as (a: number, b: number) => boolean;
      const type = left.type;
      const compare = (a: Value, b: Value): boolean => (typeof a === 'number' && typeof b === 'number' ? test(a, b) : op === '=' ? a === b : a !== b);
      return {
        type: BOOL,
        ev: (c, s) => compare(left.ev(c, s), right.ev(c, s)),
        ex: (c, s) => {
          const l = left.ex(c, s);
          const r = right.ex(c, s);
          const value = compare(l.value, r.value);
          const lead = [l, r].filter((x) => !x.plain).map((x) => this.full(x, type));
          const verdict = `${fmt(l.value, type, this.env.attributes)} ${COMPARISON_SHOWN[op]} ${fmt(r.value, type, this.env.attributes)} ${value ? '✓' : '✗'}`;
          return { value, text: lead.length ? `${lead.join(', ')}; ${verdict}` : verdict, plain: true };
        },
      };
    }
    for (const [side, c] of [[expr.left, left], [expr.right, right]] as const) {
      if (c.type.t !== 'number') return this.fail(side.loc, 'type-mismatch', `'${op}' works on numbers, but this is ${describeType(c.type)}`);
    }
    if (op === '^' && expr.right.kind === 'num' && expr.right.value > MAX_EXPONENT) {
      return this.fail(expr.right.loc, 'resource-limit', `exponents above ${MAX_EXPONENT} are not allowed`);
    }
    const apply = ARITHMETIC[op] as (a: number, b: number) => number;
    const shownOp = ARITHMETIC_SHOWN[op] as string;
    const fast = op === '+' ? (c: Ctx, s: Scope) => (left.ev(c, s) as number) + (right.ev(c, s) as number)
      : op === '*' ? (c: Ctx, s: Scope) => (left.ev(c, s) as number) * (right.ev(c, s) as number)
      : op === '-' ? (c: Ctx, s: Scope) => (left.ev(c, s) as number) - (right.ev(c, s) as number)
      : (c: Ctx, s: Scope) => apply(left.ev(c, s) as number, right.ev(c, s) as number);
    // abs(...), min(a, b) and lookups carry their own brackets; sums and arithmetic need them.
    const bracketed = (node: Expr): boolean => node.kind === 'index' || (node.kind === 'call' && (node.fn.text === 'abs' || node.args.length === 2));
    const wrap = (x: Shown, node: Expr): string => (x.plain || bracketed(node) ? x.text : `(${x.text})`);
    return {
      type: NUMBER,
      ev: fast,
      ex: (c, s) => {
        const l = left.ex(c, s);
        const r = right.ex(c, s);
        const capped = op === '^' && (r.value as number) > MAX_EXPONENT;
        const exponent = capped ? `${MAX_EXPONENT} (the highest power allowed)` : wrap(r, expr.right);
        return { value: apply(l.value as number, r.value as number), text: `${wrap(l, expr.left)} ${shownOp} ${exponent}`, plain: false };
      },
    };
  }

  private call(expr: Extract<Expr, { kind: 'call' }>, scope: CardScope, depth: number): Compiled | null {
    const name = expr.fn.text;
    const args = expr.args;
    if (name === 'abs' || ((name === 'min' || name === 'max') && args.length === 2)) {
      if (name === 'abs' && args.length !== 1) return this.fail(expr.loc, 'wrong-arguments', 'abs(...) takes one number');
      const compiled = args.map((a) => this.compileTyped(a, scope, depth, NUMBER, `in ${name}(...)`));
      if (compiled.some((c) => c === null)) return null;
      const [a, b] = compiled as Compiled[];
      const fn = name === 'abs' ? (x: number) => Math.abs(x) : name === 'min' ? Math.min : Math.max;
      const first = a as Compiled;
      return {
        type: NUMBER,
        ev: b ? (c, s) => fn(first.ev(c, s) as number, b.ev(c, s) as number) : (c, s) => fn(first.ev(c, s) as number),
        ex: (c, s) => {
          const xs = (b ? [first, b] : [first]).map((x) => x.ex(c, s));
          const value = fn(...(xs.map((x) => x.value as number) as [number, number]));
          return { value, text: `${name}(${xs.map((x) => x.text).join(', ')})`, plain: false };
        },
      };
    }
    if (name === 'sum' || name === 'min' || name === 'max') return compileCardFold(this, expr, name, depth);
    const guess = suggest(name, ['abs', 'min', 'max', 'sum', 'count']);
    return this.fail(expr.fn.loc, 'unknown-name', `unknown function '${name}'${guess ? ` — did you mean '${guess}'?` : ''}`);
  }
}
