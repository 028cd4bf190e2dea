/** The `pomona` command: finds the subcommand and runs it. */
import { quoteArg } from '../core/command.js';
import type { CliIo, Command } from '../core/command.js';
import { EXIT_OK, EXIT_USAGE } from '../core/command.js';
import { commands } from './commands.js';
import { registeredFamilies } from '../core/registry.js';
import '../families/index.js';

function overview(list: readonly Command[]): string {
  const width = Math.max(...list.map((c) => c.name.length));
  return [
    `pomona: play and check card games written as .rules files: ${registeredFamilies()
      .map((d) => d.title)
      .join(', ')}.`,
    '',
    'Usage: pomona COMMAND [ARGS...]   (pomona help COMMAND or pomona COMMAND --help for details; pomona --version)',
    '',
    'Commands:',
    ...list.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
  ].join('\n');
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
  const [name, ...rest] = args;
  if (name === '--version' || name === '-v' || name === 'version') {
    io.stdout(`pomona ${await packageVersion()}\n`);
    return EXIT_OK;
  }
  if (name === 'help' && rest.length > 0) {
    // `pomona help simulate` is `pomona simulate --help`.
    const asked = commands().find((c) => c.name === rest[0]);
    if (!asked) {
      io.stderr(`pomona help: there is no command '${quoteArg(rest[0] ?? '')}'\n\n${overview(commands())}`);
      return EXIT_USAGE;
    }
    io.stdout(asked.help.endsWith('\n') ? asked.help : `${asked.help}\n`);
    return EXIT_OK;
  }
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.stdout(overview(commands()));
    return name === undefined ? EXIT_USAGE : EXIT_OK;
  }
  const command = commands().find((c) => c.name === name);
  if (!command) {
    io.stderr(`pomona: unknown command '${quoteArg(name)}'\n\n${overview(commands())}`);
    return EXIT_USAGE;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    io.stdout(command.help.endsWith('\n') ? command.help : `${command.help}\n`);
    return EXIT_OK;
  }
  try {
    return await command.run(rest, io);
  } catch (error) {
    // A bug, not bad input: say so plainly rather than printing a stack at the user.
    io.stderr(`pomona ${name}: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
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
