/**
 * The attributes of cards in expressions: `card.colour`, a bare attribute name on the card being
 * scanned, `for each colour: ...` and `this colour`, and the shortcuts a comparison of a count or
 * of the scanned card's attribute gives scans. Only rulesets with attribute decks (drafting)
 * have attributes, so these are compiled here, beside the aggregates over a batch's cards that
 * such rulesets need anyway (expression-cards.ts re-exports them), and a page that plays another
 * family's compiled ruleset does not load them.
 */
import type { Expr } from './ast.js';
import { itemAt } from '../cards/checked.js';
import type { AttrCard } from './ruleset.js';
import {
  BOOL,
  NUMBER,
  bounded,
  fmt,
  shown,
  type AggregateCompiler,
  type CardRef,
  type CardScope,
  type CardTest,
  type Compiled,
  type Ctx,
  type Ev,
  type ExprType,
  type Scope,
} from './expression-core.js';
import { sayCards } from './expression-card-words.js';

/**
 * Read attribute `index` of the card `of` evaluates to. A missing card reads 0 (or no value).
 * When it is known where the card is (`ref`), the read goes straight there: one call instead of two.
 */
export function compileAttributeOf(cx: AggregateCompiler, of: Ev, index: number, ref?: CardRef): Compiled {
  cx.attributesRead.add(index);
  const attribute = itemAt(cx.env.attributes, index);
  const missing = attribute.kind === 'number' ? 0 : -1;
  const type: ExprType = attribute.kind === 'number' ? NUMBER : { t: 'symbol', attribute: attribute.name };
  const direct: Ev = ref
    ? attributeReader(ref, index, missing)
    : (c, s) => {
        const card = of(c, s) as AttrCard | null | undefined;
        return card === undefined || card === null ? missing : card[index];
      };
  const leaf = cx.leaf(type, direct);
  if (ref === 'cur') return { ...leaf, curAttr: index };
  return ref === 'card' || ref === 'first' || ref === 'last' ? { ...leaf, fixed: true } : leaf;
}

/** `sum for each colour: ...` and its kin: the body once for every value of the attribute. */
export function compileForEach(
  cx: AggregateCompiler,
  expr: Extract<Expr, { kind: 'for-each' }>,
  scope: CardScope,
  depth: number,
): Compiled | null {
  const index = cx.attributeIndex(expr.attribute.text, expr.attribute.loc);
  if (index < 0) return null;
  const attributes = cx.env.attributes;
  const attribute = itemAt(attributes, index);
  const fold = expr.fold;
  const wantsBool = fold === 'all' || fold === 'count';
  cx.loops.push(attribute.name);
  const body = cx.compileTyped(expr.body, scope, depth, wantsBool ? BOOL : NUMBER, `after 'for each ${attribute.name}:'`);
  cx.loops.pop();
  if (!body) return null;
  // Symbolic values are held as their index, numeric ones as themselves.
  const values = attribute.values.map((v, i) => (attribute.kind === 'number' ? (v as number) : i));
  const run = (c: Ctx, s: Scope, items: string[] | null): number | boolean => {
    const saved = s.vals[index];
    let acc = 0;
    let all = true;
    let i = -1;
    for (const value of values) {
      i++;
      s.vals[index] = value;
      const v = items ? body.ex(c, s).value : body.ev(c, s);
      if (items) {
        const say = sayCards(c);
        const named = attribute.kind === 'symbol' ? say.value(String(attribute.values[i])) : String(attribute.values[i]);
        items.push(`${named}: ${fmt(v, wantsBool ? BOOL : NUMBER, attributes, say)}`);
      }
      if (fold === 'all') {
        if (!v) {
          all = false;
          break;
        }
      } else if (fold === 'count') acc += v ? 1 : 0;
      else if (fold === 'sum') acc += v as number;
      else acc = i === 0 ? (v as number) : fold === 'min' ? Math.min(acc, v as number) : Math.max(acc, v as number);
    }
    // Outside every loop over this attribute nothing reads its slot (`this` is checked to be inside one).
    if (saved !== undefined) s.vals[index] = saved;
    return fold === 'all' ? all : bounded(acc);
  };
  const label = fold === 'all' ? 'for each' : `${fold} for each`;
  return {
    type: fold === 'all' ? BOOL : NUMBER,
    ev: (c, s) => run(c, s, null),
    ex: (c, s) => {
      const items: string[] = [];
      const value = run(c, s, items);
      const say = sayCards(c);
      return shown(value, `${say.code(label)} ${say.attribute(attribute.name)} (${items.join(', ')})`, fold === 'all');
    },
  };
}

