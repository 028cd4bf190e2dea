import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { judgingEngine } from '../../../src/families/judging/engine/engine.js';
import { atPlacing, cardOf, loadJudge, must, nonJudges, snapshot } from './helpers.js';

const engine = judgingEngine;

/** The seats the game waits for, in seat order. */
function toActPlayers(state: Parameters<typeof engine.toAct>[0]): number[] {
  const t = engine.toAct(state);
  return t.kind === 'players' ? [...t.players].sort((a, b) => a - b) : [];
}

/** Expect a refusal with `code` that leaves the state exactly as it was. */
function refused(state: Parameters<typeof engine.applyInPlace>[0], action: Parameters<typeof engine.applyInPlace>[1], code: string): void {
  const before = snapshot(state);
  const error = engine.applyInPlace(state, action);
  assert.equal(error?.code, code, `expected ${code}, got ${JSON.stringify(error)}`);
  assert.ok(error.message.length > 0);
  assert.equal(snapshot(state), before, 'a refused action must not change the state');
  const copy = engine.apply(state, action);
  assert.equal(copy.ok, false);
}

describe('placing red cards with 6 to 10 players (P3)', () => {
  for (let players = 6; players <= 10; players++) {
    it(`with ${players} players, each non-judge places exactly one card and the last one placed goes back to its owner`, () => {
      const state = atPlacing(players, `p3-${players}`);
      const seats = nonJudges(state);
      assert.deepEqual(
        toActPlayers(state),
        [...seats].sort((a, b) => a - b),
      );
      for (const seat of seats) {
        assert.ok(!engine.legalActions(state, seat).some((a) => a.kind === 'done'), 'nobody may stop before placing one');
      }
      const order = [...seats].reverse();
      const placed = order.map((seat) => {
        const card = cardOf(state, seat);
        must(state, { kind: 'place', player: seat, card });
        return { seat, card };
      });
      const last = placed[placed.length - 1] as { seat: number; card: number };
      assert.equal(state.phase, 'reveal');
      assert.deepEqual(state.returned, { player: last.seat, card: last.card });
      assert.ok(state.hands[last.seat]?.includes(last.card), 'the last card is back in its owner hand');
      assert.equal(state.hands[last.seat]?.length, state.numbers.handSize);
      assert.deepEqual(
        [...state.judged].sort((a, b) => a - b),
        placed
          .slice(0, -1)
          .map((p) => p.card)
          .sort((a, b) => a - b),
      );
      assert.equal(state.judged.length, players - 2);
    });

    it(`with ${players} players, a second card from the same player is refused`, () => {
      const state = atPlacing(players, `p3b-${players}`);
      const seat = nonJudges(state)[0] as number;
      must(state, { kind: 'place', player: seat, card: cardOf(state, seat) });
      assert.deepEqual(engine.legalActions(state, seat), []);
      refused(state, { kind: 'place', player: seat, card: cardOf(state, seat) }, 'too-many-cards');
      refused(state, { kind: 'done', player: seat }, 'already-done');
    });
  }

  it('with the two-cards house rule and 6 players, a player may place a second card or stop after one', () => {
    const rules = loadJudge('test/rulesets/a2a-small-two-cards.rules');
    const state = atPlacing(6, 'two', rules);
    assert.equal(state.numbers.maxEach, 2);
    const [a, b, ...rest] = nonJudges(state) as [number, number, ...number[]];
    must(state, { kind: 'place', player: a, card: cardOf(state, a) });
    assert.ok(engine.legalActions(state, a).some((x) => x.kind === 'done'));
    must(state, { kind: 'place', player: a, card: cardOf(state, a) });
    refused(state, { kind: 'place', player: a, card: cardOf(state, a) }, 'too-many-cards');
    must(state, { kind: 'place', player: b, card: cardOf(state, b) });
    must(state, { kind: 'done', player: b });
    for (const seat of rest) {
      must(state, { kind: 'place', player: seat, card: cardOf(state, seat) });
      must(state, { kind: 'done', player: seat });
    }
    assert.equal(state.phase, 'reveal');
    assert.equal(state.judged.length, 2 + 1 + rest.length - 1);
  });
});

