import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Random } from '../../../src/core/cards/random.js';
import { judgingEngine } from '../../../src/families/judging/engine/engine.js';
import { JUDGING_REFUSALS } from '../../../src/families/judging/engine/types.js';
import type { JudgingAction, JudgingEvent, JudgingState } from '../../../src/families/judging/engine/types.js';
import { isSharedRefusal } from '../../../src/core/game/refusals.js';
import { judgingBots } from '../../../src/families/judging/bots/family.js';
import { botSeed } from '../../../src/core/bots/seeds.js';
import { atPlacing, cardOf, loadJudge, must, newGame, nonJudges, runChance, small, snapshot } from './helpers.js';

const engine = judgingEngine;

/** Apply an action that must be accepted, returning what it did. */
function eventsOf(state: JudgingState, action: JudgingAction): JudgingEvent[] {
  const events: JudgingEvent[] = [];
  const error = engine.applyInPlace(state, action, events);
  if (error) assert.fail(`${JSON.stringify(action)} refused: ${error.code}: ${error.message}`);
  return events;
}

/** Play on with random legal actions and a random acting order until `stop` says so (or the game ends). */
function playRandomly(state: JudgingState, random: Random, stop: (state: JudgingState) => boolean = () => false): void {
  for (let step = 0; step < 20_000; step++) {
    const toAct = engine.toAct(state);
    if (toAct.kind === 'over' || stop(state)) return;
    if (toAct.kind === 'chance') must(state, engine.chanceAction(state));
    else {
      const player = random.pick(toAct.players);
      const legal = engine.legalActions(state, player);
      assert.ok(legal.length > 0, `player ${player} is asked to act but has no legal action`);
      must(state, random.pick(legal));
    }
  }
  assert.fail('the game did not end');
}

/** Every red card is in exactly one place, and every green card too (once the stacks are dealt). */
function checkCards(state: JudgingState): void {
  const red = new Array<number>(state.cards.red.length).fill(0);
  for (const list of [state.redPool, state.discards, ...state.hands, state.placed.map((p) => p.card)])
    for (const c of list) red[c] = (red[c] as number) + 1;
  red.forEach((n, c) => assert.equal(n, 1, `red card ${c} is in ${n} places`));
  const green = new Array<number>(state.cards.green.length).fill(0);
  for (const list of [state.greenPool, state.greenUnder, ...state.won, state.green >= 0 ? [state.green] : []])
    for (const c of list) green[c] = (green[c] as number) + 1;
  green.forEach((n, c) => assert.equal(n, 1, `green card ${c} is in ${n} places`));
}

