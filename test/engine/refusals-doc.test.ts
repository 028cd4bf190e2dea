/** docs/refusals.md lists every refusal code, shared and per family, with the meaning the code gives it. */
import '../../src/families/index.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { registeredFamilies } from '../../src/core/registry.js';
import { SHARED_REFUSALS } from '../../src/core/game/refusals.js';

const doc = readFileSync(new URL('../../docs/refusals.md', import.meta.url), 'utf8');
const documented = new Map([...doc.matchAll(/^\| `([a-z-]+)` \| (.+) \|$/gm)].map((m) => [m[1] as string, m[2] as string]));

describe('docs/refusals.md', () => {
  const tables: [string, Readonly<Record<string, string>>][] = [
    ['shared', SHARED_REFUSALS],
    ...registeredFamilies().map((entry) => [entry.family, entry.refusals] as [string, Readonly<Record<string, string>>]),
  ];
  for (const [name, table] of tables) {
    it(`documents every ${name} refusal code with its meaning`, () => {
      for (const [code, meaning] of Object.entries(table)) assert.equal(documented.get(code), meaning, `${code} in docs/refusals.md`);
    });
  }
  it('documents no code that no engine gives', () => {
    const known = new Set(tables.flatMap(([, table]) => Object.keys(table)));
    for (const code of documented.keys()) assert.ok(known.has(code), `${code} is documented but no table has it`);
  });
  it('has no family code that repeats a shared one', () => {
    for (const [, table] of tables.slice(1)) for (const code of Object.keys(table)) assert.ok(!(code in SHARED_REFUSALS), code);
  });
});
