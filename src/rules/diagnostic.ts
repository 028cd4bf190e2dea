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
  /** A sentence for a person, e.g. "unknown suit 'spade' — did you mean 'spades'?". */
  readonly message: string;
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
  loc: { readonly start: { readonly line: number; readonly column: number }; readonly end: { readonly line: number; readonly column: number } },
  code: string,
  message: string,
  severity: Diagnostic['severity'] = 'error',
): Diagnostic {
  return { file, line: loc.start.line, column: loc.start.column, endLine: loc.end.line, endColumn: loc.end.column, severity, code, message };
}

/** A diagnostic on one line of a plain-text file: `length` characters from `column` (at least one). */
export function diagnosticOnLine(file: string, line: number, column: number, length: number, code: string, message: string, severity: Diagnostic['severity'] = 'error'): Diagnostic {
  return diagnosticAt(file, { start: { line, column }, end: { line, column: column + Math.max(1, length) } }, code, message, severity);
}
