#!/usr/bin/env node
// Runs the TypeScript CLI directly, so `npm ci` alone is enough for `npx pomona`.
import { register } from 'tsx/esm/api';

// A reader that stops early (`pomona check F | head -1`) closes the pipe: that is not an error,
// so stop quietly instead of printing a stack.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error) => {
    if (error && error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
}

register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  cwd: process.cwd(),
});
