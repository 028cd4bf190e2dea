/**
 * Reading a command's inputs: a small argument parser (flags, `--name VALUE` / `--name=VALUE`,
 * positionals) and loading the RULESET argument with readable diagnostics.
 */
import { formatDiagnostic } from '../core/rules/format.js';
import type { Ruleset } from '../core/rules/ruleset.js';
import type { CliIo } from './io.js';
import { loadCliRuleset } from './sources.js';
import { itemAt } from '../core/cards/checked.js';

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

/** Parse `args` against `spec`; unknown options and missing values are usage errors. */
export function parseArgs(args: readonly string[], spec: ArgSpec): { ok: true; args: ParsedArgs } | { ok: false; message: string } {
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
      if (eq >= 0) return { ok: false, message: `--${name} takes no value` };
      flags.add(name);
    } else if (spec.values.includes(name)) {
      const value = eq >= 0 ? arg.slice(eq + 1) : args[++i];
      if (value === undefined) return { ok: false, message: `--${name} needs a value` };
      values.set(name, value);
    } else {
      return { ok: false, message: `unknown option '${arg}'` };
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

/** Load the RULESET argument (a path, relative to the working directory); diagnostics go to stderr. */
export function loadRulesetArg(io: CliIo, command: string, path: string): Ruleset | null {
  const { result, sources } = loadCliRuleset(io.cwd, path);
  const show = (d: Parameters<typeof formatDiagnostic>[0]): string => formatDiagnostic(d, sources.lines(d.file));
  if (!result.ok) {
    const errors = result.diagnostics.map(show).join('\n');
    io.stderr(`pomona ${command}: cannot load the rules ${path}:\n${errors}\n`);
    return null;
  }
  return result.ruleset;
}
