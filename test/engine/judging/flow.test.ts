import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { judgingEngine } from '../../../src/families/judging/engine/engine.js';
import { loadSavedGame, toSavedGame } from '../../../src/core/game/saved.js';
import type { JudgingAction, JudgingEvent, JudgingState } from '../../../src/families/judging/engine/types.js';
import { atPlacing, cardOf, must, newGame, nonJudges, runChance, small } from './helpers.js';

const engine = judgingEngine;

/** Play one placing and judging round with the first legal actions; the judge picks the first revealed card. */
function playRound(state: JudgingState): void {
  runChance(state);
  while (state.phase === 'placing') {
    const toAct = engine.toAct(state);
    assert.equal(toAct.kind, 'players');
    const seat = (toAct as { players: readonly number[] }).players[0] as number;
    must(state, engine.legalActions(state, seat)[0] as JudgingAction);
  }
  runChance(state);
  if (state.phase === 'judging') must(state, engine.legalActions(state, state.judge)[0] as JudgingAction);
}

function playToEnd(state: JudgingState): void {
  for (let i = 0; i < 500 && state.phase !== 'over'; i++) playRound(state);
  assert.equal(state.phase, 'over');
}

describe('a game of Apples to Apples', () => {
  it('deals every player the hand size of red cards and draws the first judge from the seed (P1)', () => {
    const state = newGame(7, 'deal');
    runChance(state);
    for (const hand of state.hands) assert.equal(hand.length, 7);
    const first = state.log.find((a) => a.kind === 'first-judge');
    assert.deepEqual(first, { kind: 'first-judge', judge: state.judge });
    const judges = new Set<number>();
    for (let seed = 0; seed < 40; seed++) {
      const s = newGame(5, seed);
      runChance(s);
      judges.add(s.judge);
    }
    assert.equal(judges.size, 5, 'different seeds give different first judges');
  });

  it('reads the win table from the ruleset for every player count', () => {
    const table: Record<number, number> = { 4: 8, 5: 7, 6: 6, 7: 5, 8: 4, 9: 4, 10: 4 };
    for (let players = 4; players <= 10; players++) {
      const state = newGame(players, `goal-${players}`);
      assert.equal(state.numbers.goal, table[players]);
      playToEnd(state);
      const result = engine.result(state);
      assert.ok(result);
      assert.equal(result.winners.length, 1);
      const winner = result.winners[0] as number;
      assert.equal(result.scores[winner], table[players], `the game ends as soon as someone has ${table[players]} green cards`);
      for (const [seat, score] of result.scores.entries()) if (seat !== winner) assert.ok(score < (table[players] as number));
      assert.equal(engine.explain(state)[winner]?.total, table[players]);
    }
  });

  it('refuses player counts outside the ruleset range', () => {
    for (const players of [3, 11]) {
      const created = engine.create(small, { players, seed: 1 });
      assert.equal(created.ok, false);
      if (!created.ok) assert.equal(created.error.code, 'bad-setup');
    }
  });

  it('gives the green card to the owner of the chosen red card, discards the judged cards and passes the judge left', () => {
    const state = atPlacing(6, 'win');
    const judge = state.judge;
    const green = state.green;
    for (const seat of nonJudges(state)) must(state, { kind: 'place', player: seat, card: cardOf(state, seat) });
    runChance(state);
    const judged = state.judged.slice();
    const chosen = judged[1] as number;
    const owner = state.placed.find((p) => p.card === chosen)?.player as number;
    must(state, { kind: 'choose', player: judge, card: chosen });
    assert.deepEqual(state.won[owner], [green]);
    assert.deepEqual(state.discards, judged);
    assert.equal(state.judge, (judge + 1) % 6);
    assert.equal(state.phase, 'deal');
    must(state, engine.chanceAction(state));
    assert.equal(state.phase, 'turn');
    for (const hand of state.hands) assert.equal(hand.length, 7, 'the new judge refills every hand to 7');
    assert.deepEqual(state.history[0]?.winner, { player: owner, card: chosen });
  });

  it('shuffles the discards into a new red stack when it runs out in the middle of a deal', () => {
    const state = newGame(10, 'reshuffle');
    const sorted = (list: readonly number[]): number[] => [...list].sort((a, b) => a - b);
    let reshuffled = 0;
    for (let i = 0; i < 40 && state.phase !== 'over'; i++) {
      playRound(state);
      if (state.phase !== 'deal') continue;
      const owed = state.hands.reduce((sum, hand) => sum + (7 - hand.length), 0);
      const stack = state.redPool.slice();
      const discards = state.discards.slice();
      if (owed <= stack.length) continue;
      const action = engine.chanceAction(state);
      assert.equal(action.kind, 'deal');
      const cards = (action as { cards: readonly number[] }).cards;
      assert.deepEqual(sorted(cards.slice(0, stack.length)), sorted(stack), 'the stack is dealt out first');
      assert.ok(
        cards.slice(stack.length).every((c) => discards.includes(c)),
        'then the reshuffled discards',
      );
      const events: JudgingEvent[] = [];
      assert.equal(engine.applyInPlace(state, action, events), null);
      assert.ok(events.some((e) => e.kind === 'reshuffled' && e.cards === discards.length));
      reshuffled++;
      assert.equal(state.discards.length, 0);
      assert.equal(state.redPool.length, discards.length - (owed - stack.length));
      for (const hand of state.hands) assert.equal(hand.length, 7);
    }
    assert.ok(reshuffled > 0, 'a 10-player game with 81 red cards must run out of red cards');
  });

  it('refuses a deal of a card that is not in the stack, or the same card twice', () => {
    const state = newGame(4, 'bad-deal');
    must(state, engine.chanceAction(state));
    const deal = engine.chanceAction(state) as { kind: 'deal'; cards: readonly number[] };
    const before = JSON.stringify(state);
    const twice = [...deal.cards];
    twice[1] = twice[0] as number;
    assert.equal(engine.applyInPlace(state, { kind: 'deal', cards: twice })?.code, 'bad-chance-outcome');
    assert.equal(engine.applyInPlace(state, { kind: 'deal', cards: deal.cards.slice(1) })?.code, 'bad-chance-outcome');
    assert.equal(JSON.stringify(state), before);
    must(state, deal);
  });

  it('keeps "My ..." cards exactly as written', () => {
    const mine = small.red.cards.map((c, id) => ({ c, id })).filter(({ c }) => c.text.startsWith('My '));
    assert.ok(mine.length >= 4);
    const state = newGame(4, 'mine');
    runChance(state);
    for (const { c, id } of mine) assert.equal(state.cards.red[id]?.text, c.text);
    const holder = state.hands.findIndex((h) => h.some((id) => mine.some((m) => m.id === id)));
    if (holder >= 0) {
      const texts = engine.view(state, holder).hand.map((f) => f.text);
      assert.ok(texts.some((t) => ['My Grandmother', 'My Best Friend', 'My Homework', 'My Bedroom'].includes(t)));
    }
    assert.equal(small.red.cards.find((c) => c.text === 'My Grandmother')?.detail, 'She knits and she knows.');
  });
});

