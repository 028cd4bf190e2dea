import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { judgingBots } from '../../../src/families/judging/bots/family.js';
import { playJudging } from '../../../src/families/judging/bots/selfplay.js';
import { botSeed } from '../../../src/core/bots/seeds.js';
import type { JudgingAction } from '../../../src/families/judging/engine/types.js';
import { loadJudge } from '../../engine/judging/helpers.js';

/** Whether some player placed two red cards in one round (the log's places between two choices). */
function someonePlacedTwo(log: readonly JudgingAction[]): boolean {
  let inRound = new Map<number, number>();
  for (const a of log) {
    if (a.kind === 'choose') inRound = new Map();
    if (a.kind === 'place') {
      const n = (inRound.get(a.player) ?? 0) + 1;
      if (n === 2) return true;
      inRound.set(a.player, n);
    }
  }
  return false;
}

describe('the "two cards with 6+" house rule', () => {
  for (const file of ['test/rulesets/a2a-small-two-cards.rules', 'rulesets/apples-to-apples-two-cards.rules']) {
    const ruleset = loadJudge(file);
    for (const [name, maker] of Object.entries(judgingBots)) {
      it(`${file}: ${name} players play it to the end at every table size from 4 to 10`, () => {
        for (let players = 4; players <= 10; players++) {
          const seed = `${file}/${name}/${players}`;
          const bots = Array.from({ length: players }, (_, seat) => maker.create(ruleset, botSeed(seed, seat)));
          const played = playJudging(ruleset, { players, seed }, bots);
          assert.ok(played.ok, played.ok ? '' : played.message);
          assert.equal(played.state.phase, 'over');
          assert.equal(Math.max(...played.result.scores), played.state.numbers.goal);
          if (players >= 6) {
            assert.equal(played.state.numbers.maxEach, 2, 'six or more may place two cards');
            assert.ok(someonePlacedTwo(played.state.log), `someone placed two cards at ${players} players`);
          }
        }
      });
    }
  }
});
