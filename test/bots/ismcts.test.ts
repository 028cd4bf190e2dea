/**
 * The generic information-set MCTS player (src/core/bots/ismcts.ts), tried on Orchard: it decides
 * only listed actions, repeats itself for a seed, decides from the view alone, and beats the
 * random player clearly.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Random } from '../../src/core/cards/random.js';
import { createIsmctsBot, ismctsBot, resultValues } from '../../src/core/bots/ismcts.js';
import { draftingEngine as engine } from '../../src/families/drafting/engine/engine.js';
import type { DraftingRuleset } from '../../src/families/drafting/ruleset.js';
import type { DraftingAction, DraftingState, DraftingView } from '../../src/families/drafting/engine/types.js';
import type { Bot } from '../../src/core/game/game.js';
import { createRandomDraftBot } from '../../src/families/drafting/bots/random.js';
import { createGreedyDraftBot } from '../../src/families/drafting/bots/greedy.js';
import { draftingDescriptor } from '../../src/families/drafting/descriptor.js';
import { botSeed } from '../../src/core/bots/seeds.js';
import { loadDraft } from '../engine/drafting/helpers.js';

const orchard = loadDraft('rulesets/orchard.rules');

/** Play one game with these bots by seat; returns the final state. */
function play(
  ruleset: DraftingRuleset,
  bots: readonly Bot<DraftingView, DraftingAction>[],
  seed: string,
  check?: (legal: readonly DraftingAction[], chosen: DraftingAction) => void,
): DraftingState {
  const created = engine.create(ruleset, { players: bots.length, seed });
  assert.ok(created.ok);
  const state = created.state;
  while (state.phase !== 'over') {
    if (state.phase !== 'place') {
      assert.equal(engine.applyInPlace(state, engine.chanceAction(state)), null);
      continue;
    }
    const legal = engine.legalActions(state, state.turn);
    const chosen = (bots[state.turn] as Bot<DraftingView, DraftingAction>).decide(engine.view(state, state.turn), legal);
    check?.(legal, chosen);
    assert.equal(engine.applyInPlace(state, chosen), null);
  }
  return state;
}

/** A state with player `turn` to place, a few placements into the game. */
function midGame(players: number, seed: string): DraftingState {
  const created = engine.create(orchard, { players, seed });
  assert.ok(created.ok);
  const state = created.state;
  const rng = Random.from(seed, 1);
  for (let placed = 0; placed < 2 * players + 1 || state.phase !== 'place';) {
    if (state.phase === 'place') {
      engine.applyInPlace(state, rng.pick(engine.legalActions(state, state.turn)));
      placed++;
    } else engine.applyInPlace(state, engine.chanceAction(state));
  }
  return state;
}

