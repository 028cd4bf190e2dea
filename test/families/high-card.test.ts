/**
 * A family of one's own: "high card", defined entirely under test/families/high-card/, plugs in
 * through the public registration API and is then compiled, played, simulated and replayed by the
 * same code as the shipped families, which name it nowhere.
 */
import './high-card/index.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/main.js';
import { familyDescriptor, registerFamily, registeredFamilies } from '../../src/core/registry.js';
import { loadSavedGame, replayLog, toSavedGame } from '../../src/core/game/saved.js';
import { loadRulesetFile } from '../../src/core/rules/node-host.js';
import { resolveOptions } from '../../src/core/rules/options.js';
import { highCardDescriptor, highCardRules } from './high-card/index.js';

/** Run the CLI in this process, capturing what it prints. */
async function pomona(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await main(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), cwd: process.cwd() });
  return { code, stdout, stderr };
}

describe('a family registered from outside the package', () => {
  it('is known to the registry beside the shipped families', () => {
    assert.equal(familyDescriptor('high-card'), highCardDescriptor);
    assert.ok(registeredFamilies().length >= 4);
    assert.doesNotThrow(() => registerFamily(highCardDescriptor), 'registering the same descriptor again is harmless');
    assert.throws(() => registerFamily({ ...highCardDescriptor }), /registered already/);
  });

  it('compiles from its .rules file through the generic loader', () => {
    const loaded = loadRulesetFile(highCardRules);
    assert.ok(loaded.ok, JSON.stringify(loaded.diagnostics));
    assert.equal(loaded.ruleset.family, 'high-card');
    assert.equal(loaded.ruleset.name, 'High Card');
    assert.deepEqual(loaded.ruleset.players, { min: 2, max: 5 });
  });

  it('refuses a statement of another family at its line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'high-card-'));
    const file = join(dir, 'broken.rules');
    writeFileSync(file, `extends "${highCardRules}"\ngame "High Card with bids"\nbidding { numbers 1..3 }\n`);
    const loaded = loadRulesetFile(file);
    assert.equal(loaded.ok, false);
    assert.ok(
      loaded.diagnostics.some((d) => d.file === file && d.line === 3 && d.severity === 'error'),
      JSON.stringify(loaded.diagnostics),
    );
  });

  it('plays whole games through pomona simulate, every round won by someone', async () => {
    const { code, stdout, stderr } = await pomona('simulate', highCardRules, '--games', '200', '--seats', 'rules,random,random', '--json');
    assert.equal(code, 0, stderr);
    const report = JSON.parse(stdout) as { family: string; games: number; wins: Record<string, number>; hands: number };
    assert.equal(report.family, 'high-card');
    assert.equal(report.games, 200);
    const wins = Object.values(report.wins).reduce((a, b) => a + b, 0);
    assert.ok(Math.abs(wins - 200) < 1e-9, `the wins add up to the games (${wins})`);
    assert.ok((report.wins['rules'] ?? 0) > (report.wins['random'] ?? 0) / 2, 'the rule-based player beats each random one');
  });

  it('lists its players in the CLI and refuses one it does not have', async () => {
    const { code, stderr } = await pomona('simulate', highCardRules, '--games', '1', '--seats', 'rules,search');
    assert.equal(code, 1);
    assert.match(stderr, /unknown player type 'search' \(random, rules\)/);
  });

  it('saves and replays a game exactly through the one saved-game format', () => {
    const loaded = loadRulesetFile(highCardRules);
    assert.ok(loaded.ok);
    assert.equal(loaded.ruleset.family, 'high-card');
    const ruleset = loaded.ruleset;
    const engine = highCardDescriptor.engine;
    const options = resolveOptions(ruleset, { hand_size: 4 });
    assert.ok(options.ok);
    const setup = { players: 3, seed: 'replay', options: options.options };
    const created = engine.create(ruleset, setup);
    assert.ok(created.ok);
    const state = created.state;
    const bot = highCardDescriptor.bots['rules']!.create(ruleset, 1);
    for (let toAct = engine.toAct(state); toAct.kind !== 'over'; toAct = engine.toAct(state)) {
      const seat = toAct.kind === 'players' ? (toAct.players[0] as number) : -1;
      const action = seat < 0 ? engine.chanceAction(state) : bot.decide(engine.view(state, seat), engine.legalActions(state, seat));
      assert.equal(engine.applyInPlace(state, action), null);
    }
    const saved = JSON.parse(JSON.stringify(toSavedGame(engine, ruleset, setup, state))) as unknown;
    const back = loadSavedGame(engine, ruleset, saved);
    assert.ok(back.ok, back.ok ? '' : back.reason);
    assert.deepEqual(JSON.stringify(back.state), JSON.stringify(state));
    const replayed = replayLog(engine, ruleset, setup, engine.log(state));
    assert.ok(replayed.ok);
    assert.deepEqual(engine.result(replayed.state), engine.result(state));
    assert.equal(
      engine.result(state)?.scores.reduce((a, b) => a + b, 0),
      4,
      'four rounds, each won once',
    );
  });
});
