/**
 * The aggregates of the expression language, over a batch's cards: sum/min/max folds,
 * all same ATTRIBUTE, each pair / each step and their sums, distinct(...); with count(...)
 * (expression-count.ts) and the cards' attributes (expression-attributes.ts) re-exported, this
 * module is the whole set of card aggregates that a drafting ruleset's compiler is given.
 * Each binds the runtime scope (current card, previous, pair) and restores it afterwards.
 */
import type { Expr, Loc } from './ast.js';
import { itemAt } from '../cards/checked.js';
import type { AttrCard } from './ruleset.js';
import {
  BOOL,
  NUMBER,
  bounded,
  fmt,
  shown,
  type AggregateCompiler,
  type Compiled,
  type Ctx,
  type Ev,
  type ExprType,
  type Scope,
  type Shown,
} from './expression-core.js';
import { sayCards } from './expression-card-words.js';

// The attributes of cards go with the aggregates: only rulesets with attribute decks have either.
export { compileAttributeOf, compileForEach, compileThis, comparisonShortcuts } from './expression-attributes.js';
// The counts, and what they say about the cards elsewhere: part of the same set of aggregates.
export { compileCountOf, describeElsewhere } from './expression-count.js';

/** sum(...), min(...) or max(...) with one argument: a fold over this batch's cards. */
export function compileCardFold(
  cx: AggregateCompiler,
  expr: Extract<Expr, { kind: 'call' }>,
  name: 'sum' | 'min' | 'max',
  depth: number,
): Compiled | null {
  if (!cx.needBatch(name, expr.fn.loc)) return null;
  const arg = expr.args[0];
  if (expr.args.length !== 1 || !arg) return cx.fail(expr.loc, { problem: 'fold-arguments', name });
  const body = cx.compileTyped(arg, 'card', depth, NUMBER, `in ${name}(...)`);
  if (!body) return null;
  const label = arg.kind === 'ident' ? arg.name : `${name}(...)`;
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
    return bounded(acc);
  };
  const ev = body.ev;
  // sum(...) alone, written out: the fold the score rules use most.
  const sum = (c: Ctx, s: Scope): number => {
    const cards = c.cards as AttrCard[];
    const saved = s.cur;
    let acc = 0;
    for (let i = 0; i < cards.length; i++) {
      s.cur = cards[i];
      const v = ev(c, s) as number;
      acc = i === 0 ? v : acc + v;
    }
    s.cur = saved;
    return bounded(acc);
  };
  return {
    type: NUMBER,
    ev: name === 'sum' ? sum : (c, s) => run(c, s, null),
    ex: (c, s) => {
      const items: number[] = [];
      const value = run(c, s, items);
      const say = sayCards(c);
      const joined = items.length === 0 ? say.noCards : items.join(name === 'sum' ? ' + ' : ', ');
      return shown(
        value,
        name === 'sum' ? `${say.attribute(label)} ${joined}` : say.of(say.code(name), say.attribute(label), joined),
        false,
      );
    },
  };
}

/** all same ATTRIBUTE over this batch's cards. */
export function compileAllSame(cx: AggregateCompiler, name: string, loc: Loc): Compiled | null {
  if (!cx.needBatch(`all same ${name}`, loc)) return null;
  const index = cx.attributeIndex(name, loc);
  if (index < 0) return null;
  const type: ExprType = itemAt(cx.env.attributes, index).kind === 'number' ? NUMBER : { t: 'symbol', attribute: name };
  const run = (c: Ctx): boolean => {
    const cards = c.cards as AttrCard[];
    const v = cards[0]?.[index];
    // The first card agrees with itself (attribute values are whole numbers, never NaN).
    for (const card of cards) if (card[index] !== v) return false;
    return true;
  };
  return {
    type: BOOL,
    ev: run,
    ex: (c) => {
      const say = sayCards(c);
      const values = (c.cards as AttrCard[]).map((card) => fmt(card[index], type, cx.env.attributes, say));
      const value = run(c);
      return shown(value, `${say.code('all same')} ${say.attribute(name)} (${values.join(', ') || say.noCards}) ${value ? '✓' : '✗'}`);
    },
  };
}

