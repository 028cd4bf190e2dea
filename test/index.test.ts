import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as pomona from '../src/index.js';
import { registeredFamilies as registeredNow } from '../src/core/registry.js';

const entryText = readFileSync(new URL('../src/index.ts', import.meta.url), 'utf8');

describe("the public API ('pomona')", () => {
  it('registers no family on import, only when a function that needs one is called', () => {
    // Read before anything below calls the API (this file's tests run in order, in their own process).
    assert.equal(registeredNow().length, 0);
    assert.ok(pomona.bundledRulesetNames().includes('apples.rules'));
    assert.equal(registeredNow().length, 0, 'listing the shipped names needs no family');
    assert.equal(pomona.registeredFamilies().length, 3);
  });

  it('is the small surface docs/node.md describes, and nothing else', () => {
    assert.deepEqual(Object.keys(pomona).sort(), [
      'Random',
      'botNames',
      'bundledRulesetNames',
      'createBot',
      'familyDescriptor',
      'formatDiagnostic',
      'gameEngine',
      'loadBundledRuleset',
      'loadRulesetFile',
      'loadRulesetFromSources',
      'loadSavedGame',
      'registerFamily',
      'registeredFamilies',
      'replayLog',
      'saveGame',
      'simulateGames',
    ]);
  });

  it('documents every name it exports with a doc comment', () => {
    const declared = [...entryText.matchAll(/^export (?:function|const|interface|type) (\w+)/gm)];
    assert.ok(declared.length > 10);
    for (const match of declared) {
      const before = entryText.slice(0, match.index).trimEnd();
      assert.ok(before.endsWith('*/'), `${match[1]} has no doc comment`);
    }
    for (const name of Object.keys(pomona)) {
      const local = new RegExp(`export (?:function|const) ${name}\\b`).test(entryText);
      const reexported = new RegExp(`export \\{[^}]*\\b${name}\\b[^}]*\\} from`).test(entryText);
      assert.ok(local || reexported, `${name} is exported without being named in src/index.ts`);
    }
  });

  it('plays every shipped ruleset with its named computer players, through the engine of its family', async () => {
    for (const name of pomona.bundledRulesetNames()) {
      const loaded = await pomona.loadBundledRuleset(name);
      assert.ok(loaded.ok, name);
      const { ruleset } = loaded;
      const names = pomona.botNames(ruleset).map((b) => b.name);
      assert.ok(names.includes('random'), `${name}: no random player`);
      const engine = pomona.gameEngine(ruleset);
      const created = engine.create(ruleset, { players: ruleset.players.min, seed: name });
      assert.ok(created.ok, name);
      const bots = Array.from({ length: ruleset.players.min }, (_, seat) => pomona.createBot(ruleset, 'random', { seed: seat }));
      let state = created.state;
      for (let toAct = engine.toAct(state); toAct.kind !== 'over'; toAct = engine.toAct(state)) {
        const seat = toAct.kind === 'players' ? toAct.players[0]! : -1;
        const action =
          seat < 0 ? engine.chanceAction(state) : bots[seat]!.decide(engine.view(state, seat), engine.legalActions(state, seat));
        const applied = engine.apply(state, action);
        assert.ok(applied.ok, name);
        state = applied.state;
      }
      assert.equal(engine.explain(state).length, ruleset.players.min, name);
      const loadedBack = pomona.loadSavedGame(
        ruleset,
        JSON.parse(JSON.stringify(pomona.saveGame(ruleset, { players: ruleset.players.min, seed: name }, state))),
      );
      assert.ok(loadedBack.ok, name);
      assert.deepEqual(engine.result(loadedBack.state), engine.result(state), name);
    }
  });

  it('refuses a computer player its family does not offer, naming the ones it does', async () => {
    const loaded = await pomona.loadBundledRuleset('apples.rules');
    assert.ok(loaded.ok);
    assert.throws(() => pomona.createBot(loaded.ruleset, 'psychic'), /Apples has no computer player 'psychic' \(random, rules/);
  });

  it('reports a broken ruleset as diagnostics that format as FILE:LINE:COL', () => {
    const loaded = pomona.loadRulesetFromSources('mine.rules', (path) =>
      path === 'mine.rules' ? 'game "Mine"\nfamily trick-taking\nsuits spade\n' : undefined,
    );
    assert.equal(loaded.ok, false);
    if (loaded.ok) return;
    assert.match(pomona.formatDiagnostic(loaded.diagnostics[0]!), /^mine\.rules:3:1: error: /);
  });

  it('loads a house variant anywhere on disk: a file it names that is not there is the shipped file of that name', () => {
    const folder = mkdtempSync(join(tmpdir(), 'pomona-house-'));
    try {
      mkdirSync(join(folder, 'house'));
      writeFileSync(join(folder, 'house/quick.rules'), 'game "Quick Apples"\nextends "apples.rules"\n');
      writeFileSync(
        join(folder, 'house/party.rules'),
        'game "Party"\nextends "apples-to-apples.rules"\ndeck red from "decks/red.cards", "decks/mine.cards"\n',
      );
      mkdirSync(join(folder, 'house/decks'));
      writeFileSync(join(folder, 'house/decks/mine.cards'), 'kind red\nA Tin Robot | Beeps. | machine\n');
      const quick = pomona.loadRulesetFile(join(folder, 'house/quick.rules'));
      assert.equal(quick.ok, true, quick.ok ? '' : quick.diagnostics.map((d) => pomona.formatDiagnostic(d)).join('\n'));
      const party = pomona.loadRulesetFile(join(folder, 'house/party.rules'));
      assert.equal(party.ok, true, party.ok ? '' : party.diagnostics.map((d) => pomona.formatDiagnostic(d)).join('\n'));
      // Outside the entry's folder nothing is shipped: '../apples.rules' is a missing file.
      writeFileSync(join(folder, 'house/up.rules'), 'game "Up"\nextends "../apples.rules"\n');
      const up = pomona.loadRulesetFile(join(folder, 'house/up.rules'));
      assert.equal(up.ok, false);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
