import '../../src/families/index.js';
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { main } from '../../src/cli/main.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const apples = join(root, 'rulesets/apples.rules');
const scenarioFile = join(root, 'test/fixtures/saves/apples-bid.scenario.json');
const saveFile = join(root, 'test/fixtures/saves/apples-bid.save.json');
let dir = '';

async function pomona(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(args, { stdout: (t) => (out += t), stderr: (t) => (err += t), cwd: dir });
  return { code, out, err };
}

function write(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(content));
  return path;
}

const savedFixture = (): Record<string, unknown> => JSON.parse(readFileSync(saveFile, 'utf8')) as Record<string, unknown>;

describe('saved games on the command line', () => {
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'pomona-saves-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('prints the game as a save in the elements’ format with replay --json (the save the browser test resumes)', async () => {
    const { code, out, err } = await pomona('replay', apples, scenarioFile, '--json');
    assert.equal(code, 0, err);
    const { save } = JSON.parse(out) as { save: unknown };
    assert.deepEqual(save, savedFixture());
  });

  it('replays its own save, and the same save with cards in notation, to the same final state', async () => {
    const first = JSON.parse((await pomona('replay', apples, scenarioFile, '--json')).out) as { final: unknown };
    const fromSave = await pomona('replay', apples, saveFile, '--json');
    assert.equal(fromSave.code, 0, fromSave.err);
    assert.deepEqual((JSON.parse(fromSave.out) as { final: unknown }).final, first.final);
    const scenario = JSON.parse(readFileSync(scenarioFile, 'utf8')) as { dealer: number; hands: string[]; actions: unknown[] };
    const notation = {
      ...savedFixture(),
      log: [{ kind: 'first-dealer', dealer: scenario.dealer }, { kind: 'deal', hands: scenario.hands }, ...scenario.actions],
    };
    const fromNotation = await pomona('replay', apples, write('notation.json', notation), '--json');
    assert.equal(fromNotation.code, 0, fromNotation.err);
    assert.deepEqual((JSON.parse(fromNotation.out) as { final: unknown }).final, first.final);
  });

  it('refuses a save of another family, other rules or another version, saying which', async () => {
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['another family', { family: 'drafting', ruleset: 'Orchard' }, /another kind of game \(drafting, not trick-taking\)/],
      ['other rules', { ruleset: 'Pears' }, /made with other rules \("Pears", not "Apples"\)/],
      ['a newer version', { version: 3 }, /unknown version \(3\)/],
      ['an older version', { version: 1 }, /older Pomona \(version 1; this one reads version 2\)/],
      ['no format', { format: 'something-else' }, /not a Pomona game/],
    ];
    for (const [what, change, reason] of cases) {
      const { code, err, out } = await pomona('replay', apples, write(`${what}.json`, { ...savedFixture(), ...change }));
      assert.equal(code, 1, what);
      assert.match(err, reason, what);
      assert.equal(out, '', what);
    }
  });
});