describe('the ISMCTS player', () => {
  it('is registered for Orchard as "mcts"', () => {
    assert.ok(draftingDescriptor.bots.mcts);
    assert.match(draftingDescriptor.bots.mcts.description, /Monte Carlo tree search/);
  });

  it('only ever chooses one of the listed actions, for every seat of a 3-player game', () => {
    const bots = [0, 1, 2].map((seat) => createIsmctsBot(engine, orchard, botSeed('legal', seat), { iterations: 40 }));
    let decisions = 0;
    const state = play(orchard, bots, 'legal', (legal, chosen) => {
      decisions++;
      assert.ok(legal.includes(chosen), `chose ${JSON.stringify(chosen)}, not listed`);
    });
    assert.equal(decisions, 36);
    assert.ok(engine.result(state));
  });

  it('decides the same for the same seed, from the view alone: worlds that differ only in the face-down order give the same choice', () => {
    const state = midGame(4, 'same');
    const view = engine.view(state, state.turn);
    const legal = engine.legalActions(state, state.turn);
    // Another real world the player cannot tell apart: the same view, another deck order.
    const twin = engine.sampleWorld(orchard, view, Random.from('another deck', 0));
    assert.notDeepEqual(twin.deck, state.deck);
    assert.deepEqual(engine.view(twin, state.turn), view);
    const choose = (s: DraftingState, seed: number): DraftingAction =>
      createIsmctsBot(engine, orchard, seed, { iterations: 150 }).decide(engine.view(s, s.turn), engine.legalActions(s, s.turn));
    const first = choose(state, 7);
    assert.deepEqual(choose(state, 7), first);
    assert.deepEqual(choose(twin, 7), first);
    assert.ok(legal.some((a) => JSON.stringify(a) === JSON.stringify(first)));
    // A seed changes the player's random choices (its sampled worlds), not what it may choose.
    const others = [1, 2, 3, 4, 5].map((seed) => choose(state, seed));
    for (const other of others) assert.ok(legal.includes(other));
  });

  it("plays out with a family's own player when asked to", () => {
    const maker = ismctsBot(engine, { iterations: 20, rollout: { create: (ruleset) => createGreedyDraftBot(ruleset) } });
    const state = midGame(2, 'greedy rollouts');
    const legal = engine.legalActions(state, state.turn);
    assert.ok(legal.includes(maker.create(orchard, 3).decide(engine.view(state, state.turn), legal)));
  });

  it('can stop its play-outs early and judge them by the score sheets so far', () => {
    const state = midGame(3, 'short play-outs');
    const legal = engine.legalActions(state, state.turn);
    const view = engine.view(state, state.turn);
    const short = createIsmctsBot(engine, orchard, 5, { iterations: 60, maxActions: 3 }).decide(view, legal);
    assert.ok(legal.includes(short));
    // Stopped play-outs are judged by the score sheets: the same seed and budget decide alike.
    assert.deepEqual(createIsmctsBot(engine, orchard, 5, { iterations: 60, maxActions: 3 }).decide(view, legal), short);
  });

  it('samples only as many worlds as asked, and stops at its budget of actions', () => {
    const state = midGame(3, 'budgets');
    const view = engine.view(state, state.turn);
    const legal = engine.legalActions(state, state.turn);
    let sampled = 0;
    let applied = 0;
    const counting = {
      ...engine,
      sampleWorld: (r: DraftingRuleset, v: DraftingView, rng: Random): DraftingState => (sampled++, engine.sampleWorld(r, v, rng)),
      applyInPlace: (s: DraftingState, a: DraftingAction): ReturnType<typeof engine.applyInPlace> => (applied++, engine.applyInPlace(s, a)),
    };
    assert.ok(legal.includes(createIsmctsBot(counting, orchard, 3, { iterations: 120, worlds: 7 }).decide(view, legal)));
    assert.equal(sampled, 7);
    const unlimited = applied;
    applied = 0;
    assert.ok(legal.includes(createIsmctsBot(counting, orchard, 3, { iterations: 120, worlds: 7, actionBudget: 200 }).decide(view, legal)));
    // The budget is checked between iterations: at most one iteration (one game's actions) past it.
    assert.ok(applied >= 200 && applied < 200 + unlimited / 120 + 40, `played ${applied} actions`);
  });

  it('stops at its limit of wall time with what it found so far, and a limit it never reaches changes nothing', () => {
    const state = midGame(3, 'deadline');
    const view = engine.view(state, state.turn);
    const legal = engine.legalActions(state, state.turn);
    let sampled = 0;
    // A fresh world every iteration: the worlds sampled count the iterations.
    const counting = {
      ...engine,
      sampleWorld: (r: DraftingRuleset, v: DraftingView, rng: Random): DraftingState => (sampled++, engine.sampleWorld(r, v, rng)),
    };
    const clock = performance.now.bind(performance);
    let now = 0;
    // A clock that moves one millisecond each time it is read: the search reads it once to set the limit, then after every iteration.
    performance.now = () => now++;
    try {
      assert.ok(legal.includes(createIsmctsBot(counting, orchard, 5, { iterations: 60, deadlineMs: 10 }).decide(view, legal)));
      assert.equal(sampled, 10);
      sampled = 0;
      assert.ok(legal.includes(createIsmctsBot(counting, orchard, 5, { iterations: 60, deadlineMs: 0 }).decide(view, legal)));
      assert.equal(sampled, 1, 'at least one iteration runs');
    } finally {
      performance.now = clock;
    }
    sampled = 0;
    const limited = createIsmctsBot(counting, orchard, 5, { iterations: 60, deadlineMs: 1e9 }).decide(view, legal);
    assert.equal(sampled, 60);
    assert.deepEqual(limited, createIsmctsBot(engine, orchard, 5, { iterations: 60 }).decide(view, legal));
  });

  it("stops every iteration at its horizon and backs up the horizon's values", () => {
    const state = midGame(2, 'horizon');
    const view = engine.view(state, state.turn);
    const legal = engine.legalActions(state, state.turn);
    let stops = 0;
    let applied = 0;
    const counting = {
      ...engine,
      applyInPlace: (s: DraftingState, a: DraftingAction): ReturnType<typeof engine.applyInPlace> => (applied++, engine.applyInPlace(s, a)),
    };
    // A horizon two actions deep, worth everything to the searching player: every action looks alike.
    const horizon = (start: DraftingState): { stop(w: DraftingState): boolean; values(): number[] } => {
      const at = engine.log(start).length;
      return { stop: (w) => engine.log(w).length >= at + 2, values: () => (stops++, [1, 1]) };
    };
    const choice = createIsmctsBot(counting, orchard, 4, { iterations: 50, horizon }).decide(view, legal);
    assert.ok(legal.includes(choice));
    assert.equal(stops, 50);
    assert.ok(applied <= 2 * 50, `played ${applied} actions in 50 iterations of two`);
  });

  it('values a finished game by its win and its normalised score', () => {
    assert.deepEqual(resultValues({ scores: [10, 30, 20], winners: [1] }, 3, 0.5), [0, 1, 0.25]);
    assert.deepEqual(resultValues({ scores: [5, 5], winners: [0, 1] }, 2, 0.5), [0.5, 0.5]);
    assert.deepEqual(resultValues({ scores: [-4, 6], winners: [1] }, 2, 0), [0, 1]);
  });

  it('beats the random player clearly in 2-player Orchard (win share over 24 games, seats alternating)', () => {
    const games = 24;
    let wins = 0;
    for (let g = 0; g < games; g++) {
      const seed = `strength/${g}`;
      const mctsSeat = g % 2;
      const bots = [0, 1].map((seat) =>
        seat === mctsSeat
          ? createIsmctsBot(engine, orchard, botSeed(seed, seat), { iterations: 150 })
          : createRandomDraftBot(botSeed(seed, seat)),
      );
      const result = engine.result(play(orchard, bots, seed));
      assert.ok(result);
      if (result.winners.includes(mctsSeat)) wins += 1 / result.winners.length;
    }
    // The random player wins about 0.4% against the greedy one; a search player that lost more
    // than a game in six to it would be broken.
    assert.ok(wins / games >= 0.85, `the ISMCTS player won ${wins} of ${games}`);
  });
});
