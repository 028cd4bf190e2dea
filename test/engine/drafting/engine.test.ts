import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { draftingEngine as engine, legalPlacements } from '../../../src/families/drafting/engine/engine.js';
import { loadSavedGame, toSavedGame } from '../../../src/core/game/saved.js';
import type { DraftingAction, DraftingState, PlaceAction } from '../../../src/families/drafting/engine/types.js';
import { card, loadDraft } from './helpers.js';
import { cardIndex } from '../../../src/core/cards/attribute-card.js';

const ruleset = loadDraft('rulesets/orchard.rules');
const index = cardIndex(ruleset.deck);
const id = (short: string): number => index.idOf(card(ruleset, short));
const batch = (name: string): number => ruleset.batches.findIndex((b) => b.name === name);

function start(players: number, seed: number | string = 1): DraftingState {
  const created = engine.create(ruleset, { players, seed });
  assert.ok(created.ok);
  return created.state;
}

function must(state: DraftingState, action: DraftingAction): void {
  const error = engine.applyInPlace(state, action);
  assert.equal(error, null, error?.message);
}

/** A game whose first centre holds exactly `centre` (shorthand cards). */
function withCentre(players: number, centre: string[]): DraftingState {
  const state = start(players);
  must(state, engine.chanceAction(state));
  must(state, { kind: 'reveal', cards: centre.map(id) });
  return state;
}

describe('setting up an Orchard game', () => {
  it('refuses player counts outside 2 to 6', () => {
    for (const players of [1, 7]) {
      const created = engine.create(ruleset, { players, seed: 1 });
      assert.ok(!created.ok);
      assert.equal(created.error.code, 'bad-setup');
    }
  });

  it('starts waiting for the shuffle, with every card in the deck and every batch empty', () => {
    const state = start(3);
    assert.deepEqual(engine.toAct(state), { kind: 'chance' });
    assert.equal(engine.phase(state), 'shuffle');
    assert.equal(state.deck.length, 120);
    assert.ok(state.batches.every((o) => o.length === 8 && o.every((b) => b.length === 0)));
  });

  it('turns up 3 cards per player with 2 players and 2 per player with 3 to 6', () => {
    for (const [players, perPlayer] of [
      [2, 3],
      [3, 2],
      [4, 2],
      [6, 2],
    ] as const) {
      const state = start(players);
      must(state, engine.chanceAction(state));
      const reveal = engine.chanceAction(state);
      assert.equal(reveal.kind, 'reveal');
      assert.equal(reveal.kind === 'reveal' && reveal.cards.length, players * perPlayer);
    }
  });

  it('draws the same shuffle from the same seed, and another from another seed', () => {
    assert.deepEqual(engine.chanceAction(start(4, 'x')), engine.chanceAction(start(4, 'x')));
    assert.notDeepEqual(engine.chanceAction(start(4, 'x')), engine.chanceAction(start(4, 'y')));
  });
});

