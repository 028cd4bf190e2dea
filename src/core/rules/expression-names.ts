/** The names of the expression language: bare names (context numbers, cards, options, sequences, `let`s, attributes and their values), `card.attribute` and `sequence[i]`. */
import type { Expr, Loc } from './ast.js';
import type { ExpressionCompiler } from './expression.js';
import type { AttrCard } from './ruleset.js';
import {
  BOOL,
  CARD,
  NUMBER,
  TEXT,
  sayIn,
  shown,
  type CardRef,
  type CardScope,
  type Compiled,
  type ContextKind,
  type ContextNumber,
  type ContextNumbersOf,
  type Ev,
} from './expression-core.js';

/** The numbers each context offers by name (`players` everywhere but a deck's card rule), keyed by kind: only fields of that kind's context. */
export const CONTEXT_NUMBERS: { readonly [K in ContextKind]: readonly ContextNumbersOf<K>[] } = {
  group: ['value', 'size', 'players'],
  bid: ['number', 'held', 'players'],
  contract: ['bid', 'tricks', 'overtricks', 'undertricks', 'players'],
  base: ['players'],
  'batch-allow': ['players'],
  'batch-score': ['players'],
  card: [],
};

/** A bare name: a number of the context, a card of the batch, an option, a sequence, a `let`, an attribute of the scanned card or an attribute's value. */
export function compileIdentifier(cx: ExpressionCompiler, name: string, loc: Loc, scope: CardScope, depth: number): Compiled | null {
  const kind = cx.env.kind;
  const attrs = cx.env.attributes;
  // A card of the context (card, first, last) is the same for every card a scan looks at.
  const card = (read: Ev, ref: CardRef): Compiled => ({
    ...cx.leaf(CARD, read, (_value, say) => say.code(name)),
    ref,
    fixed: ref === 'card' || ref === 'first' || ref === 'last',
  });
  // Names of the context, nearest first.
  const contextNumber: ContextNumber | undefined = CONTEXT_NUMBERS[kind].find((offered) => offered === name);
  if (contextNumber) return cx.fixedLeaf(NUMBER, (c) => c[contextNumber]);
  if (cx.inBatch) {
    if (name === 'count') return cx.fixedLeaf(NUMBER, (c) => (c.cards as AttrCard[]).length);
    if (name === 'pairs') return cx.fixedLeaf(NUMBER, (c) => (c.cards as AttrCard[]).length >> 1);
    if (name === 'card') {
      if (kind === 'batch-score') {
        return cx.fail(loc, { problem: 'card-in-score' });
      }
      return card((c) => c.card as AttrCard, 'card');
    }
    if (name === 'first' && scope !== 'pair') return card((c) => (c.cards as AttrCard[])[0], 'first');
    if (name === 'last') return card((c) => (c.cards as AttrCard[])[(c.cards as AttrCard[]).length - 1], 'last');
  }
  if (scope === 'pair' && name === 'first') return card((_c, s) => s.first, 'pair-first');
  if (scope === 'pair' && name === 'second') return card((_c, s) => s.second, 'pair-second');
  if (scope === 'step' && name === 'previous') return card((_c, s) => s.prev, 'prev');
  const option = cx.env.options.find((o) => o.name === name);
  if (option) {
    if (option.kind === 'toggle')
      return cx.fixedLeaf(
        BOOL,
        (c) => c.options[name] === true,
        (v, say) => `${say.code(name)} (${say.truth(v === true)})`,
      );
    const numeric = option.kind === 'number' || option.choices.every((v) => typeof v === 'number');
    return cx.fixedLeaf(numeric ? NUMBER : TEXT, (c) => c.options[name]);
  }
  if (cx.env.sequences.has(name))
    return cx.leaf(
      { t: 'sequence' },
      () => name,
      (_value, say) => say.code(name),
    );
  if (cx.env.lets.has(name)) return cx.letValue(name, loc, scope, depth);
  const attrIndex = attrs.findIndex((a) => a.name === name);
  if (attrIndex >= 0) {
    if (scope === 'none' || scope === 'pair') {
      return cx.fail(loc, { problem: 'attribute-needs-card', name });
    }
    return cx.cards(loc)?.compileAttributeOf(cx, (_c, s) => s.cur, attrIndex, 'cur') ?? null;
  }
  for (const attribute of attrs) {
    const valueIndex = attribute.values.findIndex((v) => String(v) === name);
    if (attribute.kind === 'symbol' && valueIndex >= 0) return cx.fixedLeaf({ t: 'symbol', attribute: attribute.name }, () => valueIndex);
  }
  const known = [
    ...knownNames(cx, scope),
    ...cx.env.options.map((o) => o.name),
    ...cx.env.sequences.keys(),
    ...cx.env.lets.keys(),
    ...attrs.map((a) => a.name),
    ...attrs.flatMap((a) => (a.kind === 'symbol' ? a.values.map(String) : [])),
  ];
  return cx.fail(loc, { problem: 'unknown-name', name, known });
}

/** The names of the context a did-you-mean offers, as the scope has them. */
function knownNames(cx: ExpressionCompiler, scope: CardScope): readonly string[] {
  const kind = cx.env.kind;
  if (!cx.inBatch) return CONTEXT_NUMBERS[kind];
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

/** `card.colour`: an attribute of a card. */
export function compileField(
  cx: ExpressionCompiler,
  expr: Extract<Expr, { kind: 'field' }>,
  scope: CardScope,
  depth: number,
): Compiled | null {
  const object = cx.compile(expr.object, scope, depth + 1);
  if (!object) return null;
  if (object.type.t !== 'card') {
    return cx.fail(expr.field.loc, { problem: 'not-a-card', got: object.type });
  }
  const index = cx.attributeIndex(expr.field.text, expr.field.loc);
  return index < 0 ? null : (cx.cards(expr.loc)?.compileAttributeOf(cx, object.ev, index, object.ref) ?? null);
}

/** `triangle[n]`: a value of a sequence, counting from 1 (0 outside it). */
export function compileIndex(
  cx: ExpressionCompiler,
  expr: Extract<Expr, { kind: 'index' }>,
  scope: CardScope,
  depth: number,
): Compiled | null {
  if (expr.object.kind !== 'ident' || !cx.env.sequences.has(expr.object.name)) {
    const name = expr.object.kind === 'ident' ? expr.object.name : '';
    return cx.fail(expr.object.loc, { problem: 'unknown-sequence', name, known: [...cx.env.sequences.keys()] });
  }
  const name = expr.object.name;
  const values = cx.env.sequences.get(name) as readonly number[];
  const position = cx.compileTyped(expr.index, scope, depth, NUMBER, 'between [ and ]');
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
      return shown(look(p.value as number), `${sayIn(c).code(name)}[${p.text}]`, false);
    },
  };
}