/** each pair / each step (all must hold), and sum of each pair / step. */
export function compileEach(cx: AggregateCompiler, expr: Extract<Expr, { kind: 'each' | 'sum-each' }>, depth: number): Compiled | null {
  if (!cx.needBatch(`each ${expr.over}`, expr.loc)) return null;
  const isSum = expr.kind === 'sum-each';
  const body = cx.compileTyped(expr.body, expr.over, depth, isSum ? NUMBER : BOOL, `after 'each ${expr.over}:'`);
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
    return isSum ? bounded(acc) : all;
  };
  return {
    type: isSum ? NUMBER : BOOL,
    ev: eachEvaluator(pairs, isSum, body.ev),
    ex: (c, s) => {
      const items: Shown[] = [];
      const value = run(c, s, items);
      if (isSum) {
        const say = sayCards(c);
        if (items.length === 0) return shown(value, say.noComplete(expr.over));
        const [only] = items;
        if (only && items.length === 1) return shown(value, cx.full(only, NUMBER, say));
        return shown(value, `${items.map((x) => `(${cx.full(x, NUMBER, say)})`).join(' + ')} = ${value}`);
      }
      const failing = items.find((x) => !x.value);
      const text = failing ? `each ${expr.over}: ${failing.text}` : `each ${expr.over} ✓`;
      return shown(value, text);
    },
  };
}

/**
 * `each pair`/`each step` and their sums for evaluating alone: the same units, bindings and
 * early stop as the explained run, written out per kind so a card costs one call of the body.
 */
function eachEvaluator(pairs: boolean, isSum: boolean, body: Ev): Ev {
  if (pairs) {
    return (c, s) => {
      const cards = c.cards as AttrCard[];
      const { first, second } = s;
      let acc = 0;
      let all = true;
      for (let i = 0, n = cards.length >> 1; i < n; i++) {
        s.first = cards[2 * i];
        s.second = cards[2 * i + 1];
        if (isSum) acc += body(c, s) as number;
        else if (!body(c, s)) {
          all = false;
          break;
        }
      }
      s.first = first;
      s.second = second;
      return isSum ? bounded(acc) : all;
    };
  }
  return (c, s) => {
    const cards = c.cards as AttrCard[];
    const { cur, prev } = s;
    let acc = 0;
    let all = true;
    for (let i = 0, n = cards.length - 1; i < n; i++) {
      s.prev = cards[i];
      s.cur = cards[i + 1];
      if (isSum) acc += body(c, s) as number;
      else if (!body(c, s)) {
        all = false;
        break;
      }
    }
    s.cur = cur;
    s.prev = prev;
    return isSum ? bounded(acc) : all;
  };
}

/** distinct(colour): how many different values the batch's cards show (of an attribute, or any expression per card). */
export function compileDistinct(cx: AggregateCompiler, expr: Extract<Expr, { kind: 'call' }>, depth: number): Compiled | null {
  if (!cx.needBatch('distinct', expr.fn.loc)) return null;
  const arg = expr.args[0];
  if (expr.args.length !== 1 || !arg) return cx.fail(expr.loc, { problem: 'distinct-arguments' });
  const body = cx.compileAny(arg, 'card', depth);
  if (!body) return null;
  if (body.type.t === 'card' || body.type.t === 'sequence') return cx.fail(arg.loc, { problem: 'distinct-of-whole' });
  const seen = new Set<unknown>();
  const run = (c: Ctx, s: Scope): number => {
    const cards = c.cards as AttrCard[];
    const saved = s.cur;
    seen.clear();
    for (let i = 0; i < cards.length; i++) {
      s.cur = cards[i];
      seen.add(body.ev(c, s));
    }
    s.cur = saved;
    return seen.size;
  };
  const label = arg.kind === 'ident' ? arg.name : '...';
  return {
    type: NUMBER,
    ev: run,
    ex: (c, s) => {
      const cards = c.cards as AttrCard[];
      const saved = s.cur;
      const say = sayCards(c);
      const values = new Set<string>();
      for (const card of cards) {
        s.cur = card;
        values.add(fmt(body.ev(c, s), body.type, cx.env.attributes, say));
      }
      s.cur = saved;
      return shown(values.size, `${say.code('distinct')}(${say.attribute(label)}) (${[...values].join(', ') || say.noCards})`, false);
    },
  };
}