describe('taking turns', () => {
  it('starts with the leader, goes clockwise, and passes the lead left each phase', () => {
    const state = start(3);
    const seen: number[] = [];
    const leaders: number[] = [];
    while (state.phasesStarted < 3 || state.phase !== 'reveal') {
      if (state.phase !== 'place') {
        must(state, engine.chanceAction(state));
        leaders.push(state.leader);
        continue;
      }
      seen.push(state.turn);
      must(state, legalPlacements(state, state.turn)[0] as PlaceAction);
    }
    assert.deepEqual(leaders.slice(1), [0, 1, 2]);
    assert.deepEqual(seen, [0, 1, 2, 0, 1, 2, 1, 2, 0, 1, 2, 0, 2, 0, 1, 2, 0, 1]);
  });

  it('lists every allowed (card, batch) pair, and always the Bad Batch', () => {
    const state = withCentre(2, ['red 1 1', 'red 1 2', 'green 3 3', 'green 4 4', 'yellow 5 5', 'russet 6 1']);
    const legal = legalPlacements(state, 0);
    assert.equal(legal.length, 6 * 8);
    for (const c of state.centre) assert.ok(legal.some((a) => a.card === c && a.batch === batch('Bad Batch')));
    assert.deepEqual(legalPlacements(state, 1), []);
  });

  it('places exactly the action given, even when the caller reordered or changed the legal list it came from', () => {
    for (let pick = 0; pick < 12; pick++) {
      const state = withCentre(2, ['red 1 1', 'red 1 2', 'green 3 3', 'green 4 4', 'yellow 5 5', 'russet 6 1']);
      const legal = engine.legalActions(state, 0) as PlaceAction[];
      const chosen = legal[(pick * 7) % legal.length] as PlaceAction;
      // A caller may sort or overwrite the fresh list it was given before acting.
      legal.reverse();
      legal[0] = legal[legal.length - 1] as PlaceAction;
      must(state, chosen);
      assert.deepEqual(state.batches[0]?.[chosen.batch], [chosen.card]);
      assert.ok(!state.centre.includes(chosen.card));
      assert.equal(state.batches[0]?.flat().length, 1);
    }
  });

  it('ends when every player holds 12 cards, with the winners by points', () => {
    const state = start(2, 7);
    while (state.phase !== 'over') {
      must(state, state.phase === 'place' ? (legalPlacements(state, state.turn)[0] as PlaceAction) : engine.chanceAction(state));
    }
    assert.deepEqual(engine.toAct(state), { kind: 'over' });
    for (const o of state.batches) assert.equal(o.flat().length, 12);
    const result = engine.result(state);
    assert.ok(result);
    const best = Math.max(...result.scores);
    assert.deepEqual(
      result.winners,
      result.scores.flatMap((s, p) => (s === best ? [p] : [])),
    );
    assert.deepEqual(
      engine.explain(state).map((s) => s.total),
      result.scores,
    );
  });
});

