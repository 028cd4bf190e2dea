/**
 * `legalActionAt` (src/engine/trick/legal.ts): the action a player who chooses by index picks,
 * without the legal list where the engine can count and index it. It must be exactly the list's
 * action at that index, in every phase, with void rules, partners, no trumps, three players and
 * a doubled deck (where it falls back to the list), or random self-play would play other games.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Random } from '../../../src/cards/random.js';
import { trickEngine } from '../../../src/engine/trick/index.js';
import { legalActionAt } from '../../../src/engine/trick/legal.js';
import type { TrickState } from '../../../src/engine/trick/index.js';
import { loadRulesetFile, loadRulesetFromSources } from '../../../src/rules/index.js';
import type { TrickRuleset } from '../../../src/rules/ruleset.js';

const root = new URL('../../../', import.meta.url).pathname;

function trickRuleset(path: string): TrickRuleset {
  const loaded = loadRulesetFile(`${root}${path}`);
  assert.ok(loaded.ok && loaded.ruleset.family === 'trick-taking', path);
  return loaded.ruleset;
}

/** Apples with two copies of every card: repeated cards, which the lists skip. */
function doubledDeck(): TrickRuleset {
  const apples = readFileSync(`${root}rulesets/apples.rules`, 'utf8');
  const text = apples.replace('game    "Apples"', 'game    "Apples with two decks"').replace(/(suits {2}spades > clubs > hearts > diamonds[^\n]*\n)/, '$1  copies 2\n');
  assert.notEqual(text, apples);
  const loaded = loadRulesetFromSources('doubled.rules', (path) => (path === 'doubled.rules' ? text : undefined));
  assert.ok(loaded.ok && loaded.ruleset.family === 'trick-taking', 'the doubled deck loads');
  assert.equal(loaded.ruleset.deck.copies, 2);
  return loaded.ruleset;
}

/** Check every seat's every index at every decision of `games` random games; returns the decisions checked. */
function checkGames(ruleset: TrickRuleset, players: number, games: number): number {
  const rng = Random.from(`legal-at ${ruleset.name}`);
  let decisions = 0;
  for (let g = 0; g < games; g++) {
    const created = trickEngine.create(ruleset, { players, seed: `legal-at ${g}` });
    assert.ok(created.ok);
    const s: TrickState = created.state;
    for (;;) {
      const toAct = trickEngine.toAct(s);
      if (toAct.kind === 'over') break;
      if (toAct.kind === 'chance') {
        assert.equal(trickEngine.applyInPlace(s, trickEngine.chanceAction(s)), null);
        continue;
      }
      for (let seat = 0; seat < players; seat++) {
        const legal = trickEngine.legalActions(s, seat);
        for (let i = 0; i < Math.max(1, legal.length); i++) {
          let asked = 0;
          const chosen = legalActionAt(s, seat, {
            chooseIndex(count) {
              asked++;
              assert.equal(count, legal.length, `the count offered to seat ${seat} in ${trickEngine.phase(s)}`);
              return i;
            },
          });
          // The very shared action object of the list, or nothing (and no question) when the list is empty.
          assert.equal(chosen, legal[i], `${ruleset.name}, ${trickEngine.phase(s)}: seat ${seat}, index ${i} of ${legal.length}`);
          assert.equal(asked, legal.length > 0 ? 1 : 0);
        }
      }
      decisions++;
      const seat = rng.pick(toAct.players);
      assert.equal(trickEngine.applyInPlace(s, rng.pick(trickEngine.legalActions(s, seat))), null);
    }
  }
  return decisions;
}

describe('legalActionAt', () => {
  it('is what the trick engine offers hosts', () => {
    assert.equal(trickEngine.legalActionAt, legalActionAt);
  });

  const cases: [string, () => TrickRuleset, number][] = [
    ['Apples', () => trickRuleset('rulesets/apples.rules'), 4],
    ['Apples for three', () => trickRuleset('rulesets/apples-3.rules'), 3],
    ['must trump (a void rule: the list is indexed)', () => trickRuleset('rulesets/variants/apples-must-trump.rules'), 4],
    ['partnerships', () => trickRuleset('rulesets/variants/apples-partnerships.rules'), 4],
    ['no trumps', () => trickRuleset('rulesets/variants/apples-no-trumps.rules'), 4],
    ['two decks (repeated cards: the list is indexed)', doubledDeck, 4],
  ];
  for (const [name, load, players] of cases) {
    it(`is the legal list's action at the chosen index: ${name}`, () => {
      assert.ok(checkGames(load(), players, 3) > 100);
    });
  }

  it('refuses an index outside the legal actions instead of naming another card', () => {
    const ruleset = trickRuleset('rulesets/apples.rules');
    const created = trickEngine.create(ruleset, { players: 4, seed: 'out of range' });
    assert.ok(created.ok);
    const s = created.state;
    // Deal, then bid, give and set targets at random until the first card is to be played.
    const rng = Random.from('out of range');
    while (trickEngine.phase(s) !== 'tricks') {
      const toAct = trickEngine.toAct(s);
      const action = toAct.kind === 'chance' ? trickEngine.chanceAction(s) : rng.pick(trickEngine.legalActions(s, rng.pick(toAct.kind === 'players' ? toAct.players : [])));
      assert.equal(trickEngine.applyInPlace(s, action), null);
    }
    const toAct = trickEngine.toAct(s);
    assert.ok(toAct.kind === 'players');
    const seat = toAct.players[0] as number;
    const count = trickEngine.legalActions(s, seat).length;
    for (const bad of [count, -1, 0.5, NaN]) {
      assert.throws(() => legalActionAt(s, seat, { chooseIndex: () => bad }), RangeError, `index ${bad} of ${count}`);
    }
  });
});
