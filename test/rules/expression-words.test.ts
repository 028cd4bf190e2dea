import '../../src/families/index.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { loadBundledRuleset } from '../../src/core/rules/index.js';

describe('rules in words', () => {
  it('says every Orchard batch rule and score in English, without formula symbols', async () => {
    const loaded = await loadBundledRuleset('orchard.rules');
    assert.ok(loaded.ok && loaded.ruleset.family === 'drafting');
    for (const batch of loaded.ruleset.batches) {
      for (const rule of [batch.score, ...batch.allow]) {
        assert.match(rule.words, /^[A-Z0-9].*\.$/, `${batch.name}: ${rule.words}`);
        assert.doesNotMatch(rule.words, /[=*^]|count\(|!=|\babs\b|\[/, `${batch.name}: ${rule.words}`);
      }
    }
  });

  it('reads the Special Colour Tree as a sentence a player can follow', async () => {
    const loaded = await loadBundledRuleset('orchard.rules');
    assert.ok(loaded.ok && loaded.ruleset.family === 'drafting');
    const tree = loaded.ruleset.batches.find((b) => b.name === 'Special Colour Tree');
    assert.equal(
      tree?.score.words,
      '20 if the batch has 1 card and there are no cards in your other batches (not counting Bad Batch) where its colour equals the colour of the first card, else 0.',
    );
    assert.equal(loaded.ruleset.batches.find((b) => b.name === 'Sweet Couple')?.score.words, '7 times the number of pairs.');
  });
});
