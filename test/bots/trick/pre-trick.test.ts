/**
 * The IS-MCTS player's search of its bids and gifts (`bidding: 'search'`, src/families/trick/bots/pre-trick.ts)
 * and its game value (`value: 'game'`): the choices are always listed ones, on every Apples
 * variant; they repeat for a seed and depend on the view alone; the search leaves the rule-based
 * choice only when its play-outs say so; and the game value follows the running totals.
 */
import '../../../src/families/index.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createTrickMctsBot, rulesDecision } from '../../../src/families/trick/bots/index.js';
import type { TrickMctsBudget } from '../../../src/families/trick/bots/index.js';
import { gameValues } from '../../../src/families/trick/bots/mcts.js';
import { isPreTrickChoice, preTrickCandidates, preTrickDecision } from '../../../src/families/trick/bots/pre-trick.js';
import { botSeed } from '../../../src/core/bots/seeds.js';
import { Random } from '../../../src/core/cards/random.js';
import { compileTables, trickEngine, worldSampler } from '../../../src/families/trick/engine/index.js';
import type { TrickAction, TrickState } from '../../../src/families/trick/engine/index.js';
import { loadRulesetFile } from '../../../src/core/rules/index.js';
import type { TrickRuleset } from '../../../src/families/trick/ruleset.js';

function load(path: string): TrickRuleset | null {
  const loaded = loadRulesetFile(fileURLToPath(new URL(`../../../${path}`, import.meta.url)));
  if (!loaded.ok) throw new Error(`${path} does not load`);
  return loaded.ruleset.family === 'trick-taking' ? loaded.ruleset : null;
}
const apples = load('rulesets/apples.rules') as TrickRuleset;
/** Every shipped trick-taking ruleset and variant: 3, 4 and 5 players, no trumps, partnerships, must-trump, misère. */
const variants = [
  ...readdirSync(fileURLToPath(new URL('../../../rulesets', import.meta.url)))
    .filter((f) => f.endsWith('.rules'))
    .map((f) => `rulesets/${f}`),
  ...readdirSync(fileURLToPath(new URL('../../../rulesets/variants', import.meta.url)))
    .filter((f) => f.endsWith('.rules'))
    .map((f) => `rulesets/variants/${f}`),
]
  .map((path) => ({ path, ruleset: load(path) }))
  .filter((v): v is { path: string; ruleset: TrickRuleset } => v.ruleset !== null);

/** A small budget with the bids and gifts searched: these tests check behaviour, not strength. */
const small: TrickMctsBudget = {
  iterations: 60,
  worlds: 10,
  actions: 200_000,
  bidding: 'search',
  preTrick: { worlds: 24, maxPlayouts: 120 },
};

/** The first bidding position of a game (after the deal). */
function atBidding(ruleset: TrickRuleset, seed: string): TrickState {
  const created = trickEngine.create(ruleset, { players: ruleset.players.min, seed });
  assert.ok(created.ok);
  const s = created.state;
  while (trickEngine.toAct(s).kind === 'chance') assert.equal(trickEngine.applyInPlace(s, trickEngine.chanceAction(s)), null);
  return s;
}

