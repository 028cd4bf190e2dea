import '../../src/families/index.js';
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, ftruncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { main } from '../../src/cli/main.js';
import { MAX_REPLAY_ACTIONS } from '../../src/cli/replay.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const apples = join(root, 'rulesets/apples.rules');
const orchard = join(root, 'rulesets/orchard.rules');
let dir = '';

async function pomona(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(args, { stdout: (t) => (out += t), stderr: (t) => (err += t), cwd: dir });
  return { code, out, err };
}

/** Each kind of file a user might name by mistake or on purpose, and what the refusal must say. */
function hostileFiles(): [string, string, RegExp][] {
  const fifo = join(dir, 'pipe.json');
  execFileSync('mkfifo', [fifo]);
  const folder = join(dir, 'folder.json');
  mkdirSync(folder);
  // 50 MB without writing 50 MB: a sparse file of that length.
  const big = join(dir, 'big.json');
  const fd = openSync(big, 'w');
  ftruncateSync(fd, 50 * 1024 * 1024);
  closeSync(fd);
  const binary = join(dir, 'binary.json');
  writeFileSync(binary, Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]));
  const deep = join(dir, 'deep.json');
  writeFileSync(deep, `${'['.repeat(100_000)}${']'.repeat(100_000)}`);
  const broken = join(dir, 'broken.json');
  writeFileSync(broken, '{ "players": 4,');
  return [
    ['/dev/zero', 'a device that never ends', /not a regular file/],
    [fifo, 'a FIFO with no writer', /not a regular file/],
    [folder, 'a folder', /a folder, not a file/],
    [big, 'a 50 MB file', /50 MB; Pomona reads JSON files of at most 32 MB/],
    [binary, 'invalid UTF-8', /not UTF-8 text/],
    [deep, 'JSON nested 100,000 deep', /nested more than 64 levels/],
    [broken, 'JSON cut short', /not valid JSON/],
    [join(dir, 'missing.json'), 'a file that does not exist', /no such file/],
  ];
}

describe('the JSON files a user names on the command line', () => {
  let files: [string, string, RegExp][] = [];
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'pomona-hostile-'));
    files = hostileFiles();
  });

  it('are refused by pomona replay with a sentence saying why, never read forever or thrown at the user', async () => {
    for (const [path, kind, reason] of files) {
      const { code, err, out } = await pomona('replay', apples, path);
      assert.equal(code, 1, kind);
      assert.match(err, /^pomona replay: cannot read /, kind);
      assert.match(err, reason, kind);
      assert.doesNotMatch(err, /internal error|\n\s+at /, kind);
      assert.equal(out, '', kind);
    }
  });

  it('are refused by pomona score --orchard the same way', async () => {
    for (const [path, kind, reason] of files) {
      const { code, err } = await pomona('score', orchard, '--orchard', path);
      assert.equal(code, 1, kind);
      assert.match(err, /^pomona score: cannot read /, kind);
      assert.match(err, reason, kind);
    }
  });

  it('replays a scenario of as many actions as a replay takes (100,000) to the end, without overflowing the stack', async () => {
    const actions = Array.from({ length: MAX_REPLAY_ACTIONS }, () => ({ kind: 'pass', player: 1 }));
    const path = join(dir, 'long.json');
    writeFileSync(path, JSON.stringify({ players: 4, seed: 1, actions }));
    const { code, out, err } = await pomona('replay', apples, path);
    assert.equal(code, 0, err);
    assert.match(out, /100000\. Player 2 passes: refused/);
    assert.match(out, /Totals: player 1 0/);
  });

  it('refuses a log of 1,000,000 actions within a second, saying the limit, before replaying any', async () => {
    const actions = Array.from({ length: 1_000_000 }, () => ({ kind: 'pass', player: 1 }));
    const path = join(dir, 'runaway.json');
    writeFileSync(path, JSON.stringify({ players: 4, seed: 1, actions }));
    const started = performance.now();
    const { code, out, err } = await pomona('replay', apples, path);
    const took = performance.now() - started;
    assert.equal(code, 1);
    assert.equal(out, '');
    assert.equal(err, `pomona replay: ${path}: the log has 1,000,000 actions; a replay takes at most 100,000\n`);
    assert.ok(took < 1000, `answered in ${took.toFixed(0)} ms`);
  });

  it('keeps an action that is not valid out of the message when it is huge', async () => {
    const card = 'Q'.repeat(100_000);
    const path = join(dir, 'huge-card.json');
    writeFileSync(path, JSON.stringify({ players: 4, actions: [{ kind: 'play', player: 0, card }] }));
    const { code, err } = await pomona('replay', apples, path);
    assert.equal(code, 1);
    assert.match(err, /action 1: "QQQ/);
    assert.ok(err.length < 1000, `the message is ${err.length} characters`);
  });
});

describe('the arguments a user types', () => {
  const escape = '\u001b[31mred\u001b[0m';

  it('are quoted back with terminal controls shown as escapes and long ones shortened', async () => {
    const cases: [string[], RegExp][] = [
      [['simulate', apples, `--${escape}`], /unknown option '--\\u001b\[31mred\\u001b\[0m'/],
      [['simulate', apples, '--seats', `${escape},rules,rules,rules`], /unknown player type '\\u001b\[31mred/],
      [[escape], /unknown command '\\u001b\[31m/],
      [['help', escape], /no command '\\u001b\[31m/],
      [['replay', apples, 'a.json', escape], /unexpected argument '\\u001b\[31m/],
      [['simulate', apples, '--seats', 'x'.repeat(100_000)], /unknown player type 'x{59}…'/],
    ];
    for (const [args, message] of cases) {
      const { err } = await pomona(...args);
      assert.match(err, message, args.join(' ').slice(0, 40));
      assert.ok(!err.includes('\u001b'), `a raw escape reached the terminal for ${args[0]}`);
      assert.ok(err.length < 10_000, 'the message is short');
    }
  });

  it('refuse numbers that are not whole, positive and safe', async () => {
    for (const games of ['0', '-3', '1e3', '2.5', 'many', '99999999999999999999']) {
      const { code, err } = await pomona('simulate', apples, '--games', games);
      assert.equal(code, 2, games);
      assert.match(err, /--games must be a whole number of at least 1/, games);
    }
  });

  it('say so when a ruleset path is a device, a FIFO or a folder, instead of reading it', async () => {
    for (const path of ['/dev/zero', join(dir, 'pipe.json'), dir]) {
      const { code, err } = await pomona('simulate', path);
      assert.equal(code, 1, path);
      assert.match(err, /cannot load the rules .*\n.*error: /, path);
    }
  });
});

after(() => rmSync(dir, { recursive: true, force: true }));