describe('what each player sees', () => {
  it('shows a player their own hand and the green card, never another hand', () => {
    const state = atPlacing(5, 'view');
    for (let p = 0; p < 5; p++) {
      const view = engine.view(state, p);
      assert.deepEqual(
        view.hand.map((c) => c.id),
        state.hands[p],
      );
      assert.equal(view.green?.id, state.green);
      const text = JSON.stringify(view);
      for (let q = 0; q < 5; q++) {
        if (q === p) continue;
        for (const id of state.hands[q] as number[]) assert.ok(!view.hand.some((c) => c.id === id));
      }
      assert.ok(!text.includes('"hands"'));
    }
  });

  it('shows placed cards face down (counts only) until they are revealed', () => {
    const state = atPlacing(6, 'facedown');
    const [a, b] = nonJudges(state) as [number, number];
    const card = cardOf(state, a);
    must(state, { kind: 'place', player: a, card });
    const other = engine.view(state, b);
    assert.equal(other.placedCounts[a], 1);
    assert.deepEqual(other.judged, []);
    assert.deepEqual(other.myPlaced, []);
    assert.ok(!other.hand.some((c) => c.id === card), 'another player never sees a face-down card');
    assert.deepEqual(
      engine.view(state, a).myPlaced.map((c) => c.id),
      [card],
    );
    assert.deepEqual(engine.view(state, state.judge).myPlaced, []);
  });

  it('shows the judge the revealed cards in the shuffled order without owners, and owners only after the choice (P4)', () => {
    const state = atPlacing(8, 'anon');
    for (const seat of nonJudges(state)) must(state, { kind: 'place', player: seat, card: cardOf(state, seat) });
    const placedOrder = state.placed.map((p) => p.card);
    runChance(state);
    const reveal = state.log[state.log.length - 1];
    assert.equal(reveal?.kind, 'reveal');
    const view = engine.view(state, state.judge);
    assert.deepEqual(
      view.judged.map((c) => c.id),
      (reveal as { order: readonly number[] }).order,
    );
    for (const face of view.judged) assert.deepEqual(Object.keys(face).sort(), ['detail', 'id', 'tags', 'text']);
    assert.equal(view.history.length, 0, 'the round is not in the history before the choice');
    assert.notDeepEqual(
      view.judged.map((c) => c.id),
      placedOrder.slice(0, -1),
      'this seed shuffles the cards',
    );
    const chosen = view.judged[0]?.id as number;
    must(state, { kind: 'choose', player: view.judge, card: chosen });
    const after = engine.view(state, 0).history[0];
    assert.ok(after);
    assert.equal(after.winner?.card.id, chosen);
    for (const j of after.judged) assert.equal(state.history[0]?.judged.find((x) => x.card === j.card.id)?.player, j.player);
  });
  it('keeps the card that went back to its owner hidden from everyone else', () => {
    const state = atPlacing(6, 'back');
    for (const seat of nonJudges(state)) must(state, { kind: 'place', player: seat, card: cardOf(state, seat) });
    const back = state.returned as { player: number; card: number };
    runChance(state);
    assert.ok(!engine.view(state, state.judge).judged.some((c) => c.id === back.card));
    must(state, { kind: 'choose', player: state.judge, card: state.judged[0] as number });
    const other = (back.player + 1) % 6;
    assert.deepEqual(engine.view(state, other).history[0]?.returned, { player: back.player, card: null });
    assert.equal(engine.view(state, back.player).history[0]?.returned?.card?.id, back.card);
  });
});

