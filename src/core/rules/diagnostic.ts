import type { MessageKey, MessageParams, Said } from '../i18n/diagnostics.js';

/** A problem found in a ruleset or deck file, located the way compilers and editors expect. */
export interface Diagnostic {
  /** The file the problem is in, as the user named it. */
  readonly file: string;
  /** 1-based line of the start of the problem. */
  readonly line: number;
  /** 1-based column of the start of the problem. */
  readonly column: number;
  /** 1-based line of the end of the problem (exclusive column on that line). */
  readonly endLine: number;
  /** 1-based column just after the end of the problem. */
  readonly endColumn: number;
  /** Errors stop a ruleset from compiling; warnings do not. */
  readonly severity: 'error' | 'warning';
  /** A stable code for tools and tests, e.g. `unknown-name`. */
  readonly code: string;
  /** A sentence for a person, in English, e.g. "unknown suit 'spade' — did you mean 'spades'?". */
  readonly message: string;
  /** The message's key in the catalogue of every language (src/core/i18n), when it has one. */
  readonly key?: MessageKey;
  /** The parameters the message is filled in from, in every language. */
  readonly params?: MessageParams;
}

/** A span in a source file (Peggy's location, flattened). */
export interface SourceSpan {
  readonly file: string;
  readonly start: { readonly offset: number; readonly line: number; readonly column: number };
  readonly end: { readonly offset: number; readonly line: number; readonly column: number };
}

/** A diagnostic spanning `loc` (a node's location) in `file`. */
export function diagnosticAt(
  file: string,
  loc: {
    readonly start: { readonly line: number; readonly column: number };
    readonly end: { readonly line: number; readonly column: number };
  },
  code: DiagnosticCode,
  message: string | Said,
  severity: Diagnostic['severity'] = 'error',
): Diagnostic {
  const at = { file, line: loc.start.line, column: loc.start.column, endLine: loc.end.line, endColumn: loc.end.column, severity, code };
  return typeof message === 'string' ? { ...at, message } : { ...at, message: message.message, key: message.key, params: message.params };
}

/** An error about a whole file (it cannot be read, or is not a ruleset), placed at its start. */
export function fileError(file: string, code: DiagnosticCode, message: string | Said): Diagnostic {
  return diagnosticAt(file, { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } }, code, message);
}

/** A diagnostic on one line of a plain-text file: `length` characters from `column` (at least one). */
export function diagnosticOnLine(
  file: string,
  line: number,
  column: number,
  length: number,
  code: DiagnosticCode,
  message: string | Said,
  severity: Diagnostic['severity'] = 'error',
): Diagnostic {
  return diagnosticAt(file, { start: { line, column }, end: { line, column: column + Math.max(1, length) } }, code, message, severity);
}

/**
 * Every diagnostic code, with when it is given. docs/rules-language.md lists each one (a test
 * keeps the two in step), and the compiler can only report a code listed here.
 */
export const DIAGNOSTIC_CODES = {
  syntax: 'the text does not follow the language',
  'unknown-name':
    'a name, option, attribute, sequence, batch, rank, suit or family that does not exist, or a name used where it has no meaning',
  'reserved-name': 'an option or definition named with a word the rules already give a meaning',
  duplicate: 'something stated twice in one file',
  missing: 'a statement or clause the family needs',
  'missing-file': 'a ruleset, deck or vocabulary file that cannot be read',
  'file-not-found': 'the ruleset a web page names cannot be read',
  'not-a-ruleset': 'a file named as a ruleset that is not one (not a .rules file, or not text)',
  'not-a-deck': 'a file listed as a deck that is not a .cards text file',
  'not-a-vocabulary': 'a tag vocabulary that is not a .txt text file',
  'not-same-origin': 'on a web page, a file named from another site',
  'extends-cycle': 'files that extend each other in a circle',
  'wrong-family': 'a web element given a ruleset of another family',
  'type-mismatch': 'a value of the wrong kind',
  'out-of-range': 'a number outside what is allowed, or a game that could not be played at some player count',
  'bad-range': 'a range written backwards, or a table row outside 1 to 100 players',
  overlap: 'two table rows for one player count',
  'table-gap': 'a table or list that leaves something out',
  'incomplete-order': 'a rank or suit order that leaves one out',
  'not-constant': 'an expression where a plain number is needed',
  'not-in-family': 'a statement of another family',
  'wrong-arguments': 'a function given the wrong number of values',
  'no-card': 'an attribute with no card to belong to',
  'bad-collection': "'except' used with 'cards'",
  conflict:
    'rules that contradict each other: a placing rule with both endings, or trumping when void without trumps or without following suit',
  'too-deep': 'an expression too long or nested too deeply',
  'resource-limit': 'a limit is passed: a file too large, too deeply nested, a deck too big',
  'no-fallback': 'no batch takes every card (a warning)',
  unused: 'a let definition no rule uses (a warning)',
  'wrong-deck': 'a deck file listed for the other deck',
  'bad-tag': 'a malformed tag in a deck file',
  'unknown-tag': 'a tag that is not in the vocabulary',
  'missing-tags': 'a card with no tags',
  'bad-character': 'an invisible control character in a deck file',
  'unknown-language': 'a language block for a language Pomona does not speak (en, ko, ru, es)',
  'internal-error': 'a bug in Pomona itself, reported instead of a crash',
  // Not `as const`: the codes are the type, and the package's declarations need not repeat each sentence.
} satisfies Readonly<Record<string, string>>;

/** A diagnostic code (see DIAGNOSTIC_CODES). */
export type DiagnosticCode = keyof typeof DIAGNOSTIC_CODES;
