/**
 * What the rules editor knows about the text being edited, computed by the rules language
 * itself: diagnostics from the same loader and validator as `pomona check` (with did-you-mean
 * quick fixes), the names a file defines or inherits, and the language reference entries.
 * No CodeMirror here: the editor module turns these plain values into its own.
 */
// The studio works with rulesets of every shipped family.
import '../../src/families/index.js';
import type { Statement } from '../../src/core/rules/ast.js';
import type { Diagnostic } from '../../src/core/rules/diagnostic.js';
import type { Ruleset } from '../../src/core/rules/ruleset.js';
import { bundledDeckNames } from '../../src/core/rules/generated/bundled-sources.js';
import { keywordReference, type KeywordEntry } from '../../src/core/rules/generated/keyword-reference.js';
import { loadRulesetSource, readBundled } from '../../src/core/rules/bundled.js';
import { parseRules, STATEMENT_KEYWORDS } from '../../src/core/rules/parse.js';
import { resolveRelative } from '../../src/core/rules/paths.js';

/** The name the edited text goes by in diagnostics (its `extends` resolve beside the shipped files). */
export const EDITED_FILE = 'my-variant.rules';

/** A one-click repair: replace the diagnostic's span with `insert`. */
export interface QuickFix {
  readonly label: string;
  readonly insert: string;
}

/** A diagnostic placed in the edited text by character offsets. */
export interface TextProblem {
  readonly from: number;
  readonly to: number;
  readonly line: number;
  readonly column: number;
  readonly severity: 'error' | 'warning';
  readonly code: string;
  /** The message in English (the diagnostic's own). */
  readonly message: string;
  readonly fix: QuickFix | null;
  /** The diagnostic, to say it in the page's language (null for a failure to check at all). */
  readonly diagnostic: Diagnostic | null;
}

/** The outcome of checking the text. */
export interface Analysis {
  readonly problems: readonly TextProblem[];
  /** The compiled ruleset when there is no error. */
  readonly ruleset: Ruleset | null;
}

/** Offset of a 1-based line and column in `text` (clamped to the text). */
export function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let l = 1; l < line; l++) {
    const next = text.indexOf('\n', offset);
    if (next < 0) return text.length;
    offset = next + 1;
  }
  const lineEnd = text.indexOf('\n', offset);
  return Math.min(offset + column - 1, lineEnd < 0 ? text.length : lineEnd);
}

/** The suggestion of a "— did you mean 'x'?" message as a fix. */
export function quickFixOf(message: string): QuickFix | null {
  const suggestion = /did you mean '([^']+)'\?/.exec(message)?.[1];
  return suggestion === undefined ? null : { label: `Replace with '${suggestion}'`, insert: suggestion };
}

/** Where a diagnostic lands in the edited text; one in another file is shown on the first line. */
function place(text: string, d: Diagnostic): TextProblem {
  const fix = quickFixOf(d.message);
  if (d.file !== EDITED_FILE) {
    const end = text.indexOf('\n');
    return {
      from: 0,
      to: end < 0 ? text.length : end,
      line: 1,
      column: 1,
      severity: d.severity,
      code: d.code,
      message: `${d.file}:${d.line}:${d.column}: ${d.message}`,
      fix: null,
      diagnostic: d,
    };
  }
  const from = offsetOf(text, d.line, d.column);
  const to = Math.max(from, offsetOf(text, d.endLine, d.endColumn));
  return { from, to, line: d.line, column: d.column, severity: d.severity, code: d.code, message: d.message, fix, diagnostic: d };
}

/** Check and compile the text as `pomona check` does; never throws. */
export async function analyse(text: string): Promise<Analysis> {
  try {
    const result = await loadRulesetSource({ kind: 'text', text, entry: EDITED_FILE });
    const problems = result.diagnostics.map((d) => place(text, d));
    return { problems, ruleset: result.ok ? result.ruleset : null };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      problems: [
        {
          from: 0,
          to: 0,
          line: 1,
          column: 1,
          severity: 'error',
          code: 'internal-error',
          message: `the rules could not be checked: ${message}`,
          fix: null,
          diagnostic: null,
        },
      ],
      ruleset: null,
    };
  }
}

/** Compile a shipped ruleset (for the base of a variant). */
export async function compileShipped(path: string): Promise<Ruleset | null> {
  const result = await loadRulesetSource({ kind: 'bundled', name: path });
  return result.ok ? result.ruleset : null;
}

