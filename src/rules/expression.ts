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
import type { Attribute, AttrCard, CompiledExpr, OptionDecl } from './ruleset.js';
import { suggest } from './suggest.js';

/** The type of an expression, checked before anything runs. */
export type ExprType =
  | { readonly t: 'number' }
  | { readonly t: 'bool' }
  | { readonly t: 'text' }
  | { readonly t: 'symbol'; readonly attribute: string }
  | { readonly t: 'card' }
  | { readonly t: 'sequence' };

/** Which context an expression runs in decides which names it may use. */
export type ContextKind = 'base' | 'bid' | 'group' | 'batch-allow' | 'batch-score';

/** What the compiler knows about the ruleset when it compiles an expression. */
export interface ExprEnv {
  readonly kind: ContextKind;
  readonly options: readonly OptionDecl[];
  readonly attributes: readonly Attribute[];
  readonly sequences: ReadonlyMap<string, readonly number[]>;
  readonly batchNames: readonly string[];
  /** Report a problem at a location of the expression's file. */
  report(loc: Loc, code: string, message: string): void;
}

/** Where bare attribute names point while compiling (inside sum(...), where, each step...). */
type CardScope = 'none' | 'card' | 'step' | 'pair';

/** The runtime scope: which card bare names read, and the step/pair cards. */
interface Scope {
  cur: AttrCard | undefined;
  prev: AttrCard | undefined;
  first: AttrCard | undefined;
  second: AttrCard | undefined;
}

type Value = number | boolean | string | AttrCard | undefined;
// The contexts are the family interfaces of ruleset.ts; closures read them by field name.
type Ctx = Record<string, unknown> & { options: Record<string, unknown> };
type Ev = (ctx: Ctx, s: Scope) => Value;
type Ex = (ctx: Ctx, s: Scope) => Shown;

/** An explained sub-value: `text` shows how, `plain` says whether text is just the value. */
interface Shown {
  readonly value: Value;
  readonly text: string;
  readonly plain: boolean;
}

interface Compiled {
  readonly type: ExprType;
  readonly ev: Ev;
  readonly ex: Ex;
}

const NUMBER: ExprType = { t: 'number' };
const BOOL: ExprType = { t: 'bool' };
const TEXT: ExprType = { t: 'text' };
const CARD: ExprType = { t: 'card' };
const MAX_EXPONENT = 32;

/** The largest nesting an expression may have; deeper ones are refused as resource bombs. */
export const MAX_EXPRESSION_DEPTH = 400;

function describeType(type: ExprType): string {
  switch (type.t) {
    case 'number':
      return 'a number';
    case 'bool':
      return 'a yes/no condition';
    case 'text':
      return 'a text';
    case 'symbol':
      return `a ${type.attribute}`;
    case 'card':
      return 'a card';
    case 'sequence':
      return 'a sequence';
  }
}

function sameType(a: ExprType, b: ExprType): boolean {
  return a.t === b.t && (a.t !== 'symbol' || (b.t === 'symbol' && a.attribute === b.attribute));
}

/** Format a value for an explanation. */
function fmt(value: Value, type: ExprType, attributes: readonly Attribute[]): string {
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (type.t === 'symbol' && typeof value === 'number') {
    const attribute = attributes.find((a) => a.name === type.attribute);
    const word = attribute?.values[value];
    return word === undefined ? 'none' : String(word);
  }
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return `"${value}"`;
  return 'a card';
}

const ARITHMETIC: Record<string, (a: number, b: number) => number> = {
  '+': (a, b) => a + b,
  '-': (a, b) => a - b,
  '*': (a, b) => a * b,
  '/': (a, b) => (b === 0 ? 0 : Math.trunc(a / b)),
  '%': (a, b) => (b === 0 ? 0 : a % b),
  '^': (a, b) => (b < 0 ? 0 : a ** Math.min(b, MAX_EXPONENT)),
};
const ARITHMETIC_SHOWN: Record<string, string> = { '+': '+', '-': '−', '*': '×', '/': '÷', '%': 'mod', '^': '^' };
const COMPARISON: Record<string, (a: number, b: number) => boolean> = {
  '=': (a, b) => a === b,
  '!=': (a, b) => a !== b,
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '>': (a, b) => a > b,
  '>=': (a, b) => a >= b,
};
const COMPARISON_SHOWN: Record<string, string> = { '=': '=', '!=': '≠', '<': '<', '<=': '≤', '>': '>', '>=': '≥' };

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

