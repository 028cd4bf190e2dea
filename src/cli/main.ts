/** The `pomona` command: finds the subcommand and runs it. */
import { quoteArg } from '../core/command.js';
import type { CliIo, Command } from '../core/command.js';
import { EXIT_OK, EXIT_USAGE } from '../core/command.js';
import { commands } from './commands.js';
import { familyTitle, registeredFamilies } from '../core/registry.js';
import { LANGUAGE_TAGS, SOURCE_LANGUAGE, languageFromEnvironment, type LanguageTag } from '../core/i18n/languages.js';
import { languageArgument, withoutLanguage } from './language.js';
import { cliTexts } from './texts/texts.js';
import '../families/index.js';

function overview(list: readonly Command[], language: LanguageTag): string {
  const width = Math.max(...list.map((c) => c.name.length));
  const families = registeredFamilies()
    .map((d) => familyTitle(d, language))
    .join(', ');
  return cliTexts(language).overview(families, list.map((c) => `  ${c.name.padEnd(width)}  ${c.summary(language)}`).join('\n'));
}

/** A command's `--help`, ending with one line break. */
function helpOf(command: Command, language: LanguageTag): string {
  const help = command.help(language);
  return help.endsWith('\n') ? help : `${help}\n`;
}

/**
 * The version in the package's own package.json: the nearest one above this module named pomona
 * (src/cli/ in a checkout, dist/lib/src/cli/ in an installed package).
 */
async function packageVersion(): Promise<string> {
  const { readFileSync } = await import('node:fs');
  let folder = new URL('./', import.meta.url);
  for (;;) {
    try {
      const json = JSON.parse(readFileSync(new URL('package.json', folder), 'utf8')) as { name?: unknown; version?: unknown };
      if (json.name === 'pomona' && typeof json.version === 'string') return json.version;
    } catch {
      // No package.json here (or not one that can be read): look further up.
    }
    const parent = new URL('../', folder);
    if (parent.href === folder.href) return 'unknown';
    folder = parent;
  }
}

/** Run the CLI with `args` (without the program name); returns the exit code. */
export async function main(args: readonly string[], io: CliIo): Promise<number> {
  // Every command speaks the language `--lang` names (anywhere in the arguments), else the environment's.
  const fromEnvironment = languageFromEnvironment(io.env ?? {}) ?? SOURCE_LANGUAGE;
  const asked = languageArgument(args);
  if (asked !== null && typeof asked === 'object') {
    const texts = cliTexts(fromEnvironment);
    const languages = LANGUAGE_TAGS.join(', ');
    io.stderr(`pomona: ${asked.value === null ? texts.languageMissing(languages) : texts.languageUnknown(asked.value, languages)}\n`);
    return EXIT_USAGE;
  }
  const language = asked ?? fromEnvironment;
  const texts = cliTexts(language);
  const spoken: CliIo = { ...io, language };
  const [name, ...rest] = withoutLanguage(args);
  if (name === '--version' || name === '-v' || name === 'version') {
    io.stdout(`pomona ${await packageVersion()}\n`);
    return EXIT_OK;
  }
  if (name === 'help' && rest.length > 0) {
    // `pomona help simulate` is `pomona simulate --help`.
    const named = commands().find((c) => c.name === rest[0]);
    if (!named) {
      io.stderr(`${texts.noSuchCommand(quoteArg(rest[0] ?? ''))}\n\n${overview(commands(), language)}`);
      return EXIT_USAGE;
    }
    io.stdout(helpOf(named, language));
    return EXIT_OK;
  }
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.stdout(overview(commands(), language));
    return name === undefined ? EXIT_USAGE : EXIT_OK;
  }
  const command = commands().find((c) => c.name === name);
  if (!command) {
    io.stderr(`${texts.unknownCommand(quoteArg(name))}\n\n${overview(commands(), language)}`);
    return EXIT_USAGE;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    io.stdout(helpOf(command, language));
    return EXIT_OK;
  }
  try {
    return await command.run(rest, spoken);
  } catch (error) {
    // A bug, not bad input: say so plainly rather than printing a stack at the user.
    io.stderr(`${texts.internalError(name, error instanceof Error ? error.message : String(error))}\n`);
    return 70;
  }
}

// Run when this file is executed directly (`npx tsx src/cli/main.ts simulate ...`); `bin/pomona.js`
// imports `main` instead, and importing this module never runs anything.
if (
  typeof process !== 'undefined' &&
  process.argv[1] !== undefined &&
  import.meta.url === (await import('node:url')).pathToFileURL(process.argv[1]).href
) {
  process.exitCode = await main(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    cwd: process.cwd(),
    stderrIsTTY: process.stderr.isTTY === true,
    env: process.env,
  });
}