describe('untrusted actions', () => {
  const malformed: readonly unknown[] = [
    null,
    42,
    'place',
    [],
    [{ kind: 'place', player: 1, card: 0 }],
    {},
    { kind: 'dance', player: 0 },
    { kind: ['place'], player: 1, card: 0 },
    { kind: 'place' },
    { kind: 'place', player: 1 },
    { kind: 'place', player: 1.5, card: 0 },
    { kind: 'place', player: Number.NaN, card: 0 },
    { kind: 'place', player: '1', card: 0 },
    { kind: 'place', player: 99, card: 0 },
    { kind: 'place', player: -1, card: 0 },
    { kind: 'place', player: 1, card: -1 },
    { kind: 'place', player: 1, card: 1e9 },
    { kind: 'place', player: 1, card: Number.POSITIVE_INFINITY },
    { kind: 'done', player: 11 },
    { kind: 'choose', player: 0, card: 'Volcanoes' },
    { kind: 'shuffle', deck: 'blue', order: [] },
    { kind: 'shuffle', deck: 'red', order: 'all of them' },
    { kind: 'reveal', order: [0.5] },
    { kind: 'reveal', order: null },
    { kind: 'reshuffle', order: [-3] },
    { kind: 'turn', card: null },
    { kind: 'turn', card: 2.5 },
    { kind: 'first-judge', judge: -1 },
    { kind: 'first-judge', judge: 'north' },
  ];

  /** States at every kind of moment: before the deal, placing, waiting for the reveal, judging, over. */
  function moments(): JudgingState[] {
    const fresh = newGame(4, 'malformed');
    const placing = atPlacing(4, 'malformed');
    const reveal = atPlacing(4, 'malformed');
    for (const seat of nonJudges(reveal)) must(reveal, { kind: 'place', player: seat, card: cardOf(reveal, seat) });
    for (const seat of nonJudges(reveal)) must(reveal, { kind: 'done', player: seat });
    assert.equal(reveal.phase, 'reveal');
    const judging = JSON.parse(JSON.stringify(reveal)) as JudgingState;
    while (judging.phase !== 'judging') must(judging, engine.chanceAction(judging));
    const over = newGame(5, 'malformed');
    playRandomly(over, Random.from('malformed', 1));
    return [fresh, placing, reveal, judging, over];
  }

  it('refuses anything that is not an action of the family as malformed, leaving the whole state as it was', () => {
    for (const state of moments()) {
      for (const action of malformed) {
        const before = snapshot(state);
        const error = engine.applyInPlace(state, action);
        assert.equal(error?.code, 'malformed-action', `${state.phase}: ${JSON.stringify(action)} gave ${JSON.stringify(error)}`);
        assert.equal(snapshot(state), before, `${state.phase}: ${JSON.stringify(action)} changed the state`);
        assert.equal(engine.apply(state, action as JudgingAction).ok, false);
      }
    }
  });

  it('logs its own copy of an accepted action, so a caller changing its object afterwards changes nothing', () => {
    const state = atPlacing(5, 'copy');
    const seat = nonJudges(state)[0] as number;
    const action = { kind: 'place' as const, player: seat, card: cardOf(state, seat), note: 'extra fields are not kept' };
    must(state, action);
    action.card = -7;
    assert.deepEqual(state.log.at(-1), { kind: 'place', player: seat, card: (state.placed[0] as { card: number }).card });
  });

  it('uses the shared codes for shared situations and lists its own codes with their meanings', () => {
    const state = atPlacing(6, 'codes');
    const [a, b] = nonJudges(state) as [number, number];
    assert.equal(engine.applyInPlace(state, { kind: 'place', player: a, card: cardOf(state, b) })?.code, 'card-not-in-hand');
    assert.equal(engine.applyInPlace(state, { kind: 'choose', player: a, card: cardOf(state, a) })?.code, 'wrong-phase');
    assert.equal(engine.applyInPlace(state, { kind: 'turn', card: 0 })?.code, 'not-chance');
    const three = engine.create(small, { players: 3, seed: 1 });
    assert.equal(three.ok ? '' : three.error.code, 'bad-setup');
    const badOption = engine.create(loadJudge('rulesets/apples-to-apples-two-cards.rules'), {
      players: 6,
      seed: 1,
      options: { two_cards: 'sometimes' },
    });
    assert.equal(badOption.ok ? '' : badOption.error.code, 'bad-option');
    for (const [code, meaning] of Object.entries(JUDGING_REFUSALS)) {
      assert.ok(!isSharedRefusal(code), `${code} is a shared code`);
      assert.ok(meaning.length > 10);
    }
  });
});

