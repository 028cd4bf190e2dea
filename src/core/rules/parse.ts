/**
 * Parse `.rules` text into the AST, turning every failure into a Diagnostic:
 * Peggy's syntax errors (with a readable "expected ..." and a did-you-mean), and resource
 * bombs (huge files, absurd nesting) refused before they can exhaust the stack.
 */
import { parse as peggyParse } from './generated/parser.js';
import type { RulesFile } from './ast.js';
import type { Diagnostic, DiagnosticCode } from './diagnostic.js';
import { suggest } from './suggest.js';
import { say, type Said } from '../i18n/diagnostics.js';
import { normaliseText } from './source-text.js';
import { blankedBefore, missingBrace, nextItemOutsideBlocks, topLevelItemStarts } from './parse-recovery.js';

/** Largest `.rules` file accepted, in characters: a hundred times the largest shipped ruleset, and small enough to check in well under two seconds. */
export const MAX_RULES_FILE_CHARS = 256 * 1024;
/** Deepest nesting of ( and [ accepted. */
export const MAX_NESTING = 40;
/**
 * Longest run of operators that nest without brackets (`- - - 1`, `not not yes`, `2 ^ 2 ^ 2`,
 * `1 if a else 1 if b else ...`). Far longer than any real rule, far shorter than what would
 * exhaust the parser's stack; shorter runs still meet the expression compiler's step limit.
 */
export const MAX_CHAIN = 1000;

