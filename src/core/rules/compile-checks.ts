/** A compiler pass's reading of the merged statements and its reporting: diagnostics, lookups of statements, checks of the numbers written. */
import type { Expr, Loc, RangeNode, Statement } from './ast.js';
import { say, type Said } from '../i18n/diagnostics.js';
import { diagnosticAt, type Diagnostic, type DiagnosticCode } from './diagnostic.js';
import { MAX_NUMBER } from './expression-core.js';
import { describeProblem, type ExprProblem } from './expression-problems.js';
import type { Located, Merged } from './merge.js';
import type { IntRange } from './ruleset.js';
import type { RuleSource } from './derivation.js';

/** What every family's compiler pass does with the merged ruleset before anything is compiled: finds statements and reports problems (CompileContext builds on it). */
export class CompileChecks {
  readonly diagnostics: Diagnostic[] = [];
  /** The family being compiled, as messages name it (set by `rejectForeign`, which each family compiler calls first). */
  family = '';

  constructor(
    readonly merged: Merged,
    /** The text of every file, for quoting expressions as written. */
    readonly texts: ReadonlyMap<string, string>,
    /** The entry file, where "missing statement" problems are reported. */
    readonly entry: string,
  ) {}

  error(file: string, loc: Loc, code: DiagnosticCode, message: string | Said, severity: 'error' | 'warning' = 'error'): void {
    this.diagnostics.push(diagnosticAt(file, loc, code, message, severity));
  }

  /** An expression's problem (the compiler gives it as data), worded as a diagnostic. */
  problem(file: string, loc: Loc, problem: ExprProblem): void {
    const { code, message } = describeProblem(problem);
    this.error(file, loc, code, message);
  }

  /** A problem with no single place: reported at the top of the entry file. */
  missing(message: string | Said): void {
    // Point at the game's name if there is one, so the caret lands on real text.
    const game = this.merged.single.get('game');
    const loc = game && game.file === this.entry ? game.node.loc : { start: { line: 1, column: 1 }, end: { line: 1, column: 2 } };
    this.diagnostics.push(diagnosticAt(this.entry, loc, 'missing', message));
  }