describe('events', () => {
  it('tell a whole round at 6 players: the green card, anonymous placings, the returned card, the reveal, the judgement, the point and the deal', () => {
    const state = newGame(6, 'events');
    runChance(state);
    const judge = state.judge;
    const round = state.round;
    const seats = nonJudges(state);
    const placed: JudgingEvent[] = [];
    for (const seat of seats) placed.push(...eventsOf(state, { kind: 'place', player: seat, card: cardOf(state, seat) }));
    const last = seats[seats.length - 1] as number;
    assert.deepEqual(
      placed.map((e) => e.kind),
      [...seats.map(() => 'card-placed'), 'placing-closed'],
    );
    for (const [i, e] of placed.slice(0, -1).entries()) {
      assert.deepEqual(e, { kind: 'card-placed', player: seats[i], placed: 1 }, 'a placing says who, never which card');
    }
    assert.deepEqual(placed.at(-1), { kind: 'placing-closed', judged: seats.length - 1, firstJudged: null, returnedTo: last });

    const revealed = eventsOf(state, engine.chanceAction(state));
    assert.deepEqual(revealed, [{ kind: 'revealed', cards: state.judged }]);

    const chosen = state.judged[1] as number;
    const owner = state.placed.find((p) => p.card === chosen)?.player as number;
    const green = state.green;
    const judgedWithOwners = state.judged.map((card) => ({ player: state.placed.find((p) => p.card === card)?.player, card }));
    const decided = eventsOf(state, { kind: 'choose', player: judge, card: chosen });
    const [verdict, points, ...rest] = decided;
    assert.deepEqual(rest, [], 'the new judge deals next, as a chance event');
    assert.deepEqual(verdict, { kind: 'round-judged', round, judge, green, card: chosen, owner, judged: judgedWithOwners });
    assert.equal(points?.kind, 'points');
    if (points?.kind === 'points') {
      assert.equal(points.player, owner);
      assert.equal(points.total, 1);
      assert.deepEqual(points.line, engine.explain(state)[owner]?.lines[0]);
    }
    // Every seat that placed a judged card gets one card back, from the new judge's left: counts, never cards.
    const dealt = eventsOf(state, engine.chanceAction(state));
    assert.ok(dealt.every((e) => e.kind === 'dealt' && e.cards === 1 && !('card' in e)));
    assert.deepEqual(
      dealt.map((e) => (e.kind === 'dealt' ? e.player : -1)).sort((x, y) => x - y),
      seats.filter((s) => s !== last).sort((x, y) => x - y),
    );
    assert.deepEqual(eventsOf(state, engine.chanceAction(state)), [
      { kind: 'green-turned', round: round + 1, judge: state.judge, card: state.green },
    ]);
  });

  it('close the placing at 4 players by the "only the first 4 are judged" rule', () => {
    const state = atPlacing(4, 'first-four');
    const [a, b] = nonJudges(state) as [number, number];
    const events = [a, a, b, b].flatMap((seat) => eventsOf(state, { kind: 'place', player: seat, card: cardOf(state, seat) }));
    assert.deepEqual(
      events.map((e) => (e.kind === 'card-placed' ? e.placed : e.kind)),
      [1, 2, 1, 2, 'placing-closed'],
    );
    assert.deepEqual(events.at(-1), { kind: 'placing-closed', judged: 4, firstJudged: 4, returnedTo: null });
  });

  it('deal the first hands face down and end the game with game-over, the same events from apply as from applyInPlace', () => {
    const state = newGame(5, 'whole');
    const first = eventsOf(state, engine.chanceAction(state));
    assert.deepEqual(first, [
      { kind: 'first-judge', judge: state.judge },
      { kind: 'shuffled', deck: 'green', cards: small.green.cards.length },
      { kind: 'shuffled', deck: 'red', cards: small.red.cards.length },
    ]);
    const deal = eventsOf(state, engine.chanceAction(state));
    assert.deepEqual(
      deal.map((e) => (e.kind === 'dealt' ? [e.player, e.cards] : [])),
      [1, 2, 3, 4, 5].map((i) => [(state.judge + i) % 5, state.numbers.handSize]),
    );
    const random = Random.from('whole', 2);
    let all: JudgingEvent[] = [];
    while (engine.toAct(state).kind !== 'over') {
      const toAct = engine.toAct(state);
      const action =
        toAct.kind === 'chance'
          ? engine.chanceAction(state)
          : random.pick(engine.legalActions(state, random.pick(toAct.kind === 'players' ? toAct.players : [])));
      const copied = engine.apply(state, action);
      const events = eventsOf(state, action);
      assert.ok(copied.ok);
      assert.deepEqual(copied.events, events);
      assert.equal(JSON.stringify(copied.state), JSON.stringify(state));
      all = events;
    }
    assert.deepEqual(all.at(-1), { kind: 'game-over', result: engine.result(state) });
    const decided = engine.log(state).filter((a) => a.kind === 'choose').length;
    assert.equal(state.history.filter((r) => r.winner).length, decided);
  });
});

