import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { DraftingRuleset } from '../../src/families/drafting/ruleset.js';
import { compile, shipped } from './helpers.js';

/** The `elsewhereTrend` the compiler gives each allow rule, in a variant of Orchard with these extra batches. */
function trends(rules: Record<string, string>, prelude = ''): Record<string, unknown> {
  const batches = Object.entries(rules)
    .map(([name, allow]) => `batch "${name}" {\n  allow ${allow}\n  score count\n}\n`)
    .join('');
  const result = compile({ 'main.rules': `${shipped('orchard.rules')}\n${prelude}\n${batches}` });
  assert.ok(result.ok, result.diagnostics.map((d) => d.message).join('\n'));
  const ruleset = result.ruleset as DraftingRuleset;
  return Object.fromEntries(
    Object.keys(rules).map((name) => [name, ruleset.batches.find((b) => b.name === name)?.allow[0]?.reads?.elsewhereTrend]),
  );
}

describe('elsewhere trend (how a rule can change as cards are added to the other batches)', () => {
  it('follows counts elsewhere through comparisons, sums, differences, negation and and/or', () => {
    assert.deepEqual(
      trends({
        A: 'count(elsewhere) < 3',
        B: 'count(elsewhere) >= 3',
        C: '3 > count(elsewhere where colour = card.colour)',
        D: 'not (count(elsewhere) < 3)',
        E: 'count(elsewhere) + count(elsewhere where height = 1) <= card.height',
        F: 'card.height - count(elsewhere) > 0',
        G: '-count(elsewhere) < 2',
        H: 'count(elsewhere) = 0 and count < 3',
        I: 'count(elsewhere) != 0 or card.height = 1',
        J: 'all same colour',
      }),
      { A: 'down', B: 'up', C: 'down', D: 'up', E: 'down', F: 'down', G: 'up', H: 'down', I: 'up', J: undefined },
    );
  });

  it('says any when it cannot tell', () => {
    assert.deepEqual(
      trends({
        // A count against a value other than 0, or a difference that may start below 0.
        K: 'count(elsewhere) = 2',
        L: 'count(elsewhere) - 2 = 0',
        // Growing and shrinking parts together.
        M: 'count(elsewhere) < 2 and count(elsewhere where height = 1) > 0',
        // Counts inside other constructs.
        N: '(1 if count(elsewhere) > 2 else 0) = 0',
        O: 'count(cards where count(elsewhere) > 1) = 0',
        P: 'count(elsewhere) * 2 < 5',
      }),
      { K: 'any', L: 'any', M: 'any', N: 'any', O: 'any', P: 'any' },
    );
  });
});
