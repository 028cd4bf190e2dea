import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { compileTrick } from '../../src/families/trick/compile.js';
import { loadRulesetWith } from '../../src/core/rules/load-with.js';

const read = (path: string): string | undefined => {
  try {
    return readFileSync(new URL(`../../rulesets/${path}`, import.meta.url), 'utf8');
  } catch {
    return undefined;
  }
};

describe('a loader given one family compiler and the other families by name (as a one-game embed has)', () => {
  it('compiles rulesets of that family', () => {
    const loaded = loadRulesetWith({ 'trick-taking': compileTrick }, 'apples-500.rules', read);
    assert.ok(loaded.ok);
    assert.equal(loaded.ruleset.name, 'Apples to 500');
  });

  it('says a ruleset of another family is the wrong game, at its family line', () => {
    const loaded = loadRulesetWith({ 'trick-taking': compileTrick, drafting: null, judging: null }, 'orchard.rules', read);
    assert.equal(loaded.ok, false);
    const wrong = loaded.diagnostics.filter((d) => d.code === 'wrong-family');
    assert.equal(wrong.length, 1);
    const familyLine = (read('orchard.rules') as string).split('\n').findIndex((line) => /^family\b/.test(line)) + 1;
    assert.deepEqual(
      { file: wrong[0]?.file, line: wrong[0]?.line, message: wrong[0]?.message },
      { file: 'orchard.rules', line: familyLine, message: '"Orchard" is a drafting game, not a trick-taking game' },
    );
  });
});

describe('a loader that knows no family but its own', () => {
  it('calls another family unknown and lists the one it knows', () => {
    const loaded = loadRulesetWith({ 'trick-taking': compileTrick }, 'orchard.rules', read);
    assert.equal(loaded.ok, false);
    const unknown = loaded.diagnostics.filter((d) => d.code === 'unknown-name');
    assert.equal(unknown.length, 1);
    assert.match(unknown[0]?.message ?? '', /unknown family 'drafting'.*\(families: trick-taking\)/);
  });
});
