import '../../../src/families/index.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { Random } from '../../../src/core/cards/random.js';
import { draftingEngine as engine, legalPlacements } from '../../../src/families/drafting/engine/engine.js';
import { checkPlacementAction } from '../../../src/families/drafting/engine/apply.js';
import { prepareTable, type DraftingTable } from '../../../src/families/drafting/engine/table.js';
import { checkPlacement } from '../../../src/families/drafting/engine/placement.js';
import { replayLog } from '../../../src/core/game/saved.js';
import type { AttrCard } from '../../../src/core/rules/ruleset.js';
import type { DraftingRuleset } from '../../../src/families/drafting/ruleset.js';
import type { DraftingState } from '../../../src/families/drafting/engine/types.js';
import { loadDraft, repoPath } from './helpers.js';
import { readFileSync } from 'node:fs';
import { loadRulesetFromSources } from '../../../src/core/rules/load.js';

const orchard = loadDraft('rulesets/orchard.rules');
const easy = loadDraft('rulesets/orchard-easy.rules');

/**
 * Orchard with one more batch whose rule reads every attribute, so that no two cards of the
 * deck look alike to it (120 card classes): its answers do not fit the one word per batch that
 * Orchard's own batches fit, and the legal lists take the engine's general path.
 */
function orchardWithManyClasses(): DraftingRuleset {
  const extra = `
batch "No Twins" {
  describe "Each card differs from the previous one in colour, sweetness or height."
  allow    each step: colour != previous.colour or sweetness != previous.sweetness or height != previous.height
  score    count
}
`;
  const text = readFileSync(repoPath('rulesets/orchard.rules'), 'utf8').replace('batch "Bad Batch"', `${extra}\nbatch "Bad Batch"`);
  const loaded = loadRulesetFromSources('many-classes.rules', (path) => (path === 'many-classes.rules' ? text : undefined));
  assert.ok(loaded.ok && loaded.ruleset.family === 'drafting', 'the variant loads');
  return loaded.ruleset;
}

/**
 * Orchard with batches whose rules look at the other batches in several ways (an exact
 * `where ATTR = card.ATTR` either way round, `!=`, no `where`, a `where` against the batch's own
 * first card, `except` lists, one refusing some cards in an empty orchard), one of them telling
 * every card apart (answers over several words): a placement elsewhere keeps the refusals of a
 * rule that more cards elsewhere can only turn to no (`DraftingTable.linkedOnlyRefuses`).
 */
function orchardWithLinkedBatches(finePrint: boolean): DraftingRuleset {
  const extra = `
batch "Lonely Height" {
  describe "At most one other card of its height, outside the Monochrome and the Bad Batch."
  allow    count(elsewhere except "Bad Batch", "Monochrome" where height = card.height) <= 1
  score    count
}
batch "Odd One" {
  describe "Few cards of another sweetness elsewhere, and enough of its colour."
  allow    count(elsewhere where card.sweetness != sweetness) < 5 and count(elsewhere except "Unlucky" where colour = card.colour) >= count - 1
  score    count
}
batch "Late Bloomer" {
  describe "Only a low card, until the orchard holds more of its colour elsewhere."
  allow    count(elsewhere where colour = card.colour) >= card.height - 2
  score    count
}
batch "Crowd" {
  describe "Only while the orchard is small, or nothing elsewhere shares the first card's sweetness."
  allow    count(elsewhere) < 6 or count(elsewhere where sweetness = first.sweetness) = 0
  score    count
}
`;
  const fine = `
batch "Fine Print" {
  describe "Reads every attribute of the card placed."
  allow    count(elsewhere where colour = card.colour) + count(elsewhere except "Steady Height" where height = card.height) < 2 + card.sweetness
  score    count
}
`;
  const text = readFileSync(repoPath('rulesets/orchard.rules'), 'utf8').replace(
    'batch "Bad Batch"',
    `${extra}${finePrint ? fine : ''}\nbatch "Bad Batch"`,
  );
  const loaded = loadRulesetFromSources('linked.rules', (path) => (path === 'linked.rules' ? text : undefined));
  assert.ok(loaded.ok && loaded.ruleset.family === 'drafting', 'the variant loads');
  return loaded.ruleset;
}

/** The prepared 4-player table of a ruleset with its default options. */
function draftingTable(ruleset: DraftingRuleset): DraftingTable {
  return prepareTable(ruleset, 4, Object.fromEntries(ruleset.options.map((o) => [o.name, o.default])));
}

/** Play a whole game with random legal placements, checking each one as it goes. */
function playRandom(ruleset: DraftingRuleset, players: number, seed: number): DraftingState {
  const created = engine.create(ruleset, { players, seed });
  assert.ok(created.ok);
  const state = created.state;
  const rng = Random.from(seed, 99);
  while (state.phase !== 'over') {
    if (state.phase !== 'place') {
      assert.equal(engine.applyInPlace(state, engine.chanceAction(state)), null);
      continue;
    }
    const legal = legalPlacements(state, state.turn);
    assert.ok(legal.length > 0, 'a player always has a move');
    // The list (from remembered rule answers) is exactly what the rules say when asked afresh.
    const orchard = state.orchards[state.turn] as AttrCard[][];
    const fresh = state.centre.flatMap((card) =>
      state.table.batches.flatMap((_, batch) =>
        checkPlacement(state.table, orchard, batch, state.table.cards[card] as AttrCard) ? [] : [`${card}/${batch}`],
      ),
    );
    assert.deepEqual(legal.map((a) => `${a.card}/${a.batch}`).sort(), fresh.sort());
    const action = rng.pick(legal);
    assert.equal(checkPlacementAction(state, action), null, 'every listed placement is legal');
    assert.equal(engine.applyInPlace(state, action), null);
  }
  return state;
}

