/**
 * What can be wrong with an expression, and how each problem is put to a person.
 *
 * The expression compiler reports a problem as data (an `ExprProblem`); only a ruleset compiled
 * from its text turns problems into diagnostics, so the wording lives here, in the text front end
 * (compile-checks.ts), and not in the runtime that every page loads: a shipped ruleset was
 * checked when it was built (shipped-form.ts), and its expressions cannot have problems.
 */
import type { IntRange } from './ruleset.js';
import type { DiagnosticCode } from './diagnostic.js';
import { MAX_EXPONENT, MAX_EXPRESSION_DEPTH, MAX_NUMBER, type ExprType } from './expression-core.js';
import { suggest } from './suggest.js';
import { say, type Said } from '../i18n/diagnostics.js';

/** A problem in an expression, with what its message needs; `problem` names it. */
export type ExprProblem =
  /** An aggregate over a batch's cards where the caller gave no card aggregates. */
  | { readonly problem: 'no-card-aggregates' }
  /** A `by players` table where the caller gave no compiler for them. */
  | { readonly problem: 'no-player-tables' }
  | { readonly problem: 'too-deep' }
  | { readonly problem: 'number-too-large' }
  | { readonly problem: 'exponent-too-large' }
  | { readonly problem: 'unknown-attribute'; readonly name: string; readonly known: readonly string[] }
  | { readonly problem: 'unknown-name'; readonly name: string; readonly known: readonly string[] }
  | { readonly problem: 'unknown-function'; readonly name: string; readonly known: readonly string[] }
  /** `table[i]` where `table` is not a named sequence (`name` is '' when it is not a name at all). */
  | { readonly problem: 'unknown-sequence'; readonly name: string; readonly known: readonly string[] }
  | { readonly problem: 'unknown-collection'; readonly name: string; readonly known: readonly string[] }
  | { readonly problem: 'unknown-batch'; readonly name: string; readonly known: readonly string[] }
  /** A value of type `got` where `expected` is needed; `where` finishes the sentence ("after 'if'", "here"). */
  | { readonly problem: 'wrong-type'; readonly expected: ExprType; readonly where: string; readonly got: ExprType }
  | { readonly problem: 'branches-differ'; readonly then: ExprType; readonly otherwise: ExprType }
  | { readonly problem: 'rows-differ'; readonly above: ExprType; readonly here: ExprType }
  | { readonly problem: 'not-a-card'; readonly got: ExprType }
  /** An operand of `op` (and/or want yes/no conditions, the others numbers) of the wrong type. */
  | { readonly problem: 'operand-type'; readonly op: string; readonly got: ExprType }
  | { readonly problem: 'cannot-compare'; readonly left: ExprType; readonly right: ExprType }
  | { readonly problem: 'ordered-compare'; readonly op: string; readonly type: ExprType }
  | { readonly problem: 'compare-whole'; readonly what: 'card' | 'sequence' }
  | { readonly problem: 'this-outside-loop'; readonly name: string }
  | { readonly problem: 'players-unknown' }
  | { readonly problem: 'bad-row'; readonly min: number; readonly max: number }
  | { readonly problem: 'players-twice'; readonly players: number; readonly line: number | undefined }
  | { readonly problem: 'table-gap'; readonly uncovered: readonly number[]; readonly players: IntRange }
  | { readonly problem: 'let-after'; readonly name: string; readonly line: number }
  | { readonly problem: 'batch-only'; readonly name: string }
  | { readonly problem: 'card-in-score' }
  | { readonly problem: 'attribute-needs-card'; readonly name: string }
  | { readonly problem: 'abs-arguments' }
  | { readonly problem: 'fold-arguments'; readonly name: string }
  | { readonly problem: 'distinct-arguments' }
  | { readonly problem: 'distinct-of-whole' }
  | { readonly problem: 'except-without-elsewhere' };

/** A type as a sentence says it: "a number", "a yes/no condition", "a colour". */
export function describeType(type: ExprType): Said {
  switch (type.t) {
    case 'number':
      return say('type-number');
    case 'bool':
      return say('type-bool');
    case 'text':
      return say('type-text');
    case 'symbol':
      return say('type-symbol', { attribute: type.attribute });
    case 'card':
      return say('type-card');
    case 'sequence':
      return say('type-sequence');
  }
}

/** Where a value of the wrong type was written, as the compiler names it ("here", "after 'if'", "in sum(...)"). */
function describeWhere(where: string): Said | string {
  if (where === 'here') return say('where-here');
  if (where === 'between [ and ]') return say('where-index');
  if (where === 'after a minus sign') return say('where-minus');
  const after = /^after '(.+)'$/.exec(where);
  if (after) return say('where-after', { word: after[1] ?? '' });
  const inside = /^in (\w+)\(\.\.\.\)$/.exec(where);
  if (inside) return say('where-in', { name: inside[1] ?? '' });
  return where;
}

/** A name's closest known name, or '' (a message's optional "did you mean" part). */
const guessOf = (p: { readonly name: string; readonly known: readonly string[] }): string => suggest(p.name, p.known) ?? '';

