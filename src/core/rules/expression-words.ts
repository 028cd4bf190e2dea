/**
 * An expression of a ruleset said in plain English, for players who do not read formulas:
 * `20 if count = 1 and count(elsewhere except "Bad Batch" where colour = first.colour) = 0 else 0`
 * becomes "20 if the batch has 1 card and no card elsewhere (outside Bad Batch) has the colour of
 * the first card, else 0". Written once from the AST when a ruleset is compiled, so the element
 * shows it without the parser. The expression as written stays available beside it.
 */
import type { BinaryOp, Collection, Expr } from './ast.js';

/** Words of the names the batch rules know. */
const names: Readonly<Record<string, string>> = {
  count: 'the number of cards',
  pairs: 'the number of pairs',
  card: 'the card placed',
  first: 'the first card',
  second: 'the second card',
  last: 'the last card',
  prev: 'the previous card',
  previous: 'the previous card',
  next: 'the next card',
  players: 'the number of players',
  value: 'the value',
  size: 'the size',
  number: 'the number bid',
  held: 'the cards held',
  bid: 'the bid',
  tricks: 'the tricks taken',
  overtricks: 'the tricks over the bid',
  undertricks: 'the tricks short of the bid',
};

const comparisons: Partial<Record<BinaryOp, string>> = {
  '=': 'equals',
  '!=': 'differs from',
  '<': 'is less than',
  '<=': 'is at most',
  '>': 'is more than',
  '>=': 'is at least',
};

const arithmetic: Partial<Record<BinaryOp, string>> = {
  '+': 'plus',
  '-': 'minus',
  '*': 'times',
  '/': 'divided by',
  '%': 'modulo',
};

/** A name that is not one of the batch's words: an attribute of the card in hand ("height"). */
const attributeLike = /^[a-z][a-z_]*$/;

/** Whose attribute `object.field` is: "the colour of the first card". */
function field(object: Expr, attribute: string): string {
  return `the ${attribute} of ${say(object)}`;
}

/** A collection in words: "cards elsewhere (outside Bad Batch) with colour the colour of the card placed". */
function collection(c: Collection): string {
  const where = c.source.text === 'elsewhere' ? 'in your other batches' : 'in this batch';
  const except = c.except.length ? ` (not counting ${c.except.map((t) => t.value).join(', ')})` : '';
  const filter = c.where ? ` where ${condition(c.where, 'card')}` : '';
  return `cards ${where}${except}${filter}`;
}

/** A condition in words; `subject` names what a bare attribute belongs to inside a collection. */
function condition(expr: Expr, subject = ''): string {
  // A bare name as a condition is a yes/no house rule: `easy_mode`.
  if (expr.kind === 'ident' && !(expr.name in names)) return `the house rule "${expr.name.replace(/_/g, ' ')}" is on`;
  if (expr.kind === 'binary' && comparisons[expr.op]) {
    // "count(...) = 0" reads better as "no cards ...".
    if (expr.left.kind === 'count-of' && expr.right.kind === 'num' && expr.right.value === 0 && expr.op === '=')
      return `there are no ${collection(expr.left.collection)}`;
    if (expr.left.kind === 'ident' && expr.left.name === 'count' && expr.right.kind === 'num' && expr.op === '=')
      return `the batch has ${expr.right.value} card${expr.right.value === 1 ? '' : 's'}`;
    return `${say(expr.left, subject)} ${comparisons[expr.op]} ${say(expr.right, subject)}`;
  }
  return say(expr, subject);
}

