/**
 * Merging a ruleset with the files it `extends`: the child states only what it changes.
 * Statements are keyed (one `game`, one deck of each name, one batch of each name, ...);
 * a child's statement replaces its parent's, and blocks (bidding, pile, tricks, group scores,
 * batches) are merged clause by clause. Duplicates within one file are errors.
 */
import type { BatchClause, BiddingClause, Loc, PileClause, Statement, TrickClause } from './ast.js';
import type { Diagnostic } from './diagnostic.js';

/** A node together with the file it was written in. */
export interface Located<T> {
  readonly file: string;
  readonly node: T;
}

type GroupRule = Extract<Statement, { kind: 'score-groups' }>['rules'][number];

/** A merged batch: its clauses by kind (all `allow` rules of the latest file that states any). */
export interface MergedBatch {
  readonly name: string;
  readonly file: string;
  readonly loc: Loc;
  describe: Located<BatchClause> | null;
  holds: Located<BatchClause> | null;
  score: Located<BatchClause> | null;
  allow: Located<BatchClause>[];
}

/** Everything a ruleset says, after merging its chain. */
export interface Merged {
  readonly single: Map<string, Located<Statement>>;
  readonly options: Map<string, Located<Extract<Statement, { kind: 'option' }>>>;
  readonly sets: Map<string, Located<Extract<Statement, { kind: 'set' }>>>;
  readonly decks: Map<string, Located<Extract<Statement, { kind: 'deck-playing' | 'deck-attributes' | 'deck-words' }>>>;
  readonly sequences: Map<string, Located<Extract<Statement, { kind: 'sequence' }>>>;
  readonly bidding: Map<string, Located<BiddingClause>>;
  readonly pile: Map<string, Located<PileClause>>;
  readonly tricks: Map<string, Located<TrickClause>>;
  readonly groups: Map<string, Located<GroupRule>>;
  readonly batches: Map<string, MergedBatch>;
}

function error(file: string, loc: Loc, code: string, message: string): Diagnostic {
  return { file, line: loc.start.line, column: loc.start.column, endLine: loc.end.line, endColumn: loc.end.column, severity: 'error', code, message };
}

function statementKey(s: Statement): string {
  switch (s.kind) {
    case 'rotation':
      return `rotation:${s.role}`;
    case 'option':
    case 'set':
      return `${s.kind}:${s.name.text}`;
    case 'deck-playing':
    case 'deck-attributes':
    case 'deck-words':
      return `deck:${s.name.text}`;
    case 'sequence':
      return `sequence:${s.name.text}`;
    case 'batch':
      return `batch:${s.name.value}`;
    case 'remove-batch':
      return `remove:${s.name.value}`;
    case 'goal-points':
    case 'goal-table':
      return 'goal';
    default:
      return s.kind;
  }
}

function describeKey(key: string): string {
  const [kind, name] = key.split(':');
  return name === undefined ? `'${kind}' statement` : `${kind} '${name}'`;
}

/** An empty merge, to fold files into base-first. */
export function emptyMerged(): Merged {
  return {
    single: new Map(),
    options: new Map(),
    sets: new Map(),
    decks: new Map(),
    sequences: new Map(),
    bidding: new Map(),
    pile: new Map(),
    tricks: new Map(),
    groups: new Map(),
    batches: new Map(),
  };
}

function mergeClauses<C extends { clause: string; loc: Loc }>(
  target: Map<string, Located<C>>,
  clauses: readonly C[],
  file: string,
  block: string,
  diagnostics: Diagnostic[],
): void {
  const seen = new Map<string, Loc>();
  for (const clause of clauses) {
    const earlier = seen.get(clause.clause);
    if (earlier) {
      diagnostics.push(error(file, clause.loc, 'duplicate', `'${clause.clause}' is stated twice in ${block} (first at line ${earlier.start.line})`));
      continue;
    }
    seen.set(clause.clause, clause.loc);
    target.set(clause.clause, { file, node: clause });
  }
}

/** Fold one file's statements into `merged` (a parent's first, then each child's). */
export function mergeFile(merged: Merged, statements: readonly Statement[], file: string, diagnostics: Diagnostic[]): void {
  const seen = new Map<string, Loc>();
  for (const s of statements) {
    const key = statementKey(s);
    const earlier = seen.get(key);
    if (earlier) {
      diagnostics.push(error(file, s.loc, 'duplicate', `duplicate ${describeKey(key)} (first at line ${earlier.start.line})`));
      continue;
    }
    seen.set(key, s.loc);
    const at = { file, node: s };
    switch (s.kind) {
      case 'option':
        merged.options.set(s.name.text, { file, node: s });
        break;
      case 'set':
        merged.sets.set(s.name.text, { file, node: s });
        break;
      case 'deck-playing':
      case 'deck-attributes':
      case 'deck-words':
        merged.decks.set(s.name.text, { file, node: s });
        break;
      case 'sequence':
        merged.sequences.set(s.name.text, { file, node: s });
        break;
      case 'bidding':
        mergeClauses(merged.bidding, s.clauses, file, 'bidding', diagnostics);
        merged.single.set('bidding', at);
        break;
      case 'pile':
        mergeClauses(merged.pile, s.clauses, file, 'the pile', diagnostics);
        merged.single.set('pile', at);
        break;
      case 'tricks':
        mergeClauses(merged.tricks, s.clauses, file, 'tricks', diagnostics);
        merged.single.set('tricks', at);
        break;
      case 'score-groups': {
        const local = new Map<string, Loc>();
        for (const rule of s.rules) {
          const ruleKey = `${rule.size.value}${rule.withTarget ? '+target' : ''}`;
          const first = local.get(ruleKey);
          if (first) {
            diagnostics.push(error(file, rule.loc, 'duplicate', `a group of ${rule.size.value}${rule.withTarget ? ' with target' : ''} is scored twice (first at line ${first.start.line})`));
            continue;
          }
          local.set(ruleKey, rule.loc);
          merged.groups.set(ruleKey, { file, node: rule });
        }
        merged.single.set('score-groups', at);
        break;
      }
      case 'batch': {
        const name = s.name.value;
        const batch: MergedBatch = merged.batches.get(name) ?? { name, file, loc: s.loc, describe: null, holds: null, score: null, allow: [] };
        const local = new Map<string, Loc>();
        const allows: Located<BatchClause>[] = [];
        for (const clause of s.clauses) {
          if (clause.clause === 'allow') {
            allows.push({ file, node: clause });
            continue;
          }
          const first = local.get(clause.clause);
          if (first) {
            diagnostics.push(error(file, clause.loc, 'duplicate', `batch "${name}" states '${clause.clause}' twice (first at line ${first.start.line})`));
            continue;
          }
          local.set(clause.clause, clause.loc);
          batch[clause.clause] = { file, node: clause };
        }
        if (allows.length) batch.allow = allows;
        merged.batches.set(name, batch);
        break;
      }
      case 'remove-batch':
        if (!merged.batches.delete(s.name.value)) {
          diagnostics.push(error(file, s.name.loc, 'unknown-name', `there is no batch "${s.name.value}" to remove`));
        }
        break;
      default:
        merged.single.set(key, at);
    }
  }
}
