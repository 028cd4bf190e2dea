/**
 * `npm run bench`: runs every `bench/*.bench.ts` in turn (or those named on the command line)
 * and prints their reports. Each benchmark module exports `run(): Promise<void> | void`.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const files = readdirSync(here)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => wanted.length === 0 || wanted.some((w) => name.includes(w)))
  .sort();

for (const name of files) {
  console.log(`\n## ${name.replace(/\.bench\.ts$/, '')}`);
  const module = (await import(pathToFileURL(join(here, name)).href)) as { run: () => Promise<void> | void };
  await module.run();
}
