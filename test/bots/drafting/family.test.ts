import '../../../src/families/index.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { familyDescriptor } from '../../../src/core/registry.js';
import { draftingDescriptor } from '../../../src/families/drafting/descriptor.js';
import { parseDraftAction, draftActionToJSON, describeDraftingAction } from '../../../src/families/drafting/engine/notation.js';
import type { DraftingAction, DraftingState } from '../../../src/families/drafting/engine/types.js';
import { loadDraft, repoPath } from '../../engine/drafting/helpers.js';
import { main } from '../../../src/cli/main.js';
import type { CliIo } from '../../../src/core/command.js';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

async function cli(args: string[]): Promise<{ code: number; out: string }> {
  let out = '';
  const io: CliIo = { stdout: (t) => (out += t), stderr: (t) => (out += t), cwd: process.cwd() };
  const code = await main(args, io);
  return { code, out };
}

const ruleset = loadDraft('rulesets/orchard.rules');
const red112 = { colour: 'red', sweetness: 1, height: 2 };

describe('the drafting family in the registry', () => {
  it('is what replay and simulate find for a drafting ruleset', () => {
    assert.equal(familyDescriptor('drafting'), draftingDescriptor);
    assert.deepEqual(Object.keys(draftingDescriptor.bots).sort(), ['greedy', 'lookahead', 'mcts', 'random', 'rules', 'search']);
  });

  it('reads a placement written with a card object and a batch name, and writes it back', () => {
    const parsed = parseDraftAction(ruleset, { kind: 'place', player: 1, card: red112, batch: 'Sweet Couple' });
    assert.ok(parsed.ok);
    assert.deepEqual(draftActionToJSON(ruleset, parsed.action), { kind: 'place', player: 1, card: red112, batch: 'Sweet Couple' });
    assert.equal(describeDraftingAction(ruleset, parsed.action), 'Player 2 places red, sweetness 1, height 2 in Sweet Couple');
  });

  it('reads the engine form of a saved log, and only "kind" as the tag', () => {
    assert.ok(!parseDraftAction(ruleset, { type: 'place', player: 0, card: 5, batch: 3 }).ok);
    const parsed = parseDraftAction(ruleset, { kind: 'place', player: 0, card: 5, batch: 3 });
    assert.ok(parsed.ok);
    assert.deepEqual(parsed.action, { kind: 'place', player: 0, card: 5, batch: 3 });
    const reveal = parseDraftAction(ruleset, { kind: 'reveal', cards: [red112, 7] });
    assert.ok(reveal.ok);
    assert.equal(reveal.action.kind === 'reveal' && reveal.action.cards[1], 7);
  });

  it('says what is wrong with a bad action', () => {
    const bad = (json: unknown): string => {
      const parsed = parseDraftAction(ruleset, json);
      assert.ok(!parsed.ok);
      return parsed.message;
    };
    assert.match(bad({ kind: 'place', player: 0, card: red112, batch: 'Orchard' }), /unknown batch "Orchard"/);
    assert.match(
      bad({ kind: 'place', player: 0, card: { colour: 'blue', sweetness: 1, height: 1 }, batch: 0 }),
      /colour 'blue' is not in the deck/,
    );
    assert.match(bad({ kind: 'place', player: -1, card: 0, batch: 0 }), /seat number/);
    assert.match(bad({ kind: 'fly' }), /unknown action kind/);
    assert.match(bad({ kind: 'reveal', cards: [500] }), /not in the deck/);
  });

  it('summarises a finished game with every batch, its explanation and the winners', () => {
    const created = draftingDescriptor.engine.create(ruleset, { players: 2, seed: 8 });
    assert.ok(created.ok);
    const state: DraftingState = created.state;
    while (draftingDescriptor.engine.toAct(state).kind !== 'over') {
      const toAct = draftingDescriptor.engine.toAct(state);
      const action: DraftingAction =
        toAct.kind === 'chance'
          ? draftingDescriptor.engine.chanceAction(state)
          : (draftingDescriptor.engine.legalActions(state, state.turn)[0] as DraftingAction);
      assert.equal(draftingDescriptor.engine.applyInPlace(state, action), null);
    }
    const summary = draftingDescriptor.summary(state) as {
      totals: number[];
      winners: number[];
      scores: { batches: { batch: string }[] }[];
    };
    assert.equal(summary.scores[0]?.batches.length, 8);
    assert.deepEqual(summary.totals, draftingDescriptor.engine.result(state)?.scores);
    assert.deepEqual(draftingDescriptor.roundScores(state), [summary.totals]);
    const text = draftingDescriptor.summaryText(state).join('\n');
    assert.match(text, /^Player 1: -?\d+ points$/m);
    assert.match(text, /^ {2}Special Colour Tree: /m);
    assert.match(text, /^Winners?: player/m);
  });
});

describe('pomona replay and simulate with Orchard', () => {
  it('replays a scenario, reporting a refused placement in the words of the ruleset', async () => {
    const apple = (colour: string, sweetness: number, height: number) => ({ colour, sweetness, height });
    const scenario = {
      players: 2,
      seed: 3,
      actions: [
        {
          kind: 'reveal',
          cards: [
            apple('red', 1, 1),
            apple('red', 2, 2),
            apple('green', 3, 3),
            apple('green', 4, 4),
            apple('yellow', 5, 5),
            apple('russet', 6, 1),
          ],
        },
        { kind: 'place', player: 0, card: apple('red', 1, 1), batch: 'Steady Height' },
        { kind: 'place', player: 1, card: apple('green', 4, 4), batch: 'Special Colour Tree' },
        { kind: 'place', player: 0, card: apple('yellow', 5, 5), batch: 'Steady Height' },
      ],
    };
    const file = join(mkdtempSync(join(tmpdir(), 'pomona-orchard-replay-')), 'scenario.json');
    writeFileSync(file, JSON.stringify(scenario));
    const { code, out } = await cli(['replay', repoPath('rulesets/orchard.rules'), file, '--json']);
    assert.equal(code, 0, out);
    const report = JSON.parse(out) as {
      steps: { accepted: boolean; error?: { code: string; message: string } }[];
      final: { totals: number[] };
    };
    assert.deepEqual(
      report.steps.map((s) => s.accepted),
      [true, true, true, false],
    );
    assert.equal(report.steps[3]?.error?.code, 'placement-refused');
    assert.match(report.steps[3]?.error?.message ?? '', /^Steady Height: Each card's height within one of the previous card's\./);
    assert.deepEqual(report.final.totals, [3, 20]);
  });

  it('simulates games between named players with the common JSON report', async () => {
    const { code, out } = await cli([
      'simulate',
      repoPath('rulesets/orchard.rules'),
      '--games',
      '4',
      '--seats',
      'greedy,random,rules',
      '--seed',
      '2',
      '--json',
    ]);
    assert.equal(code, 0, out);
    const report = JSON.parse(out) as { games: number; hands: number; winShare: Record<string, number> };
    assert.equal(report.games, 4);
    assert.equal(report.hands, 4);
    assert.deepEqual(Object.keys(report.winShare).sort(), ['greedy', 'random', 'rules']);
  });
});
