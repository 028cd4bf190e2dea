import '../../../src/families/index.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { Random } from '../../../src/core/cards/random.js';
import { trickEngine } from '../../../src/families/trick/engine/index.js';
import type { TrickAction, TrickEvent, TrickState } from '../../../src/families/trick/engine/index.js';
import { resolveOptions } from '../../../src/core/rules/index.js';
import type { TrickRuleset } from '../../../src/families/trick/ruleset.js';
import { cardsOnTable, fixture, ruleset } from './helpers.js';

const apples = ruleset();
const threeOrFour = fixture('apples-3-to-4.rules');
const defaults = resolveOptions(apples, {});
/** The goal of the default game, read from the ruleset rather than restated here. */
const goal = defaults.ok ? apples.goal.evaluate({ options: defaults.options, players: 4 }) : NaN;

/**
 * Where every card is, as the seats' views show it: no card more often than the deck holds it,
 * and as many cards in play as were dealt (`each`, from the last deal's event).
 */
function cardsAccountedFor(r: TrickRuleset, s: TrickState, each: number): boolean {
  const phase = trickEngine.phase(s);
  if (phase === 'first-dealer' || phase === 'deal' || phase === 'over') return true;
  const { hands, targets, pile, played } = cardsOnTable(s);
  const all = [...hands.flat(), ...targets.flat(), ...pile, ...played];
  const count = new Map<number, number>();
  for (const c of all) count.set(c, (count.get(c) ?? 0) + 1);
  return [...count.values()].every((n) => n <= r.deck.copies) && all.length === hands.length * each;
}

/** Distinct cards in a seat's hand. */
function distinctHeld(s: TrickState, seat: number): number {
  return new Set(trickEngine.view(s, seat).hand).size;
}

/** Play one random game through the public path, checking after every action; returns the state and its events. */
function playChecked(r: TrickRuleset, players: number, seed: number, tryEveryListed: boolean): { s: TrickState; events: TrickEvent[] } {
  const created = trickEngine.create(r, { players, seed });
  assert.ok(created.ok);
  const s = created.state;
  const rng = Random.from(seed, 99);
  const events: TrickEvent[] = [];
  // Bids name a number and a denomination (the suits, and no trumps where allowed), or pass.
  let each = 0;
  const bids = 1 + (r.deck.suits.length + (r.bidding.noTrumpsBelow === null ? 0 : 1)) * r.bidding.numbers.max;
  for (let k = 0; trickEngine.toAct(s).kind !== 'over'; k++) {
    const toAct = trickEngine.toAct(s);
    let action: TrickAction;
    if (toAct.kind !== 'players') action = trickEngine.chanceAction(s);
    else {
      const seat = rng.pick(toAct.players);
      const legal = trickEngine.legalActions(s, seat);
      assert.ok(legal.length > 0 && legal.length <= Math.max(distinctHeld(s, seat), bids), `${legal.length} actions`);
      if (trickEngine.phase(s) !== 'bidding') assert.ok(legal.length <= distinctHeld(s, seat));
      // Every listed action is accepted (on a copy), now and then.
      if (tryEveryListed && k % 5 === 0)
        for (const a of legal) assert.ok(trickEngine.apply(s, a).ok, `listed but refused: ${JSON.stringify(a)}`);
      action = rng.pick(legal);
    }
    const from = events.length;
    assert.equal(trickEngine.applyInPlace(s, action, events), null);
    for (let i = from; i < events.length; i++) {
      const e = events[i] as TrickEvent;
      if (e.kind === 'dealt') each = e.each;
    }
    assert.ok(cardsAccountedFor(r, s, each), `cards lost after ${JSON.stringify(action)}`);
  }
  return { s, events };
}

for (const [r, players] of [
  [apples, 4],
  [threeOrFour, 3],
  [threeOrFour, 4],
] as const) {
  describe(`${r.name} at ${players} players over random games`, () => {
    it('keeps every card in one place, lists no more actions than cards held, and accepts every listed action', () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => void playChecked(r, players, seed, true)),
        { numRuns: 25 },
      );
    });

    it('makes the totals the sum of the explained hand scores, reported hand by hand in the events, and ends only when the rules say', () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
          const { s, events } = playChecked(r, players, seed, false);
          const result = trickEngine.result(s);
          assert.ok(result);
          trickEngine.explain(s).forEach((sheet, p) => {
            assert.equal(
              sheet.lines.reduce((sum, l) => sum + l.points, 0),
              result.scores[p],
            );
            assert.equal(sheet.total, result.scores[p]);
          });
          const scored = events.filter((e) => e.kind === 'hand-scored');
          assert.equal(scored.length, trickEngine.view(s, 0).handScores.length);
          const running = new Array<number>(players).fill(0);
          scored.forEach((e, h) => {
            e.sheets.forEach((sheet, p) => {
              assert.equal(
                sheet.total,
                sheet.lines.reduce((sum, l) => sum + l.points, 0),
              );
              running[p]! += sheet.total;
            });
            assert.deepEqual(e.totals, running);
            const best = Math.max(...running);
            const leaders = running.filter((x) => x === best).length;
            if (h < scored.length - 1) assert.ok(best < goal || leaders > 1);
            else assert.ok(best >= goal && leaders === 1);
          });
          assert.deepEqual(events.at(-1), { kind: 'game-over', result });
          assert.equal(events.filter((e) => e.kind === 'trick-won').length, 12 * trickEngine.view(s, 0).handScores.length);
        }),
        { numRuns: 60 },
      );
    });

    // Replaying each game's log, with or without the seed, to the same state: test/conformance/ does it for every game it plays of these rulesets.
  });
}
