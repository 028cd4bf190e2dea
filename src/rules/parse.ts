/**
 * Parse `.rules` text into the AST, turning every failure into a Diagnostic:
 * Peggy's syntax errors (with a readable "expected ..." and a did-you-mean), and resource
 * bombs (huge files, absurd nesting) refused before they can exhaust the stack.
 */
import { parse as peggyParse } from './generated/parser.js';
import type { RulesFile } from './ast.js';
import type { Diagnostic } from './diagnostic.js';
import { suggest } from './suggest.js';

/** Largest `.rules` file accepted, in characters. */
export const MAX_RULES_FILE_CHARS = 512 * 1024;
/** Deepest nesting of ( and [ accepted. */
export const MAX_NESTING = 40;

/** The words a statement starts with (the rules editor highlights them; the docs test checks each has a reference entry). */
export const STATEMENT_KEYWORDS = [
  'game', 'family', 'players', 'extends', 'option', 'set', 'deck', 'dealer', 'judge', 'leader', 'deal', 'bidding',
  'pile', 'target', 'tricks', 'value', 'score', 'goal', 'tie', 'hand', 'placing', 'centre', 'cards', 'sequence', 'batch', 'remove',
];

/** The result of parsing one file. */
export type ParseResult = { ok: true; ast: RulesFile } | { ok: false; diagnostics: Diagnostic[] };

interface PeggyExpectation {
  type: string;
  text?: string;
  description?: string;
}
interface PeggyErrorLike {
  message: string;
  expected: PeggyExpectation[] | null;
  found: string | null;
  location: { start: { offset: number; line: number; column: number }; end: { offset: number; line: number; column: number } };
}

/** A diagnostic at one offset of `text`, spanning `length` characters. */
export function diagnosticAt(file: string, text: string, offset: number, length: number, code: string, message: string): Diagnostic {
  const position = (at: number): { line: number; column: number } => {
    let line = 1;
    let lineStart = 0;
    for (let i = 0; i < at && i < text.length; i++) {
      if (text.charCodeAt(i) === 10) {
        line++;
        lineStart = i + 1;
      }
    }
    return { line, column: at - lineStart + 1 };
  };
  const start = position(offset);
  const end = position(offset + length);
  return { file, line: start.line, column: start.column, endLine: end.line, endColumn: end.column, severity: 'error', code, message };
}

/** Find the first place where ( [ { nest deeper than allowed, outside texts and comments. */
function nestingBomb(text: string): number {
  let depth = 0;
  let inText = false;
  let inComment = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (inComment) {
      if (ch === '\n') inComment = false;
    } else if (inText) {
      if (ch === '"' || ch === '\n') inText = false;
    } else if (ch === '#') inComment = true;
    else if (ch === '"') inText = true;
    else if (ch === '(' || ch === '[' || ch === '{') {
      depth++;
      if (depth > MAX_NESTING) return i;
    } else if (ch === ')' || ch === ']' || ch === '}') depth = Math.max(0, depth - 1);
  }
  return -1;
}

function wordAt(text: string, offset: number): string | null {
  const match = /^[A-Za-z_][A-Za-z0-9_-]*/.exec(text.slice(offset, offset + 80));
  return match ? match[0] : null;
}

function describeExpected(expected: PeggyExpectation[]): { list: string[]; literals: string[] } {
  const literals = [...new Set(expected.filter((e) => e.type === 'literal' && e.text).map((e) => e.text as string))];
  const others = [...new Set(expected.filter((e) => e.type === 'other' && e.description && e.description !== 'space').map((e) => e.description as string))];
  const hasEnd = expected.some((e) => e.type === 'end');
  const statementStart = literals.filter((l) => STATEMENT_KEYWORDS.includes(l)).length >= 5;
  const list: string[] = [];
  if (statementStart) list.push('a statement (game, family, players, deck, batch, ...)');
  for (const l of literals) if (!(statementStart && STATEMENT_KEYWORDS.includes(l))) list.push(`'${l}'`);
  list.push(...others);
  if (hasEnd && !statementStart) list.push('the end of the file');
  return { list, literals };
}

function joinOr(items: string[]): string {
  if (items.length <= 1) return items[0] ?? 'something else';
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

function syntaxDiagnostic(file: string, text: string, error: PeggyErrorLike): Diagnostic {
  const { offset, line, column } = error.location.start;
  const { list, literals } = describeExpected(error.expected ?? []);
  const word = wordAt(text, offset);
  const found = word ? `'${word}'` : error.found === null ? 'the end of the file' : `'${error.found === '\n' ? 'a line break' : error.found}'`;
  const words = literals.filter((l) => /^[a-z]/.test(l));
  const guess = word ? suggest(word, words) : null;
  let message: string;
  if (error.expected === null) {
    // A message the grammar raised itself (e.g. a part of a deck stated twice).
    message = error.message;
  } else if (guess && STATEMENT_KEYWORDS.includes(guess) && list[0]?.startsWith('a statement')) {
    message = `unknown statement '${word}' — did you mean '${guess}'?`;
  } else {
    message = `expected ${joinOr(list)}, but found ${found}${guess ? ` — did you mean '${guess}'?` : ''}`;
  }
  const length = word ? word.length : 1;
  return { file, line, column, endLine: line, endColumn: column + length, severity: 'error', code: 'syntax', message };
}

/** Parse the text of one `.rules` file. Never throws. */
export function parseRules(text: string, file: string): ParseResult {
  if (text.length > MAX_RULES_FILE_CHARS) {
    return { ok: false, diagnostics: [diagnosticAt(file, text, 0, 0, 'resource-limit', `the file is ${text.length} characters long; a ruleset may have at most ${MAX_RULES_FILE_CHARS}`)] };
  }
  const bomb = nestingBomb(text);
  if (bomb >= 0) {
    return { ok: false, diagnostics: [diagnosticAt(file, text, bomb, 1, 'resource-limit', `brackets are nested more than ${MAX_NESTING} deep here; simplify the expression`)] };
  }
  try {
    return { ok: true, ast: peggyParse(text, { grammarSource: file }) as RulesFile };
  } catch (error) {
    if (error instanceof RangeError) {
      return { ok: false, diagnostics: [diagnosticAt(file, text, 0, 0, 'resource-limit', 'the file is nested too deeply to read (for example a long run of minus signs or "not"); simplify it')] };
    }
    const e = error as Partial<PeggyErrorLike>;
    if (e && typeof e === 'object' && e.location && 'expected' in e) return { ok: false, diagnostics: [syntaxDiagnostic(file, text, e as PeggyErrorLike)] };
    throw error;
  }
}
