import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import '../../src/families/index.js';
import { familyDescriptor } from '../../src/core/registry.js';
import { loadBundledRuleset } from '../../src/core/rules/bundled.js';
import type { RulesetBase } from '../../src/core/rules/ruleset.js';

const loaded = await loadBundledRuleset('variants/apples-three-players.rules');
if (!loaded.ok) throw new Error('the shipped ruleset does not load');
const ruleset: RulesetBase = loaded.ruleset;
/** What reading `text` gives, a refusal by its English message (the key it is said by in other languages left out). */
const read = (text: string) => {
  const outcome = familyDescriptor(ruleset.family)?.positionFromText?.(ruleset, text);
  return outcome && !outcome.ok ? { ok: false, message: outcome.message } : outcome;
};

describe('a trick-taking position typed as text', () => {
  it('reads the cards won and, after a slash, the target, in any case and with commas or spaces', () => {
    assert.deepEqual(read('as ks, 10h / td'), { ok: true, position: { cards: ['AS', 'KS', '10H'], target: ['10D'] } });
  });

  it('says what a card is when a word is not one', () => {
    const outcome = read('AS KX');
    assert.equal(outcome?.ok, false);
    assert.match(outcome && !outcome.ok ? outcome.message : '', /^'KX' is not a card: write a rank/);
  });

  it('refuses a card twice, a card the variant removes, and a second target', () => {
    assert.deepEqual(read('AS AS'), { ok: false, message: 'AS appears 2 times, but the deck holds only one' });
    assert.deepEqual(read('2C'), { ok: false, message: '2C is not in the deck (the ruleset removes it)' });
    assert.deepEqual(read('AS / 2S 3S'), { ok: false, message: 'the rules set aside 1 target card, not 2' });
  });
});
