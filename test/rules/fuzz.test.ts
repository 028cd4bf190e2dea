import '../../src/families/index.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { formatDiagnostic, loadRulesetFromSources } from '../../src/core/rules/index.js';
import { shipped } from './helpers.js';

const TOKENS = [
  '{',
  '}',
  '(',
  ')',
  '[',
  ']',
  '|',
  ':',
  ',',
  '..',
  '=',
  '<=',
  '^',
  '-',
  '"',
  '#',
  '\n',
  'if',
  'else',
  'and',
  'not',
  'each pair:',
  'count',
  'extends "main.rules"',
  'score',
  'batch "X" {',
  '999999999',
  '0',
  '-1',
  'red',
  'spades',
  'height',
  'deck',
  'players 0..1000',
  'option o "d": yes or no, default no',
];

const files: Record<string, string> = {};
for (const name of ['apples.rules', 'orchard.rules', 'apples-to-apples.rules', 'decks/green.cards', 'decks/tags.txt'])
  files[name] = shipped(name);
// A smaller red deck keeps each run fast; the ruleset still needs enough cards for 10 hands.
files['decks/red.cards'] = shipped('decks/red.cards').split('\n').slice(0, 120).join('\n');

type Mutation = { at: number; kind: 'delete' | 'insert' | 'duplicate-line' | 'delete-line'; length: number; token: string };

function mutate(text: string, m: Mutation): string {
  const at = m.at % Math.max(1, text.length);
  switch (m.kind) {
    case 'delete':
      return text.slice(0, at) + text.slice(at + m.length);
    case 'insert':
      return `${text.slice(0, at)} ${m.token} ${text.slice(at)}`;
    case 'duplicate-line': {
      const lines = text.split('\n');
      const i = at % lines.length;
      lines.splice(i, 0, lines[i] as string);
      return lines.join('\n');
    }
    case 'delete-line': {
      const lines = text.split('\n');
      lines.splice(at % lines.length, 1);
      return lines.join('\n');
    }
  }
}

const mutation = fc.record({
  at: fc.nat(20000),
  kind: fc.constantFrom<Mutation['kind']>('delete', 'insert', 'duplicate-line', 'delete-line'),
  length: fc.integer({ min: 1, max: 12 }),
  token: fc.constantFrom(...TOKENS),
});

describe('check on mutated rulesets', () => {
  it('always answers with a ruleset or located errors, and never throws', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('apples.rules', 'orchard.rules', 'apples-to-apples.rules'),
        fc.array(mutation, { minLength: 1, maxLength: 4 }),
        (entry, mutations) => {
          const text = mutations.reduce(mutate, files[entry] as string);
          const sources: Record<string, string> = { ...files, 'main.rules': text };
          const result = loadRulesetFromSources('main.rules', (path) => sources[path]);
          if (!result.ok)
            assert.ok(
              result.diagnostics.some((d) => d.severity === 'error'),
              'a refusal says why',
            );
          for (const d of result.diagnostics) {
            assert.ok(d.line >= 1 && d.column >= 1 && d.message.length > 0, `bad diagnostic ${JSON.stringify(d)}`);
            assert.ok(!/undefined|NaN|\[object/.test(d.message), `message leaks internals: ${d.message}`);
            formatDiagnostic(d, sources[d.file]);
          }
        },
      ),
      { numRuns: 2500, seed: 20261130 },
    );
  });
});