/** The words a statement starts with (the rules editor highlights them; the docs test checks each has a reference entry). */
export const STATEMENT_KEYWORDS = [
  'game',
  'family',
  'players',
  'extends',
  'option',
  'set',
  'let',
  'deck',
  'dealer',
  'judge',
  'leader',
  'deal',
  'bidding',
  'pile',
  'target',
  'tricks',
  'value',
  'score',
  'contract',
  'teams',
  'limit',
  'goal',
  'tie',
  'hand',
  'placing',
  'centre',
  'cards',
  'sequence',
  'batch',
  'remove',
  'language',
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
export function diagnosticAt(
  file: string,
  text: string,
  offset: number,
  length: number,
  code: DiagnosticCode,
  message: string | Said,
): Diagnostic {
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
  const at = { file, line: start.line, column: start.column, endLine: end.line, endColumn: end.column, severity: 'error' as const, code };
  return typeof message === 'string' ? { ...at, message } : { ...at, message: message.message, key: message.key, params: message.params };
}

/** A place where the text nests too deeply to read, and how to say so. */
interface Bomb {
  readonly offset: number;
  readonly length: number;
  readonly message: Said;
}

const isWordChar = (code: number): boolean =>
  (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;

/**
 * Find, outside texts and comments, the first place where ( [ { nest deeper than allowed or a
 * run of nesting operators is longer than MAX_CHAIN; with `longest`, the start of the longest
 * run instead (to point at when the parser ran out of stack anyway).
 */
function nestingBomb(text: string, longest = false): Bomb | null {
  let depth = 0;
  let inText = false;
  let inComment = false;
  // Unary minus, not and ^ nest when only spaces and operands stand between them; each
  // `else` nests until the block or statement ends.
  let unary = 0;
  let unaryStart = 0;
  let elses = 0;
  let elseStart = 0;
  let lastOp = '';
  let best: Bomb | null = null;
  const run = (count: number, start: number, what: 'what-unary-chain' | 'what-else-chain'): Bomb | null => {
    if (count > MAX_CHAIN && !longest)
      return { offset: start, length: 1, message: say('chain-too-long', { what: say(what), most: MAX_CHAIN }) };
    if (longest && (!best || count > best.length))
      best = { offset: start, length: count, message: say('chain-unreadable', { what: say(what) }) };
    return null;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    const code = text.charCodeAt(i);
    if (inComment) {
      if (ch === '\n') inComment = false;
      continue;
    }
    if (inText) {
      if (ch === '"' || ch === '\n') inText = false;
      continue;
    }
    if (ch === '#') inComment = true;
    else if (ch === '"') inText = true;
    else if (ch === '(' || ch === '[' || ch === '{') {
      depth++;
      if (depth > MAX_NESTING) return { offset: i, length: 1, message: say('nesting-too-deep', { most: MAX_NESTING }) };
    } else if (ch === ')' || ch === ']' || ch === '}') {
      depth = Math.max(0, depth - 1);
      if (ch === '}') elses = 0;
    }
    if (ch === '-' || ch === '^') {
      if (unary++ === 0) unaryStart = i;
      lastOp = ch;
      const bomb = run(unary, unaryStart, 'what-unary-chain');
      if (bomb) return bomb;
    } else if (isWordChar(code) && (i === 0 || !isWordChar(text.charCodeAt(i - 1)))) {
      let end = i;
      while (end < text.length && isWordChar(text.charCodeAt(end))) end++;
      const word = text.slice(i, end);
      if (word === 'not') {
        if (unary++ === 0) unaryStart = i;
        lastOp = 'not';
        const bomb = run(unary, unaryStart, 'what-unary-chain');
        if (bomb) return bomb;
      } else {
        if (word === 'else') {
          if (elses++ === 0) elseStart = i;
          const bomb = run(elses, elseStart, 'what-else-chain');
          if (bomb) return bomb;
        }
        // An operand ends a run of minus signs or nots (`1 - 1 - 1` does not nest); only a
        // power chain (`2 ^ 2 ^ 2`) goes on through its operands.
        if (lastOp !== '^') unary = 0;
        lastOp = '';
      }
      i = end - 1;
    } else if (ch !== ' ' && ch !== '\t' && ch !== '\n' && ch !== '(' && ch !== ')') {
      unary = 0;
      lastOp = '';
    }
  }
  return best;
}

function wordAt(text: string, offset: number): string | null {
  const match = /^[\p{L}_][\p{L}\p{M}\p{N}_-]*/u.exec(text.slice(offset, offset + 80));
  return match ? match[0] : null;
}

/** The character at `offset` as a person sees it (a whole grapheme: an emoji, a letter and its accents). */
function characterAt(text: string, offset: number): string {
  const segments = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text.slice(offset, offset + 32));
  for (const { segment } of segments) return segment;
  return '';
}

function describeExpected(expected: PeggyExpectation[]): { list: string[]; literals: string[] } {
  const literals = [...new Set(expected.filter((e) => e.type === 'literal' && e.text).map((e) => e.text as string))];
  const others = [
    ...new Set(
      expected.filter((e) => e.type === 'other' && e.description && e.description !== 'space').map((e) => e.description as string),
    ),
  ];
  const hasEnd = expected.some((e) => e.type === 'end');
  const statementStart = literals.filter((l) => STATEMENT_KEYWORDS.includes(l)).length >= 5;
  const list: string[] = [];
  if (statementStart) list.push('a statement (game, family, players, deck, batch, ...)');
  for (const l of literals) if (!(statementStart && STATEMENT_KEYWORDS.includes(l))) list.push(`'${l}'`);
  list.push(...others);
  if (hasEnd && !statementStart) list.push('the end of the file');
  return { list, literals };
}

function syntaxDiagnostic(file: string, text: string, error: PeggyErrorLike): Diagnostic {
  const { offset, line, column } = error.location.start;
  const { list, literals } = describeExpected(error.expected ?? []);
  const word = wordAt(text, offset);
  // Peggy reports one UTF-16 unit; a person sees the whole character (half an emoji is no character).
  const character = error.found === null ? null : characterAt(text, offset) || error.found;
  const found = word
    ? `'${word}'`
    : error.found === null
      ? 'the end of the file'
      : `'${error.found === '\n' ? 'a line break' : character}'`;
  const words = literals.filter((l) => /^[a-z]/.test(l));
  const guess = word ? suggest(word, words) : null;
  let message: string | Said;
  const rest = text.slice(offset + 1, text.indexOf('\n', offset) < 0 ? text.length : text.indexOf('\n', offset));
  if (error.found === '"' && !rest.includes('"')) {
    message = say('syntax-unclosed');
  } else if (error.found !== null && /[\u2018\u2019\u201a\u201b\u201c\u201d\u201e\u201f\u00ab\u00bb]/.test(error.found)) {
    message = say('syntax-curly', { found: error.found });
  } else if (character !== null && !word && /[^\p{ASCII}]/u.test(character)) {
    message = say('syntax-character', { character });
  } else if (error.expected === null) {
    // A message the grammar raised itself (e.g. a part of a deck stated twice).
    message = error.message;
  } else if (guess && STATEMENT_KEYWORDS.includes(guess) && list[0]?.startsWith('a statement')) {
    message = say('syntax-statement', { word: word ?? '', guess });
  } else {
    message = say('syntax-expected', { expected: list.length ? list : ['something else'], found, guess: guess ?? '' });
  }
  const length = word ? word.length : (character?.length ?? 1);
  const at = { file, line, column, endLine: line, endColumn: column + length, severity: 'error', code: 'syntax' } as const;
  return typeof message === 'string' ? { ...at, message } : { ...at, message: message.message, key: message.key, params: message.params };
}

/** Parse the text of one `.rules` file (a BOM and any line endings are fine). Never throws. */
export function parseRules(raw: string, file: string): ParseResult {
  const text = normaliseText(raw);
  if (text.length > MAX_RULES_FILE_CHARS) {
    return {
      ok: false,
      diagnostics: [
        diagnosticAt(file, text, 0, 0, 'resource-limit', say('file-too-long', { length: text.length, most: MAX_RULES_FILE_CHARS })),
      ],
    };
  }
  const bomb = nestingBomb(text);
  if (bomb) return { ok: false, diagnostics: [diagnosticAt(file, text, bomb.offset, bomb.length, 'resource-limit', bomb.message)] };
  const starts = topLevelItemStarts(text, STATEMENT_KEYWORDS);
  const diagnostics: Diagnostic[] = [];
  // After each syntax error, read on from the next top-level item: every error of the file in one run.
  for (let from = 0; ;) {
    const outcome = readFrom(text, file, from, starts);
    if (outcome.ast) return diagnostics.length === 0 ? { ok: true, ast: outcome.ast } : { ok: false, diagnostics };
    diagnostics.push(outcome.diagnostic);
    if (outcome.resume === null || outcome.resume <= from || diagnostics.length >= MAX_SYNTAX_ERRORS) return { ok: false, diagnostics };
    from = outcome.resume;
  }
}

/** Most syntax errors reported for one file: far more than a person fixes in one go, few enough to read the file again for each. */
export const MAX_SYNTAX_ERRORS = 50;

/** One reading of `text` from `from` on: the file, or its first syntax error and where to read on (null: nowhere). */
function readFrom(
  text: string,
  file: string,
  from: number,
  starts: readonly number[],
): { ast: RulesFile; diagnostic?: undefined; resume?: undefined } | { ast?: undefined; diagnostic: Diagnostic; resume: number | null } {
  try {
    return { ast: peggyParse(from === 0 ? text : blankedBefore(text, from), { grammarSource: file }) as RulesFile };
  } catch (error) {
    if (error instanceof RangeError) {
      // Out of stack despite the checks above: point at the longest run of nesting operators.
      const longest = nestingBomb(text, true);
      const at = longest ?? { offset: 0, length: 1, message: say('file-too-deep') };
      return { diagnostic: diagnosticAt(file, text, at.offset, 1, 'resource-limit', at.message), resume: null };
    }
    const e = error as Partial<PeggyErrorLike>;
    if (!(e && typeof e === 'object' && e.location && 'expected' in e)) throw error;
    const errorAt = e.location.start.offset;
    const missing = missingBrace(text, from, errorAt, starts);
    if (missing) {
      const opened = diagnosticAt(file, text, missing.opened, 1, 'syntax', '');
      const said = say('syntax-missing-brace', { line: opened.line });
      const at = diagnosticAt(file, text, missing.at, 1, 'syntax', said.message);
      return { diagnostic: { ...at, key: said.key, params: said.params }, resume: missing.resume };
    }
    // Read on at the item the error stands at the start of (the one before it was left unfinished),
    // else at the next one outside every block (an error inside a block skips the rest of it).
    const resume = starts.find((s) => s === errorAt && s > from) ?? nextItemOutsideBlocks(text, from, errorAt, starts);
    return { diagnostic: syntaxDiagnostic(file, text, e as PeggyErrorLike), resume };
  }
}
