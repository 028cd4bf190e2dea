/** The operators and plain functions of the expression language: and/or, comparisons, arithmetic, abs/min/max. */
import { missing } from '../cards/typed-reads.js';
import type { Expr } from './ast.js';
import type { ExpressionCompiler } from './expression.js';
import {
  ARITHMETIC,
  BOOL,
  COMPARISON,
  MAX_EXPONENT,
  NUMBER,
  bounded,
  fmt,
  sameType,
  sayIn,
  shown,
  type CardScope,
  type Compiled,
  type Ctx,
  type Ev,
  type Scope,
  type Shown,
} from './expression-core.js';

/** `a op b`: and/or, a comparison or arithmetic, with both sides type-checked. */
export function compileBinary(
  cx: ExpressionCompiler,
  expr: Extract<Expr, { kind: 'binary' }>,
  scope: CardScope,
  depth: number,
): Compiled | null {
  const left = cx.compile(expr.left, scope, depth + 1);
  const right = cx.compile(expr.right, scope, depth + 1);
  if (!left || !right) return null;
  const op = expr.op;
  // Both sides must be of type `t`; the first that is not is reported.
  const sides = [
    [expr.left, left],
    [expr.right, right],
  ] as const;
  const both = (t: 'bool' | 'number'): boolean =>
    sides.every(([side, c]) => c.type.t === t || cx.fail(side.loc, { problem: 'operand-type', op, got: c.type }));
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
        return shown(r.value, `${l.text} ${sayIn(c).code(op)} ${r.text}`);
      },
    };
  }
  const comparison = COMPARISON[op];
  if (comparison !== undefined) {
    const ordered = op !== '=' && op !== '!=';
    if (!sameType(left.type, right.type)) {
      return cx.fail(expr.loc, { problem: 'cannot-compare', left: left.type, right: right.type });
    }
    if (ordered && left.type.t !== 'number') {
      return cx.fail(expr.loc, { problem: 'ordered-compare', op, type: left.type });
    }
    if (left.type.t === 'card' || left.type.t === 'sequence') {
      return cx.fail(expr.loc, { problem: 'compare-whole', what: left.type.t });
    }
    const [shownOp, test] = comparison;
    const type = left.type;
    // A count or the scanned card's attribute on one side (only the card aggregates make
    // either): the shortcuts a scan over a batch's cards can take.
    const scan =
      left.exists || right.exists || left.curAttr !== undefined || right.curAttr !== undefined
        ? cx.env.cards?.comparisonShortcuts(op, left, right, expr)
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
        const say = sayIn(c);
        const lead = [l, r].filter((x) => !x.plain).map((x) => cx.full(x, type, say));
        const verdict = `${fmt(l.value, type, cx.env.attributes, say)} ${shownOp} ${fmt(r.value, type, cx.env.attributes, say)} ${value ? '✓' : '✗'}`;
        return shown(value, lead.length ? `${lead.join(', ')}; ${verdict}` : verdict);
      },
    };
  }
  if (!both('number')) return null;
  if (op === '^' && expr.right.kind === 'num' && expr.right.value > MAX_EXPONENT) {
    return cx.fail(expr.right.loc, { problem: 'exponent-too-large' });
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
      const say = sayIn(c);
      const capped = op === '^' && (r.value as number) > MAX_EXPONENT;
      const exponent = capped ? `${MAX_EXPONENT} ${say.highestPower}` : wrap(r, expr.right);
      // `mod` is a word of the notation; the other operators are signs.
      const sign = /^[a-z]+$/.test(shownOp) ? say.code(shownOp) : shownOp;
      return shown(apply(l.value as number, r.value as number), `${wrap(l, expr.left)} ${sign} ${exponent}`, false);
    },
  };
}

/** A function call: abs(x), min(a, b) and max(a, b) here; the folds over a batch's cards and distinct(...) by the card aggregates. */
export function compileCall(
  cx: ExpressionCompiler,
  expr: Extract<Expr, { kind: 'call' }>,
  scope: CardScope,
  depth: number,
): Compiled | null {
  const name = expr.fn.text;
  const args = expr.args;
  if (name === 'abs' || ((name === 'min' || name === 'max') && args.length === 2)) {
    if (name === 'abs' && args.length !== 1) return cx.fail(expr.loc, { problem: 'abs-arguments' });
    const compiled = args.map((a) => cx.compileTyped(a, scope, depth, NUMBER, `in ${name}(...)`));
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
        return shown(value, `${sayIn(c).code(name)}(${xs.map((x) => x.text).join(', ')})`, false);
      },
    };
  }
  if (name === 'sum' || name === 'min' || name === 'max') return cx.cards(expr.loc)?.compileCardFold(cx, expr, name, depth) ?? null;
  if (name === 'distinct') return cx.cards(expr.loc)?.compileDistinct(cx, expr, depth) ?? null;
  return cx.fail(expr.fn.loc, { problem: 'unknown-function', name, known: ['abs', 'min', 'max', 'sum', 'count', 'distinct'] });
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
