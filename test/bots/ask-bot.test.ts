/**
 * `askBot` (src/engine/game.ts): a host's game loop builds a view only for a player that reads
 * one. The random players of every family choose from the legal actions alone, exactly as they
 * would with a view; every other player gets its view. `chooseAction` (what self-play runs)
 * also skips the legal list when the player chooses by index and the engine can index its
 * legal actions (Apples' bids and cards), and chooses exactly the same.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { families, type FamilyEntry } from '../../src/bots/registry.js';
import { Random } from '../../src/cards/random.js';
import { askBot, chooseAction } from '../../src/engine/game.js';
import { loadRulesetFile, type Ruleset } from '../../src/rules/index.js';

const root = new URL('../../', import.meta.url).pathname;
const rulesetOf: Record<string, string> = { 'trick-taking': 'rulesets/apples.rules', drafting: 'rulesets/orchard.rules', judging: 'rulesets/apples-to-apples.rules' };

type AnyEntry = FamilyEntry<Ruleset, unknown, unknown, unknown>;

/** Play `steps` decisions of a game, asking two copies of `botName` (same seed): one through askBot, one with the view. */
function compare(entry: AnyEntry, ruleset: Ruleset, botName: string, steps: number): { viewsBuilt: number; decisions: number } {
  const players = ruleset.players.min;
  const created = entry.engine.create(ruleset, { players, seed: `ask ${botName}` });
  assert.ok(created.ok);
  const state = created.state;
  const maker = entry.bots[botName];
  assert.ok(maker);
  const asked = Array.from({ length: players }, (_, seat) => maker.create(ruleset, seat + 1));
  const shown = Array.from({ length: players }, (_, seat) => maker.create(ruleset, seat + 1));
  let viewsBuilt = 0;
  const counting = { view: (s: unknown, p: number): unknown => (viewsBuilt++, entry.engine.view(s, p)) };
  const order = Random.from('order');
  let decisions = 0;
  for (let i = 0; i < steps; i++) {
    const toAct = entry.engine.toAct(state);
    if (toAct.kind === 'over') break;
    let action: unknown;
    if (toAct.kind === 'chance') action = entry.engine.chanceAction(state);
    else {
      const seat = order.pick(toAct.players);
      const legal = entry.engine.legalActions(state, seat);
      action = askBot(asked[seat]!, counting, state, seat, legal);
      assert.deepEqual(shown[seat]!.decide(entry.engine.view(state, seat), legal), action);
      decisions++;
    }
    assert.equal(entry.engine.applyInPlace(state, action), null);
  }
  return { viewsBuilt, decisions };
}

describe('askBot', () => {
  for (const [family, path] of Object.entries(rulesetOf)) {
    const loaded = loadRulesetFile(`${root}${path}`);
    assert.ok(loaded.ok);
    const entry = families[loaded.ruleset.family] as AnyEntry;
    it(`builds no view for the ${family} random player, which chooses exactly as with its view`, () => {
      const { viewsBuilt, decisions } = compare(entry, loaded.ruleset, 'random', 150);
      assert.ok(decisions > 20);
      assert.equal(viewsBuilt, 0);
    });
    it(`builds the view for every decision of the ${family} rule-based player`, () => {
      const { viewsBuilt, decisions } = compare(entry, loaded.ruleset, 'rules' in entry.bots ? 'rules' : Object.keys(entry.bots)[1]!, 60);
      assert.ok(decisions > 5);
      assert.equal(viewsBuilt, decisions);
    });
  }

  for (const [family, path] of Object.entries(rulesetOf)) {
    const loaded = loadRulesetFile(`${root}${path}`);
    assert.ok(loaded.ok);
    const ruleset = loaded.ruleset;
    const entry = families[ruleset.family] as AnyEntry;
    it(`chooseAction: the ${family} random player chooses as through askBot, building no view and no list the engine can index`, () => {
      const players = ruleset.players.min;
      const created = entry.engine.create(ruleset, { players, seed: 'choose' });
      assert.ok(created.ok);
      const state = created.state;
      const maker = entry.bots['random'];
      assert.ok(maker);
      const chosen = Array.from({ length: players }, (_, seat) => maker.create(ruleset, seat + 1));
      const asked = Array.from({ length: players }, (_, seat) => maker.create(ruleset, seat + 1));
      const built: Record<string, number> = {};
      let viewsBuilt = 0;
      // The engine as chooseAction sees it, counting the lists (by phase) and views it builds.
      const counting = {
        legalActions: (s: unknown, p: number): readonly unknown[] => {
          const phase = entry.engine.phase(s);
          built[phase] = (built[phase] ?? 0) + 1;
          return entry.engine.legalActions(s, p);
        },
        legalActionAt: entry.engine.legalActionAt,
        view: (s: unknown, p: number): unknown => (viewsBuilt++, entry.engine.view(s, p)),
      };
      const order = Random.from('order');
      const decisions: Record<string, number> = {};
      for (let i = 0; i < 400; i++) {
        const toAct = entry.engine.toAct(state);
        if (toAct.kind === 'over') break;
        let action: unknown;
        if (toAct.kind === 'chance') action = entry.engine.chanceAction(state);
        else {
          const seat = order.pick(toAct.players);
          const phase = entry.engine.phase(state);
          decisions[phase] = (decisions[phase] ?? 0) + 1;
          action = chooseAction(chosen[seat]!, counting, state, seat);
          assert.deepEqual(askBot(asked[seat]!, entry.engine, state, seat, entry.engine.legalActions(state, seat)), action);
        }
        assert.equal(entry.engine.applyInPlace(state, action), null);
      }
      assert.equal(viewsBuilt, 0);
      if (family === 'trick-taking') {
        // The engine indexes its legal actions itself: cards in place, bids among the allowed numbers.
        assert.ok((decisions['tricks'] ?? 0) > 40 && (decisions['pile'] ?? 0) > 0 && (decisions['bidding'] ?? 0) > 0);
        assert.deepEqual(built, {});
      } else {
        // Families whose engines offer no legalActionAt build the list for every decision.
        assert.deepEqual(built, decisions);
      }
    });
  }
});
