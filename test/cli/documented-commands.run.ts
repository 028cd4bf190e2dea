/**
 * Runs command lines given as JSON (`[[arg, ...], ...]`) one after another through the CLI's
 * `main`, in the working directory given first, printing one JSON line per command as it
 * starts and as it ends: test/cli/documented-commands.test.ts runs it as one bounded child
 * process, so a command that never ends is stopped and named.
 */
import { main } from '../../src/cli/main.js';

const [cwd = '.', json = '[]'] = process.argv.slice(2);
const commands = JSON.parse(json) as string[][];
for (const [index, args] of commands.entries()) {
  process.stdout.write(`${JSON.stringify({ started: index })}\n`);
  let out = 0;
  let err = '';
  const code = await main(args, { stdout: (t) => (out += t.length), stderr: (t) => (err += t), cwd });
  process.stdout.write(`${JSON.stringify({ index, code, out, err: err.slice(0, 2000) })}\n`);
}
