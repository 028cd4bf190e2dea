import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, closeSync, ftruncateSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/main.js';

/** Run `pomona ARGS` in `cwd` and capture what it prints. */
async function pomona(args: string[], cwd: string): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(args, { stdout: (t) => (out += t), stderr: (t) => (err += t), cwd });
  return { code, out, err };
}

/** A fresh folder holding `files`. */
function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'pomona-robust-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

const orchard = readFileSync('rulesets/orchard.rules', 'utf8');
const apples = readFileSync('rulesets/apples-to-apples.rules', 'utf8');

describe("pomona check reads any editor's file", () => {
  it('skips a byte-order mark and counts lines the same with CR, LF or CRLF endings', async () => {
    const lines = ['extends "orchard.rules"', 'game "House"', 'set easy_mod = yes'];
    for (const eol of ['\n', '\r\n', '\r']) {
      const dir = folder({ 'house.rules': `\uFEFF${lines.join(eol)}${eol}`, 'orchard.rules': orchard });
      const { out } = await pomona(['check', 'house.rules'], dir);
      assert.match(out.split('\n')[0] ?? '', /^house\.rules:3:5: error: unknown option 'easy_mod'/, JSON.stringify(eol));
      assert.match(out, /\n3 \| set easy_mod = yes\n/);
    }
  });

  it('reports a long run of minus signs or nots where it starts, not at 1:1', async () => {
    const dir = folder({
      'minus.rules': `extends "orchard.rules"\nbatch "X" {\n  score ${'- '.repeat(20000)}1\n}\n`,
      'nots.rules': `extends "orchard.rules"\nbatch "X" {\n  allow ${'not '.repeat(20000)}yes\n  score 1\n}\n`,
      'orchard.rules': orchard,
    });
    assert.match(
      (await pomona(['check', 'minus.rules'], dir)).out,
      /^minus\.rules:3:9: error: minus signs, powers or nots follow one another more than 1000 times/,
    );
    assert.match(
      (await pomona(['check', 'nots.rules'], dir)).out,
      /^nots\.rules:3:9: error: minus signs, powers or nots follow one another/,
    );
  });

  it('says plainly when a quote is not closed, when quotes are curly, and that each takes pair or step', async () => {
    const dir = folder({
      'a.rules': 'game "Apples\nfamily drafting\n',
      'b.rules': 'game “Apples”\n',
      'c.rules': `extends "orchard.rules"\nbatch "X" { allow each steps: yes\n score 1 }\n`,
      'orchard.rules': orchard,
    });
    assert.match(
      (await pomona(['check', 'a.rules'], dir)).out,
      /^a\.rules:1:6: error: this quoted text is not closed: write a second " before the end of the line/,
    );
    assert.match((await pomona(['check', 'b.rules'], dir)).out, /^b\.rules:1:6: error: curly quotes like “ are not read as quotes/);
    assert.match((await pomona(['check', 'c.rules'], dir)).out, /^c\.rules:2:24: error: expected 'pair' or 'step', but found 'steps'/);
  });
});

