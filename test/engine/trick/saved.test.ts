import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { loadGame, saveGame, trickEngine } from '../../../src/engine/trick/index.js';
import { biddingWonBySeat0, knownDeal, ruleset } from './helpers.js';

const r = ruleset();

describe('Apples saved games', () => {
  it('saves a game as plain JSON and loads it back to the same position', () => {
    const s = knownDeal(r);
    biddingWonBySeat0(r, s);
    const text = JSON.stringify(saveGame(s));
    const loaded = loadGame(r, JSON.parse(text));
    assert.ok(loaded.ok);
    for (let p = 0; p < 4; p++) assert.deepEqual(trickEngine.view(loaded.state, p), trickEngine.view(s, p));
  });

  it('does not change the original when a copy is played on', () => {
    const s = knownDeal(r);
    const copy = trickEngine.clone(s);
    biddingWonBySeat0(r, copy);
    assert.equal(trickEngine.phase(s), 'bidding');
    assert.equal(trickEngine.log(s).length, 2);
    const applied = trickEngine.apply(s, { type: 'pass', player: 0 });
    assert.ok(applied.ok);
    assert.equal(trickEngine.view(s, 0).bids.length, 0);
    assert.equal(trickEngine.view(applied.state, 0).bids.length, 1);
  });

  it('refuses corrupt saved games with a clear message instead of throwing', () => {
    const good = JSON.parse(JSON.stringify(saveGame(knownDeal(r)))) as Record<string, unknown>;
    const cases: [unknown, string][] = [
      [null, 'JSON object'],
      [{ ...good, format: 'other' }, 'format'],
      [{ ...good, version: 2 }, 'version'],
      [{ ...good, ruleset: 'Chess' }, 'Chess'],
      [{ ...good, family: 'drafting' }, 'drafting'],
      [{ ...good, setup: { players: 3, seed: 1, options: {} } }, 'players'],
      [{ ...good, setup: { players: 4, seed: [], options: {} } }, 'seed'],
      [{ ...good, log: 'nope' }, 'log'],
      [{ ...good, log: [{ type: 'first-dealer', dealer: 9 }] }, 'refused'],
      [{ ...good, log: [{ type: 'play', player: 0, card: 'ZZ' }] }, 'ZZ'],
      [{ ...good, log: [42] }, 'action 1'],
    ];
    for (const [json, needle] of cases) {
      const loaded = loadGame(r, json);
      assert.ok(!loaded.ok, JSON.stringify(json));
      assert.ok(loaded.message.includes(needle), `${loaded.message} should mention ${needle}`);
    }
  });
});

describe('Apples states as JSON', () => {
  it('stringifies a state as its saved game', () => {
    const s = knownDeal(r);
    assert.deepEqual(JSON.parse(JSON.stringify(s)), JSON.parse(JSON.stringify(saveGame(s))));
    assert.equal((JSON.parse(JSON.stringify(s)) as { format: string }).format, 'pomona-game');
  });
});
