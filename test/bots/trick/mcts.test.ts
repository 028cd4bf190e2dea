/**
 * The Apples IS-MCTS player (src/families/trick/bots/mcts.ts): it is
 * registered, chooses only listed actions, repeats itself for a seed, decides from its view
 * alone, and plays hands clearly better than the random player.
 */
import '../../../src/families/index.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import {
  createRandomBot,
  createTableTrickBot,
  createTrickBot,
  createTrickMctsBot,
  trickMctsWarmUp,
} from '../../../src/families/trick/bots/index.js';
import { trickDescriptor } from '../../../src/families/trick/descriptor.js';
import { botSeed } from '../../../src/core/bots/seeds.js';
import { Random } from '../../../src/core/cards/random.js';
import type { Bot } from '../../../src/core/game/game.js';
import { trickEngine } from '../../../src/families/trick/engine/index.js';
import type { TrickAction, TrickState, TrickView } from '../../../src/families/trick/engine/index.js';
import { loadRulesetFile } from '../../../src/core/rules/index.js';
import type { TrickRuleset } from '../../../src/families/trick/ruleset.js';

function load(path: string): TrickRuleset {
  const loaded = loadRulesetFile(fileURLToPath(new URL(`../../../${path}`, import.meta.url)));
  if (!loaded.ok || loaded.ruleset.family !== 'trick-taking') throw new Error(`${path} does not load`);
  return loaded.ruleset;
}
const apples = load('rulesets/apples.rules');
/** The seat to act (the position is one where a player acts). */
const turnOf = (s: TrickState): number => trickEngine.view(s, 0).toAct[0] as number;
/** A small budget: these tests check behaviour, not strength at full budget. */
const small = { iterations: 150, worlds: 20, actions: 1_000_000 };

/** A position in the tricks with `tricks` tricks played, reached by random play. */
function inTricks(seed: string, tricks: number): TrickState {
  const created = trickEngine.create(apples, { players: 4, seed });
  assert.ok(created.ok);
  const s = created.state;
  const rng = Random.from(seed, 1);
  while (!(trickEngine.phase(s) === 'tricks' && trickEngine.view(s, 0).tricks.length === tricks)) {
    const toAct = trickEngine.toAct(s);
    if (toAct.kind === 'over') assert.fail('the game ended before the position');
    const action =
      toAct.kind === 'chance' ? trickEngine.chanceAction(s) : rng.pick(trickEngine.legalActions(s, toAct.players[0] as number));
    assert.equal(trickEngine.applyInPlace(s, action), null);
  }
  return s;
}

/** Play the first scored hand of a game with these bots by seat; every choice must be listed. */
function playHand(bots: readonly Bot<TrickView, TrickAction>[], seed: string): readonly number[] {
  const created = trickEngine.create(apples, { players: bots.length, seed });
  assert.ok(created.ok);
  const s = created.state;
  while (trickEngine.view(s, 0).handScores.length === 0) {
    const toAct = trickEngine.toAct(s);
    if (toAct.kind === 'over') assert.fail('the game ended before a hand was scored');
    let action: TrickAction;
    if (toAct.kind === 'chance') action = trickEngine.chanceAction(s);
    else {
      const seat = toAct.players[0] as number;
      const legal = trickEngine.legalActions(s, seat);
      action = (bots[seat] as Bot<TrickView, TrickAction>).decide(trickEngine.view(s, seat), legal);
      assert.ok(legal.includes(action), `chose ${JSON.stringify(action)}, not listed`);
    }
    assert.equal(trickEngine.applyInPlace(s, action), null);
  }
  return trickEngine.view(s, 0).handScores[0] as readonly number[];
}

