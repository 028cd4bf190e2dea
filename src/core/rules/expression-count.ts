/** The count(...) aggregate (over a batch's cards or elsewhere, with except/where) and what a rule reading elsewhere says about the other batches. */
import type { Expr } from './ast.js';
import type { AttrCard, ElsewhereRead, ExprReads } from './ruleset.js';
import { elsewhereTrend } from './expression-trend.js';
import { BOOL, NUMBER, sayIn, shown, type AggregateCompiler, type Compiled, type Ctx, type Ev, type Scope } from './expression-core.js';

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
  return { type: NUMBER, ev: run, ex: (c, s) => shown(run(c, s), sayIn(c).code(text), false), exists };
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