  /** A rule's place and text as written (its first line, without a comment), for a derivation to quote. */
  ruleSource(file: string, loc: Loc): RuleSource {
    const written = (this.texts.get(file) ?? '').slice(loc.start.offset, loc.end.offset).split('\n')[0] ?? '';
    return { file, line: loc.start.line, text: written.replace(/#.*$/, '').replace(/\s+/g, ' ').trim() };
  }

  hasErrors(): boolean {
    return this.diagnostics.some((d) => d.severity === 'error');
  }

  /**
   * Which way the rotation of `role` (dealer, judge or leader) passes, or null (reported as missing when `need`
   * says why). A rotation of another role does not belong to this family and is an error.
   */
  rotation(role: 'dealer' | 'judge' | 'leader', need: string | Said): 'left' | 'right' | null {
    let found: 'left' | 'right' | null = null;
    for (const [key, { file, node }] of this.merged.single) {
      if (!key.startsWith('rotation:') || node.kind !== 'rotation') continue;
      if (node.role !== role) {
        this.error(file, node.loc, 'not-in-family', say('family-rotates', { family: this.family, role, other: node.role }));
        continue;
      }
      const passes = node.passes.text;
      if (passes !== 'left' && passes !== 'right')
        this.error(file, node.passes.loc, 'unknown-name', say('rotation-passes', { role, passes }));
      found = passes === 'right' ? 'right' : 'left';
    }
    if (!found) this.missing(need);
    return found;
  }

  /** The family's one deck of `kind`: reported as missing (saying `need`), or as a duplicate when there are two. */
  deck<K extends 'deck-playing' | 'deck-attributes'>(kind: K, need: string | Said): Located<Extract<Statement, { kind: K }>> | undefined {
    const [deck, second] = [...this.merged.decks.values()].filter((d) => d.node.kind === kind);
    if (!deck) this.missing(need);
    if (second) this.error(second.file, second.node.loc, 'duplicate', say('family-one-deck', { family: this.family }));
    // The filter kept decks of `kind` only (the compiler cannot follow it into the generic type).
    return deck as Located<Extract<Statement, { kind: K }>> | undefined;
  }

  /** The single statement of a kind, or null (reported as missing when `need` says why). */
  single<K extends Statement['kind']>(kind: K, need?: string | Said): Located<Extract<Statement, { kind: K }>> | null {
    const key = kind === 'goal-points' || kind === 'goal-table' ? 'goal' : kind;
    const found = this.merged.single.get(key);
    if (found && found.node.kind === kind) return found as Located<Extract<Statement, { kind: K }>>;
    if (need && !found) this.missing(need);
    return null;
  }

  /** The text of an expression as written in its file. */
  sourceOf(file: string, loc: Loc): string {
    return (this.texts.get(file) ?? '').slice(loc.start.offset, loc.end.offset).replace(/\s+/g, ' ').trim();
  }

  /** A constant expression: the value of a literal, or an error saying a plain number is needed. */
  constant(file: string, expr: Expr, what: Said, min: number, max: number): number | null {
    if (expr.kind !== 'num') {
      this.error(file, expr.loc, 'not-constant', say('number-not-plain', { what }));
      return null;
    }
    return this.inRange(file, expr, what, min, max);
  }

  /** Every number a statement lists (a sequence, a value table) within ±MAX_NUMBER, reported where one is not. */
  bounded(file: string, numbers: readonly { loc: Loc; value: number }[], what: Said): boolean {
    const bad = numbers.find((n) => Math.abs(n.value) > MAX_NUMBER);
    if (bad) this.error(file, bad.loc, 'out-of-range', say('number-between', { what, min: -MAX_NUMBER, max: MAX_NUMBER }));
    return !bad;
  }

  /** The value of a whole number as written, or null (reported) if it is outside min..max. */
  inRange(file: string, { loc, value }: { loc: Loc; value: number }, what: Said, min: number, max: number): number | null {
    if (value < min || value > max) {
      this.error(
        file,
        loc,
        value > max && max >= 1000 ? 'resource-limit' : 'out-of-range',
        say('number-outside', { what, min, max, value }),
      );
      return null;
    }
    return value;
  }

  range(file: string, node: RangeNode, what: Said, min: number, max: number): IntRange | null {
    const lo = this.inRange(file, node.min, what, min, max);
    const hi = this.inRange(file, node.max, what, min, max);
    if (lo === null || hi === null) return null;
    if (lo > hi) {
      this.error(file, node.loc, 'bad-range', say('range-empty', { lo, hi }));
      return null;
    }
    return { min: lo, max: hi };
  }

  /**
   * Statements that do not belong to this family are errors, so a typo'd family is caught early.
   * `allowed`: the statement kinds the family takes ('batch' and 'sequence' among them for batches and sequences).
   */
  rejectForeign(family: string, allowed: readonly string[]): void {
    this.family = family;
    for (const { file, node } of this.merged.single.values()) {
      if (!allowed.includes(node.kind) && !['game', 'family', 'players', 'extends'].includes(node.kind)) {
        this.error(file, node.loc, 'not-in-family', say('not-part-of-family', { statement: node.kind.replace(/-.*/, ''), family }));
      }
    }
    // Each family allows its own kind of deck.
    for (const { file, node } of this.merged.decks.values()) {
      if (!allowed.includes(node.kind)) this.error(file, node.loc, 'not-in-family', say('deck-kind-not-used', { family }));
    }
    // Batches and sequences are statements of their own kind: a family that takes them says so ('batch', 'sequence').
    if (!allowed.includes('batch'))
      for (const batch of this.merged.batches.values())
        this.error(batch.file, batch.loc, 'not-in-family', say('batches-not-in-family', { family }));
    if (!allowed.includes('sequence'))
      for (const { file, node } of this.merged.sequences.values())
        this.error(file, node.loc, 'not-in-family', say('sequences-not-in-family', { family }));
  }
}