/** A name a file defines, offered by completion. */
export interface ScopeName {
  readonly label: string;
  /** suit, rank, attribute, attribute value, batch, option, sequence, deck, deck file. */
  readonly type: string;
  readonly detail: string;
  /** What typing the completion inserts (batch names go in quotes). */
  readonly apply: string;
}

/**
 * The statements of `text`; when it does not parse, those of the text with the failing line
 * blanked out, so names defined elsewhere in the file stay known while one line is half typed.
 */
function statementsOf(text: string, file: string): readonly Statement[] {
  const lines = text.split('\n');
  // A few half-typed lines at most: each failing line is blanked and the rest parsed again.
  for (let attempt = 0; attempt < 8; attempt++) {
    const parsed = parseRules(lines.join('\n'), file);
    if (parsed.ok) return parsed.ast.statements;
    const line = parsed.diagnostics[0]?.line;
    if (line === undefined || lines[line - 1] === '') return [];
    lines[line - 1] = '';
  }
  return [];
}

function namesOfStatement(s: Statement, from: string, out: ScopeName[]): void {
  const add = (label: string, type: string, apply = label): void => {
    out.push({ label, type, detail: from ? `${type} (from ${from})` : type, apply });
  };
  switch (s.kind) {
    case 'deck-playing':
      for (const r of s.ranks ?? []) add(r.text, 'rank');
      for (const suit of s.suits ?? []) add(suit.text, 'suit');
      add(s.name.text, 'deck');
      break;
    case 'deck-attributes':
      add(s.name.text, 'deck');
      for (const a of s.attributes) {
        add(a.name.text, 'attribute');
        if (a.values.kind === 'list') for (const v of a.values.items) if (v.kind === 'name') add(v.text, `${a.name.text} value`);
      }
      break;
    case 'deck-words':
      add(s.name.text, 'deck');
      break;
    case 'option':
      add(s.name.text, 'option');
      break;
    case 'sequence':
      add(s.name.text, 'sequence');
      break;
    case 'batch':
      add(s.name.value, 'batch', `"${s.name.value}"`);
      break;
    default:
      break;
  }
}

/** Every name the text defines or inherits through its `extends` chain, and the shipped deck files. */
export async function namesInScope(text: string): Promise<ScopeName[]> {
  const out: ScopeName[] = [];
  const seen = new Set<string>();
  let file = EDITED_FILE;
  let source: string | undefined = text;
  while (source !== undefined && !seen.has(file)) {
    seen.add(file);
    const statements = statementsOf(source, file);
    let parent: string | null = null;
    for (const s of statements) {
      if (s.kind === 'extends') parent = resolveRelative(file, s.path.value);
      else namesOfStatement(s, file === EDITED_FILE ? '' : file, out);
    }
    if (parent === null) break;
    file = parent;
    source = await readBundled(parent);
  }
  for (const deck of bundledDeckNames) out.push({ label: deck, type: 'deck file', detail: 'deck file', apply: deck });
  const unique = new Map<string, ScopeName>();
  for (const n of out) if (!unique.has(`${n.type}:${n.label}`)) unique.set(`${n.type}:${n.label}`, n);
  return [...unique.values()];
}

/** The reference entries of a word (a keyword may have one per family). */
export function referenceOf(word: string): KeywordEntry[] {
  return keywordReference.filter((e) => e.word === word);
}

/** Every word with a reference entry, each with its first entry's one-line summary. */
export function keywordCompletions(): { label: string; detail: string; info: string }[] {
  const byWord = new Map<string, [KeywordEntry, ...KeywordEntry[]]>();
  for (const e of keywordReference) {
    const entries = byWord.get(e.word);
    if (entries) entries.push(e);
    else byWord.set(e.word, [e]);
  }
  return [...byWord.entries()].map(([label, entries]) => ({
    label,
    detail: entries[0].summary,
    info: entries.map((e) => `${e.title}: ${e.detail}`).join('\n\n'),
  }));
}

/** Words highlighted as keywords: every statement keyword and every word with a reference entry. */
export function highlightedKeywords(): string[] {
  return [...new Set([...STATEMENT_KEYWORDS, ...keywordReference.map((e) => e.word)])];
}