describe('refusing illegal actions', () => {
  const refuses = (state: DraftingState, action: DraftingAction, code: string): string => {
    const before = JSON.stringify(state);
    const cardsBefore = JSON.stringify(state.orchards);
    const error = engine.applyInPlace(state, action);
    assert.equal(error?.code, code);
    assert.equal(JSON.stringify(state), before, 'the state is unchanged');
    assert.equal(JSON.stringify(state.orchards), cardsBefore, 'the attribute-card orchards are unchanged');
    const applied = engine.apply(state, action);
    assert.ok(!applied.ok);
    return error?.message ?? '';
  };

  it('refuses a placement before the cards are turned up', () => {
    const state = start(2);
    refuses(state, { kind: 'place', player: 0, card: 0, batch: 0 }, 'wrong-phase');
    refuses(state, { kind: 'reveal', cards: [0] }, 'bad-chance-outcome');
    must(state, engine.chanceAction(state));
    refuses(state, { kind: 'shuffle', order: state.deck.slice() }, 'wrong-phase');
    must(state, engine.chanceAction(state));
    refuses(state, { kind: 'reveal', cards: state.deck.slice(0, 6) }, 'not-chance');
  });

  it('refuses a shuffle that is not a permutation of the deck and a reveal of the wrong size', () => {
    const state = start(2);
    refuses(state, { kind: 'shuffle', order: [0, 1, 2] }, 'bad-chance-outcome');
    refuses(state, { kind: 'shuffle', order: Array.from({ length: 120 }, () => 3) }, 'bad-chance-outcome');
    refuses(state, { kind: 'shuffle', order: Array.from({ length: 120 }, (_, i) => (i === 0 ? 120 : i)) }, 'malformed-action');
    must(state, engine.chanceAction(state));
    refuses(state, { kind: 'reveal', cards: [1, 2] }, 'bad-chance-outcome');
    refuses(state, { kind: 'reveal', cards: [1, 1, 2, 3, 4, 5] }, 'bad-chance-outcome');
  });

  it('refuses a player out of turn, a card not in the centre, and a batch that does not exist', () => {
    const state = withCentre(2, ['red 1 1', 'red 1 2', 'green 3 3', 'green 4 4', 'yellow 5 5', 'russet 6 1']);
    assert.match(refuses(state, { kind: 'place', player: 1, card: id('red 1 1'), batch: 0 }, 'not-your-turn'), /player 1's turn/);
    refuses(state, { kind: 'place', player: 0, card: id('red 6 5'), batch: 0 }, 'card-not-in-centre');
    refuses(state, { kind: 'place', player: 0, card: id('red 1 1'), batch: 8 }, 'malformed-action');
    refuses(state, { kind: 'place', player: 5, card: id('red 1 1'), batch: 0 }, 'malformed-action');
    refuses(state, { kind: 'dance' } as unknown as DraftingAction, 'malformed-action');
  });

  it('refuses a placement the batch rules forbid, quoting the rule', () => {
    const state = withCentre(2, ['red 1 1', 'red 1 2', 'green 3 3', 'green 4 4', 'yellow 5 5', 'russet 6 1']);
    must(state, { kind: 'place', player: 0, card: id('red 1 1'), batch: batch('Steady Height') });
    must(state, { kind: 'place', player: 1, card: id('green 4 4'), batch: batch('Special Colour Tree') });
    const message = refuses(
      state,
      { kind: 'place', player: 0, card: id('yellow 5 5'), batch: batch('Steady Height') },
      'placement-refused',
    );
    assert.match(message, /^Steady Height: Each card's height within one of the previous card's\./);
    assert.match(
      refuses(state, { kind: 'place', player: 0, card: id('red 1 2'), batch: batch('Special Colour Tree') }, 'placement-refused'),
      /^Special Colour Tree: One card, and no other card of its colour outside the Bad Batch\./,
    );
    must(state, { kind: 'place', player: 0, card: id('yellow 5 5'), batch: batch('Special Colour Tree') });
    refuses(state, { kind: 'place', player: 1, card: id('green 3 3'), batch: batch('Special Colour Tree') }, 'batch-full');
  });

  it('refuses every action once the game is over', () => {
    const state = start(2, 3);
    while (state.phase !== 'over')
      must(state, state.phase === 'place' ? (legalPlacements(state, state.turn)[0] as PlaceAction) : engine.chanceAction(state));
    refuses(state, { kind: 'place', player: 0, card: 0, batch: 7 }, 'game-over');
  });
});

describe('naming the first centre in a scenario', () => {
  it('shuffles the deck from the seed first, logging the shuffle', () => {
    const state = start(2, 'named');
    must(state, { kind: 'reveal', cards: ['red 1 1', 'red 1 2', 'green 3 3', 'green 4 4', 'yellow 5 5', 'russet 6 1'].map(id) });
    assert.deepEqual(
      state.log.map((a) => a.kind),
      ['shuffle', 'reveal'],
    );
    assert.deepEqual(state.log[0], engine.chanceAction(start(2, 'named')));
    assert.equal(state.deck.length, 114);
    assert.equal(state.phase, 'place');
  });
});

describe('saving and replaying', () => {
  function played(seed: number): DraftingState {
    const state = start(4, seed);
    let k = 0;
    while (state.phase !== 'over') {
      const legal = legalPlacements(state, state.turn);
      must(state, state.phase === 'place' ? (legal[k++ % legal.length] as PlaceAction) : engine.chanceAction(state));
    }
    return state;
  }

  it('keeps the state plain JSON', () => {
    const state = played(5);
    const json = JSON.parse(JSON.stringify(state)) as Record<string, unknown>;
    assert.deepEqual(Object.keys(json).sort(), [
      'batches',
      'centre',
      'chance',
      'deck',
      'leader',
      'log',
      'options',
      'phase',
      'phasesStarted',
      'players',
      'ruleset',
      'seed',
      'turn',
    ]);
  });

  it('replays a saved game to the same state', () => {
    const state = played(9);
    const loaded = loadSavedGame(
      engine,
      ruleset,
      JSON.parse(JSON.stringify(toSavedGame(engine, ruleset, { players: 4, seed: 9, options: state.options }, state))),
    );
    assert.ok(loaded.ok);
    assert.equal(JSON.stringify(loaded.state), JSON.stringify(state));
    assert.deepEqual(engine.explain(loaded.state), engine.explain(state));
  });

  it('refuses a corrupt save, naming the first action that does not apply', () => {
    const saved = JSON.parse(JSON.stringify(toSavedGame(engine, ruleset, { players: 4, seed: 2, options: {} }, played(2)))) as {
      log: DraftingAction[];
    };
    const place = saved.log.findIndex((a) => a.kind === 'place');
    (saved.log[place] as { player: number }).player = 3 - (saved.log[place] as PlaceAction).player;
    const loaded = loadSavedGame(engine, ruleset, saved);
    assert.ok(!loaded.ok);
    assert.equal(loaded.at, place);
    assert.match(loaded.reason, new RegExp(`^action ${place + 1} was refused \\(not-your-turn\\)`));
    assert.equal(loadSavedGame(engine, ruleset, { format: 'other' }).ok, false);
    assert.equal(
      loadSavedGame(engine, ruleset, {
        ...toSavedGame(engine, ruleset, { players: 4, seed: 2, options: {} }, played(2)),
        ruleset: 'Apples',
      }).ok,
      false,
    );
  });

  it('copies a state so that changing the copy leaves the original alone', () => {
    const state = withCentre(2, ['red 1 1', 'red 1 2', 'green 3 3', 'green 4 4', 'yellow 5 5', 'russet 6 1']);
    const copy = engine.clone(state);
    must(copy, { kind: 'place', player: 0, card: id('red 1 1'), batch: 0 });
    assert.equal(state.centre.length, 6);
    assert.equal(state.batches[0]?.[0]?.length, 0);
    assert.equal(state.orchards[0]?.[0]?.length, 0);
  });

  it('changes the original without changing a copy made before', () => {
    const state = withCentre(2, ['red 1 1', 'red 1 2', 'green 3 3', 'green 4 4', 'yellow 5 5', 'russet 6 1']);
    const copy = engine.clone(state);
    const before = JSON.stringify(copy);
    must(state, { kind: 'place', player: 0, card: id('red 1 1'), batch: 0 });
    must(state, { kind: 'place', player: 1, card: id('green 3 3'), batch: 0 });
    must(state, { kind: 'place', player: 0, card: id('red 1 2'), batch: 0 });
    assert.equal(JSON.stringify(copy), before);
    assert.equal(copy.orchards[0]?.[0]?.length, 0);
    assert.deepEqual(engine.legalActions(copy, 0).length, engine.legalActions(engine.clone(copy), 0).length);
  });

  it('never changes a view, the JSON data (but its growing log) or the log entries it has handed out, however the game goes on', () => {
    const state = start(3, 'handed out');
    must(state, engine.chanceAction(state));
    must(state, engine.chanceAction(state));
    const view = engine.view(state, 0);
    const seen = JSON.stringify(view);
    // The log is the one array a state extends in place (engine.log gives it whole).
    const { log: _log, ...data } = state.toJSON();
    const saved = JSON.stringify(data);
    const firstEntries = JSON.stringify(state.log);
    // Play to the end, the same player placing again and again, phases turning up new cards.
    while (state.phase !== 'over')
      must(state, state.phase === 'place' ? (engine.legalActions(state, state.turn)[0] as DraftingAction) : engine.chanceAction(state));
    assert.equal(JSON.stringify(view), seen, 'the view is as it was');
    assert.equal(JSON.stringify(data), saved, 'the JSON data is as it was');
    assert.equal(JSON.stringify(state.log.slice(0, 2)), firstEntries, 'the shuffle and the first centre are logged as they were');
  });

  it('shows each player the centre and every orchard, but not the order of the deck', () => {
    const state = withCentre(2, ['red 1 1', 'red 1 2', 'green 3 3', 'green 4 4', 'yellow 5 5', 'russet 6 1']);
    const view = engine.view(state, 1);
    assert.equal(view.deckLeft, 114);
    assert.ok(!('deck' in view));
    assert.equal(view.centre.length, 6);
  });
});
