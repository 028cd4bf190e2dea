/**
 * How the value of a batch rule can change as cards are added to the player's other batches
 * (the only way a drafting rule reads beyond its batch is `count(elsewhere ...)`, and cards never
 * leave a batch): an engine that remembers a rule's answers may then keep some of them across
 * placements elsewhere. Worked out on the syntax tree, conservatively: anything not understood
 * that reads elsewhere (or might, through a `let`) is 'any'.
 */
import type { Expr } from './ast.js';

/**
 * 'none': does not read other batches; 'up': can only grow (a yes/no: from no to yes) as cards
 * are added elsewhere; 'down': can only shrink (a yes/no: from yes to no); 'any': may do either.
 */
export type ElsewhereTrend = 'none' | 'up' | 'down' | 'any';

const FLIP: Readonly<Record<ElsewhereTrend, ElsewhereTrend>> = { none: 'none', up: 'down', down: 'up', any: 'any' };

/** The trend of two values joined by an operation that keeps both directions (`+`, `and`, `or`). */
function join(a: ElsewhereTrend, b: ElsewhereTrend): ElsewhereTrend {
  if (a === 'none') return b;
  if (b === 'none' || a === b) return a;
  return 'any';
}

/** The sub-expressions of `expr`, for the generic cases. */
function children(expr: Expr): readonly Expr[] {
  switch (expr.kind) {
    case 'field':
      return [expr.object];
    case 'index':
      return [expr.object, expr.index];
    case 'neg':
    case 'not':
      return [expr.operand];
    case 'binary':
      return [expr.left, expr.right];
    case 'cond':
      return [expr.then, expr.test, expr.otherwise];
    case 'call':
      return expr.args;
    case 'count-of':
      return expr.collection.where ? [expr.collection.where] : [];
    case 'each':
    case 'sum-each':
    case 'for-each':
      return [expr.body];
    case 'by-players':
      return expr.table.entries.map((e) => e.value);
    default:
      return [];
  }
}

/** Whether `expr` may read other batches: a `count(elsewhere ...)`, or a definition (`let`) it names, which is not looked into. */
function mayReadElsewhere(expr: Expr, isLet: (name: string) => boolean): boolean {
  if (expr.kind === 'count-of' && expr.collection.source.text === 'elsewhere') return true;
  if (expr.kind === 'ident' && isLet(expr.name)) return true;
  if (expr.kind === 'call' && isLet(expr.fn.text)) return true;
  return children(expr).some((child) => mayReadElsewhere(child, isLet));
}

/** How `expr` changes as cards are added to the other batches (see `ElsewhereTrend`). */
export function elsewhereTrend(expr: Expr, isLet: (name: string) => boolean): ElsewhereTrend {
  const generic = (): ElsewhereTrend => (mayReadElsewhere(expr, isLet) ? 'any' : 'none');
  switch (expr.kind) {
    case 'count-of': {
      const where = expr.collection.where;
      if (where && mayReadElsewhere(where, isLet)) return 'any';
      // The cards counted elsewhere only ever grow in number; this batch's own do not change.
      return expr.collection.source.text === 'elsewhere' ? 'up' : 'none';
    }
    case 'neg':
    case 'not':
      return FLIP[elsewhereTrend(expr.operand, isLet)];
    case 'binary': {
      const l = elsewhereTrend(expr.left, isLet);
      const r = elsewhereTrend(expr.right, isLet);
      if (l === 'none' && r === 'none') return 'none';
      if (l === 'any' || r === 'any') return 'any';
      switch (expr.op) {
        case '+':
        case 'and':
        case 'or':
          return join(l, r);
        case '-':
          return join(l, FLIP[r]);
        case '<':
        case '<=':
          // A growing left side against a fixed right side: yes can only turn to no.
          return r === 'none' ? FLIP[l] : l === 'none' ? r : 'any';
        case '>':
        case '>=':
          return r === 'none' ? l : l === 'none' ? FLIP[r] : 'any';
        case '=':
        case '!=': {
          // Only a count itself against 0: a count, never below 0, once above 0 stays above it.
          const zero = (side: Expr): boolean => side.kind === 'num' && side.value === 0;
          const counted =
            zero(expr.right) && expr.left.kind === 'count-of' ? l : zero(expr.left) && expr.right.kind === 'count-of' ? r : 'any';
          if (counted !== 'up') return 'any';
          return expr.op === '=' ? 'down' : 'up';
        }
        default:
          return 'any';
      }
    }
    default:
      return generic();
  }
}