/** Any expression in words. */
export function say(expr: Expr, subject = ''): string {
  switch (expr.kind) {
    case 'num':
      return String(expr.value);
    case 'bool':
      return expr.value ? 'always' : 'never';
    case 'str':
      return `"${expr.value}"`;
    case 'ident':
      if (subject && !(expr.name in names)) return `its ${expr.name}`;
      if (!(expr.name in names) && attributeLike.test(expr.name) && subject === '') return `the ${expr.name} of this card`;
      return names[expr.name] ?? expr.name.replace(/_/g, ' ');
    case 'field':
      return field(expr.object, expr.field.text);
    case 'index':
      return `the ${expr.object.kind === 'ident' ? `${expr.object.name.replace(/_/g, ' ')} sequence` : say(expr.object, subject)} number for ${say(expr.index, subject)}`;
    case 'neg':
      return `minus ${say(expr.operand, subject)}`;
    case 'not':
      return `not (${condition(expr.operand, subject)})`;
    case 'binary': {
      if (expr.op === 'and' || expr.op === 'or') return `${condition(expr.left, subject)} ${expr.op} ${condition(expr.right, subject)}`;
      if (comparisons[expr.op]) return condition(expr, subject);
      if (expr.op === '^')
        return expr.right.kind === 'num' && expr.right.value === 2
          ? `${say(expr.left, subject)} squared`
          : `${say(expr.left, subject)} to the power ${say(expr.right, subject)}`;
      const right = expr.right.kind === 'binary' && arithmetic[expr.right.op] ? `(${say(expr.right, subject)})` : say(expr.right, subject);
      return `${say(expr.left, subject)} ${arithmetic[expr.op] ?? expr.op} ${right}`;
    }
    case 'cond':
      return `${say(expr.then, subject)} if ${condition(expr.test, subject)}, else ${say(expr.otherwise, subject)}`;
    case 'call': {
      const fn = expr.fn.text;
      const args = expr.args.map((a) => (a.kind === 'ident' && !(a.name in names) ? a.name.replace(/_/g, ' ') : say(a, subject)));
      const only = expr.args[0];
      if (fn === 'abs' && only?.kind === 'binary' && only.op === '-')
        return `the gap between ${say(only.left, subject)} and ${say(only.right, subject)}`;
      if (fn === 'abs') return `the size of ${args[0] ?? ''}`;
      if (fn === 'distinct') return `the number of different ${args[0] ?? 'values'} among the cards`;
      if (fn === 'sum' || fn === 'min' || fn === 'max') {
        const what = fn === 'sum' ? 'the total' : fn === 'min' ? 'the lowest' : 'the highest';
        return `${what} ${args.map((a) => a.replace(/^the /, '')).join(', ')} of the cards`;
      }
      return `${fn}(${args.join(', ')})`;
    }
    case 'count-of':
      return `the number of ${collection(expr.collection)}`;
    case 'all-same':
      return `all cards have the same ${expr.attribute.text}`;
    case 'each':
      return `in each ${expr.over === 'pair' ? 'pair of cards (1st and 2nd, 3rd and 4th, …)' : 'step from one card to the next'}, ${condition(expr.body, subject)}`;
    case 'sum-each':
      return `the sum over each ${expr.over === 'pair' ? 'pair of cards' : 'step from one card to the next'} of ${say(expr.body, subject)}`;
    case 'for-each': {
      const each = `each ${expr.attribute.text} among the cards`;
      if (expr.fold === 'all') return `for ${each}, ${condition(expr.body, subject)}`;
      const what = { sum: 'the total', min: 'the lowest', max: 'the highest', count: 'the number of values' }[expr.fold];
      return expr.fold === 'count'
        ? `the number of ${expr.attribute.text} values for which ${condition(expr.body, subject)}`
        : `${what}, over ${each}, of ${say(expr.body, subject)}`;
    }
    case 'this':
      return `this ${expr.attribute.text}`;
    case 'by-players':
      return `by the number of players (${expr.table.entries.map((e) => `${e.range.min.value === e.range.max.value ? e.range.min.value : `${e.range.min.value} to ${e.range.max.value}`}: ${say(e.value, subject)}`).join('; ')})`;
  }
}

/** A whole rule in words, starting with a capital and ending with a full stop. */
export function expressionWords(expr: Expr): string {
  const text = say(expr).replace(/\s+/g, ' ').trim();
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}