describe('placing red cards with 4 or 5 players (P2)', () => {
  for (const players of [4, 5]) {
    it(`with ${players} players, the round closes at the fourth card and a card after it is refused`, () => {
      const state = atPlacing(players, `p2-${players}`);
      const [a, b] = nonJudges(state) as [number, number];
      must(state, { kind: 'place', player: a, card: cardOf(state, a) });
      must(state, { kind: 'place', player: a, card: cardOf(state, a) });
      refused(state, { kind: 'place', player: a, card: cardOf(state, a) }, 'too-many-cards');
      must(state, { kind: 'place', player: b, card: cardOf(state, b) });
      assert.equal(state.phase, 'placing');
      must(state, { kind: 'place', player: b, card: cardOf(state, b) });
      assert.equal(state.phase, 'reveal', 'the fourth card closes the round');
      assert.equal(state.judged.length, 4);
      assert.equal(state.returned, null);
      const c = nonJudges(state)[2] as number;
      refused(state, { kind: 'place', player: c, card: cardOf(state, c) }, 'placing-closed');
      assert.deepEqual(engine.legalActions(state, c), []);
    });

    it(`with ${players} players, placing a second card counts as done`, () => {
      const state = atPlacing(players, `p2s-${players}`);
      const [a, b, ...others] = nonJudges(state) as [number, number, ...number[]];
      must(state, { kind: 'place', player: a, card: cardOf(state, a) });
      assert.ok(
        engine.legalActions(state, a).some((x) => x.kind === 'done'),
        'after one card a player may stop',
      );
      must(state, { kind: 'place', player: a, card: cardOf(state, a) });
      assert.deepEqual(engine.legalActions(state, a), []);
      must(state, { kind: 'place', player: b, card: cardOf(state, b) });
      must(state, { kind: 'done', player: b });
      assert.deepEqual(
        toActPlayers(state),
        others.slice().sort((x, y) => x - y),
      );
      assert.equal(state.phase, 'placing');
    });
  }

  it('with 4 players, the round closes when every non-judge placed at least one card and declared done', () => {
    const state = atPlacing(4, 'p2d');
    const seats = nonJudges(state);
    for (const seat of seats) {
      refused(state, { kind: 'done', player: seat }, 'too-few-cards');
      must(state, { kind: 'place', player: seat, card: cardOf(state, seat) });
    }
    assert.equal(state.phase, 'placing', 'one card each is not yet the end: anyone may place a second');
    for (const seat of seats) {
      must(state, { kind: 'done', player: seat });
      const code = seat === seats[seats.length - 1] ? 'placing-closed' : 'already-done';
      refused(state, { kind: 'place', player: seat, card: cardOf(state, seat) }, code);
    }
    assert.equal(state.phase, 'reveal');
    assert.equal(state.judged.length, 3);
  });

  it('with 5 players, one card from each of the four non-judges already closes the round', () => {
    const state = atPlacing(5, 'p2five');
    for (const seat of nonJudges(state)) must(state, { kind: 'place', player: seat, card: cardOf(state, seat) });
    assert.equal(state.phase, 'reveal');
    assert.equal(state.judged.length, 4);
  });
});

describe('refusing illegal actions', () => {
  it('refuses a red card from the judge', () => {
    const state = atPlacing(5, 'judge');
    refused(state, { kind: 'place', player: state.judge, card: cardOf(state, state.judge) }, 'judge-cannot-place');
    assert.deepEqual(engine.legalActions(state, state.judge), []);
  });

  it('refuses a card the player does not hold, and a card that does not exist as malformed', () => {
    const state = atPlacing(6, 'hold');
    const [a, b] = nonJudges(state) as [number, number];
    refused(state, { kind: 'place', player: a, card: cardOf(state, b) }, 'card-not-in-hand');
    refused(state, { kind: 'place', player: a, card: 9999 }, 'malformed-action');
  });

  it('refuses a seat that is not at the table and an unknown action', () => {
    const state = atPlacing(4, 'seat');
    refused(state, { kind: 'place', player: 4, card: 0 }, 'malformed-action');
    refused(state, { kind: 'dance', player: 0 }, 'malformed-action');
  });

  it('refuses a choice before the reveal, by a non-judge, or of a card that was not judged', () => {
    const state = atPlacing(6, 'choose');
    const seats = nonJudges(state);
    refused(state, { kind: 'choose', player: state.judge, card: cardOf(state, seats[0] as number) }, 'wrong-phase');
    for (const seat of seats) must(state, { kind: 'place', player: seat, card: cardOf(state, seat) });
    refused(state, { kind: 'choose', player: state.judge, card: state.judged[0] as number }, 'wrong-phase');
    must(state, engine.chanceAction(state));
    assert.equal(state.phase, 'judging');
    const returned = state.returned?.card as number;
    refused(state, { kind: 'choose', player: state.judge, card: returned }, 'not-judged');
    refused(state, { kind: 'choose', player: seats[0] as number, card: state.judged[0] as number }, 'not-your-turn');
    refused(state, { kind: 'place', player: seats[0] as number, card: cardOf(state, seats[0] as number) }, 'placing-closed');
    assert.deepEqual(
      engine.legalActions(state, state.judge).map((a) => (a.kind === 'choose' ? a.card : -1)),
      state.judged,
    );
  });

  it('refuses chance events out of turn and ones that do not fit the state', () => {
    const state = atPlacing(4, 'chance');
    refused(state, { kind: 'reveal', order: [] }, 'not-chance');
    const [a, b] = nonJudges(state) as [number, number];
    for (const s of [a, a, b, b]) must(state, { kind: 'place', player: s, card: cardOf(state, s) });
    refused(state, { kind: 'deal', cards: [] }, 'wrong-phase');
    refused(state, { kind: 'reveal', order: state.judged.slice(1) }, 'bad-chance-outcome');
    refused(state, { kind: 'reveal', order: [state.judged[0] as number, ...state.judged.slice(0, 3)] }, 'bad-chance-outcome');
    refused(state, { kind: 'place', player: a, card: cardOf(state, a) }, 'placing-closed');
  });
});
