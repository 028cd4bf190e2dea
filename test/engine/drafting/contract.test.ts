/**
 * The drafting engine on the shared game contract (src/core/game/game.ts): untrusted actions,
 * events, sampled worlds, and variant rulesets played to the end by every computer player.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Random } from '../../../src/core/cards/random.js';
import { draftingEngine as engine } from '../../../src/families/drafting/engine/engine.js';
import {
  DRAFTING_REFUSALS,
  type DraftingAction,
  type DraftingEvent,
  type DraftingState,
  type PlacedEvent,
} from '../../../src/families/drafting/engine/types.js';
import { isSharedRefusal } from '../../../src/core/game/refusals.js';
import { replayLog } from '../../../src/core/game/saved.js';
import { draftingDescriptor } from '../../../src/families/drafting/descriptor.js';
import type { DraftingRuleset } from '../../../src/families/drafting/ruleset.js';
import { loadDraft } from './helpers.js';
import { familyUnderTest, type PlayerUnderTest } from '../../conformance/families.js';
import { playWith } from '../../rulesets/play.js';

const orchard = loadDraft('rulesets/orchard.rules');

function start(ruleset: DraftingRuleset, players: number, seed: number | string): DraftingState {
  const created = engine.create(ruleset, { players, seed });
  assert.ok(created.ok, created.ok ? '' : created.error.message);
  return created.state;
}

/** Play on with random legal placements until `stop` says so (or the game ends). */
function playUntil(state: DraftingState, rng: Random, stop: (state: DraftingState) => boolean): DraftingState {
  while (state.phase !== 'over' && !stop(state)) {
    const action = state.phase === 'place' ? rng.pick(engine.legalActions(state, state.turn)) : engine.chanceAction(state);
    assert.equal(engine.applyInPlace(state, action), null);
  }
  return state;
}

/** States at every phase of a game: before the shuffle, before a reveal, mid-phase, over. */
function statesOfAGame(players: number, seed: number): DraftingState[] {
  const rng = Random.from(seed, 5);
  const out: DraftingState[] = [start(orchard, players, seed)];
  const state = start(orchard, players, seed);
  playUntil(state, rng, (s) => s.phase === 'reveal');
  out.push(engine.clone(state));
  playUntil(state, rng, (s) => s.phase === 'place' && s.phasesStarted === 2 && s.centre.length === 5);
  out.push(engine.clone(state));
  playUntil(state, rng, () => false);
  out.push(state);
  return out;
}

