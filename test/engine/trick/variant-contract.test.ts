/**
 * The new Apples variants keep the engine's contract: every legal action is accepted, malformed
 * and illegal ones are refused without a change, sampleWorld agrees with the view, and replaying
 * the log gives the same game. Two hands each, at every player count the variant allows.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Random } from '../../../src/core/cards/random.js';
import { trickEngine } from '../../../src/families/trick/engine/index.js';
import type { TrickAction } from '../../../src/families/trick/engine/index.js';
import { ruleset } from './helpers.js';

const VARIANTS = ['apples-misere', 'apples-must-trump', 'apples-three-players', 'apples-five-players'];

for (const name of VARIANTS) {
  describe(`rulesets/variants/${name}.rules keeps the engine contract`, () => {
    const r = ruleset(`variants/${name}.rules`);
    for (let players = r.players.min; players <= r.players.max; players++) {
      it(`with ${players} players`, () => {
        const seed = `${name}/${players}`;
        const created = trickEngine.create(r, { players, seed });
        assert.ok(created.ok);
        const s = created.state;
        const rng = Random.from(seed, 11);
        let step = 0;
        while (trickEngine.toAct(s).kind !== 'over' && trickEngine.view(s, 0).handsDealt <= 2) {
          const toAct = trickEngine.toAct(s);
          if (toAct.kind !== 'players') {
            assert.equal(trickEngine.applyInPlace(s, trickEngine.chanceAction(s)), null);
            continue;
          }
          const seat = rng.pick(toAct.players);
          const legal = trickEngine.legalActions(s, seat);
          assert.ok(legal.length > 0);
          for (const a of legal) assert.ok(trickEngine.apply(s, a).ok, `legal ${JSON.stringify(a)} refused`);
          const before = JSON.stringify(s);
          const legalKeys = new Set(legal.map((a) => JSON.stringify(a)));
          // Every card of the deck played now by this seat: refused unless it is legal.
          for (let card = 0; card < r.deck.ranks.length * r.deck.suits.length; card++) {
            const a = { kind: 'play', player: seat, card } as TrickAction;
            if (legalKeys.has(JSON.stringify(a))) continue;
            assert.ok(!trickEngine.apply(s, a).ok);
          }
          assert.notEqual(trickEngine.applyInPlace(s, { kind: 'play', player: seat, card: 9999 } as TrickAction), null);
          assert.equal(JSON.stringify(s), before, 'refused actions change nothing');
          if (step++ % 7 === 0) {
            const viewer = rng.below(players);
            const view = trickEngine.view(s, viewer);
            const world = trickEngine.sampleWorld(r, view, rng);
            assert.deepEqual(trickEngine.view(world, viewer), view);
            const who = trickEngine.toAct(world);
            if (who.kind === 'players')
              for (const p of who.players) for (const a of trickEngine.legalActions(world, p)) assert.ok(trickEngine.apply(world, a).ok);
          }
          assert.equal(trickEngine.applyInPlace(s, rng.pick(legal)), null);
        }
        const finished = trickEngine.view(s, 0).handScores.length;
        assert.ok(step > 40 && finished >= 1, `only ${step} decisions, ${finished} hands finished`);
        // Replay: the log alone gives the same game.
        const again = trickEngine.create(r, { players, seed });
        assert.ok(again.ok);
        for (const a of trickEngine.log(s)) assert.equal(trickEngine.applyInPlace(again.state, a), null);
        assert.equal(JSON.stringify(again.state), JSON.stringify(s));
      });
    }
  });
}
