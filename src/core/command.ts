/**
 * The contract of a `pomona` subcommand, which a family may contribute through its descriptor
 * (`pomona score`'s scorer, `pomona deck`), and the small argument parser they share.
 */
import { itemAt } from './cards/checked.js';
import type { Said } from './i18n/diagnostics.js';
import type { LanguageTag } from './i18n/languages.js';
import type { DerivationWords, PositionSpeech } from './rules/derivation.js';

/** A text in the language it is asked for (every language Pomona speaks has one). */
export type InLanguage = (language: LanguageTag) => string;

/** Where the CLI writes and reads, so commands can be tested without a process. */
export interface CliIo {
  /** Writes to standard output. */
  readonly stdout: (text: string) => void;
  /** Writes to standard error. */
  readonly stderr: (text: string) => void;
  /** The directory relative paths are resolved against. */
  cwd: string;
  /** Whether standard error is a terminal (a progress bar is redrawn there; elsewhere plain lines are written); left out, no progress is shown. */
  readonly stderrIsTTY?: boolean;
  /** The environment (LANG, LC_ALL choose the language of messages); absent in tests: English. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** The language the command speaks in (`--lang`, else the environment's); absent: English. */
  readonly language?: LanguageTag;
  /** How a command that scores positions says them in that language (absent: English). */
  readonly speech?: CliSpeech;
}

/** What a command says a family's positions with in a language other than English. */
export interface CliSpeech {
  /** The language's card words and every family's phrasebook: a derivation in words. */
  readonly position: PositionSpeech;
  /** The words around a derivation's steps ("Total", "from line 12"). */
  readonly derivation: DerivationWords;
  /** The word for an error ("ошибка"), as `pomona check` prints it. */
  readonly error: string;
  /** Said when every card of a layout is where its batch's rules allow it. */
  readonly noneBroken: string;
  /** The headings of a position's cards and target ("Cards:", "Target:"). */
  readonly positionHeadings: { readonly cards: string; readonly target: string };
  /** A message of the catalogues (a file that cannot be read, a card that is not one) said in the language. */
  readonly said: (message: Said) => string;
  /** An option the parser could not read ("unknown option '--x'"), said in the language. */
  readonly argProblem: (problem: ArgProblem) => string;
  /** "unexpected argument 'x'", said in the language. */
  readonly unexpectedArgument: (argument: string) => string;
  /** "usage: LINE", said in the language. */
  readonly usage: (line: string) => string;
}

/** "unexpected argument 'x'" as `io` says it. */
export function unexpected(io: CliIo, argument: string): string {
  return io.speech?.unexpectedArgument(argument) ?? `unexpected argument '${argument}'`;
}

/** "usage: LINE" as `io` says it. */
export function usage(io: CliIo, line: string): string {
  return io.speech?.usage(line) ?? `usage: ${line}`;
}

/** A message as `io` says it: in its language when the command speaks one, else in English. */
export function sayTo(io: CliIo, message: Said): string {
  return io.speech?.said(message) ?? message.message;
}

/** Exit codes of every command: 0 success, 1 a problem with the input, 2 a usage error. */
export const EXIT_OK = 0;
/** A problem with the input (rules, a file, a player type). */
export const EXIT_INPUT = 1;
/** A usage error (a missing or unknown argument). */
export const EXIT_USAGE = 2;

/** A command of the `pomona` CLI. */
export interface Command {
  readonly name: string;
  /** One line for the command list. */
  readonly summary: InLanguage;
  /** The full `--help` text. */
  readonly help: InLanguage;
  run(args: readonly string[], io: CliIo): Promise<number> | number;
}

/** Parsed arguments: positionals in order, boolean flags and named values. */
export interface ParsedArgs {
  readonly positional: readonly string[];
  readonly flags: ReadonlySet<string>;
  readonly values: ReadonlyMap<string, string>;
}

/** The options a command accepts: boolean flags and options taking a value (names without dashes). */
export interface ArgSpec {
  readonly flags: readonly string[];
  readonly values: readonly string[];
}

/** C0 and C1 controls, DEL, and the marks that reorder text (bidirectional overrides). */
// eslint-disable-next-line no-control-regex
const UNSHOWABLE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A word the user typed, fit to quote back in a message: control characters (which could move
 * the cursor or recolour the terminal) shown as escapes such as \\u001b, and at most `max`
 * characters.
 */
export function quoteArg(text: string, max = 60): string {
  const shown = text.replace(UNSHOWABLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return shown.length > max ? `${shown.slice(0, max - 1)}…` : shown;
}

/** What is wrong with the arguments, for a command to say in its language (`message` says it in English). */
export interface ArgProblem {
  readonly kind: 'takes-no-value' | 'needs-value' | 'unknown-option';
  /** The option as typed (quoted safely). */
  readonly option: string;
}

/** Parse `args` against `spec`; unknown options and missing values are usage errors. */
export function parseArgs(
  args: readonly string[],
  spec: ArgSpec,
): { ok: true; args: ParsedArgs } | { ok: false; message: string; problem: ArgProblem } {
  const positional: string[] = [];
  const flags = new Set<string>();
  const values = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = itemAt(args, i);
    if (!arg.startsWith('--') || arg === '--') {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq < 0 ? undefined : eq);
    if (spec.flags.includes(name)) {
      if (eq >= 0) return { ok: false, message: `--${name} takes no value`, problem: { kind: 'takes-no-value', option: `--${name}` } };
      flags.add(name);
    } else if (spec.values.includes(name)) {
      const value = eq >= 0 ? arg.slice(eq + 1) : args[++i];
      if (value === undefined)
        return { ok: false, message: `--${name} needs a value`, problem: { kind: 'needs-value', option: `--${name}` } };
      values.set(name, value);
    } else {
      return { ok: false, message: `unknown option '${quoteArg(arg)}'`, problem: { kind: 'unknown-option', option: quoteArg(arg) } };
    }
  }
  return { ok: true, args: { positional, flags, values } };
}

/** A whole number from an option value, or undefined when it is not one. */
export function wholeNumber(text: string | undefined, min: number): number | undefined {
  if (text === undefined || !/^-?\d+$/.test(text.trim())) return undefined;
  const n = Number(text);
  return Number.isSafeInteger(n) && n >= min ? n : undefined;
}

/** How many columns a terminal gives `text`: two for each Hangul and CJK character, one for the rest. */
export function terminalColumns(text: string): number {
  let n = 0;
  for (const c of text)
    n += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(c) ? 2 : 1;
  return n;
}