describe('actions from untrusted JSON', () => {
  const malformed: unknown[] = [
    null,
    7,
    'place',
    [],
    [{ kind: 'place', player: 0, card: 0, batch: 0 }],
    {},
    { kind: 'PLACE', player: 0, card: 0, batch: 0 },
    { type: 'place', player: 0, card: 0, batch: 0 },
    { kind: 'place' },
    { kind: 'place', player: Number.NaN, card: 0, batch: 0 },
    { kind: 'place', player: 0.5, card: 0, batch: 0 },
    { kind: 'place', player: 4, card: 0, batch: 0 },
    { kind: 'place', player: -1, card: 0, batch: 0 },
    { kind: 'place', player: '0', card: 0, batch: 0 },
    { kind: 'place', player: 0, card: 120, batch: 0 },
    { kind: 'place', player: 0, card: { colour: 'red' }, batch: 0 },
    { kind: 'place', player: 0, card: 0, batch: 8 },
    { kind: 'place', player: 0, card: 0, batch: 'Monochrome' },
    { kind: 'place', player: 0, card: 0, batch: Number.POSITIVE_INFINITY },
    { kind: 'reveal' },
    { kind: 'reveal', cards: 'red 1 1' },
    { kind: 'reveal', cards: [0, Number.NaN] },
    { kind: 'reveal', cards: [0, 1, 2, 3, 4, 5, 6, 500] },
    { kind: 'shuffle', order: null },
    { kind: 'shuffle', order: [[0]] },
    { kind: 'shuffle', order: Array.from({ length: 120 }, (_, i) => (i === 7 ? -1 : i)) },
  ];

  it('refuses anything that is not an action as malformed-action, at every phase, leaving the whole state as it was', () => {
    for (const state of statesOfAGame(4, 11)) {
      for (const action of malformed) {
        const before = JSON.stringify(state);
        const error = engine.applyInPlace(state, action);
        assert.equal(error?.code, 'malformed-action', `${JSON.stringify(action)} at the ${state.phase} phase`);
        assert.ok(error.message.length > 0);
        assert.equal(JSON.stringify(state), before, `${JSON.stringify(action)} changed the state`);
        const applied = engine.apply(state, action);
        assert.ok(!applied.ok && applied.error.code === 'malformed-action');
      }
    }
  });

  it('keeps playing correctly after a refused action (the refusal changed nothing hidden either)', () => {
    const state = statesOfAGame(3, 4)[2] as DraftingState;
    const twin = engine.clone(state);
    for (const action of malformed) engine.applyInPlace(state, action);
    const wrongCard = { kind: 'place', player: state.turn, card: state.deck[0], batch: 0 } as DraftingAction;
    assert.equal(engine.applyInPlace(state, wrongCard)?.code, 'card-not-in-centre');
    const rng = Random.from('same', 1);
    playUntil(state, rng, () => false);
    playUntil(twin, Random.from('same', 1), () => false);
    assert.equal(JSON.stringify(state), JSON.stringify(twin));
    assert.deepEqual(engine.result(state), engine.result(twin));
  });

  it('uses shared codes for shared situations and documents its own', () => {
    const codes = new Set<string>();
    for (const state of statesOfAGame(2, 21)) {
      const tries: unknown[] = [
        { kind: 'place', player: 0, card: 0, batch: 7 },
        { kind: 'place', player: 1, card: 0, batch: 7 },
        { kind: 'shuffle', order: Array.from({ length: 120 }, (_, i) => i) },
        { kind: 'reveal', cards: [0, 1, 2, 3, 4, 5] },
        ...(state.phase === 'place' ? [{ kind: 'place', player: state.turn, card: state.centre[0], batch: 2 }] : []),
      ];
      for (const action of tries) {
        const error = engine.apply(state, action);
        if (!error.ok) codes.add(error.error.code);
      }
    }
    for (const code of codes) assert.ok(isSharedRefusal(code) || code in DRAFTING_REFUSALS, `undocumented code ${code}`);
    assert.ok(codes.has('game-over') && codes.has('wrong-phase') && codes.has('not-chance'), [...codes].join(', '));
    const created = engine.create(orchard, { players: 9, seed: 1 });
    assert.ok(!created.ok && created.error.code === 'bad-setup');
    const option = engine.create(orchard, { players: 2, seed: 1, options: { easy_mode: 'sometimes' } });
    assert.ok(!option.ok && option.error.code === 'bad-option');
  });
});

describe('events', () => {
  it('tell a whole game: the shuffle, every phase, every placement with its points, and the game over last', () => {
    const players = 4;
    const state = start(orchard, players, 'events');
    const rng = Random.from('events', 2);
    const events: DraftingEvent[] = [];
    const perAction: number[] = [];
    while (state.phase !== 'over') {
      const action = state.phase === 'place' ? rng.pick(engine.legalActions(state, state.turn)) : engine.chanceAction(state);
      const applied = engine.apply(state, action);
      assert.ok(applied.ok);
      assert.equal(engine.applyInPlace(state, action, events), null);
      assert.deepEqual(events.slice(events.length - applied.events.length), applied.events, 'apply and applyInPlace tell the same');
      perAction.push(applied.events.length);
    }
    assert.ok(
      perAction.every((n) => n >= 1),
      'every action says what it did',
    );
    const kinds = events.map((e) => e.kind);
    assert.equal(kinds[0], 'shuffled');
    assert.equal(kinds.filter((k) => k === 'revealed').length, 6);
    assert.equal(kinds.filter((k) => k === 'phase-ended').length, 6);
    assert.equal(kinds.filter((k) => k === 'placed').length, players * 12);
    assert.equal(kinds.at(-1), 'game-over');
    assert.equal(kinds.filter((k) => k === 'game-over').length, 1);
    const over = events.at(-1);
    assert.ok(over?.kind === 'game-over');
    assert.deepEqual(over.result, engine.result(state));

    // Each placement's points add up to the player's final total; its batch total is the sheet's line.
    const sheets = engine.explain(state);
    const placed = events.filter((e): e is PlacedEvent => e.kind === 'placed');
    for (let p = 0; p < players; p++) {
      const mine = placed.filter((e) => e.player === p);
      assert.equal(
        mine.reduce((sum, e) => sum + e.points, 0),
        sheets[p]?.total,
      );
      assert.equal(mine.at(-1)?.total, sheets[p]?.total);
      for (let b = 0; b < orchard.batches.length; b++) {
        const last = mine.filter((e) => e.batch === b).at(-1);
        if (last && !orchard.batches[b]?.score.source.includes('elsewhere')) assert.equal(last.batchPoints, sheets[p]?.lines[b]?.points);
      }
    }
    // The phases: revealed then phase-ended, leaders passing left, the last phase-ended without a next leader.
    const phases = events.filter((e) => e.kind === 'revealed' || e.kind === 'phase-ended');
    phases.forEach((e, i) => assert.equal(e.kind, i % 2 === 0 ? 'revealed' : 'phase-ended'));
    assert.deepEqual(
      phases.filter((e) => e.kind === 'revealed').map((e) => (e.kind === 'revealed' ? e.leader : -1)),
      [0, 1, 2, 3, 0, 1],
    );
    assert.equal(phases.at(-1)?.kind === 'phase-ended' && phases.at(-1)?.leader, null);

    // Replaying the log tells the same story.
    const replayed: DraftingEvent[] = [];
    const replay = replayLog(engine, orchard, { players, seed: 'events' }, engine.log(state), undefined, (_, e) => replayed.push(...e));
    assert.ok(replay.ok);
    assert.deepEqual(replayed, events);
    assert.equal(JSON.stringify(replay.state), JSON.stringify(state));
  });

  it('are told in words for replays and live regions', () => {
    const described = draftingDescriptor.describeEvent?.bind(draftingDescriptor);
    assert.ok(described);
    const event: PlacedEvent = { kind: 'placed', player: 1, card: 0, batch: 0, points: 3, batchPoints: 6, total: 9 };
    assert.equal(described(orchard, event), 'Player 2 places red, sweetness 1, height 1 in Monochrome: +3 points (Monochrome 6, total 9).');
    const over: DraftingEvent = { kind: 'game-over', result: { scores: [5, 9], winners: [1] } };
    assert.match(described(orchard, over), /^Game over: Player 2 wins with 9 points/);
  });
});

