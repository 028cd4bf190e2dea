/** `pomona check FILE...`: compile rulesets, and everything they extend or include, and report every problem. */
import type { Said } from '../core/i18n/diagnostics.js';
import { fileError } from '../core/rules/diagnostic.js';
import { fileSays } from '../core/rules/file-messages.js';
import { resolve, relative, isAbsolute } from 'node:path';
import { diagnosticToJson, formatReport, type SourceLines } from '../core/rules/format.js';
import type { Diagnostic } from '../core/rules/diagnostic.js';
import { shortName } from '../core/rules/source-text.js';
import { EXIT_INPUT, EXIT_OK, EXIT_USAGE, type CliIo, type Command } from '../core/command.js';
import { loadCliRuleset, type CliSources } from './sources.js';
import { cliTexts, helpFigures } from './texts/texts.js';
import { checkSummary } from '../core/i18n/diagnostics.js';
import { speakEveryDiagnosticLanguage } from '../core/i18n/diagnostic-languages.js';
import { SOURCE_LANGUAGE, type LanguageTag } from '../core/i18n/languages.js';

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
  const refuse = (message: Said): Checked => ({ diagnostics: [fileError(entry, 'not-a-ruleset', message)], sources: null });
  if (/\.(cards|txt)$/.test(entry)) {
    // A deck file on its own has no ruleset to compile; point at the command that reads it.
    return refuse(fileSays('deck-not-ruleset', { file: shortName(entry, 120) }));
  }
  if (!entry.endsWith('.rules')) return refuse(fileSays('not-ruleset-file'));
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
  summary: (language) => cliTexts(language).summaries.check,
  help: (language) => cliTexts(language).checkHelp(helpFigures()),
  run(args: readonly string[], io: CliIo): number {
    const language = io.language ?? SOURCE_LANGUAGE;
    const texts = cliTexts(language);
    const json = args.includes('--json');
    speakEveryDiagnosticLanguage();
    const files = args.filter((a) => a !== '--json');
    const unknown = files.find((a) => a.startsWith('--'));
    if (unknown || files.length === 0) {
      const problem = unknown ? texts.usage.unknownOption(shortName(unknown)) : texts.usage.nameAtLeastOneRulesFile;
      io.stderr(`pomona check: ${problem}\n\n${texts.checkHelp(helpFigures())}`);
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
