import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { trickEngine } from '../../../src/families/trick/engine/index.js';
import type { TrickState } from '../../../src/families/trick/engine/index.js';
import { loadSavedGame, replayLog, toSavedGame } from '../../../src/core/game/saved.js';
import { biddingWonBySeat0, cards, KNOWN_HANDS, knownDeal, must, ruleset } from './helpers.js';

const r = ruleset();
const setup = { players: 4, seed: 'known', options: { winning_score: 250 } };

function save(s: TrickState): Record<string, unknown> {
  return JSON.parse(JSON.stringify(toSavedGame(trickEngine, r, setup, s))) as Record<string, unknown>;
}

describe('Apples saved games, in the one saved-game format', () => {
  it('writes a game as plain JSON, reads it back and replays it to an equal state', () => {
    const s = knownDeal(r);
    biddingWonBySeat0(r, s);
    const saved = save(s);
    assert.equal(saved['version'], 2);
    assert.equal(saved['family'], 'trick-taking');
    const loaded = loadSavedGame(trickEngine, r, saved);
    assert.ok(loaded.ok);
    assert.equal(JSON.stringify(loaded.state), JSON.stringify(s));
    for (let p = 0; p < 4; p++) assert.deepEqual(trickEngine.view(loaded.state, p), trickEngine.view(s, p));
  });

  it('replays part of a log, with the events of each action', () => {
    const s = knownDeal(r);
    biddingWonBySeat0(r, s);
    const kinds: string[] = [];
    const part = replayLog(trickEngine, r, setup, trickEngine.log(s), 4, (_i, events) => kinds.push(...events.map((e) => e.kind)));
    assert.ok(part.ok);
    assert.equal(trickEngine.view(part.state, 0).bids.length, 2);
    assert.deepEqual(kinds, ['dealer-drawn', 'dealt', 'bid', 'bid']);
  });

  it('does not change the original when a copy is played on', () => {
    const s = knownDeal(r);
    const copy = trickEngine.clone(s);
    biddingWonBySeat0(r, copy);
    assert.equal(trickEngine.phase(s), 'bidding');
    assert.equal(trickEngine.log(s).length, 2);
    const applied = trickEngine.apply(s, { kind: 'pass', player: 0 });
    assert.ok(applied.ok);
    assert.deepEqual(applied.events, [{ kind: 'pass', player: 0 }]);
    assert.equal(trickEngine.view(s, 0).bids.length, 0);
    assert.equal(trickEngine.view(applied.state, 0).bids.length, 1);
    // The original, played on after its copy, keeps its own log.
    const again = trickEngine.apply(s, { kind: 'bid', player: 0, number: 1, suit: 0 });
    assert.ok(again.ok);
    assert.equal(trickEngine.log(again.state)[2]?.kind, 'bid');
    assert.equal(trickEngine.log(applied.state)[2]?.kind, 'pass');
    assert.equal(trickEngine.log(s).length, 2);
  });

  it('refuses corrupt or old saves with a reason instead of throwing', () => {
    const good = save(knownDeal(r));
    const cases: [unknown, string][] = [
      [null, 'not an object'],
      [{ ...good, format: 'other' }, 'format'],
      [{ ...good, version: 1 }, 'older'],
      [{ ...good, ruleset: 'Chess' }, 'Chess'],
      [{ ...good, family: 'drafting' }, 'drafting'],
      [{ ...good, setup: { players: 3, seed: 1, options: {} } }, '3'],
      [{ ...good, setup: { players: 4, seed: [], options: {} } }, 'seed'],
      [{ ...good, log: 'nope' }, 'log'],
      [{ ...good, log: [{ kind: 'first-dealer', dealer: 9 }] }, 'refused'],
      [
        {
          ...good,
          log: [
            { kind: 'first-dealer', dealer: 1 },
            { kind: 'deal', hands: 'ZZ' },
          ],
        },
        'malformed-action',
      ],
      [{ ...good, log: [{ type: 'first-dealer', dealer: 1 }] }, 'malformed-action'],
      [{ ...good, log: [42] }, 'action 1'],
    ];
    for (const [json, needle] of cases) {
      const loaded = loadSavedGame(trickEngine, r, json);
      assert.ok(!loaded.ok, JSON.stringify(json));
      assert.ok(loaded.reason.includes(needle), `${loaded.reason} should mention ${needle}`);
    }
  });
});

describe('Apples states as JSON', () => {
  it('serialise the whole position, so two states differ in JSON when they differ in play', () => {
    const s = knownDeal(r);
    const json = JSON.parse(JSON.stringify(s)) as Record<string, unknown>;
    assert.equal(json['players'], 4);
    assert.equal((json['log'] as unknown[]).length, 2);
    // The hidden cards are in it: the same deal with two cards changed between seats 1 and 2 looks the same to seat 0, not in JSON.
    const swapped = KNOWN_HANDS.map((h) => cards(r, h));
    const [one, two] = [swapped[1]!, swapped[2]!];
    [one[0], two[0]] = [two[0]!, one[0]!];
    const other = trickEngine.create(r, { players: 4, seed: 'known' });
    assert.ok(other.ok);
    must(other.state, { kind: 'first-dealer', dealer: 3 });
    must(other.state, { kind: 'deal', hands: swapped });
    assert.deepEqual(trickEngine.view(other.state, 0), trickEngine.view(s, 0));
    assert.notEqual(JSON.stringify(other.state), JSON.stringify(s));
    const copy = trickEngine.clone(s);
    assert.equal(JSON.stringify(copy), JSON.stringify(s));
    biddingWonBySeat0(r, copy);
    assert.notEqual(JSON.stringify(copy), JSON.stringify(s));
  });
});
