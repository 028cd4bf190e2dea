/**
 * `askBot` (src/core/game/game.ts): a host's game loop builds a view only for a player that reads
 * one. The random players of every family choose from the legal actions alone, exactly as they
 * would with a view; every other player gets its view.
 */
import '../../src/families/index.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { familyDescriptor, type FamilyDescriptor } from '../../src/core/registry.js';
import { Random } from '../../src/core/cards/random.js';
import { askBot } from '../../src/core/game/game.js';
import { loadRulesetFile, type Ruleset } from '../../src/core/rules/index.js';

const root = new URL('../../', import.meta.url).pathname;
const rulesetOf: Record<string, string> = {
  'trick-taking': 'rulesets/apples.rules',
  drafting: 'rulesets/orchard.rules',
  judging: 'rulesets/apples-to-apples.rules',
};

type AnyEntry = FamilyDescriptor<Ruleset, unknown, unknown, unknown>;

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
    const entry = familyDescriptor(loaded.ruleset.family) as AnyEntry;
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
});
