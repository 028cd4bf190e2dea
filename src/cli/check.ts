/** `pomona check FILE...`: compile rulesets, and everything they extend or include, and report every problem. */
import { resolve, relative, isAbsolute } from 'node:path';
import { besideOrShipped, diagnosticToJson, formatDiagnostic, loadRulesetFromSources, readTextFile, type Diagnostic } from '../rules/index.js';
import { EXIT_INPUT, EXIT_OK, EXIT_USAGE, type CliIo, type Command } from './io.js';

const HELP = `Usage: pomona check [--json] FILE...

Check ruleset files (.rules) and everything they extend or include: syntax, unknown names,
duplicates, rank and suit orders, score tables with gaps, player ranges a table does not cover,
type errors in expressions, and resource limits.

Each problem is printed as FILE:LINE:COL: error: MESSAGE, then the line and a caret.

Options:
  --json   print {"files": [...], "diagnostics": [{file, line, column, end, severity, code, message}]}

Exit status: 0 no errors, 1 at least one error, 2 usage error.
`;

/** Show paths relative to where the user stands, as they typed them. */
function displayPath(cwd: string, path: string): string {
  const rel = relative(cwd, path);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : path;
}

/** Check one file; diagnostics name files relative to the current directory. */
export function checkFile(path: string, cwd: string): Diagnostic[] {
  // Load with the path as the user sees it, so messages name files the same way.
  const entry = displayPath(cwd, resolve(cwd, path)).replace(/\\/g, '/');
  if (/\.(cards|txt)$/.test(entry)) {
    // A deck file on its own has no ruleset to compile; point at the command that reads it.
    return [{ file: entry, line: 1, column: 1, endLine: 1, endColumn: 2, severity: 'error', code: 'not-a-ruleset', message: `this is a deck file, not a ruleset: check it with 'pomona deck check ${entry}'` }];
  }
  return [...loadRulesetFromSources(entry, besideOrShipped(entry, (file) => readTextFile(resolve(cwd, file)))).diagnostics];
}

export const checkCommand: Command = {
  name: 'check',
  summary: 'check ruleset files and print their problems as FILE:LINE:COL diagnostics',
  help: HELP,
  run(args: readonly string[], io: CliIo): number {
    const json = args.includes('--json');
    const files = args.filter((a) => a !== '--json');
    const unknown = files.find((a) => a.startsWith('--'));
    if (unknown || files.length === 0) {
      io.stderr(`${unknown ? `pomona check: unknown option '${unknown}'\n` : 'pomona check: name at least one ruleset file\n'}\n${HELP}`);
      return EXIT_USAGE;
    }
    const all: Diagnostic[] = [];
    for (const file of files) all.push(...checkFile(file, io.cwd));
    const errors = all.filter((d) => d.severity === 'error').length;
    if (json) {
      io.stdout(`${JSON.stringify({ files, diagnostics: all.map(diagnosticToJson) }, null, 2)}\n`);
    } else {
      for (const d of all) io.stdout(`${formatDiagnostic(d, readTextFile(resolve(io.cwd, d.file)))}\n`);
      const warnings = all.length - errors;
      io.stdout(errors === 0 ? `${files.length} file${files.length === 1 ? '' : 's'} checked: no errors${warnings ? `, ${warnings} warning${warnings === 1 ? '' : 's'}` : ''}\n` : `${errors} error${errors === 1 ? '' : 's'}${warnings ? `, ${warnings} warning${warnings === 1 ? '' : 's'}` : ''} in ${files.length} file${files.length === 1 ? '' : 's'}\n`);
    }
    return errors > 0 ? EXIT_INPUT : EXIT_OK;
  },
};
