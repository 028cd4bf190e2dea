/**
 * The shipped house variants under rulesets/variants/ change play, measured: each test plays the
 * variant and the game it extends with the same computer players and seeds and compares a statistic.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { DraftingRuleset } from '../../src/families/drafting/ruleset.js';
import type { JudgingRuleset } from '../../src/families/judging/ruleset.js';
import { playGame, shippedRuleset } from './play.js';

/** Each player's batches at the end of a drafting game, as card ids. */
function finalBatches(ruleset: DraftingRuleset, players: number, bot: string, seed: string): number[][][] {
  return (playGame(ruleset, players, [bot], seed).state as { batches: number[][][] }).batches;
}

describe('Orchard "Pie" (rulesets/variants/orchard-pie.rules)', () => {
  it('adds a ninth batch that the look-ahead player fills with apples of two colours', () => {
    const base = shippedRuleset('orchard.rules') as DraftingRuleset;
    const pie = shippedRuleset('variants/orchard-pie.rules') as DraftingRuleset;
    assert.equal(pie.batches.length, base.batches.length + 1);
    const at = pie.batches.findIndex((b) => b.name === 'Pie');
    let placed = 0;
    let all = 0;
    for (const seed of ['pie-1', 'pie-2']) {
      for (const player of finalBatches(pie, 2, 'lookahead', seed)) {
        all += player.flat().length;
        const cards = (player[at] as number[]).map((id) => pie.deck.cards[id] as readonly number[]);
        placed += cards.length;
        assert.ok(new Set(cards.map((c) => c[0])).size <= 2, 'a Pie never holds three colours');
      }
    }
    // Measured with these seeds: about a sixth of all apples go into the Pie.
    assert.ok(placed / all > 0.1, `only ${placed} of ${all} apples went into the Pie`);
  });
});

describe('Orchard, Unlucky at 15 (rulesets/variants/orchard-unlucky-15.rules)', () => {
  it('makes the greedy player aim its Unlucky batch at 15 instead of 13', () => {
    const totals = (name: string): number[] => {
      const ruleset = shippedRuleset(name) as DraftingRuleset;
      const at = ruleset.batches.findIndex((b) => b.name === 'Unlucky');
      const out: number[] = [];
      for (let g = 0; g < 30; g++) {
        for (const player of finalBatches(ruleset, 4, 'greedy', `unlucky-${g}`)) {
          out.push((player[at] as number[]).reduce((sum, id) => sum + ((ruleset.deck.cards[id] as readonly number[])[1] as number), 0));
        }
      }
      return out;
    };
    const base = totals('orchard.rules');
    const variant = totals('variants/orchard-unlucky-15.rules');
    const count = (xs: number[], n: number): number => xs.filter((x) => x === n).length;
    // 120 Unlucky batches each: measured 4 at 13 and none at 15 for Orchard, the other way round for the variant.
    assert.ok(count(base, 13) > count(base, 15), `Orchard: ${count(base, 13)} at 13, ${count(base, 15)} at 15`);
    assert.ok(count(variant, 15) > count(variant, 13), `variant: ${count(variant, 13)} at 13, ${count(variant, 15)} at 15`);
  });
});

describe('Apples to Apples, Crab Apples (rulesets/variants/apples-to-apples-crab.rules)', () => {
  it('makes the judges pick, and the players play, the red card matching the green card worst', () => {
    const meanMatch = (name: string): number => {
      const ruleset = shippedRuleset(name) as JudgingRuleset;
      let shared = 0;
      let rounds = 0;
      for (let g = 0; g < 6; g++) {
        const state = playGame(ruleset, 5, ['matcher', 'reader'], `crab-${g}`).state as { history: { green: number; winner: { card: number } | null }[] };
        for (const round of state.history) {
          if (!round.winner) continue;
          const green = ruleset.green.cards[round.green]?.tags ?? [];
          shared += (ruleset.red.cards[round.winner.card]?.tags ?? []).filter((t) => green.includes(t)).length;
          rounds++;
        }
      }
      return shared / rounds;
    };
    const best = meanMatch('apples-to-apples.rules');
    const worst = meanMatch('variants/apples-to-apples-crab.rules');
    // Measured: the winning card shares about 0.75 tags with the green card normally, and about none in Crab Apples.
    assert.ok(best > 0.5, `normal judging: ${best.toFixed(2)} shared tags`);
    assert.ok(worst < 0.1, `Crab Apples: ${worst.toFixed(2)} shared tags`);
  });
});
