import '../../src/families/index.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { bundledRulesetInfo, bundledRulesetNames, isBundled, loadBundledRuleset, readBundled } from '../../src/core/rules/bundled.js';
import { parseRules } from '../../src/core/rules/parse.js';

const onDisk = (path: string): string => readFileSync(new URL(`../../rulesets/${path}`, import.meta.url), 'utf8');
/** A parse result as lines and columns: character offsets shrink where comments were dropped. */
const positions = (result: unknown): unknown =>
  JSON.parse(JSON.stringify(result, (key, value: unknown) => (key === 'offset' ? undefined : value)));

describe('the rulesets bundled with the embed', () => {
  it('are every shipped .rules file, parsing to the same statements at the same lines and columns as on disk', async () => {
    const shipped = [
      ...readdirSync(new URL('../../rulesets/', import.meta.url)).filter((f) => f.endsWith('.rules')),
      ...readdirSync(new URL('../../rulesets/variants/', import.meta.url))
        .filter((f) => f.endsWith('.rules'))
        .map((f) => `variants/${f}`),
    ].sort();
    assert.deepEqual(bundledRulesetNames(), shipped);
    for (const file of shipped) {
      const bundled = await readBundled(file);
      assert.ok(bundled !== undefined && !bundled.includes('#'), `${file} is bundled without its comments`);
      assert.deepEqual(positions(parseRules(bundled, file)), positions(parseRules(onDisk(file), file)), file);
    }
  });

  it('carry the deck files unchanged, read on first use', async () => {
    for (const deck of ['decks/red.cards', 'decks/green.cards', 'decks/science-red.cards', 'decks/tags.txt']) {
      assert.ok(isBundled(deck), deck);
      assert.equal(await readBundled(deck), onDisk(deck));
    }
    assert.equal(isBundled('decks/nope.cards'), false);
    assert.equal(await readBundled('decks/nope.cards'), undefined);
  });

  it('name each ruleset and its family without compiling it, following extends', () => {
    assert.deepEqual(bundledRulesetInfo('apples-500.rules'), { file: 'apples-500.rules', name: 'Apples to 500', family: 'trick-taking' });
    assert.deepEqual(bundledRulesetInfo('apples-to-apples-science.rules'), {
      file: 'apples-to-apples-science.rules',
      name: 'Apples to Apples (science class)',
      family: 'judging',
    });
    assert.equal(bundledRulesetInfo('missing.rules'), null);
  });

  it('load and compile, decks included', async () => {
    for (const file of bundledRulesetNames()) {
      const loaded = await loadBundledRuleset(file);
      assert.ok(loaded.ok, `${file}: ${JSON.stringify(loaded.diagnostics)}`);
      assert.equal(loaded.ruleset.name, bundledRulesetInfo(file)?.name);
    }
  });
});
