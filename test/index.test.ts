import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as pomona from '../src/index.js';

describe("the public API ('pomona')", () => {
  it('reaches every registered family from a loaded ruleset, with its engine and a random player', async () => {
    for (const name of pomona.bundledRulesetNames()) {
      const loaded = await pomona.loadBundledRuleset(name);
      assert.ok(loaded.ok, name);
      const entry = pomona.familyDescriptor(loaded.ruleset.family);
      assert.ok(entry, `${name}: no registered family ${loaded.ruleset.family}`);
      assert.equal(entry.engine.family, loaded.ruleset.family);
      assert.ok(entry.bots['random'], `${name}: its family offers no random player`);
    }
  });

  it('names each family’s engine directly, in its namespace and in the registry alike', () => {
    assert.equal(pomona.trickEngine, pomona.trick.trickEngine);
    assert.equal(pomona.draftingEngine, pomona.drafting.draftingEngine);
    assert.equal(pomona.judgingEngine, pomona.judging.judgingEngine);
    assert.equal(pomona.familyDescriptor('trick-taking')?.engine, pomona.trickEngine);
    assert.equal(pomona.familyDescriptor('drafting')?.engine, pomona.draftingEngine);
    assert.equal(pomona.familyDescriptor('judging')?.engine, pomona.judgingEngine);
  });

  it('reports a broken ruleset as diagnostics that format as FILE:LINE:COL', () => {
    const loaded = pomona.loadRulesetFromSources('mine.rules', (path) =>
      path === 'mine.rules' ? 'game "Mine"\nfamily trick-taking\nsuits spade\n' : undefined,
    );
    assert.equal(loaded.ok, false);
    if (loaded.ok) return;
    assert.match(pomona.formatDiagnostic(loaded.diagnostics[0]!), /^mine\.rules:3:1: error: /);
  });
});
