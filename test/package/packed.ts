/**
 * The packed package, made once per run of the package tests: `npm pack` (which builds
 * everything) is the slowest step, so every test/package/*.test.ts of one `node --test` run
 * shares one tarball, kept in node_modules/.cache/pomona-package/ (replaced by the next run).
 * Installing it into a project of the user's own is `installApp`.
 */
import assert from 'node:assert/strict';
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository the package is packed from. */
export const repo = fileURLToPath(new URL('../..', import.meta.url));

export const MINUTE = 60_000;

/** A file of the tarball, as `npm pack --json` lists it. */
export interface PackedFile {
  readonly path: string;
}

/** The tarball and the files in it. */
export interface Packed {
  readonly tarball: string;
  readonly files: readonly PackedFile[];
  /** The tarball's size in bytes, packed. */
  readonly size: number;
}

/** Run a command to its end (npm's update notice off). */
export function run(command: string, args: readonly string[], cwd: string, timeout = 3 * MINUTE): SpawnSyncReturns<string> {
  return spawnSync(command, args, { cwd, encoding: 'utf8', timeout, env: { ...process.env, npm_config_update_notifier: 'false' } });
}

/** The command's output, failing the test with its output when it did not succeed. */
export function succeeded(result: SpawnSyncReturns<string>, what: string): string {
  assert.equal(result.status, 0, `${what} failed (${String(result.status ?? result.signal)}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

const cache = join(repo, 'node_modules/.cache/pomona-package');

/**
 * The tarball of this run: packed by the first test file that asks (the test runner is the parent
 * process of every test file, so its id names the run), reused by the others.
 */
export function packed(): Packed {
  const reportFile = join(cache, 'report.json');
  if (existsSync(reportFile)) {
    const report = JSON.parse(readFileSync(reportFile, 'utf8')) as Packed & { run: number };
    if (report.run === process.ppid && existsSync(report.tarball)) return report;
  }
  rmSync(cache, { recursive: true, force: true });
  mkdirSync(cache, { recursive: true });
  // `npm pack` runs `prepack` (grammar, embeds, compiled library, manifest); the build scripts
  // print to the same stdout, so the JSON report is the last thing in it.
  const out = succeeded(run('npm', ['pack', '--json', '--pack-destination', cache], repo, 10 * MINUTE), 'npm pack');
  const report = JSON.parse(out.slice(out.lastIndexOf('\n[\n') + 1)) as { filename: string; files: PackedFile[]; size: number }[];
  const tarball = report[0];
  assert.ok(tarball, 'npm pack reported no tarball');
  const result = { tarball: join(cache, tarball.filename), files: tarball.files, size: tarball.size };
  writeFileSync(reportFile, JSON.stringify({ ...result, run: process.ppid }));
  return result;
}

/** The version of a package in the repository's own package.json (what its tests were written against). */
export function versionOf(name: string): string {
  const manifest = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const version = manifest.devDependencies?.[name] ?? manifest.dependencies?.[name];
  assert.ok(version, `${name} is not a dependency of the repository`);
  return version;
}

/** The lowest version the package's `lit` range allows (^3.2.0 gives 3.2.0). */
export const oldestLit = (
  JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }
).dependencies['lit']?.replace(/^\^/, '');

/**
 * A user's project in `dir`: a package.json, then `already` (name@version: what the project had
 * before it added Pomona), then the tarball and `dependencies` installed from the npm cache,
 * production dependencies only.
 */
export function installApp(dir: string, dependencies: readonly string[] = [], already: readonly string[] = []): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'pomona-user', private: true, type: 'module' }));
  if (already.length > 0) {
    succeeded(run('npm', ['install', '--prefer-offline', '--omit=dev', '--no-audit', '--no-fund', ...already], dir), 'npm install');
  }
  succeeded(
    run('npm', ['install', '--prefer-offline', '--omit=dev', '--no-audit', '--no-fund', packed().tarball, ...dependencies], dir),
    'npm install of the tarball',
  );
}