/** The diagnostic code and the sentence of a problem. */
export function describeProblem(p: ExprProblem): { code: DiagnosticCode; message: Said } {
  switch (p.problem) {
    case 'no-card-aggregates':
      return { code: 'not-in-family', message: say('expr-no-card-aggregates') };
    case 'no-player-tables':
      return { code: 'not-in-family', message: say('expr-no-player-tables') };
    case 'too-deep':
      return { code: 'too-deep', message: say('expr-too-deep', { steps: MAX_EXPRESSION_DEPTH }) };
    case 'number-too-large':
      return { code: 'out-of-range', message: say('expr-number-too-large', { max: MAX_NUMBER }) };
    case 'exponent-too-large':
      return { code: 'resource-limit', message: say('expr-exponent-too-large', { max: MAX_EXPONENT }) };
    case 'unknown-attribute':
      return { code: 'unknown-name', message: say('unknown-attribute', { name: p.name, guess: guessOf(p) }) };
    case 'unknown-name':
      return { code: 'unknown-name', message: say('unknown-name', { name: p.name, guess: guessOf(p) }) };
    case 'unknown-function':
      return { code: 'unknown-name', message: say('unknown-function', { name: p.name, guess: guessOf(p) }) };
    case 'unknown-sequence':
      return {
        code: 'unknown-name',
        message: p.name ? say('unknown-sequence', { name: p.name, guess: guessOf(p) }) : say('expr-index-needs-name'),
      };
    case 'unknown-collection':
      return { code: 'unknown-name', message: say('expr-unknown-collection', { name: p.name, guess: guessOf(p) }) };
    case 'unknown-batch':
      return { code: 'unknown-name', message: say('unknown-batch', { name: p.name, guess: guessOf(p) }) };
    case 'wrong-type':
      return {
        code: 'type-mismatch',
        message: say('expr-wrong-type', { expected: describeType(p.expected), where: describeWhere(p.where), got: describeType(p.got) }),
      };
    case 'branches-differ':
      return {
        code: 'type-mismatch',
        message: say('expr-branches-differ', { then: describeType(p.then), otherwise: describeType(p.otherwise) }),
      };
    case 'rows-differ':
      return { code: 'type-mismatch', message: say('expr-rows-differ', { above: describeType(p.above), here: describeType(p.here) }) };
    case 'not-a-card':
      return { code: 'type-mismatch', message: say('expr-not-a-card', { got: describeType(p.got) }) };
    case 'operand-type':
      return {
        code: 'type-mismatch',
        message: say(p.op === 'and' || p.op === 'or' ? 'expr-operand-condition' : 'expr-operand-number', {
          op: p.op,
          got: describeType(p.got),
        }),
      };
    case 'cannot-compare':
      return { code: 'type-mismatch', message: say('expr-cannot-compare', { left: describeType(p.left), right: describeType(p.right) }) };
    case 'ordered-compare':
      return { code: 'type-mismatch', message: say('expr-ordered-compare', { op: p.op, type: describeType(p.type) }) };
    case 'compare-whole':
      return { code: 'type-mismatch', message: say(p.what === 'card' ? 'expr-compare-cards' : 'expr-compare-sequences') };
    case 'this-outside-loop':
      return { code: 'unknown-name', message: say('expr-this-outside-loop', { name: p.name }) };
    case 'players-unknown':
      return { code: 'unknown-name', message: say('expr-players-unknown') };
    case 'bad-row':
      return { code: 'bad-range', message: say('expr-bad-row', { min: p.min, max: p.max }) };
    case 'players-twice':
      return { code: 'overlap', message: say('expr-players-twice', { players: p.players, line: p.line ?? '' }) };
    case 'table-gap':
      return {
        code: 'table-gap',
        message: say('expr-table-gap', { uncovered: p.uncovered.join(', '), min: p.players.min, max: p.players.max }),
      };
    case 'let-after':
      return { code: 'unknown-name', message: say('expr-let-after', { name: p.name, line: p.line }) };
    case 'batch-only':
      return { code: 'unknown-name', message: say('expr-batch-only', { name: p.name }) };
    case 'card-in-score':
      return { code: 'unknown-name', message: say('expr-card-in-score') };
    case 'attribute-needs-card':
      return { code: 'no-card', message: say('expr-attribute-needs-card', { name: p.name }) };
    case 'abs-arguments':
      return { code: 'wrong-arguments', message: say('expr-abs-arguments') };
    case 'fold-arguments':
      return { code: 'wrong-arguments', message: say('expr-fold-arguments', { name: p.name }) };
    case 'distinct-arguments':
      return { code: 'wrong-arguments', message: say('expr-distinct-arguments') };
    case 'distinct-of-whole':
      return { code: 'type-mismatch', message: say('expr-distinct-of-whole') };
    case 'except-without-elsewhere':
      return { code: 'bad-collection', message: say('expr-except-without-elsewhere') };
  }
}
