import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { draftingEngine as engine } from '../../../src/families/drafting/engine/engine.js';
import type { Bot } from '../../../src/core/game/game.js';
import type { DraftingAction, DraftingView } from '../../../src/families/drafting/engine/types.js';
import { createGreedyDraftBot } from '../../../src/families/drafting/bots/greedy.js';
import { createLookaheadDraftBot } from '../../../src/families/drafting/bots/lookahead.js';
import { createRandomDraftBot } from '../../../src/families/drafting/bots/random.js';
import { loadDraft } from '../../engine/drafting/helpers.js';

const ruleset = loadDraft('rulesets/orchard.rules');

/** Freeze a view all the way down, so a bot that writes to it throws. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** Play one game with these bots by seat; returns the final scores. */
function play(bots: readonly Bot<DraftingView, DraftingAction>[], seed: number): readonly number[] {
  const created = engine.create(ruleset, { players: bots.length, seed });
  assert.ok(created.ok);
  const state = created.state;
  while (state.phase !== 'over') {
    if (state.phase !== 'place') {
      assert.equal(engine.applyInPlace(state, engine.chanceAction(state)), null);
      continue;
    }
    const legal = engine.legalActions(state, state.turn);
    const choice = (bots[state.turn] as Bot<DraftingView, DraftingAction>).decide(
      deepFreeze(engine.view(state, state.turn)),
      deepFreeze(legal.slice()),
    );
    assert.ok(
      legal.some((a) => JSON.stringify(a) === JSON.stringify(choice)),
      `${bots[state.turn]?.name} chose a listed action`,
    );
    assert.equal(engine.applyInPlace(state, choice), null);
  }
  return engine.result(state)?.scores ?? [];
}

describe('Orchard computer players', () => {
  it('choose only listed actions from a frozen view', () => {
    play(
      [createRandomDraftBot(1), createGreedyDraftBot(ruleset), createLookaheadDraftBot(ruleset, 2, { first: 1, keep: 2, second: 2 })],
      11,
    );
  });

  it('decide the same way from the same view and seed', () => {
    const created = engine.create(ruleset, { players: 4, seed: 5 });
    assert.ok(created.ok);
    const state = created.state;
    engine.applyInPlace(state, engine.chanceAction(state));
    engine.applyInPlace(state, engine.chanceAction(state));
    const view = engine.view(state, 0);
    const legal = engine.legalActions(state, 0);
    assert.deepEqual(createLookaheadDraftBot(ruleset, 3).decide(view, legal), createLookaheadDraftBot(ruleset, 3).decide(view, legal));
    assert.deepEqual(createGreedyDraftBot(ruleset).decide(view, legal), createGreedyDraftBot(ruleset).decide(view, legal));
  });

  it('greedy outscores random in head-to-head games, whichever seat it takes', () => {
    // Greedy's mean margin over random is tens of points; 12 games with seats swapped make a loss of the majority vanishingly unlikely.
    let greedyWins = 0;
    for (let g = 0; g < 12; g++) {
      const greedyFirst = g % 2 === 0;
      const bots = greedyFirst
        ? [createGreedyDraftBot(ruleset), createRandomDraftBot(g)]
        : [createRandomDraftBot(g), createGreedyDraftBot(ruleset)];
      const scores = play(bots, 100 + g);
      const greedy = scores[greedyFirst ? 0 : 1] as number;
      const random = scores[greedyFirst ? 1 : 0] as number;
      if (greedy > random) greedyWins++;
    }
    assert.ok(greedyWins >= 10, `greedy won ${greedyWins} of 12`);
  });
});
