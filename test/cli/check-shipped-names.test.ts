import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/main.js';

describe('pomona check and the elements resolve names the same way', () => {
  it('passes a page\'s variant that extends "apples.rules" with no such file beside it (the shipped one is used)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pomona-variant-'));
    writeFileSync(join(dir, 'to-500.rules'), 'extends "apples.rules"\ngame "Apples to 500"\nset winning_score = 500\n');
    let out = '';
    const code = await main(['check', 'to-500.rules'], { stdout: (t) => (out += t), stderr: (t) => (out += t), cwd: dir });
    assert.equal(out, '1 file checked: no errors\n');
    assert.equal(code, 0);
  });

  it('still prefers a file beside the variant over the shipped one of that name', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pomona-variant-'));
    writeFileSync(
      join(dir, 'apples.rules'),
      'game "Broken"\nfamily trick-taking\nplayers 4\ndeck playing { ranks A K Q  suits spade > heart }\n',
    );
    writeFileSync(join(dir, 'mine.rules'), 'extends "apples.rules"\ngame "Mine"\n');
    let out = '';
    const code = await main(['check', 'mine.rules'], { stdout: (t) => (out += t), stderr: (t) => (out += t), cwd: dir });
    assert.equal(code, 1);
    assert.match(out, /apples\.rules:\d+:\d+: error/);
  });
});

describe('pomona deck check and the shipped tag vocabulary', () => {
  it('checks a deck of ones own that says tags from "tags.txt" against the shipped vocabulary when there is none beside it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pomona-deck-'));
    writeFileSync(
      join(dir, 'mine.cards'),
      'kind red\ntags from "tags.txt"\n\nA Tin Robot | Beeps. | machine\nA Ghost | Boo. | spooky-ish\n',
    );
    let out = '';
    const code = await main(['deck', 'check', 'mine.cards'], { stdout: (t) => (out += t), stderr: (t) => (out += t), cwd: dir });
    assert.equal(code, 1, out);
    // 'machine' is one of the shipped tags, so only the made-up one is reported.
    assert.match(out, /^mine\.cards:5:18: error: unknown tag 'spooky-ish'$/m);
    assert.doesNotMatch(out, /machine|cannot read/);
  });

  it('uses a vocabulary beside the deck before the shipped one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pomona-deck-'));
    writeFileSync(join(dir, 'tags.txt'), 'spooky-ish\n');
    writeFileSync(join(dir, 'mine.cards'), 'kind red\ntags from "tags.txt"\n\nA Ghost | Boo. | spooky-ish\n');
    let out = '';
    const code = await main(['deck', 'check', 'mine.cards'], { stdout: (t) => (out += t), stderr: (t) => (out += t), cwd: dir });
    assert.equal(code, 0, out);
  });
});

describe('the demo pages', () => {
  it('link a favicon that exists, so no page load ends in a 404', async () => {
    const { readFileSync, existsSync } = await import('node:fs');
    for (const page of ['demo/index.html', 'demo/embed.html']) {
      const icon = /<link rel="icon" href="\.\/([^"]+)"/.exec(readFileSync(page, 'utf8'))?.[1];
      assert.ok(icon, `${page} links an icon`);
      assert.ok(existsSync(join('demo', icon)), `${icon} exists`);
    }
  });

  it('describe the inline variant as the rules it has', async () => {
    const { readFileSync } = await import('node:fs');
    const page = readFileSync('demo/embed.html', 'utf8');
    assert.doesNotMatch(page, /Aces as 30/);
    assert.match(page, /set winning_score = 500/);
  });
});
