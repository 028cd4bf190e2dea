import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { Random } from '../../../src/core/cards/random.js';
import { judgingEngine } from '../../../src/families/judging/engine/engine.js';
import { loadSavedGame, toSavedGame } from '../../../src/core/game/saved.js';
import type { JudgingState } from '../../../src/families/judging/engine/types.js';
import { small } from './helpers.js';

const engine = judgingEngine;

/** Every red card is in exactly one place: the stack, a hand, the discards or face down this round. */
function checkCards(state: JudgingState): void {
  const red = new Uint8Array(state.cards.red.length);
  const count = (list: readonly number[]): void => {
    for (const c of list) red[c] = (red[c] as number) + 1;
  };
  count(state.redPool);
  // The index of the red stack says where each card of it is, and no card outside it is there.
  state.redPool.forEach((c, i) => assert.equal(state.redAt[c], i));
  assert.equal(state.redAt.filter((i) => i >= 0).length, state.redPool.length);
  count(state.discards);
  for (const hand of state.hands) count(hand);
  count(state.placed.map((p) => p.card));
  for (let c = 0; c < red.length; c++) assert.equal(red[c], 1, `red card ${c} is in ${red[c]} places`);
  const green = new Uint8Array(state.cards.green.length);
  for (const c of [...state.greenPool, ...state.greenUnder]) green[c] = (green[c] as number) + 1;
  for (const w of state.won) for (const c of w) green[c] = (green[c] as number) + 1;
  if (state.green >= 0) green[state.green] = (green[state.green] as number) + 1;
  for (let c = 0; c < green.length; c++) assert.equal(green[c], 1, `green card ${c} is in ${green[c]} places`);
  for (const hand of state.hands) assert.ok(hand.length <= state.numbers.handSize);
}

/** Play a whole game with random legal actions and a random acting order, checking the cards as it goes. */
function randomGame(players: number, seed: number): JudgingState {
  const created = engine.create(small, { players, seed });
  assert.ok(created.ok);
  const state = created.state;
  const random = Random.from(seed, 99);
  for (let step = 0; step < 20_000; step++) {
    const toAct = engine.toAct(state);
    if (toAct.kind === 'over') return state;
    if (toAct.kind === 'chance') {
      assert.equal(engine.applyInPlace(state, engine.chanceAction(state)), null);
    } else {
      assert.ok(toAct.players.length > 0, 'someone can always act');
      const player = random.pick(toAct.players);
      const legal = engine.legalActions(state, player);
      assert.ok(legal.length > 0, `player ${player} is asked to act but has no legal action`);
      assert.equal(engine.applyInPlace(state, random.pick(legal)), null);
    }
    // Between rounds and at each chance event: where every card has settled.
    if (state.phase !== 'placing') checkCards(state);
  }
  assert.fail('the game did not end');
}

describe('random games (property)', () => {
  it('never loses or duplicates a card, ends at the goal for the player count, and replays exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 10 }), fc.integer({ min: 0, max: 2 ** 31 - 1 }), (players, seed) => {
        const state = randomGame(players, seed);
        const result = engine.result(state);
        assert.ok(result);
        const top = Math.max(...result.scores);
        assert.equal(top, state.numbers.goal);
        assert.deepEqual(result.winners, [result.scores.indexOf(top)]);
        assert.equal(result.scores.filter((s) => s === top).length, 1);
        const saved = toSavedGame(engine, small, { players, seed, options: state.options }, state);
        const replay = loadSavedGame(engine, small, JSON.parse(JSON.stringify(saved)));
        assert.ok(replay.ok);
        // The card texts are shared data from the ruleset; everything else must match exactly.
        assert.equal(replay.state.cards.red.length, state.cards.red.length);
        assert.equal(JSON.stringify({ ...replay.state, cards: null }), JSON.stringify({ ...state, cards: null }));
      }),
      { numRuns: 2000, seed: 5 },
    );
  });
});
