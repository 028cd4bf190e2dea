/** Loading a command's RULESET argument with readable diagnostics (the argument parser is core/command.ts). */
import { quoteArg } from '../core/command.js';
import { formatDiagnostic } from '../core/rules/format.js';
import type { Ruleset } from '../core/rules/ruleset.js';
import type { CliIo } from '../core/command.js';

export { parseArgs, wholeNumber, type ArgSpec, type ParsedArgs } from '../core/command.js';
import { loadCliRuleset } from './sources.js';
import { cliTexts } from './texts/texts.js';
import { speakEveryDiagnosticLanguage } from '../core/i18n/diagnostic-languages.js';

/** Load the RULESET argument (a path, relative to the working directory); diagnostics go to stderr. */
export function loadRulesetArg(io: CliIo, command: string, path: string): Ruleset | null {
  const { result, sources } = loadCliRuleset(io.cwd, path);
  const show = (d: Parameters<typeof formatDiagnostic>[0]): string => formatDiagnostic(d, sources.lines(d.file), io.language);
  if (!result.ok) {
    speakEveryDiagnosticLanguage();
    const errors = result.diagnostics.map(show).join('\n');
    io.stderr(`pomona ${command}: ${cliTexts(io.language).run.cannotLoadRules(quoteArg(path, 120))}\n${errors}\n`);
    return null;
  }
  return result.ruleset;
}
