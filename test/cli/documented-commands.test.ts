/**
 * Every `pomona` command line shown in README.md and docs/ runs, as written, and finishes: each
 * runs through the CLI's `main` in one child process, in a folder that holds the files the
 * examples name, and the child is stopped if it runs past a generous bound, which fails the test. Not a timing
 * assertion: a bound that only a command that hangs or plays for minutes can reach.
 */
import '../../src/families/index.js';
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadBundledRuleset, saveGame, gameEngine } from '../../src/index.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const runner = join(root, 'test/cli/documented-commands.run.ts');
/** Far beyond what all the documented examples need together (seconds on a quiet machine). */
const BOUND_MS = 240_000;

/** The `pomona` lines of the code blocks of a Markdown file, without prompts and trailing comments. */
function commandLines(markdown: string): string[] {
  const lines: string[] = [];
  let inCode = false;
  for (const raw of markdown.split('\n')) {
    if (raw.trimStart().startsWith('```')) {
      inCode = !inCode;
      continue;
    }
    if (!inCode) continue;
    const line = raw
      .trim()
      .replace(/^\$ /, '')
      .replace(/^npx /, '')
      .replace(/\s+#.*$/, '');
    // A usage line ("--orchard LAYOUT.json [--json]") shows a form, not a command to run.
    if (line.startsWith('pomona ') && !/\[|\b[A-Z]{3,}\b/.test(line)) lines.push(line);
  }
  return lines;
}

/** Split a command line as a shell would for these examples: words, "quoted words", and `dir/*.ext` globs. */
function words(line: string, cwd: string): string[] {
  const out: string[] = [];
  for (const match of line.matchAll(/"([^"]*)"|(\S+)/g)) {
    const word = match[1] ?? match[2] ?? '';
    const glob = match[2] !== undefined ? /^(.*)\/\*(\.\w+)$/.exec(word) : null;
    if (glob) {
      const [, folder = '.', ext = ''] = glob;
      const found = readdirSync(join(cwd, folder)).filter((name) => name.endsWith(ext));
      out.push(...found.sort().map((name) => `${folder}/${name}`));
    } else out.push(word);
  }
  return out;
}

const documents = ['README.md', ...readdirSync(join(root, 'docs')).flatMap((name) => (name.endsWith('.md') ? [`docs/${name}`] : []))];

describe('the pomona commands shown in README.md and docs/', () => {
  let dir = '';
  before(async () => {
    // The files the examples name, beside the shipped rulesets.
    dir = mkdtempSync(join(tmpdir(), 'pomona-documented-'));
    symlinkSync(join(root, 'rulesets'), join(dir, 'rulesets'));
    symlinkSync(join(root, 'docs'), join(dir, 'docs'));
    writeFileSync(join(dir, 'my-variant.rules'), 'game "My Apples"\nextends "rulesets/apples.rules"\n');
    copyFileSync(join(root, 'rulesets/decks/red.cards'), join(dir, 'my-red.cards'));
    writeFileSync(
      join(dir, 'layout.json'),
      JSON.stringify({
        Monochrome: [
          { colour: 'red', sweetness: 1, height: 1 },
          { colour: 'red', sweetness: 2, height: 3 },
        ],
        'Steady Height': [{ colour: 'yellow', sweetness: 1, height: 3 }],
      }),
    );
    const orchard = await loadBundledRuleset('orchard.rules');
    assert.ok(orchard.ok);
    const engine = gameEngine(orchard.ruleset);
    const created = engine.create(orchard.ruleset, { players: 2, seed: 'documented' });
    assert.ok(created.ok);
    const state = created.state;
    const applied = engine.apply(state, engine.chanceAction(state));
    assert.ok(applied.ok);
    writeFileSync(
      join(dir, 'saved-game.json'),
      JSON.stringify(saveGame(orchard.ruleset, { players: 2, seed: 'documented' }, applied.state)),
    );
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  const all = documents.flatMap((doc) => commandLines(readFileSync(join(root, doc), 'utf8')).map((line) => ({ doc, line })));

  it('include the README’s examples', () => {
    assert.ok(all.filter((c) => c.doc === 'README.md').length >= 8);
  });

  it('each run, end and exit 0 (or 1 where the example shows a mistake), never a usage or internal error', () => {
    const argv = all.map(({ line }) => words(line, dir).slice(1));
    const run = spawnSync(process.execPath, ['--import', 'tsx', runner, dir, JSON.stringify(argv)], {
      cwd: root,
      timeout: BOUND_MS,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const reports = run.stdout
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { started?: number; index?: number; code?: number; out?: number; err?: string });
    const last = reports.findLast((r) => r.started !== undefined)?.started;
    if (run.signal) assert.fail(`still running after ${BOUND_MS / 1000} s: ${all[last ?? 0]?.line} (${all[last ?? 0]?.doc})`);
    assert.equal(run.status, 0, run.stderr);
    for (const [i, { doc, line }] of all.entries()) {
      const done = reports.find((r) => r.index === i);
      assert.ok(done, `${doc}: ${line} did not run`);
      const allowed = line.includes('mistakes/') || doc !== 'README.md' ? [0, 1] : [0];
      assert.ok(allowed.includes(done.code ?? -1), `${doc}: ${line} exited ${done.code}: ${done.err}`);
      assert.doesNotMatch(done.err ?? '', /internal error/, `${doc}: ${line}`);
      assert.ok((done.out ?? 0) > 0 || (done.err ?? '').length > 0, `${doc}: ${line} prints nothing`);
    }
  });
});