/** The saved form of a game of the small rules (the one format of src/core/game/saved.ts). */
function save(state: JudgingState) {
  return toSavedGame(engine, small, { players: state.players, seed: state.seed, options: state.options }, state);
}

describe('chance events, replays and saved games', () => {
  it('draws the same chance action twice without changing the state', () => {
    const state = newGame(6, 'pure');
    const before = JSON.stringify(state);
    assert.deepEqual(engine.chanceAction(state), engine.chanceAction(state));
    assert.equal(JSON.stringify(state), before);
  });

  it('replays a saved game exactly, through JSON', () => {
    const state = newGame(4, 'save');
    playToEnd(state);
    const saved = JSON.parse(JSON.stringify(save(state))) as unknown;
    const loaded = loadSavedGame(engine, small, saved);
    assert.ok(loaded.ok);
    assert.equal(JSON.stringify(loaded.state), JSON.stringify(state));
  });

  it('refuses a saved game with a tampered action, naming the action', () => {
    const state = newGame(5, 'tamper');
    playRound(state);
    const saved = save(state);
    const at = saved.log.findIndex((a) => a.kind === 'place');
    const log = saved.log.slice();
    const placed = log[at] as { kind: 'place'; player: number; card: number };
    // A card of another seat's hand: a real card, but not one this player holds.
    const other = state.hands.findIndex((h, p) => p !== placed.player && h.length > 0);
    log[at] = { ...placed, card: state.hands[other]?.[0] as number };
    const loaded = loadSavedGame(engine, small, { ...saved, log });
    assert.equal(loaded.ok, false);
    if (!loaded.ok) {
      assert.equal(loaded.at, at);
      assert.match(loaded.reason, new RegExp(`^action ${at + 1} was refused \\(card-not-in-hand\\)`));
    }
    const wrong = loadSavedGame(engine, small, { ...saved, ruleset: 'Apples' });
    assert.equal(wrong.ok, false);
    assert.equal(loadSavedGame(engine, small, { format: 'nope' }).ok, false);
  });
});