describe('sampleWorld', () => {
  /** Random games stopped at random moments, at every table size. */
  function positions(count: number): JudgingState[] {
    const out: JudgingState[] = [];
    for (let i = 0; i < count; i++) {
      const players = 4 + (i % 7);
      const state = newGame(players, `sample-${i}`);
      const random = Random.from(`sample-${i}`, 3);
      const stopAt = random.below(400);
      let steps = 0;
      playRandomly(state, random, () => steps++ >= stopAt);
      out.push(state);
    }
    return out;
  }

  it('gives a world in which the player sees exactly their view, with every card in one place, that plays on to the end', () => {
    let judging = 0;
    let placing = 0;
    for (const [i, state] of positions(90).entries()) {
      if (state.phase === 'judging') judging++;
      if (state.phase === 'placing') placing++;
      for (let seat = 0; seat < state.players; seat++) {
        const view = engine.view(state, seat);
        const world = engine.sampleWorld(small, JSON.parse(JSON.stringify(view)) as typeof view, Random.from(`world-${i}`, seat));
        assert.equal(JSON.stringify(engine.view(world, seat)), JSON.stringify(view), `position ${i}, seat ${seat} (${state.phase})`);
        checkCards(world);
        assert.deepEqual(engine.toAct(world), engine.toAct(state));
        if (seat === i % state.players) {
          playRandomly(world, Random.from(`play-${i}`));
          assert.ok(engine.result(world));
        }
      }
    }
    assert.ok(judging > 0 && placing > 15, `the positions cover judging (${judging}) and placing (${placing})`);
  });

  it('draws the hidden cards afresh: other hands and who placed which revealed card differ between samples', () => {
    const state = atPlacing(6, 'fresh');
    for (const seat of nonJudges(state)) must(state, { kind: 'place', player: seat, card: cardOf(state, seat) });
    must(state, engine.chanceAction(state));
    assert.equal(state.phase, 'judging');
    const view = engine.view(state, state.judge);
    const worlds = [1, 2, 3, 4, 5, 6].map((k) => engine.sampleWorld(small, view, Random.from('fresh', k)));
    const other = (state.judge + 1) % 6;
    assert.ok(new Set(worlds.map((w) => JSON.stringify(w.hands[other]))).size > 1, 'other hands are drawn');
    assert.ok(
      new Set(worlds.map((w) => JSON.stringify(w.placed.map((p) => [p.card, p.player]).sort()))).size > 1,
      'owners of the revealed cards are drawn',
    );
    for (const w of worlds) assert.deepEqual(w.hands[state.judge], state.hands[state.judge]);
  });
});

describe('hidden information', () => {
  it('two worlds that differ only in cards hidden from a player give that player equal views, and every bot decides the same in both', () => {
    for (const players of [4, 6, 9]) {
      const state = atPlacing(players, `hidden-${players}`);
      const seats = nonJudges(state);
      const [a, b, c] = seats as [number, number, number];
      must(state, { kind: 'place', player: a, card: cardOf(state, a) });
      const other = JSON.parse(JSON.stringify(state)) as JudgingState;
      // Swap a card between two other hands, and a face-down placed card with a card of the stack.
      const handB = other.hands[b] as number[];
      const handC = other.hands[c] as number[];
      [handB[0], handC[0]] = [handC[0] as number, handB[0] as number];
      const placed = other.placed[0] as { player: number; card: number };
      const top = other.redPool.length - 1;
      const stackCard = other.redPool[top] as number;
      other.redPool[top] = placed.card;
      other.placed[0] = { player: placed.player, card: stackCard };
      for (const viewer of [state.judge, ...seats.filter((s) => s !== a && s !== b && s !== c)]) {
        const v1 = engine.view(state, viewer);
        const v2 = engine.view(other, viewer);
        assert.deepEqual(v1, v2, `seat ${viewer} sees no difference`);
        const legal1 = engine.legalActions(state, viewer);
        const legal2 = engine.legalActions(other, viewer);
        assert.deepEqual(legal1, legal2);
        for (const [name, maker] of Object.entries(judgingBots)) {
          if (legal1.length === 0) continue;
          const seed = botSeed(`hidden-${players}`, viewer);
          assert.deepEqual(
            maker.create(small, seed).decide(v1, legal1),
            maker.create(small, seed).decide(v2, legal2),
            `${name} decides the same`,
          );
        }
      }
      // The players who know the swapped cards do see a difference.
      assert.notDeepEqual(engine.view(state, b), engine.view(other, b));
    }
  });
});
