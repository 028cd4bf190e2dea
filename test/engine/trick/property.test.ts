import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { Random } from '../../../src/cards/random.js';
import { PHASE_NAMES, loadGame, nextActor, sampleLegalAction, saveGame, trickEngine } from '../../../src/engine/trick/index.js';
import type { TrickAction, TrickState } from '../../../src/engine/trick/index.js';
import { ruleset } from './helpers.js';
import { resolveOptions } from '../../../src/rules/index.js';

const r = ruleset();
const defaults = resolveOptions(r, {});
/** The goal of the default game, read from the ruleset rather than restated here. */
const goal = defaults.ok ? r.goal.evaluate({ options: defaults.options, players: 4 }) : NaN;

/** Every card of the deck is in exactly one place: a hand, the pile, a target, the trick or a finished trick. */
function cardsAccountedFor(s: TrickState): boolean {
  const phase = PHASE_NAMES[s.phase];
  if (phase === 'first-dealer' || phase === 'deal' || phase === 'over') return true;
  const count = new Uint8Array(52);
  const t = s.t;
  for (let p = 0; p < 4; p++) {
    for (let i = 0; i < s.handLen[p]!; i++) count[s.hands[p * t.cap + i]!]++;
    for (let i = 0; i < s.targetLen[p]!; i++) count[s.targets[p * t.targetCards + i]!]++;
  }
  for (let i = 0; i < s.pileLen; i++) count[s.pile[i]!]++;
  for (let i = 0; i < s.trickLen; i++) count[s.trick[i]!]++;
  for (let i = 0; i < s.tricksDone * 4; i++) count[s.history[i]!]++;
  return count.every((n) => n === 1);
}

/** Is `action` among the legal actions (pile sets compared as sorted lists)? */
function isListed(s: TrickState, action: TrickAction): boolean {
  if (!('player' in action)) return true;
  const key = (a: TrickAction): string => JSON.stringify(a.type === 'give' ? { ...a, cards: [...a.cards].sort((x, y) => x - y) } : a);
  const wanted = key(action);
  return trickEngine.legalActions(s, action.player).some((a) => key(a) === wanted);
}

/** Play one random game; check the invariants after every action. */
function playChecked(seed: number, checkLegal: boolean, checkCards = true): TrickState {
  const created = trickEngine.create(r, { players: 4, seed });
  assert.ok(created.ok);
  const s = created.state;
  const rng = Random.from(seed, 99);
  while (trickEngine.toAct(s).kind !== 'over') {
    const actor = nextActor(s);
    const action = actor < 0 ? trickEngine.chanceAction(s) : (sampleLegalAction(s, actor, rng) as TrickAction);
    if (checkLegal) assert.ok(isListed(s, action), `not listed as legal: ${JSON.stringify(action)}`);
    assert.equal(trickEngine.applyInPlace(s, action), null);
    if (checkCards) assert.ok(cardsAccountedFor(s), `cards lost after ${JSON.stringify(action)}`);
  }
  return s;
}

describe('Apples over 1,700 random games', () => {
  it('accounts for all 52 cards after every action, and every applied action was listed as legal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
        playChecked(seed, true);
      }),
      { numRuns: 100 },
    );
  });

  it('makes the totals the sum of the explained hand scores, and ends only when the rules say', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
        const s = playChecked(seed, false);
        const sheets = trickEngine.explain(s);
        const result = trickEngine.result(s);
        assert.ok(result);
        sheets.forEach((sheet, p) => {
          assert.equal(sheet.lines.reduce((sum, l) => sum + l.points, 0), result.scores[p]);
          assert.equal(sheet.total, result.scores[p]);
        });
        // No earlier hand ended with a single leader at or past the goal.
        const running = [0, 0, 0, 0];
        const hands = trickEngine.view(s, 0).handScores;
        hands.forEach((scores, h) => {
          scores.forEach((x, p) => (running[p]! += x));
          const best = Math.max(...running);
          const leaders = running.filter((x) => x === best).length;
          if (h < hands.length - 1) assert.ok(best < goal || leaders > 1);
          else assert.ok(best >= goal && leaders === 1);
        });
      }),
      { numRuns: 1500 },
    );
  });

  it('gives the same state for the same seed and log, with or without the seed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
        const s = playChecked(seed, false, false);
        const saved = JSON.parse(JSON.stringify(saveGame(s))) as Record<string, unknown>;
        const again = loadGame(r, saved);
        const otherSeed = loadGame(r, { ...saved, setup: { ...(saved['setup'] as object), seed: 'not the seed' } });
        assert.ok(again.ok && otherSeed.ok);
        for (const copy of [again.state, otherSeed.state]) {
          assert.deepEqual(trickEngine.result(copy), trickEngine.result(s));
          for (let p = 0; p < 4; p++) assert.deepEqual(trickEngine.view(copy, p).handScores, trickEngine.view(s, p).handScores);
          assert.deepEqual(trickEngine.log(copy), trickEngine.log(s));
        }
        assert.deepEqual(playChecked(seed, false, false).logArray(), s.logArray());
      }),
      { numRuns: 100 },
    );
  });
});
