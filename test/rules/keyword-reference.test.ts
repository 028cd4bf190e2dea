import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { STATEMENT_KEYWORDS } from '../../src/core/rules/parse.js';
import { keywordReference } from '../../src/core/rules/generated/keyword-reference.js';
import { keywordEntries } from '../../scripts/keyword-reference.mjs';

const docs = readFileSync(new URL('../../docs/rules-language.md', import.meta.url), 'utf8');

test('every statement keyword of the grammar has an entry in docs/rules-language.md', () => {
  const words = new Set(keywordReference.map((e) => e.word));
  const missing = STATEMENT_KEYWORDS.filter((k) => !words.has(k));
  assert.deepEqual(missing, [], `statement keywords without a reference section: ${missing.join(', ')}`);
});

test('the generated reference is the reference as the docs say it now (run npm run grammar after editing the docs)', () => {
  assert.deepEqual(keywordReference, keywordEntries(docs));
});

test('each entry has a one-line summary taken from the docs', () => {
  const batch = keywordReference.find((e) => e.word === 'batch');
  assert.ok(batch);
  assert.ok(docs.includes('A batch is a place in each player'));
  assert.match(batch.summary, /^A batch is a place in each player's orchard where cards go/);
  for (const e of keywordReference) assert.ok(e.summary.length > 0 && !e.summary.includes('`'), `${e.word}: ${e.summary}`);
});