describe('random Orchard games (property)', () => {
  it('always end with 12 cards each, scores equal to the explained sums, and exact replays', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 6 }), fc.integer(), fc.boolean(), (players, seed, useEasy) => {
        const ruleset = useEasy ? easy : orchard;
        const state = playRandom(ruleset, players, seed);
        for (const o of state.batches) assert.equal(o.flat().length, ruleset.cardsEach);
        const placed = state.batches.flat(2);
        assert.equal(new Set(placed).size, placed.length, 'no card is placed twice');
        assert.equal(placed.length + state.deck.length + state.centre.length, ruleset.deck.cards.length);
        const sheets = engine.explain(state);
        const result = engine.result(state);
        assert.ok(result);
        sheets.forEach((sheet, p) => {
          assert.equal(
            sheet.total,
            sheet.lines.reduce((sum, line) => sum + line.points, 0),
          );
          assert.equal(sheet.total, result.scores[p]);
        });
        const replay = replayLog(
          engine,
          ruleset,
          { players, seed, options: state.options },
          JSON.parse(JSON.stringify(engine.log(state))) as unknown[],
        );
        assert.ok(replay.ok);
        assert.equal(JSON.stringify(replay.state), JSON.stringify(state));
      }),
      { numRuns: 2000, seed: 20240601 },
    );
  });

  it('lists exactly the legal placements when a batch tells more cards apart than one answer word holds', () => {
    const ruleset = orchardWithManyClasses();
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 6 }), fc.integer(), (players, seed) => {
        const state = playRandom(ruleset, players, seed);
        assert.equal(state.table.oneWord, false, 'the general path was taken');
      }),
      { numRuns: 100, seed: 11 },
    );
  });

  it('knows which placements elsewhere a rule can count (what the kept answers rest on)', () => {
    const ruleset = orchardWithLinkedBatches(true);
    const names = ruleset.batches.map((b) => b.name);
    const attr = (name: string): number => ruleset.deck.attributes.findIndex((a) => a.name === name);
    const reads = (batch: string): unknown => ruleset.batches.find((b) => b.name === batch)?.allow[0]?.reads?.elsewhereReads;
    assert.deepEqual(reads('Special Colour Tree'), [
      { except: [names.indexOf('Bad Batch')], match: { counted: attr('colour'), placed: attr('colour'), equal: true } },
    ]);
    assert.deepEqual(reads('Lonely Height'), [
      {
        except: [names.indexOf('Bad Batch'), names.indexOf('Monochrome')],
        match: { counted: attr('height'), placed: attr('height'), equal: true },
      },
    ]);
    // `card.sweetness != sweetness`: the same test written the other way round.
    assert.deepEqual(reads('Odd One'), [
      { except: [], match: { counted: attr('sweetness'), placed: attr('sweetness'), equal: false } },
      { except: [names.indexOf('Unlucky')], match: { counted: attr('colour'), placed: attr('colour'), equal: true } },
    ]);
    // No `where`, or one against the batch's own first card: any placement elsewhere may count.
    assert.deepEqual(reads('Crowd'), [{ except: [] }, { except: [] }]);
    assert.equal(
      ruleset.batches.find((b) => b.name === 'Monochrome')?.allow[0]?.reads?.elsewhereReads,
      undefined,
      'a rule that reads no other batch says nothing about them',
    );
    // How more cards elsewhere can change each rule: 'down' rules keep their refusals.
    const trend = (batch: string): unknown => ruleset.batches.find((b) => b.name === batch)?.allow[0]?.reads?.elsewhereTrend;
    assert.deepEqual(['Special Colour Tree', 'Lonely Height', 'Crowd', 'Fine Print', 'Late Bloomer', 'Odd One', 'Monochrome'].map(trend), [
      'down',
      'down',
      'down',
      'down',
      'up',
      'any',
      undefined,
    ]);
    assert.deepEqual(Array.from(draftingTable(ruleset).linkedOnlyRefuses), [1, 1, 0, 0, 1, 1]);
  });

  it('lists exactly the legal placements when batches look elsewhere in many ways (refusals kept across placements elsewhere)', () => {
    // With "Fine Print" the legal lists take the general path; without it, the one-word path.
    for (const ruleset of [orchardWithLinkedBatches(true), orchardWithLinkedBatches(false)]) {
      fc.assert(
        fc.property(fc.integer({ min: 2, max: 6 }), fc.integer(), (players, seed) => {
          const state = playRandom(ruleset, players, seed);
          assert.equal(state.table.oneWord, !ruleset.batches.some((b) => b.name === 'Fine Print'));
        }),
        { numRuns: 150, seed: 23 },
      );
    }
  });

  it('never scores the Bad Batch in easy mode', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 6 }), fc.integer(), (players, seed) => {
        const state = playRandom(easy, players, seed);
        for (const sheet of engine.explain(state)) assert.equal(sheet.lines.find((l) => l.label === 'Bad Batch')?.points, 0);
      }),
      { numRuns: 100, seed: 7 },
    );
  });
});
