/** "If check accepts it, it plays": the numbers a game needs are checked at every player count, at the line at fault. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { BatchContext } from '../../src/core/rules/ruleset.js';
import type { DraftingRuleset } from '../../src/families/drafting/ruleset.js';
import { compile, onlyError, shipped, where } from './helpers.js';

const judging = {
  'apples-to-apples.rules': shipped('apples-to-apples.rules'),
  'decks/green.cards': shipped('decks/green.cards'),
  'decks/red.cards': shipped('decks/red.cards'),
  'decks/tags.txt': shipped('decks/tags.txt'),
};
const orchard = { 'orchard.rules': shipped('orchard.rules') };
const apples = { 'apples.rules': shipped('apples.rules') };

/** The one error of `text` (a variant with `files` beside it) is at `needle`, with a message matching `message`. */
function expectAt(files: Record<string, string>, text: string, needle: string, message: RegExp, code = 'out-of-range'): void {
  const error = onlyError(compile({ ...files, 'main.rules': text }));
  const at = where(text, needle);
  assert.equal(error.file, 'main.rules');
  assert.deepEqual({ line: error.line, column: error.column, code: error.code }, { ...at, code }, error.message);
  assert.match(error.message, message);
}

describe('judging games that could not be played are refused', () => {
  it('a goal of 0 green cards', () => {
    const text = 'extends "apples-to-apples.rules"\ngoal green cards by players { 4..10: 0 }\n';
    expectAt(judging, text, '0 }', /^the goal must be at least 1 green card, but this gives 0 with 4 players$/);
  });

  it('a green deck too small for the goal at some player count', () => {
    // The shipped green deck has 266 cards: 10 players playing to 30 need 10 × 29 + 1 = 291.
    const text = 'extends "apples-to-apples.rules"\ngoal green cards by players { 4..9: 8 | 10: 30 }\n';
    expectAt(
      judging,
      text,
      '30 }',
      /^10 players playing to 30 green cards need at least 291 green cards \(10 × 29 \+ 1\), but the green deck has \d+$/,
    );
  });

  it('only the first 0 cards judged', () => {
    const text =
      'extends "apples-to-apples.rules"\nplacing {\n  players 6..10: each plays 1, the last card placed returns to its owner\n  players 4..5: each plays 1..2, only the first 0 are judged\n}\n';
    expectAt(judging, text, '0 are judged', /^at least the first card placed must be judged, but this gives 0 with 4 players$/);
  });

  it('a hand that is 0 only when a house option is switched on', () => {
    const text = 'extends "apples-to-apples.rules"\noption tiny "Tiny hands": yes or no, default no\nhand 0 if tiny else 7 red cards\n';
    expectAt(judging, text, '0 if tiny', /^a hand must hold at least 1 card, but this gives 0 with 4 players and tiny = yes$/);
  });

  it('a red deck too small, at the deck when the variant changed the deck', () => {
    const small = `${shipped('decks/red.cards').split('\n').slice(0, 40).join('\n')}\n`;
    const text = 'extends "apples-to-apples.rules"\ndeck red from "decks/small.cards"\n';
    expectAt(
      { ...judging, 'decks/small.cards': small },
      text,
      'red from',
      /^5 players with hands of 7 need at least 35 red cards, but the red deck has 28$/,
    );
  });
});

describe('drafting games that could not be played are refused', () => {
  it('a centre of 0 cards, or one that runs out with more players', () => {
    expectAt(
      orchard,
      'extends "orchard.rules"\ncentre per player by players { 2..6: 0 }\n',
      '0 }',
      /^the centre must turn up at least 1 card per player, but this gives 0 with 2 players$/,
    );
    expectAt(
      orchard,
      'extends "orchard.rules"\ncentre per player by players { 2..6: 4 - players }\n',
      '4 - players',
      /but this gives 0 with 4 players$/,
    );
  });

  it('a deck too small for the game, at the deck when the variant changed the deck', () => {
    const text =
      'extends "orchard.rules"\ndeck apples {\n  attribute colour = red, green\n  attribute sweetness = 1..6\n  attribute height = 1..5\n}\n';
    expectAt(orchard, text, 'apples {', /^6 players with 12 cards each need 72 cards, but the deck has 60$/);
  });

  it('numbers beyond a billion, written or in a sequence', () => {
    expectAt(
      orchard,
      `extends "orchard.rules"\nbatch "Bad Batch" {\n  score ${'9'.repeat(400)}\n}\n`,
      '999',
      /^numbers in rules are at most 1,000,000,000$/,
    );
    expectAt(
      orchard,
      'extends "orchard.rules"\nsequence triangle = 1, 3, 2000000000\n',
      '2000000000',
      /^the numbers of a sequence must be from -1,000,000,000 to 1,000,000,000$/,
    );
  });

  it('holds every worked-out score within a billion, so no score reaches Infinity', () => {
    const result = compile({
      ...orchard,
      'main.rules':
        'extends "orchard.rules"\nbatch "Big" {\n  score (1000000000 * 1000000000) ^ 32 + 5\n}\nbatch "Small" {\n  score -(1000000000 ^ 32) * 2\n}\n',
    });
    assert.ok(result.ok);
    const ctx: BatchContext = { options: { easy_mode: false }, players: 2, cards: [], card: null, batches: [[]], batchIndex: 0 };
    const batch = (name: string) => (result.ruleset as DraftingRuleset).batches.find((b) => b.name === name);
    assert.equal(batch('Big')?.score.evaluate(ctx), 1_000_000_000);
    assert.equal(batch('Small')?.score.evaluate(ctx), -1_000_000_000);
  });
});

describe('trick-taking games that could not be played are refused', () => {
  it('bids above the cards a player holds', () => {
    expectAt(
      apples,
      'extends "apples.rules"\nbidding {\n  bid number 1..1000 and suit\n}\n',
      '1000',
      /^a bid can be at most the 13 cards each player is dealt, not 1000$/,
    );
  });

  it('a goal of no points, or a 400-digit goal', () => {
    expectAt(
      apples,
      'extends "apples.rules"\ngoal 0 points\n',
      '0 points',
      /^the goal must be at least 1 point, but this gives 0 with 4 players$/,
    );
    expectAt(apples, `extends "apples.rules"\ngoal ${'7'.repeat(400)} points\n`, '777', /^numbers in rules are at most 1,000,000,000$/);
  });
});