describe('sampled worlds', () => {
  it('show the player exactly what the real world shows, and play on to the end', () => {
    for (const players of [2, 4, 6]) {
      for (const state of statesOfAGame(players, 30 + players)) {
        const viewer = state.phase === 'place' ? state.turn : players - 1;
        const view = engine.view(state, viewer);
        for (let k = 0; k < 3; k++) {
          const world = engine.sampleWorld(orchard, view, Random.from(`world ${players} ${k}`, 0));
          assert.deepEqual(engine.view(world, viewer), view);
          assert.deepEqual(engine.legalActions(world, viewer), engine.legalActions(state, viewer));
          assert.deepEqual(
            [...world.deck].sort((a, b) => a - b),
            [...state.deck].sort((a, b) => a - b),
            'the face-down cards are the same cards',
          );
          playUntil(world, Random.from(k, 9), () => false);
          assert.ok(engine.result(world));
        }
      }
    }
  });

  it('draw the face-down order at random, not the real one', () => {
    const state = statesOfAGame(4, 3)[2] as DraftingState;
    const view = engine.view(state, state.turn);
    const rng = Random.from('orders', 0);
    const orders = new Set<string>();
    let sameTop = 0;
    for (let k = 0; k < 50; k++) {
      const world = engine.sampleWorld(orchard, view, rng);
      orders.add(world.deck.join());
      if (world.deck[0] === state.deck[0]) sameTop++;
    }
    assert.equal(orders.size, 50);
    assert.ok(sameTop < 10, `the real top card came first ${sameTop} times in 50`);
  });
});

describe('variant rulesets, every computer player, every player count', () => {
  const fixtures = ['test/rulesets/orchard-centre-three.rules', 'test/rulesets/orchard-ninth-batch.rules'];
  // Each player once (drafting's 'rules' and 'search' are other names of greedy and lookahead), the
  // search players under the conformance harness's small budgets: the rule checked is the count of
  // placements, not the players' strength (whether each plays by the contract is test/conformance/'s).
  const players = familyUnderTest('drafting')?.players.filter((p) => p.aliasOf === undefined) ?? [];

  for (const path of fixtures) {
    it(`${path} ends after every player has placed its cards`, () => {
      const ruleset = loadDraft(path);
      assert.ok(players.length >= 4, 'random, greedy, lookahead and mcts');
      for (let n = ruleset.players.min; n <= ruleset.players.max; n++) {
        // Every player sits at every table size, in turn round the table.
        for (let first = 0; first < players.length; first += n) {
          const seats = Array.from({ length: n }, (_, i) => players[(first + i + n) % players.length] as PlayerUnderTest);
          const played = playWith(ruleset, n, seats, `${path}/${n}/${first}`);
          assert.equal(played.events.filter((e) => e.kind === 'placed').length, n * ruleset.cardsEach);
          const result = engine.result(played.state as DraftingState);
          assert.ok(result && result.winners.length >= 1);
        }
      }
    });
  }
});
