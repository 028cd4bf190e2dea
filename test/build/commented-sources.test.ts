/**
 * The studio's shipped rules "as written" are the files in rulesets/, comments and all: the package
 * keeps only each line's comment and puts it back on the bundled text, so this checks the result
 * against the files themselves, byte for byte.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { bundledSources } from '../../src/core/rules/generated/bundled-sources.js';
import { commentedSources } from '../../src/core/rules/generated/commented-sources.js';

describe('the shipped rules as written', () => {
  it('are every bundled ruleset, each exactly its file in rulesets/', () => {
    assert.deepEqual(Object.keys(commentedSources).sort(), Object.keys(bundledSources).sort());
    for (const [name, text] of Object.entries(commentedSources)) {
      assert.equal(text, readFileSync(new URL(`../../rulesets/${name}`, import.meta.url), 'utf8'), name);
    }
  });

  it('keep only the comments beside the bundled texts', () => {
    const module = readFileSync(new URL('../../src/core/rules/generated/commented-sources.js', import.meta.url), 'utf8');
    assert.ok(module.length < Object.values(commentedSources).join('').length / 2, `${module.length} characters`);
  });
});
