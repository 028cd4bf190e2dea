/**
 * The search players' cheap paths through their own worlds: the random play-out
 * (`randomPlayOut`) plays exactly what the generic play-out of src/core/bots/ismcts.ts would with the
 * same random numbers (who acts drawn with `pick` when several may, a legal action with `below`),
 * even in worlds whose finished hands keep only their scores; and a view's `worldSampler` draws
 * the very worlds `sampleWorld` draws, however many times it is called.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Random } from '../../../src/core/cards/random.js';
import { randomPlayOut, scoresOnly, trickEngine, worldSampler } from '../../../src/families/trick/engine/index.js';
import type { TrickAction, TrickState } from '../../../src/families/trick/engine/index.js';
import type { TrickRuleset } from '../../../src/families/trick/ruleset.js';
import { compile, shipped } from '../../rules/helpers.js';
import { ruleset } from './helpers.js';

/** Apples with `line` in its tricks block. */
function apples(line: string): TrickRuleset {
  const result = compile({
    'main.rules': `extends "shipped/apples.rules"\ntricks {\n  ${line}\n}\n`,
    'shipped/apples.rules': shipped('apples.rules'),
  });
  if (!result.ok || result.ruleset.family !== 'trick-taking') throw new Error(result.diagnostics.map((d) => d.message).join('; '));
  return result.ruleset;
}

const rulesets: [string, TrickRuleset][] = [
  ['apples', ruleset()],
  ['must trump', ruleset('variants/apples-must-trump.rules')],
  ['must overtrump', apples('when void overtrump if able')],
  ['partnerships', ruleset('variants/apples-partnerships.rules')],
];

/** Positions of a game played at random: every `every`-th decision of its first hands (the pile, targets, tricks). */
function positions(r: TrickRuleset, seed: string, every: number): TrickState[] {
  const created = trickEngine.create(r, { players: r.players.min, seed });
  assert.ok(created.ok);
  const s = created.state;
  const rng = Random.from(seed, 7);
  const out: TrickState[] = [];
  for (let step = 0; s.finished.length < 2; step++) {
    const toAct = trickEngine.toAct(s);
    if (toAct.kind === 'over') break;
    if (toAct.kind === 'players' && step % every === 0) out.push(s.copy());
    const action = toAct.kind === 'chance' ? trickEngine.chanceAction(s) : rng.pick(trickEngine.legalActions(s, rng.pick(toAct.players)));
    assert.equal(trickEngine.applyInPlace(s, action), null);
  }
  return out;
}

/** The generic random play-out (src/core/bots/ismcts.ts) through the public engine, to the end of the hand under way or `budget` steps. */
function genericPlayOut(s: TrickState, budget: number, rng: Random): number {
  const hand = s.finished.length;
  let spent = 0;
  for (; spent < budget; spent++) {
    if (s.finished.length > hand) return spent;
    const toAct = trickEngine.toAct(s);
    if (toAct.kind === 'over') return spent;
    let action: TrickAction;
    if (toAct.kind === 'chance') action = trickEngine.chanceAction(s);
    else {
      const who = toAct.players.length === 1 ? (toAct.players[0] as number) : rng.pick(toAct.players);
      const legal = trickEngine.legalActions(s, who);
      action = legal[legal.length === 1 ? 0 : rng.below(legal.length)] as TrickAction;
    }
    assert.equal(trickEngine.applyInPlace(s, action), null);
  }
  return spent;
}

/** A state's JSON without its finished hands' records (scores-only worlds keep only their scores). */
function withoutRecords(s: TrickState): string {
  const json = s.toJSON();
  json['finished'] = s.finished.map((h) => h.scores);
  return JSON.stringify(json);
}

describe('the random play-out of a search world', () => {
  for (const [name, r] of rulesets) {
    it(`plays what the generic play-out plays with the same random numbers (${name})`, () => {
      let checked = 0;
      for (const seed of ['a', 'b', 'c']) {
        for (const position of positions(r, `play-out ${name} ${seed}`, 5)) {
          for (const budget of [Infinity, 7]) {
            const plain = position.copy();
            const fast = position.copy();
            const lean = position.copy();
            lean.recordHand = scoresOnly;
            const hand = position.finished.length;
            const horizon = { stop: (w: TrickState) => w.finished.length > hand };
            const rngs = [0, 1, 2].map(() => Random.from(`draws ${seed}`, checked));
            const spent = genericPlayOut(plain, budget, rngs[0] as Random);
            assert.equal(randomPlayOut(fast, budget, horizon, rngs[1] as Random), spent);
            assert.equal(randomPlayOut(lean, budget, horizon, rngs[2] as Random), spent);
            assert.equal(JSON.stringify(fast), JSON.stringify(plain));
            assert.equal(withoutRecords(lean), withoutRecords(plain));
            // The same random numbers were drawn: the next ones agree.
            const next = (rngs[0] as Random).nextUint32();
            assert.equal((rngs[1] as Random).nextUint32(), next);
            assert.equal((rngs[2] as Random).nextUint32(), next);
            checked++;
          }
        }
      }
      assert.ok(checked > 20, `${checked} play-outs compared`);
    });
  }

  it('keeps the log like applyInPlace when the world records one', () => {
    const r = ruleset();
    const position = positions(r, 'logged', 9).find((s) => trickEngine.phase(s) === 'tricks') as TrickState;
    const plain = position.copy();
    const fast = position.copy();
    const hand = position.finished.length;
    genericPlayOut(plain, Infinity, Random.from('log', 0));
    randomPlayOut(fast, Infinity, { stop: (w) => w.finished.length > hand }, Random.from('log', 0));
    assert.ok(fast.logLength > position.logLength);
    assert.deepEqual(trickEngine.log(fast), trickEngine.log(plain));
  });
});

describe("a view's world sampler", () => {
  for (const [name, r] of rulesets) {
    it(`draws what sampleWorld draws, call after call (${name})`, () => {
      let checked = 0;
      for (const position of positions(r, `sampler ${name}`, 3)) {
        const toAct = trickEngine.toAct(position);
        if (toAct.kind !== 'players') continue;
        const view = trickEngine.view(position, toAct.players[0] as number);
        const sample = worldSampler(r, view);
        const a = Random.from(`sampler ${name}`, checked);
        const b = Random.from(`sampler ${name}`, checked);
        for (let k = 0; k < 4; k++) {
          const fromSampler = sample(a);
          assert.equal(JSON.stringify(fromSampler), JSON.stringify(trickEngine.sampleWorld(r, view, b)));
          // Playing on in a drawn world leaves the next draws alone.
          const hand = fromSampler.finished.length;
          randomPlayOut(fromSampler, Infinity, { stop: (w) => w.finished.length > hand }, Random.from('play on', k));
        }
        checked++;
      }
      assert.ok(checked > 10, `${checked} views`);
    });
  }
});
