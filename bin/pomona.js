#!/usr/bin/env node
// The `pomona` command. Installed from npm it runs the compiled CLI (dist/lib/, built when the
// package is packed): no TypeScript at run time. In a checkout of the repository, where src/ is
// present, it runs the TypeScript sources through tsx instead, so `npm ci` alone is enough for
// `npx pomona` and an edit to src/ is never hidden behind an older build.
import { existsSync } from 'node:fs';

// A reader that stops early (`pomona check F | head -1`) closes the pipe: that is not an error,
// so stop quietly instead of printing a stack.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error) => {
    if (error && error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
}

const source = new URL('../src/cli/main.ts', import.meta.url);
const compiled = new URL('../dist/lib/src/cli/main.js', import.meta.url);

/** tsx's loader, or null when it is not installed (a checkout installed without dev dependencies). */
async function tsx() {
  try {
    return await import('tsx/esm/api');
  } catch (error) {
    if (error?.code === 'ERR_MODULE_NOT_FOUND' && existsSync(compiled)) return null;
    throw error;
  }
}

async function loadMain() {
  const loader = existsSync(source) ? await tsx() : null;
  if (loader) {
    loader.register();
    return (await import(source.href)).main;
  }
  return (await import(compiled.href)).main;
}

const main = await loadMain();
process.exitCode = await main(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  cwd: process.cwd(),
  stderrIsTTY: process.stderr.isTTY === true,
  env: process.env,
});
