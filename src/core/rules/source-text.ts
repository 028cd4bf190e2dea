/**
 * Source texts as every reader of a ruleset or deck file sees them: a leading byte-order mark
 * dropped and CR, LF and CRLF line endings all read as one line break, so line numbers agree
 * with the editor's whatever it saved. Also the read outcome of a file (text, missing, refused)
 * and the one place where messages are kept short.
 */

import type { Said } from '../i18n/diagnostics.js';
import type { DiagnosticCode } from './diagnostic.js';

/** Largest file Pomona reads at all, in bytes: larger ones are refused before reading. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/**
 * `text` with a leading BOM removed and every CRLF or lone CR made a LF. Columns are unchanged
 * (a CR only ever ends a line); offsets refer to the normalised text.
 */
export function normaliseText(text: string): string {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  return body.includes('\r') ? body.replace(/\r\n?/g, '\n') : body;
}

/** A file's lines, split once, so that quoting many lines of it costs no more than reading it. */
export class SourceLines {
  private readonly lines: readonly string[];

  constructor(text: string) {
    this.lines = normaliseText(text).split('\n');
  }

  /** Line `n` (1-based), or undefined past the end. */
  line(n: number): string | undefined {
    return this.lines[n - 1];
  }
}

/**
 * What reading a file gave: its text; undefined when there is no such file; or a refusal when
 * there is a file but Pomona will not read it (too large, not text, not on this site), with a
 * sentence that says why without quoting the file.
 */
export type ReadOutcome = string | undefined | FileRefusal;

/** A file Pomona will not read, with a stable code (`resource-limit`, `not-same-origin`) and why. */
export interface FileRefusal {
  /** Why, as a part of the message that names the file (src/core/rules/file-messages.ts). */
  readonly refused: Said;
  readonly code: DiagnosticCode;
}

/** The text of an outcome, or undefined for a missing or refused file. */
export function textOf(outcome: ReadOutcome): string | undefined {
  return typeof outcome === 'string' ? outcome : undefined;
}

/** Why a file was refused, or null when it was read or is simply missing. */
export function refusalOf(outcome: ReadOutcome): Said | null {
  return outcome !== undefined && typeof outcome === 'object' ? outcome.refused : null;
}

/** The refusal's code, or `fallback` for a file that is read but is not what it should be. */
export function refusalCode(outcome: ReadOutcome, fallback: DiagnosticCode): DiagnosticCode {
  return outcome !== undefined && typeof outcome === 'object' ? outcome.code : fallback;
}

/** Does this text look like something other than text (a NUL byte in its first 8 KB)? */
export function looksBinary(text: string): boolean {
  return text.slice(0, 8192).includes('\u0000');
}

/** The longest word a message repeats from a file, and the longest message. */
const MAX_WORD = 80;
const MAX_MESSAGE = 400;

/**
 * A message with every overlong word cut (a 300,000-character name is quoted by its first
 * characters and an ellipsis) and the whole capped, so no input makes a huge message.
 */
export function clipMessage(message: string): string {
  let out = message.length > MAX_WORD ? message.replace(/[^\s]{81,}/g, (word) => `${word.slice(0, MAX_WORD - 1)}…`) : message;
  if (out.length > MAX_MESSAGE) out = `${out.slice(0, MAX_MESSAGE - 1)}…`;
  return out;
}

/** A quoted name for a message, cut when long: 'abc…'. */
export function shortName(name: string, max = 40): string {
  return name.length > max ? `${name.slice(0, max - 1)}…` : name;
}

/** Reads a file by path: its text, undefined if there is none, or why it will not be read. */
export type ReadFile = (path: string) => ReadOutcome;

/** Read through `read`, taking a throw for a missing file. */
export function readSafely(read: ReadFile, path: string): ReadOutcome {
  try {
    return read(path);
  } catch {
    return undefined;
  }
}
