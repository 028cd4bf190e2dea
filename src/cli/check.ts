/** `pomona check FILE...`: compile rulesets, and everything they extend or include, and report every problem. */
import { resolve, relative, isAbsolute } from 'node:path';
import { MAX_SHOWN_PER_FILE, diagnosticToJson, formatReport, type SourceLines } from '../core/rules/format.js';
import type { Diagnostic } from '../core/rules/diagnostic.js';
import { MAX_FILE_BYTES, shortName } from '../core/rules/source-text.js';
import { EXIT_INPUT, EXIT_OK, EXIT_USAGE, type CliIo, type Command } from '../core/command.js';
import { loadCliRuleset, type CliSources } from './sources.js';
import { languageArgument, withoutLanguage } from './language.js';
import { checkSummary } from '../core/i18n/diagnostics.js';
import { speakEveryDiagnosticLanguage } from '../core/i18n/diagnostic-languages.js';
import { LANGUAGE_TAGS, SOURCE_LANGUAGE, languageFromEnvironment, type LanguageTag } from '../core/i18n/languages.js';

const HELP = `Usage: pomona check [--json] [--lang LANG] FILE...

Check ruleset files (.rules) and everything they extend or include: syntax, unknown names,
duplicates, rank and suit orders, score tables with gaps, player ranges a table does not cover,
type errors in expressions, whether every player count can be played (decks large enough,
goals and hands of at least 1), and resource limits.

Each problem is printed as FILE:LINE:COL: error: MESSAGE, then the line and a caret; at most
${MAX_SHOWN_PER_FILE} problems a file, then how many more there are. Files over ${MAX_FILE_BYTES / (1024 * 1024)} MB are not read.
A name a ruleset extends or includes that is not beside it is looked up among the shipped
rulesets, as on a web page.

Options:
  --json   print {"files": [...], "diagnostics": [{file, line, column, end, severity, code, message}]}
           (language-neutral: stable codes, messages in English)
  --lang   the language of messages: ${LANGUAGE_TAGS.join(', ')} (default: from LC_ALL, LC_MESSAGES
           or LANG, else en)

Exit status: 0 no errors, 1 at least one error, 2 usage error.
`;

/** Show paths relative to where the user stands, as they typed them. */
function displayPath(cwd: string, path: string): string {
  const rel = relative(cwd, path);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : path;
}

/** One file's check: its problems, and the lines of every file read, to quote them. */
interface Checked {
  readonly diagnostics: readonly Diagnostic[];
  readonly sources: CliSources | null;
}

function checkOne(path: string, cwd: string): Checked {
  // Load with the path as the user sees it, so messages name files the same way.
  const entry = displayPath(cwd, resolve(cwd, path)).replace(/\\/g, '/');
  const refuse = (message: string): Checked => ({
    diagnostics: [{ file: entry, line: 1, column: 1, endLine: 1, endColumn: 2, severity: 'error', code: 'not-a-ruleset', message }],
    sources: null,
  });
  if (/\.(cards|txt)$/.test(entry)) {
    // A deck file on its own has no ruleset to compile; point at the command that reads it.
    return refuse(`this is a deck file, not a ruleset: check it with 'pomona deck check ${shortName(entry, 120)}'`);
  }
  if (!entry.endsWith('.rules')) return refuse('this is not a ruleset: rulesets are files ending in .rules');
  const { result, sources } = loadCliRuleset(cwd, entry);
  return { diagnostics: result.diagnostics, sources };
}

/** Check one file; diagnostics name files relative to the current directory. */
export function checkFile(path: string, cwd: string): Diagnostic[] {
  return [...checkOne(path, cwd).diagnostics];
}

/** The text report: at most MAX_SHOWN_PER_FILE problems a file, each with its line, then "and N more". */
function report(checked: readonly Checked[], write: (text: string) => void, language: LanguageTag): void {
  const all = checked.flatMap((c) => c.diagnostics);
  // A file read by several checks (a ruleset two files extend) has the same lines in each.
  const lines = (file: string) => checked.reduce<SourceLines | undefined>((found, c) => found ?? c.sources?.lines(file), undefined);
  for (const line of formatReport(all, lines, language)) write(`${line}\n`);
}

/** The `check` command. */
export const checkCommand: Command = {
  name: 'check',
  summary: 'check ruleset files and print their problems as FILE:LINE:COL diagnostics',
  help: HELP,
  run(args: readonly string[], io: CliIo): number {
    const json = args.includes('--json');
    const lang = languageArgument(args);
    if (lang !== null && typeof lang === 'object') {
      io.stderr(`pomona check: ${lang.problem}\n\n${HELP}`);
      return EXIT_USAGE;
    }
    const language = lang ?? languageFromEnvironment(io.env ?? {}) ?? SOURCE_LANGUAGE;
    speakEveryDiagnosticLanguage();
    const files = withoutLanguage(args).filter((a) => a !== '--json');
    const unknown = files.find((a) => a.startsWith('--'));
    if (unknown || files.length === 0) {
      io.stderr(
        `${unknown ? `pomona check: unknown option '${shortName(unknown)}'\n` : 'pomona check: name at least one ruleset file\n'}\n${HELP}`,
      );
      return EXIT_USAGE;
    }
    const checked = files.map((file) => checkOne(file, io.cwd));
    const all = checked.flatMap((c) => c.diagnostics);
    const errors = all.filter((d) => d.severity === 'error').length;
    if (json) {
      io.stdout(`${JSON.stringify({ files, diagnostics: all.map(diagnosticToJson) }, null, 2)}\n`);
    } else {
      report(checked, io.stdout, language);
      io.stdout(`${checkSummary(language, files.length, errors, all.length - errors)}\n`);
    }
    return errors > 0 ? EXIT_INPUT : EXIT_OK;
  },
};