class ExpressionCompiler {
  constructor(private readonly env: ExprEnv) {}

  private fail(loc: Loc, code: string, message: string): null {
    this.env.report(loc, code, message);
    return null;
  }

  /** "text = value" unless the text is already just the value. */
  private full(shown: Shown, type: ExprType): string {
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
        return this.countOf(expr, depth);
      case 'all-same':
        return this.allSame(expr.attribute.text, expr.attribute.loc);
      case 'each':
      case 'sum-each':
        return this.each(expr, depth);
    }
  }

  private compileTyped(expr: Expr, scope: CardScope, depth: number, type: ExprType, where: string): Compiled | null {
    const c = this.compile(expr, scope, depth + 1);
    if (!c) return null;
    if (!sameType(c.type, type)) {
      return this.fail(expr.loc, 'type-mismatch', `expected ${describeType(type)} ${where}, but this is ${describeType(c.type)}`);
    }
    return c;
  }

  private needBatch(name: string, loc: Loc): boolean {
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
    if (name === 'sum' || name === 'min' || name === 'max') {
      if (!this.needBatch(name, expr.fn.loc)) return null;
      if (args.length !== 1) return this.fail(expr.loc, 'wrong-arguments', `${name}(...) takes one attribute or expression, e.g. ${name}(sweetness)`);
      const body = this.compileTyped(args[0] as Expr, 'card', depth, NUMBER, `in ${name}(...)`);
      if (!body) return null;
      const label = args[0]?.kind === 'ident' ? args[0].name : `${name}(...)`;
      const fold = name === 'sum' ? (a: number, b: number) => a + b : name === 'min' ? Math.min : Math.max;
      const run = (c: Ctx, s: Scope, items: number[] | null): number => {
        const cards = c.cards as AttrCard[];
        const saved = s.cur;
        let acc = 0;
        for (let i = 0; i < cards.length; i++) {
          s.cur = cards[i];
          const v = body.ev(c, s) as number;
          acc = i === 0 ? v : fold(acc, v);
          items?.push(v);
        }
        s.cur = saved;
        return acc;
      };
      return {
        type: NUMBER,
        ev: (c, s) => run(c, s, null),
        ex: (c, s) => {
          const items: number[] = [];
          const value = run(c, s, items);
          const joined = items.length === 0 ? 'no cards' : items.map((v) => fmt(v, NUMBER, [])).join(name === 'sum' ? ' + ' : ', ');
          return { value, text: name === 'sum' ? `${label} ${joined}` : `${name} of ${label} (${joined})`, plain: false };
        },
      };
    }
    const guess = suggest(name, ['abs', 'min', 'max', 'sum', 'count']);
    return this.fail(expr.fn.loc, 'unknown-name', `unknown function '${name}'${guess ? ` — did you mean '${guess}'?` : ''}`);
  }

  private countOf(expr: Extract<Expr, { kind: 'count-of' }>, depth: number): Compiled | null {
    const coll = expr.collection;
    const source = coll.source.text;
    if (!this.needBatch('count(...)', expr.loc)) return null;
    if (source !== 'cards' && source !== 'elsewhere') {
      const guess = suggest(source, ['cards', 'elsewhere']);
      return this.fail(coll.source.loc, 'unknown-name', `unknown collection '${source}' (count(...) counts 'cards' of this batch or cards 'elsewhere')${guess ? ` — did you mean '${guess}'?` : ''}`);
    }
    const excluded: number[] = [];
    for (const name of coll.except) {
      const index = this.env.batchNames.indexOf(name.value);
      if (index < 0) {
        const guess = suggest(name.value, this.env.batchNames);
        this.fail(name.loc, 'unknown-name', `unknown batch "${name.value}"${guess ? ` — did you mean "${guess}"?` : ''}`);
        return null;
      }
      excluded.push(index);
    }
    if (source === 'cards' && excluded.length) return this.fail(coll.loc, 'bad-collection', "'except' names other batches, so it goes with 'elsewhere'");
    const where = coll.where ? this.compileTyped(coll.where, 'card', depth, BOOL, "after 'where'") : null;
    if (coll.where && !where) return null;
    const matches = (c: Ctx, s: Scope, card: AttrCard): boolean => {
      if (!where) return true;
      s.cur = card;
      return where.ev(c, s) as boolean;
    };
    const run = (c: Ctx, s: Scope): number => {
      const saved = s.cur;
      let n = 0;
      if (source === 'cards') {
        for (const card of c.cards as AttrCard[]) if (matches(c, s, card)) n++;
      } else {
        const batches = c.batches as AttrCard[][];
        const own = c.batchIndex as number;
        for (let b = 0; b < batches.length; b++) {
          if (b === own || excluded.includes(b)) continue;
          for (const card of batches[b] as AttrCard[]) if (matches(c, s, card)) n++;
        }
      }
      s.cur = saved;
      return n;
    };
    const text = `count(${source}${coll.except.length ? ` except ${coll.except.map((t) => `"${t.value}"`).join(', ')}` : ''}${coll.where ? ' where …' : ''})`;
    return { type: NUMBER, ev: run, ex: (c, s) => ({ value: run(c, s), text, plain: false }) };
  }

  private allSame(name: string, loc: Loc): Compiled | null {
    if (!this.needBatch(`all same ${name}`, loc)) return null;
    const index = this.env.attributes.findIndex((a) => a.name === name);
    if (index < 0) {
      const guess = suggest(name, this.env.attributes.map((a) => a.name));
      return this.fail(loc, 'unknown-name', `unknown attribute '${name}'${guess ? ` — did you mean '${guess}'?` : ''}`);
    }
    const type: ExprType = (this.env.attributes[index] as Attribute).kind === 'number' ? NUMBER : { t: 'symbol', attribute: name };
    const run = (c: Ctx): boolean => {
      const cards = c.cards as AttrCard[];
      if (cards.length < 2) return true;
      const v = (cards[0] as AttrCard)[index];
      for (let i = 1; i < cards.length; i++) if ((cards[i] as AttrCard)[index] !== v) return false;
      return true;
    };
    return {
      type: BOOL,
      ev: run,
      ex: (c) => {
        const values = (c.cards as AttrCard[]).map((card) => fmt(card[index], type, this.env.attributes));
        const value = run(c);
        return { value, text: `all same ${name} (${values.join(', ') || 'no cards'}) ${value ? '✓' : '✗'}`, plain: true };
      },
    };
  }

  private each(expr: Extract<Expr, { kind: 'each' | 'sum-each' }>, depth: number): Compiled | null {
    if (!this.needBatch(`each ${expr.over}`, expr.loc)) return null;
    const isSum = expr.kind === 'sum-each';
    const body = this.compileTyped(expr.body, expr.over, depth, isSum ? NUMBER : BOOL, `after 'each ${expr.over}:'`);
    if (!body) return null;
    const pairs = expr.over === 'pair';
    // Pairs are cards 1-2, 3-4, ...; a lone last card is not a pair. Steps are each card with its previous.
    const bind = (s: Scope, cards: AttrCard[], i: number): void => {
      if (pairs) {
        s.first = cards[2 * i];
        s.second = cards[2 * i + 1];
      } else {
        s.prev = cards[i];
        s.cur = cards[i + 1];
      }
    };
    const units = (cards: AttrCard[]): number => (pairs ? cards.length >> 1 : Math.max(0, cards.length - 1));
    const run = (c: Ctx, s: Scope, items: Shown[] | null): number | boolean => {
      const cards = c.cards as AttrCard[];
      const { cur, prev, first, second } = s;
      let acc = 0;
      let all = true;
      for (let i = 0, n = units(cards); i < n; i++) {
        bind(s, cards, i);
        if (items) {
          const shown = body.ex(c, s);
          items.push(shown);
          if (isSum) acc += shown.value as number;
          else if (!shown.value) {
            all = false;
            break;
          }
        } else if (isSum) acc += body.ev(c, s) as number;
        else if (!body.ev(c, s)) {
          all = false;
          break;
        }
      }
      s.cur = cur;
      s.prev = prev;
      s.first = first;
      s.second = second;
      return isSum ? acc : all;
    };
    return {
      type: isSum ? NUMBER : BOOL,
      ev: (c, s) => run(c, s, null),
      ex: (c, s) => {
        const items: Shown[] = [];
        const value = run(c, s, items);
        if (isSum) {
          if (items.length === 0) return { value, text: `no complete ${expr.over}s: 0`, plain: true };
          if (items.length === 1) return { value, text: this.full(items[0] as Shown, NUMBER), plain: true };
          return { value, text: `${items.map((x) => `(${this.full(x, NUMBER)})`).join(' + ')} = ${fmt(value, NUMBER, [])}`, plain: true };
        }
        const failing = items.find((x) => !x.value);
        const text = failing ? `each ${expr.over}: ${failing.text}` : `each ${expr.over} ✓`;
        return { value, text, plain: true };
      },
    };
  }
}