describe('the IS-MCTS player searching its bids and gifts', () => {
  it('bids, passes and gives only listed actions, through a whole hand of every Apples variant', () => {
    assert.ok(variants.length >= 8, `${variants.length} trick-taking rulesets`);
    for (const { path, ruleset } of variants) {
      const s = atBidding(ruleset, `pre-trick ${path}`);
      const players = s.t.players;
      const bots = Array.from({ length: players }, (_, p) => createTrickMctsBot(ruleset, botSeed(path, p), small));
      let searched = 0;
      const hand = s.finished.length;
      const throwIns = s.throwIns;
      while (s.finished.length === hand && s.throwIns === throwIns) {
        const toAct = trickEngine.toAct(s);
        if (toAct.kind === 'over') break;
        let action: TrickAction;
        if (toAct.kind === 'chance') action = trickEngine.chanceAction(s);
        else {
          const seat = toAct.players[0] as number;
          const legal = trickEngine.legalActions(s, seat);
          if (isPreTrickChoice(legal)) searched++;
          action = (bots[seat] as (typeof bots)[number]).decide(trickEngine.view(s, seat), legal);
          assert.ok(legal.includes(action), `${path}: chose ${JSON.stringify(action)}, not listed`);
        }
        assert.equal(trickEngine.applyInPlace(s, action), null);
      }
      assert.ok(searched > 0, `${path}: no bid or gift was searched`);
    }
  });

  it('decides a bid the same for the same seed, and the same in another deal that looks the same to it', () => {
    const s = atBidding(apples, 'same bid');
    const seat = (trickEngine.toAct(s) as { players: readonly number[] }).players[0] as number;
    const view = trickEngine.view(s, seat);
    const twin = trickEngine.sampleWorld(apples, view, Random.from('another deal', 0));
    assert.notDeepEqual(Array.from(twin.hands), Array.from(s.hands));
    const choose = (world: TrickState): TrickAction =>
      createTrickMctsBot(apples, 5, small).decide(trickEngine.view(world, seat), trickEngine.legalActions(world, seat));
    const first = choose(s);
    assert.deepEqual(choose(s), first);
    assert.deepEqual(choose(twin), first);
  });

  it('plays out the rule-based choice, passing and the lowest bid of each suit', () => {
    const s = atBidding(apples, 'candidates');
    const seat = (trickEngine.toAct(s) as { players: readonly number[] }).players[0] as number;
    const view = trickEngine.view(s, seat);
    const legal = trickEngine.legalActions(s, seat);
    const ruled = rulesDecision(compileTables(apples, view.options, view.players), view, legal);
    const candidates = preTrickCandidates(legal, ruled);
    assert.equal(candidates[0], ruled);
    assert.ok(candidates.some((a) => a.kind === 'pass'));
    for (const a of candidates) assert.ok(legal.includes(a));
    const suits = candidates.filter((a) => a.kind === 'bid').map((a) => (a.kind === 'bid' ? a.suit : -1));
    // One bid a suit the player may bid in, each the lowest listed.
    assert.deepEqual(new Set(suits).size, suits.length);
    assert.equal(suits.length, new Set(legal.map((a) => (a.kind === 'bid' ? a.suit : -1)).filter((x) => x >= 0)).size);
    for (const a of candidates)
      if (a.kind === 'bid') assert.ok(!legal.some((b) => b.kind === 'bid' && b.suit === a.suit && b.number < a.number));
  });

  it('keeps the rule-based choice unless its play-outs find a better one clearly enough', () => {
    const tables = compileTables(apples, {}, 4);
    let differ = 0;
    let positions = 0;
    for (let g = 0; g < 12; g++) {
      const s = atBidding(apples, `confidence ${g}`);
      const seat = (trickEngine.toAct(s) as { players: readonly number[] }).players[0] as number;
      const view = trickEngine.view(s, seat);
      const legal = trickEngine.legalActions(s, seat);
      const ruled = rulesDecision(tables, view, legal);
      const sampler = worldSampler(apples, view);
      const decide = (confidence: number): TrickAction =>
        preTrickDecision(
          tables,
          view,
          legal,
          { worlds: 150, maxPlayouts: 900, play: 'random', confidence },
          sampler,
          Random.from(`w${g}`),
          Random.from(`p${g}`),
        );
      // Never sure enough: always the rule-based bid.
      assert.equal(decide(Infinity), ruled);
      // Any edge at all: the best mean, which is not always the rule-based bid.
      if (decide(-Infinity) !== ruled) differ++;
      positions++;
    }
    assert.ok(differ > 0, `the best play-out never differed from the rule-based bid in ${positions} positions`);
  });
});

describe('the game value', () => {
  /** A world at the end of a hand with these running totals (and the game over when the rules say so). */
  function withTotals(totals: readonly number[]): TrickState {
    const s = atBidding(apples, 'game value');
    for (let p = 0; p < totals.length; p++) s.totals[p] = totals[p] as number;
    return s;
  }

  it('ranks the seats by their running totals, and a lead counts for more near the goal', () => {
    const early = gameValues(withTotals([30, 10, 0, -20]));
    for (let p = 1; p < 4; p++) assert.ok((early[p - 1] as number) > (early[p] as number), JSON.stringify(early));
    const late = gameValues(withTotals([230, 210, 200, 180]));
    // The same 20-point lead over the next seat is worth more when the goal is near.
    assert.ok(
      (late[0] as number) / (late[1] as number) > (early[0] as number) / (early[1] as number),
      `${JSON.stringify(early)} ${JSON.stringify(late)}`,
    );
  });

  it("gives the whole value to the game's winners when the hand ends the game", () => {
    const s = withTotals([260, 240, 100, 0]);
    s.winners = [0];
    assert.deepEqual(gameValues(s), [1, 0, 0, 0]);
    s.winners = [0, 2];
    assert.deepEqual(gameValues(s), [0.5, 0, 0.5, 0]);
  });
});
