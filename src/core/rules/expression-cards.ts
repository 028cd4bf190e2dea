/**
 * The aggregates of the expression language, over a batch's cards: sum/min/max folds,
 * count(...) with except/where, all same ATTRIBUTE, each pair / each step and their sums.
 * Each binds the runtime scope (current card, previous, pair) and restores it afterwards.
 */
import type { Expr, Loc } from './ast.js';
import { itemAt } from '../cards/checked.js';
import type { AttrCard, ElsewhereRead, ExprReads } from './ruleset.js';
import { elsewhereTrend } from './expression-trend.js';
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

// The attributes of cards go with the aggregates: only rulesets with attribute decks have either.
export { compileAttributeOf, compileForEach, compileThis, comparisonShortcuts } from './expression-attributes.js';

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
      const joined = items.length === 0 ? 'no cards' : items.join(name === 'sum' ? ' + ' : ', ');
      return shown(value, name === 'sum' ? `${label} ${joined}` : `${name} of ${label} (${joined})`, false);
    },
  };
}

/** count(...) over this batch's cards or the cards elsewhere, optionally filtered. */
export function compileCountOf(cx: AggregateCompiler, expr: Extract<Expr, { kind: 'count-of' }>, depth: number): Compiled | null {
  const coll = expr.collection;
  const source = coll.source.text;
  if (!cx.needBatch('count(...)', expr.loc)) return null;
  if (source !== 'cards' && source !== 'elsewhere') {
    return cx.fail(coll.source.loc, { problem: 'unknown-collection', name: source, known: ['cards', 'elsewhere'] });
  }
  const excluded: number[] = [];
  for (const name of coll.except) {
    const index = cx.env.batchNames.indexOf(name.value);
    if (index < 0) return cx.fail(name.loc, { problem: 'unknown-batch', name: name.value, known: cx.env.batchNames });
    excluded.push(index);
  }
  if (source === 'cards' && excluded.length) return cx.fail(coll.loc, { problem: 'except-without-elsewhere' });
  const where = coll.where ? cx.compileTyped(coll.where, 'card', depth, BOOL, "after 'where'") : null;
  if (coll.where && !where) return null;
  if (source === 'elsewhere') {
    // What a card placed elsewhere can change: with `where colour = card.colour` (exactly an
    // attribute of the counted card against one of the card placed), only the count for the
    // cards it matches; with any other condition, or none, the count for every card.
    // (`card` always names the card being placed, so the tree tells `card.colour` apart.)
    const t = where?.cardTest;
    const w = coll.where;
    const placedSide = (side: Expr): number =>
      side.kind === 'field' && side.object.kind === 'ident' && side.object.name === 'card'
        ? cx.env.attributes.findIndex((a) => a.name === side.field.text)
        : -1;
    const placed = t && w?.kind === 'binary' && (t.op === '=' || t.op === '!=') ? Math.max(placedSide(w.left), placedSide(w.right)) : -1;
    const reads = elsewhereReads.get(cx) ?? [];
    elsewhereReads.set(cx, reads);
    reads.push(t && placed >= 0 ? { except: excluded, match: { counted: t.index, placed, equal: t.op === '=' } } : { except: excluded });
  }
  // One flag per batch named after 'except' (batch indexes are small and known at compile time).
  const skip = new Uint8Array(cx.env.batchNames.length);
  for (const b of excluded) skip[b] = 1;
  const count = countIn(where);
  const run = (c: Ctx, s: Scope): number => {
    if (source === 'cards') return count(c, s, c.cards as AttrCard[]);
    const own = c.batchIndex as number;
    let n = 0;
    let b = -1;
    for (const cards of c.batches as AttrCard[][]) if (++b !== own && skip[b] !== 1) n += count(c, s, cards);
    return n;
  };
  const any = anyIn(where);
  const test = where?.cardTest;
  const exists =
    source === 'elsewhere' && test && (test.op === '=' || test.op === '!=')
      ? // `where colour = card.colour` elsewhere (the Special Colour Tree's rule, asked at every turn
        // while the tree is open): the value compared with is worked out once, not once per batch.
        elsewhereMatch(test.index, test.other, test.op === '=', skip)
      : (c: Ctx, s: Scope): boolean => {
          if (source === 'cards') return any(c, s, c.cards as AttrCard[]);
          const own = c.batchIndex as number;
          let b = -1;
          for (const cards of c.batches as AttrCard[][]) if (++b !== own && skip[b] !== 1 && any(c, s, cards)) return true;
          return false;
        };
  const text = `count(${source}${coll.except.length ? ` except ${coll.except.map((t) => `"${t.value}"`).join(', ')}` : ''}${coll.where ? ' where …' : ''})`;
  return { type: NUMBER, ev: run, ex: (c, s) => shown(run(c, s), text, false), exists };
}

/**
 * Whether any card of the other batches (but those flagged in `skip`) has attribute `index`
 * equal (`equal`) or unequal to the value `other` gives: `anyIn`'s test over every other batch.
 */