/** `this colour`: the value of the nearest `for each colour` around it. */
export function compileThis(cx: AggregateCompiler, expr: Extract<Expr, { kind: 'this' }>): Compiled | null {
  const name = expr.attribute.text;
  const index = cx.attributeIndex(name, expr.attribute.loc);
  if (index < 0) return null;
  if (!cx.loops.includes(name)) return cx.fail(expr.loc, { problem: 'this-outside-loop', name });
  const attribute = itemAt(cx.env.attributes, index);
  return cx.leaf(attribute.kind === 'number' ? NUMBER : { t: 'symbol', attribute: name }, (_c, s) => s.vals[index]);
}

/**
 * `left op right` where a side is a count (`exists`) or the scanned card's attribute (`curAttr`):
 * the count's test when it only asks whether any card counts, and the scanned card's test when
 * the other side is the same for every card (see `CardTest`).
 */
export function comparisonShortcuts(
  op: string,
  left: Compiled,
  right: Compiled,
  expr: Extract<Expr, { kind: 'binary' }>,
): { readonly ev: Ev | null; readonly cardTest?: CardTest } {
  // The scanned card's attribute against a value the same for every card (either side).
  const cardTest =
    left.curAttr !== undefined && right.fixed
      ? { index: left.curAttr, op, other: right.ev }
      : right.curAttr !== undefined && left.fixed
        ? { index: right.curAttr, op: mirrored(op), other: left.ev }
        : undefined;
  return { ev: countingTest(op, left, right, expr), ...(cardTest ? { cardTest } : {}) };
}

/** The comparison with its sides swapped: `a < b` is `b > a`. */
const MIRRORED: Readonly<Record<string, string>> = { '=': '=', '!=': '!=', '<': '>', '<=': '>=', '>': '<', '>=': '<=' };
function mirrored(op: string): string {
  const swapped = MIRRORED[op];
  if (swapped === undefined) throw new Error(`not a comparison: ${op}`);
  return swapped;
}

/**
 * `count(...) = 0` and its kin (`!= 0`, `> 0`, `>= 1`, `< 1`, `<= 0`, either way round) ask only
 * whether any card counts: they stop at the first one. Null for any other comparison.
 */
function countingTest(op: string, left: Compiled, right: Compiled, expr: Extract<Expr, { kind: 'binary' }>): Ev | null {
  const counted = left.exists ? left : right.exists ? right : null;
  const other = counted === left ? expr.right : expr.left;
  if (!counted?.exists || other.kind !== 'num') return null;
  // Written as count OP k: mirror the operator when the count is on the right.
  const o = counted === left ? op : mirrored(op);
  const k = other.value;
  const any = counted.exists;
  const some = (o === '!=' && k === 0) || (o === '>' && k === 0) || (o === '>=' && k === 1);
  const none = (o === '=' && k === 0) || (o === '<' && k === 1) || (o === '<=' && k === 0);
  if (some) return any;
  if (none) return (c, s) => !any(c, s);
  return null;
}

/** A reader of attribute `index` of the card at `ref`; a missing card reads `missing`. */
function attributeReader(ref: CardRef, index: number, missing: number): Ev {
  switch (ref) {
    case 'cur':
      return (_c, s) => {
        const card = s.cur;
        return card === undefined || card === null ? missing : card[index];
      };
    case 'card':
      return (c) => {
        const card = c.card;
        return card === undefined || card === null ? missing : card[index];
      };
    case 'first':
      return (c) => {
        const card = (c.cards as AttrCard[])[0];
        return card === undefined || card === null ? missing : card[index];
      };
    case 'last':
      return (c) => {
        const cards = c.cards as AttrCard[];
        const card = cards[cards.length - 1];
        return card === undefined || card === null ? missing : card[index];
      };
    case 'prev':
      return (_c, s) => {
        const card = s.prev;
        return card === undefined || card === null ? missing : card[index];
      };
    case 'pair-first':
      return (_c, s) => {
        const card = s.first;
        return card === undefined || card === null ? missing : card[index];
      };
    case 'pair-second':
      return (_c, s) => {
        const card = s.second;
        return card === undefined || card === null ? missing : card[index];
      };
  }
}