describe('the Apples IS-MCTS player', () => {
  it('is registered for the trick-taking family as "search", and as "mcts", its earlier name', () => {
    const { search, mcts } = trickDescriptor.bots;
    assert.ok(search && mcts);
    assert.match(search.description, /Monte Carlo tree search/);
    assert.equal(search.create(apples, 1).name, 'search');
    assert.match(mcts.description, /same player as 'search'/);
    assert.equal(mcts.create(apples, 1).name, 'mcts');
  });

  it('decides the same for the same seed, and the same in another world that looks the same to it', () => {
    const s = inTricks('same', 4);
    const seat = turnOf(s);
    const view = trickEngine.view(s, seat);
    const legal = trickEngine.legalActions(s, seat);
    const twin = trickEngine.sampleWorld(apples, view, Random.from('another deal', 0));
    const othersHands = (world: TrickState): number[][] =>
      [0, 1, 2, 3].filter((p) => p !== seat).map((p) => [...trickEngine.view(world, p).hand]);
    assert.notDeepEqual(othersHands(twin), othersHands(s), 'the twin deals the hidden cards otherwise');
    const choose = (world: TrickState): TrickAction =>
      createTrickMctsBot(apples, 9, small).decide(trickEngine.view(world, seat), trickEngine.legalActions(world, seat));
    const first = choose(s);
    assert.ok(legal.includes(first));
    assert.deepEqual(choose(s), first);
    assert.deepEqual(choose(twin), first);
  });

  it('at a table stops thinking at its limit of wall time; in simulations it never reads the clock, so its choices repeat', () => {
    const s = inTricks('table', 2);
    const seat = turnOf(s);
    const view = trickEngine.view(s, seat);
    const legal = trickEngine.legalActions(s, seat);
    const clock = performance.now.bind(performance);
    let reads = 0;
    // A slow machine: every look at the clock finds another 100 ms gone.
    performance.now = () => 100 * reads++;
    try {
      assert.ok(legal.includes(createTableTrickBot('mcts', apples, 3).decide(view, legal)));
      // One read to set the limit, then one after each iteration: 150 ms are gone after the second.
      assert.equal(reads, 3);
      reads = 0;
      assert.ok(legal.includes(createTrickBot('mcts', apples, 3).decide(view, legal)));
      assert.equal(reads, 0);
    } finally {
      performance.now = clock;
    }
    // The table's other players are the simulation's.
    assert.deepEqual(createTableTrickBot('rules', apples, 3).decide(view, legal), createTrickBot('rules', apples, 3).decide(view, legal));
  });

  it("warms up in a game of its own: it finishes, and the table's players decide as they would have without it", () => {
    const position = inTricks('warm-up-position', 3);
    const seat = position.turn;
    const view = trickEngine.view(position, seat);
    const legal = trickEngine.legalActions(position, seat);
    const before = JSON.stringify(createTrickMctsBot(apples, 'warm-up-seed', small).decide(view, legal));
    const bot = createTrickMctsBot(apples, 'warm-up-seed', small);
    // A small warm-up (a tenth of a decision's work): its steps end, and nothing of the game moved.
    const step = trickMctsWarmUp(apples, 0.1);
    let steps = 1;
    while (step()) steps++;
    assert.ok(steps > 1 && steps < 40, `${steps} steps`);
    assert.equal(step(), false);
    assert.deepEqual(trickEngine.view(position, seat), view);
    assert.equal(JSON.stringify(bot.decide(view, legal)), before);
  });

  it('scores more than the random players over a few hands (seats rotating)', () => {
    let margin = 0;
    const hands = 8;
    for (let h = 0; h < hands; h++) {
      const seed = `mcts vs random/${h}`;
      const seat = h % 4;
      const bots = [0, 1, 2, 3].map((p) =>
        p === seat ? createTrickMctsBot(apples, botSeed(seed, p), small) : createRandomBot(botSeed(seed, p)),
      );
      const scores = playHand(bots, seed);
      margin += (scores[seat] as number) - (scores.reduce((a, b) => a + b, 0) - (scores[seat] as number)) / 3;
    }
    assert.ok(margin / hands > 10, `mean margin over the random players ${margin / hands}`);
  });
});
