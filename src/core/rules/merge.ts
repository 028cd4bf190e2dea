/**
 * Merging a ruleset with the files it `extends`: the child states only what it changes.
 * Statements are keyed (one `game`, one deck of each name, one batch of each name, ...);
 * a child's statement replaces its parent's, and blocks (bidding, pile, tricks, group scores,
 * batches) are merged clause by clause. Duplicates within one file are errors.
 */
import { say, type Said } from '../i18n/diagnostics.js';
import type { BatchClause, BiddingClause, ContractClause, Loc, PileClause, Statement, TrickClause } from './ast.js';
import { diagnosticAt, type Diagnostic } from './diagnostic.js';

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
  /** `let` definitions in the order they are first stated (a child's replaces its parent's in place). */
  readonly lets: Map<string, Located<Extract<Statement, { kind: 'let' }>>>;
  readonly bidding: Map<string, Located<BiddingClause>>;
  readonly pile: Map<string, Located<PileClause>>;
  readonly tricks: Map<string, Located<TrickClause>>;
  readonly contract: Map<string, Located<ContractClause>>;
  readonly groups: Map<string, Located<GroupRule>>;
  readonly batches: Map<string, MergedBatch>;
  /** Every `language` block by language tag, the base file's first (a child's lines win). */
  readonly languages: Map<string, Located<Extract<Statement, { kind: 'language' }>>[]>;
}

/** Remember `key` at `loc`; a second time, report `what` as a duplicate of the first and say no. */
function firstTime(seen: Map<string, Loc>, key: string, loc: Loc, file: string, diagnostics: Diagnostic[], what: () => Said): boolean {
  const earlier = seen.get(key);
  if (earlier) diagnostics.push(diagnosticAt(file, loc, 'duplicate', say('first-at-line', { what: what(), line: earlier.start.line })));
  else seen.set(key, loc);
  return !earlier;
}

/** Clause `name` of a merged block (bidding, pile, tricks), if any file states it. */
export function clauseOf<C extends { clause: string }, K extends C['clause']>(
  block: ReadonlyMap<string, Located<C>>,
  name: K,
): Located<Extract<C, { clause: K }>> | undefined {
  return block.get(name) as Located<Extract<C, { clause: K }>> | undefined;
}

function statementKey(s: Statement): string {
  switch (s.kind) {
    case 'rotation':
      return `rotation:${s.role}`;
    case 'option':
    case 'set':
    case 'sequence':
    case 'let':
      return `${s.kind}:${s.name.text}`;
    case 'deck-playing':
    case 'deck-attributes':
    case 'deck-words':
      return `deck:${s.name.text}`;
    case 'batch':
      return `batch:${s.name.value}`;
    case 'remove-batch':
      return `remove:${s.name.value}`;
    case 'language':
      return `language:${s.tag.text.toLowerCase()}`;
    case 'goal-points':
    case 'goal-table':
      return 'goal';
    default:
      return s.kind;
  }
}

function describeKey(key: string): Said {
  const [kind = '', name] = key.split(':');
  return name === undefined ? say('twice-statement', { kind }) : say('twice-named', { kind, name });
}

/** An empty merge, to fold files into base-first. */
export function emptyMerged(): Merged {
  return {
    single: new Map(),
    options: new Map(),
    sets: new Map(),
    decks: new Map(),
    sequences: new Map(),
    lets: new Map(),
    bidding: new Map(),
    pile: new Map(),
    tricks: new Map(),
    contract: new Map(),
    groups: new Map(),
    batches: new Map(),
    languages: new Map(),
  };
}

/** The blocks merged clause by clause, with how a duplicate-clause message names them. */
const BLOCKS = { bidding: 'block-bidding', pile: 'block-pile', tricks: 'block-tricks', contract: 'block-contract' } as const;

/** Fold one file's statements into `merged` (a parent's first, then each child's). */
export function mergeFile(merged: Merged, statements: readonly Statement[], file: string, diagnostics: Diagnostic[]): void {
  const seen = new Map<string, Loc>();
  for (const s of statements) {
    const key = statementKey(s);
    if (!firstTime(seen, key, s.loc, file, diagnostics, () => describeKey(key))) continue;
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
      case 'let':
        merged.lets.set(s.name.text, { file, node: s });
        break;
      case 'bidding':
      case 'pile':
      case 'tricks':
      case 'contract': {
        const target = merged[s.kind] as Map<string, Located<{ clause: string; loc: Loc }>>;
        const local = new Map<string, Loc>();
        for (const clause of s.clauses) {
          if (
            firstTime(local, clause.clause, clause.loc, file, diagnostics, () =>
              say('twice-clause', { clause: clause.clause, block: say(BLOCKS[s.kind]) }),
            )
          )
            target.set(clause.clause, { file, node: clause });
        }
        merged.single.set(key, at);
        break;
      }
      case 'score-groups': {
        const local = new Map<string, Loc>();
        for (const rule of s.rules) {
          const ruleKey = `${rule.size.value}${rule.withTarget ? '+target' : ''}`;
          const what = () => say(rule.withTarget ? 'twice-group-target' : 'twice-group', { size: rule.size.value });
          if (firstTime(local, ruleKey, rule.loc, file, diagnostics, what)) merged.groups.set(ruleKey, { file, node: rule });
        }
        merged.single.set(key, at);
        break;
      }
      case 'batch': {
        const name = s.name.value;
        const batch: MergedBatch = merged.batches.get(name) ?? {
          name,
          file,
          loc: s.loc,
          describe: null,
          holds: null,
          score: null,
          allow: [],
        };
        const local = new Map<string, Loc>();
        const allows: Located<BatchClause>[] = [];
        for (const clause of s.clauses) {
          if (clause.clause === 'allow') allows.push({ file, node: clause });
          else if (
            firstTime(local, clause.clause, clause.loc, file, diagnostics, () => say('twice-batch-clause', { name, clause: clause.clause }))
          )
            batch[clause.clause] = { file, node: clause };
        }
        if (allows.length) batch.allow = allows;
        merged.batches.set(name, batch);
        break;
      }
      case 'language': {
        const tag = s.tag.text.toLowerCase();
        merged.languages.set(tag, [...(merged.languages.get(tag) ?? []), { file, node: s }]);
        break;
      }
      case 'remove-batch':
        if (!merged.batches.delete(s.name.value))
          diagnostics.push(diagnosticAt(file, s.name.loc, 'unknown-name', say('no-batch-to-remove', { name: s.name.value })));
        break;
      default:
        merged.single.set(key, at);
    }
  }
}
