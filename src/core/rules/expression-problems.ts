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
import { didYouMean, suggest } from './suggest.js';
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
export function describeType(type: ExprType): string {
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

/** The diagnostic code and the sentence of a problem. */
export function describeProblem(p: ExprProblem): { code: DiagnosticCode; message: string | Said } {
  switch (p.problem) {
    case 'no-card-aggregates':
      return { code: 'not-in-family', message: "aggregates over a batch's cards are not available here" };
    case 'no-player-tables':
      return { code: 'not-in-family', message: "'by players' tables are not available here" };
    case 'too-deep':
      return {
        code: 'too-deep',
        message: `this expression is too long or nested too deeply (more than ${MAX_EXPRESSION_DEPTH} steps); simplify it`,
      };
    case 'number-too-large':
      return { code: 'out-of-range', message: `numbers in rules are at most ${MAX_NUMBER.toLocaleString('en-GB')}` };
    case 'exponent-too-large':
      return { code: 'resource-limit', message: `exponents above ${MAX_EXPONENT} are not allowed` };
    case 'unknown-attribute':
      return { code: 'unknown-name', message: say('unknown-attribute', { name: p.name, guess: suggest(p.name, p.known) ?? '' }) };
    case 'unknown-name':
      return { code: 'unknown-name', message: say('unknown-name', { name: p.name, guess: suggest(p.name, p.known) ?? '' }) };
    case 'unknown-function':
      return { code: 'unknown-name', message: say('unknown-function', { name: p.name, guess: suggest(p.name, p.known) ?? '' }) };
    case 'unknown-sequence':
      return {
        code: 'unknown-name',
        message: p.name
          ? say('unknown-sequence', { name: p.name, guess: suggest(p.name, p.known) ?? '' })
          : 'only a named sequence can be looked up with [ ]',
      };
    case 'unknown-collection':
      return {
        code: 'unknown-name',
        message: `unknown collection '${p.name}' (count(...) counts 'cards' of this batch or cards 'elsewhere')${didYouMean(p.name, p.known)}`,
      };
    case 'unknown-batch':
      return { code: 'unknown-name', message: say('unknown-batch', { name: p.name, guess: suggest(p.name, p.known) ?? '' }) };
    case 'wrong-type':
      return { code: 'type-mismatch', message: `expected ${describeType(p.expected)} ${p.where}, but this is ${describeType(p.got)}` };
    case 'branches-differ':
      return {
        code: 'type-mismatch',
        message: `both sides of 'if ... else' must be of one kind: ${describeType(p.then)} before 'if', ${describeType(p.otherwise)} after 'else'`,
      };
    case 'rows-differ':
      return {
        code: 'type-mismatch',
        message: `every row of the table must give one kind of value: ${describeType(p.above)} above, ${describeType(p.here)} here`,
      };
    case 'not-a-card':
      return { code: 'type-mismatch', message: `only a card has attributes, but this is ${describeType(p.got)}` };
    case 'operand-type': {
      const does = p.op === 'and' || p.op === 'or' ? 'joins yes/no conditions' : 'works on numbers';
      return { code: 'type-mismatch', message: `'${p.op}' ${does}, but this is ${describeType(p.got)}` };
    }
    case 'cannot-compare':
      return { code: 'type-mismatch', message: `cannot compare ${describeType(p.left)} with ${describeType(p.right)}` };
    case 'ordered-compare':
      return { code: 'type-mismatch', message: `'${p.op}' compares numbers, but this compares ${describeType(p.type)} with another` };
    case 'compare-whole':
      return {
        code: 'type-mismatch',
        message: `cannot compare ${p.what === 'card' ? 'cards' : 'sequences'}; compare ${p.what === 'card' ? 'their attributes' : 'their values'} instead`,
      };
    case 'this-outside-loop':
      return { code: 'unknown-name', message: `'this ${p.name}' is the value a 'for each ${p.name}:' is at, so it belongs inside one` };
    case 'players-unknown':
      return { code: 'unknown-name', message: "'by players' needs the number of players, which is not known here" };
    case 'bad-row':
      return {
        code: 'bad-range',
        message: `a row of 'by players' is a player count or range from 1 to 100, smaller number first, not ${p.min}..${p.max}`,
      };
    case 'players-twice':
      return { code: 'overlap', message: `${p.players} players are covered twice in this table (also at line ${p.line})` };
    case 'table-gap':
      return {
        code: 'table-gap',
        message: `this table does not cover ${p.uncovered.join(', ')} players, but the game is for ${p.players.min}..${p.players.max}`,
      };
    case 'let-after':
      return {
        code: 'unknown-name',
        message: `'${p.name}' is defined at line ${p.line}, after this definition; a definition may use only those above it`,
      };
    case 'batch-only':
      return { code: 'unknown-name', message: `'${p.name}' is only known inside a batch's rules` };
    case 'card-in-score':
      return {
        code: 'unknown-name',
        message: "'card' is the card being placed, so it exists only in 'allow' rules; in a score use first or last",
      };
    case 'attribute-needs-card':
      return {
        code: 'no-card',
        message: `'${p.name}' is an attribute of a card: say whose, e.g. card.${p.name}, first.${p.name}, or use it inside sum(...), where ... or each step`,
      };
    case 'abs-arguments':
      return { code: 'wrong-arguments', message: 'abs(...) takes one number' };
    case 'fold-arguments':
      return { code: 'wrong-arguments', message: `${p.name}(...) takes one attribute or expression, e.g. ${p.name}(sweetness)` };
    case 'distinct-arguments':
      return { code: 'wrong-arguments', message: 'distinct(...) takes one attribute, e.g. distinct(colour)' };
    case 'distinct-of-whole':
      return { code: 'type-mismatch', message: 'distinct(...) counts the different values of an attribute, e.g. distinct(colour)' };
    case 'except-without-elsewhere':
      return { code: 'bad-collection', message: "'except' names other batches, so it goes with 'elsewhere'" };
  }
}