function elsewhereMatch(index: number, other: Ev, equal: boolean, skip: Uint8Array): Ev {
  return (c, s) => {
    const own = c.batchIndex as number;
    let v: unknown;
    let known = false;
    let b = -1;
    for (const cards of c.batches as AttrCard[][]) {
      if (++b === own || skip[b] === 1 || cards.length === 0) continue;
      if (!known) {
        v = other(c, s);
        known = true;
      }
      for (const card of cards) if ((card[index] === v) === equal) return true;
    }
    return false;
  };
}

/** Counts the cards of one list that pass `where` (all of them without one). */
type CardCounter = (c: Ctx, s: Scope, cards: readonly AttrCard[]) => number;

/**
 * The counter for a `where` condition. `where colour = card.colour` and its kin (an attribute of
 * the counted card against a value the same for every card) compare the attribute directly with
 * the value worked out once; any other condition runs for each card with it bound as the scope's.
 */
function countIn(where: Compiled | null): CardCounter {
  if (!where) return (_c, _s, cards) => cards.length;
  const test = where.cardTest;
  if (test) {
    const { index, other } = test;
    switch (test.op) {
      case '=':
        return (c, s, cards) => {
          if (cards.length === 0) return 0;
          const v = other(c, s);
          let n = 0;
          for (const card of cards) if (card[index] === v) n++;
          return n;
        };
      case '!=':
        return (c, s, cards) => {
          if (cards.length === 0) return 0;
          const v = other(c, s);
          let n = 0;
          for (const card of cards) if (card[index] !== v) n++;
          return n;
        };
    }
  }
  const ev = where.ev;
  return (c, s, cards) => {
    const saved = s.cur;
    let n = 0;
    for (let i = 0; i < cards.length; i++) {
      s.cur = cards[i];
      if (ev(c, s)) n++;
    }
    s.cur = saved;
    return n;
  };
}

/** Whether any card of one list passes `where`: `countIn`'s test, stopping at the first card that passes. */
function anyIn(where: Compiled | null): (c: Ctx, s: Scope, cards: readonly AttrCard[]) => boolean {
  if (!where) return (_c, _s, cards) => cards.length > 0;
  const test = where.cardTest;
  if (test && (test.op === '=' || test.op === '!=')) {
    const { index, other } = test;
    const equal = test.op === '=';
    return (c, s, cards) => {
      if (cards.length === 0) return false;
      const v = other(c, s);
      for (const card of cards) if ((card[index] === v) === equal) return true;
      return false;
    };
  }
  const ev = where.ev;
  return (c, s, cards) => {
    const saved = s.cur;
    let found = false;
    for (let i = 0; i < cards.length && !found; i++) {
      s.cur = cards[i];
      found = ev(c, s) === true;
    }
    s.cur = saved;
    return found;
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
      const values = (c.cards as AttrCard[]).map((card) => fmt(card[index], type, cx.env.attributes));
      const value = run(c);
      return shown(value, `all same ${name} (${values.join(', ') || 'no cards'}) ${value ? '✓' : '✗'}`);
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
        if (items.length === 0) return shown(value, `no complete ${expr.over}s: 0`);
        const [only] = items;
        if (only && items.length === 1) return shown(value, cx.full(only, NUMBER));
        return shown(value, `${items.map((x) => `(${cx.full(x, NUMBER)})`).join(' + ')} = ${value}`);
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
      const values = new Set<string>();
      for (const card of cards) {
        s.cur = card;
        values.add(fmt(body.ev(c, s), body.type, cx.env.attributes));
      }
      s.cur = saved;
      return shown(values.size, `distinct(${label}) (${[...values].join(', ') || 'no cards'})`, false);
    },
  };
}

/**
 * The `elsewhere` collections each expression being compiled reads, by its compiler: kept here,
 * beside the aggregates that make them, so the expression compiler (which Apples pages load too)
 * carries none of it.
 */
const elsewhereReads = new WeakMap<AggregateCompiler, ElsewhereRead[]>();

/**
 * `CardAggregates.describeElsewhere`: nothing for an expression that reads no other batch; else
 * that it does, the collections as compiled, and the trend from the tree ('none' is not claimed
 * for a rule that reads elsewhere).
 */
export function describeElsewhere(
  expr: Expr,
  cx: AggregateCompiler,
  lets: { has(name: string): boolean },
): Partial<Pick<ExprReads, 'elsewhere' | 'elsewhereReads' | 'elsewhereTrend'>> {
  const reads = elsewhereReads.get(cx);
  if (!reads) return {};
  const trend = elsewhereTrend(expr, (name) => lets.has(name));
  return {
    elsewhere: true,
    elsewhereReads: Object.freeze(reads.map((read) => Object.freeze(read))),
    elsewhereTrend: trend === 'none' ? 'any' : trend,
  };
}
