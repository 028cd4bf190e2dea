/**
 * The IS-MCTS player's modelled worlds (src/families/trick/bots/belief.ts): the rule-based model reads
 * the other seats' bids exactly while the bidding and the pile are under way; the worlds it makes
 * still show the searching player exactly its own view (nothing it saw is moved, no seat holds a
 * suit it showed it lacks); and they agree with the bids better than `sampleWorld`'s plain ones.
 */
import '../../../src/families/index.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { createRulesBot } from '../../../src/families/trick/bots/index.js';
import { bidMisfits, modelledSampler } from '../../../src/families/trick/bots/belief.js';
import { Random } from '../../../src/core/cards/random.js';
import { trickEngine, type TrickState } from '../../../src/families/trick/engine/index.js';
import { loadRulesetFile } from '../../../src/core/rules/index.js';
import type { TrickRuleset } from '../../../src/families/trick/ruleset.js';

function load(path: string): TrickRuleset {
  const loaded = loadRulesetFile(fileURLToPath(new URL(`../../../${path}`, import.meta.url)));
  if (!loaded.ok || loaded.ruleset.family !== 'trick-taking') throw new Error(`${path} does not load`);
  return loaded.ruleset;
}

/** Every position of one hand of rule-based players, with the seat to act. */
function positions(ruleset: TrickRuleset, seed: string, visit: (state: TrickState, seat: number) => void): void {
  const bot = createRulesBot(ruleset);
  const created = trickEngine.create(ruleset, { players: ruleset.players.min, seed });
  if (!created.ok) throw new Error(created.error.message);
  const state = created.state;
  while (state.finished.length === 0) {
    const toAct = trickEngine.toAct(state);
    if (toAct.kind === 'over') break;
    if (toAct.kind === 'chance') {
      trickEngine.applyInPlace(state, trickEngine.chanceAction(state));
      continue;
    }
    const seat = toAct.players[0] as number;
    visit(state, seat);
    assert.equal(trickEngine.applyInPlace(state, bot.decide(trickEngine.view(state, seat), trickEngine.legalActions(state, seat))), null);
  }
}

describe('modelled worlds of the IS-MCTS player', () => {
  const apples = load('rulesets/apples.rules');

  it('reads the bids of rule-based players exactly before the pile is dealt back', () => {
    let read = 0;
    for (let g = 0; g < 12; g++) {
      positions(apples, `belief-${g}`, (state, seat) => {
        const view = trickEngine.view(state, seat);
        if (view.phase !== 'bidding' && view.phase !== 'pile') return;
        for (let p = 0; p < state.t.players; p++) {
          if (p === seat) continue;
          assert.equal(bidMisfits(apples, view, state, p), 0, `seat ${p}'s bids as seat ${seat} reads them in game ${g}`);
          read++;
        }
      });
    }
    assert.ok(read > 100);
  });

  for (const path of [
    'rulesets/apples.rules',
    'rulesets/variants/apples-must-trump.rules',
    'rulesets/variants/apples-no-trumps.rules',
    'rulesets/variants/apples-partnerships.rules',
  ]) {
    it(`shows the searching player its own view in every world (${path})`, () => {
      const ruleset = load(path);
      const sample = modelledSampler(trickEngine.sampleWorld, 60);
      const rng = new Random([1, 2, 3, 4]);
      let worlds = 0;
      for (let g = 0; g < 3; g++) {
        positions(ruleset, `belief-view-${g}`, (state, seat) => {
          const view = trickEngine.view(state, seat);
          for (let k = 0; k < 3; k++) {
            const world = sample(ruleset, view, rng);
            assert.deepEqual(trickEngine.view(world, seat), view);
            // No seat holds a suit it failed to follow this hand.
            const t = world.t;
            for (const trick of [...view.tricks, view.trick]) {
              const led = t.suitOf[trick.cards[0] ?? 0] as number;
              trick.cards.forEach((c, i) => {
                const p = (trick.leader + i) % t.players;
                if (t.suitOf[c] === led || p === seat) return;
                for (let h = 0; h < (world.handLen[p] as number); h++)
                  assert.notEqual(t.suitOf[world.hands[p * t.cap + h] as number], led, `seat ${p} showed it has no cards of suit ${led}`);
              });
            }
            // The world plays on: every seat to act has what the rules let it play, and the engine
            // takes every card it lists, to the end of the hand.
            const toAct = trickEngine.toAct(world);
            if (toAct.kind === 'players') for (const p of toAct.players) assert.ok(trickEngine.legalActions(world, p).length > 0);
            for (
              let next = trickEngine.toAct(world);
              next.kind !== 'over' && world.finished.length === state.finished.length;
              next = trickEngine.toAct(world)
            ) {
              const action =
                next.kind === 'chance'
                  ? trickEngine.chanceAction(world)
                  : rng.pick(trickEngine.legalActions(world, rng.pick(next.players)));
              assert.equal(trickEngine.applyInPlace(world, action), null, `${JSON.stringify(action)} in a world of game ${g}`);
            }
            worlds++;
          }
        });
      }
      assert.ok(worlds > 100);
    });
  }

  it('agrees with the bids more often than plain sampled worlds', () => {
    const sample = modelledSampler(trickEngine.sampleWorld, 60);
    const rng = new Random([5, 6, 7, 8]);
    let plain = 0;
    let modelled = 0;
    for (let g = 0; g < 8; g++) {
      positions(apples, `belief-fit-${g}`, (state, seat) => {
        const view = trickEngine.view(state, seat);
        if (view.phase !== 'tricks' || view.tricks.length !== 1) return;
        for (let k = 0; k < 10; k++) {
          const a = trickEngine.sampleWorld(apples, view, rng);
          const b = sample(apples, view, rng);
          for (let p = 0; p < state.t.players; p++) {
            if (p === seat) continue;
            plain += bidMisfits(apples, view, a, p);
            modelled += bidMisfits(apples, view, b, p);
          }
        }
      });
    }
    assert.ok(modelled < plain / 2, `modelled worlds: ${modelled} bids that would not have been made, plain: ${plain}`);
  });
});
