import '../../src/families/index.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { main } from '../../src/cli/main.js';
import { commands } from '../../src/cli/commands.js';
import { ProgressLine } from '../../src/cli/progress.js';
import { splitGames } from '../../src/cli/simulate-jobs.js';
import type { CliIo } from '../../src/core/command.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

async function pomona(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(args, { stdout: (t) => (out += t), stderr: (t) => (err += t), cwd: root });
  return { code, out, err };
}

describe('pomona help', () => {
  it('gives every command its own help, as pomona help COMMAND and as pomona COMMAND --help alike', async () => {
    for (const command of commands()) {
      const asked = await pomona('help', command.name);
      const flagged = await pomona(command.name, '--help');
      assert.equal(asked.code, 0, command.name);
      assert.match(asked.out, /^Usage: pomona /, command.name);
      assert.equal(asked.out, flagged.out, command.name);
    }
  });

  it('says there is no such command, and lists the ones there are', async () => {
    const { code, err } = await pomona('help', 'simulat');
    assert.equal(code, 2);
    assert.match(err, /no command 'simulat'/);
    assert.match(err, /simulate/);
  });
});

/** A progress line on a clock the test moves. */
function follow(isTTY: boolean, quiet = false): { line: ProgressLine; at: (ms: number) => void; err: () => string } {
  let now = 0;
  let err = '';
  const io: CliIo = { stdout: () => {}, stderr: (t) => (err += t), cwd: root, stderrIsTTY: isTTY };
  return { line: new ProgressLine(io, 100, quiet, () => now), at: (ms) => (now = ms), err: () => err };
}

describe('the progress line on stderr', () => {
  it('stays silent for a run that ends within a second', () => {
    const p = follow(true);
    p.at(900);
    p.line.update(100);
    p.line.finish();
    assert.equal(p.err(), '');
  });

  it('redraws one bar in place on a terminal, and wipes it when the run ends', () => {
    const p = follow(true);
    p.at(1500);
    p.line.update(30);
    p.at(3000);
    p.line.update(60);
    p.line.finish();
    const erase = '\r\u001b[K';
    const frames = p.err().split(erase);
    assert.deepEqual(frames.slice(0, 3), [
      '',
      '[#######-----------------] 30 of 100 games (2 s, about 4 s left)',
      '[##############----------] 60 of 100 games (3 s, about 2 s left)',
    ]);
    assert.ok(p.err().endsWith(erase));
    assert.doesNotMatch(p.err(), /\n/);
  });

  it('writes plain lines, a few seconds apart, when stderr is not a terminal', () => {
    const p = follow(false);
    for (let ms = 1000; ms <= 12_000; ms += 250) {
      p.at(ms);
      p.line.update(ms / 200);
    }
    p.line.finish();
    const lines = p.err().trimEnd().split('\n');
    assert.equal(lines.length, 3);
    assert.equal(lines[0], '5 of 100 games (1 s, about 19 s left)');
    assert.ok(!p.err().includes('\r') && !p.err().includes('\u001b'), 'no terminal controls');
  });

  it('writes nothing at all when the report is JSON on stdout', () => {
    const p = follow(true, true);
    p.at(5000);
    p.line.update(50);
    p.line.finish();
    assert.equal(p.err(), '');
  });
});

describe('pomona simulate --jobs', () => {
  it('splits the games into consecutive ranges, none empty', () => {
    assert.deepEqual(splitGames(10, 3), [
      [0, 4],
      [4, 3],
      [7, 3],
    ]);
    assert.deepEqual(splitGames(2, 8), [
      [0, 1],
      [1, 1],
    ]);
  });

  it('reports the same figures with two worker threads as with one job for the same seed', async () => {
    const run = async (jobs: string): Promise<Record<string, unknown>> => {
      const { code, out, err } = await pomona(
        'simulate',
        'rulesets/orchard.rules',
        '--games',
        '41',
        '--seed',
        'jobs',
        '--jobs',
        jobs,
        '--json',
      );
      assert.equal(code, 0, err);
      assert.equal(err, '', 'no progress line with --json');
      const report = JSON.parse(out) as Record<string, unknown>;
      // Only the clock differs.
      for (const key of ['seconds', 'gamesPerSecond', 'handsPerSecond', 'actionsPerSecond']) delete report[key];
      return report;
    };
    const one = await run('1');
    assert.equal(one['games'], 41);
    assert.deepEqual(await run('2'), one);
    assert.deepEqual(await run('3'), one);
  });

  it('refuses a number of jobs that is not one', async () => {
    for (const jobs of ['0', 'two', '1000']) {
      const { code, err } = await pomona('simulate', 'rulesets/orchard.rules', '--jobs', jobs);
      assert.equal(code, 2, jobs);
      assert.match(err, /--jobs must be a whole number from 1 to 64/);
    }
  });
});