describe('pomona check holds up against hostile files', () => {
  it('prints at most 100 problems a file, then how many more', async () => {
    const dir = folder({ 'many.rules': `game "x"\n${'set a = 1\n'.repeat(5000)}` });
    const { code, out } = await pomona(['check', 'many.rules'], dir);
    assert.equal(code, 1);
    assert.equal(out.split('\n').filter((l) => /^many\.rules:\d+:\d+: error/.test(l)).length, 100);
    assert.match(out, /\nmany\.rules: and 4902 more problems\n5002 errors in 1 file\n$/);
  });

  it('cuts a very long name short in its message', async () => {
    const name = 'x'.repeat(200_000);
    const dir = folder({ 'long.rules': `extends "orchard.rules"\nset ${name} = 1\n`, 'orchard.rules': orchard });
    const { out } = await pomona(['check', '--json', 'long.rules'], dir);
    const [d] = (JSON.parse(out) as { diagnostics: { message: string; line: number }[] }).diagnostics;
    assert.equal(d?.line, 2);
    assert.ok((d?.message.length ?? 0) < 200, `message of ${d?.message.length} characters`);
    assert.match(d?.message ?? '', /^unknown option 'x+…/);
  });

  it('refuses a file over 10 MB by its size, without reading it, also when extended', async () => {
    const dir = folder({ 'child.rules': 'extends "big.rules"\ngame "x"\n' });
    const fd = openSync(join(dir, 'big.rules'), 'w');
    ftruncateSync(fd, 11 * 1024 * 1024);
    closeSync(fd);
    assert.match(
      (await pomona(['check', 'big.rules'], dir)).out,
      /^big\.rules:1:1: error: 'big\.rules' cannot be read as a ruleset: the file is 11 MB; Pomona reads files of at most 10 MB/,
    );
    assert.match(
      (await pomona(['check', '--lang', 'ru', 'big.rules'], dir)).out,
      /^big\.rules:1:1: ошибка: 'big\.rules' нельзя прочитать как правила: размер файла 11 МБ; Pomona читает файлы не больше 10 МБ\n/,
    );
    assert.match(
      (await pomona(['check', 'child.rules'], dir)).out,
      /^child\.rules:1:9: error: "big\.rules" cannot be extended: the file is 11 MB/,
    );
  });

  it('never quotes a file that is not a ruleset, a deck or a vocabulary', async () => {
    const secret = 'root:x:0:0:SECRET-LINE';
    const dir = folder({
      secret: `${secret}\n`,
      'a.rules': 'extends "secret"\n',
      'b.rules': apples.replace('"decks/red.cards"', '"secret"'),
      'decks/green.cards': readFileSync('rulesets/decks/green.cards', 'utf8').replace('tags from "tags.txt"', 'tags from "../secret"'),
      'decks/red.cards': readFileSync('rulesets/decks/red.cards', 'utf8'),
    });
    for (const file of ['a.rules', 'b.rules']) {
      const { code, out } = await pomona(['check', file], dir);
      assert.equal(code, 1);
      assert.ok(!out.includes('SECRET') && !out.includes('root:'), out);
    }
    assert.match((await pomona(['check', 'a.rules'], dir)).out, /"secret" cannot be extended: rulesets are files ending in \.rules/);
    const b = (await pomona(['check', 'b.rules'], dir)).out;
    assert.match(b, /'secret' is not a deck file: deck files end in \.cards/);
    assert.match(b, /decks\/green\.cards:\d+:1: error: the tag vocabulary '\.\.\/secret' cannot be used: a tag vocabulary is a \.txt file/);
  });

  it('reads a shipped ruleset name in a variant anywhere, as the elements do', async () => {
    const dir = folder({ 'house.rules': 'extends "apples-to-apples.rules"\ngame "Our house"\nhand 8 red cards\n' });
    const { code, out } = await pomona(['check', 'house.rules'], dir);
    assert.equal(out, '1 file checked: no errors\n');
    assert.equal(code, 0);
  });

  it('reports a hand too big for the red deck at the hand, not at the game', async () => {
    const dir = folder({ 'house.rules': 'extends "apples-to-apples.rules"\ngame "Our house"\nhand 1000 red cards\n' });
    const { out } = await pomona(['check', '--json', 'house.rules'], dir);
    const [d] = (JSON.parse(out) as { diagnostics: { line: number; column: number; code: string; message: string }[] }).diagnostics;
    assert.deepEqual([d?.line, d?.column, d?.code], [3, 6, 'out-of-range']);
    assert.match(
      d?.message ?? '',
      /^a hand must hold|^4 players with hands of 1000 need at least 4000 red cards, but the red deck has \d+/,
    );
  });

  it('stops quietly when the reader closes the pipe', () => {
    const dir = folder({ 'many.rules': `game "x"\n${'set a = 1\n'.repeat(3000)}` });
    const bin = join(process.cwd(), 'bin/pomona.js');
    const run = spawnSync('sh', ['-c', `node "${bin}" check many.rules | head -1`], { cwd: dir, encoding: 'utf8' });
    // Problems come in reading order: the missing family is reported at the top of the file.
    assert.match(run.stdout, /^many\.rules:1:1: error: the ruleset has no family/);
    assert.equal(run.stderr, '');
  });
});

describe('pomona deck check holds up too', () => {
  it('never quotes a vocabulary that is not a .txt file, and prints at most 100 problems a file', async () => {
    const cards = Array.from({ length: 300 }, (_, i) => `Card ${i} | no tags here`).join('\n');
    const dir = folder({ secret: 'root:x:0:0:SECRET-LINE\n', 'bad.cards': `kind red\ntags from "secret"\n${cards}\n` });
    const { code, out } = await pomona(['deck', 'check', 'bad.cards'], dir);
    assert.equal(code, 1);
    assert.ok(!out.includes('SECRET'), out);
    assert.match(out, /^bad\.cards:2:1: error: the tag vocabulary 'secret' cannot be used: a tag vocabulary is a \.txt file/m);
    assert.match(out, /\nbad\.cards: and \d+ more problems\n/);
    assert.equal(out.split('\n').filter((l) => /^bad\.cards:\d+:\d+: error/.test(l)).length, 100);
  });
});

describe('pomona check exits with the status scripts expect', () => {
  it('still exits 0 for every shipped ruleset and variant', () => {
    const files = execFileSync('sh', ['-c', 'ls rulesets/*.rules rulesets/variants/*.rules'], { encoding: 'utf8' }).trim().split('\n');
    const run = spawnSync('node', ['bin/pomona.js', 'check', ...files], { encoding: 'utf8' });
    assert.equal(run.stdout, `${files.length} files checked: no errors\n`);
    assert.equal(run.status, 0);
  });
});
