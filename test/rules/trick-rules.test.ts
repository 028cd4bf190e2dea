/** The trick-taking rules lines of the language: what they compile to and how misuse is reported. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { compile, onlyError, shipped, where } from './helpers.js';

const base = { 'shipped/apples.rules': shipped('apples.rules') };

/** Compile a variant of Apples; return the one error with its position relative to `needle`. */
function errorOf(text: string, needle: string): { message: string; code: string; at: boolean } {
  const error = onlyError(compile({ 'main.rules': text, ...base }));
  const at = where(text, needle);
  return {
    message: error.message,
    code: error.code,
    at: error.file === 'main.rules' && error.line === at.line && error.column === at.column,
  };
}

describe('who wins a trick, in the ruleset', () => {
  it('compiles `winner lowest of led suit` and `always wins`', () => {
    const result = compile({
      'main.rules': 'extends "shipped/apples.rules"\ntricks {\n  winner lowest of led suit\n  always wins Q of spades\n}\n',
      ...base,
    });
    assert.ok(result.ok && result.ruleset.family === 'trick-taking');
    assert.equal(result.ruleset.tricks.lowestWins, true);
    assert.deepEqual(result.ruleset.tricks.alwaysCard, { rank: 'Q', suit: 'spades' });
    assert.equal(result.ruleset.tricks.alwaysSuit, null);
  });

  it("keeps today's rule when nothing is said", () => {
    const result = compile({ 'main.rules': 'extends "shipped/apples.rules"\n', ...base });
    assert.ok(result.ok && result.ruleset.family === 'trick-taking');
    assert.equal(result.ruleset.tricks.lowestWins, false);
  });

  it('names an unknown suit that always wins, with a suggestion, at the suit', () => {
    const text = 'extends "shipped/apples.rules"\ntricks {\n  always wins suit heart\n}\n';
    const e = errorOf(text, 'heart');
    assert.equal(e.message, "unknown suit 'heart' — did you mean 'hearts'?");
    assert.ok(e.at);
  });

  it('names an unknown rank of a card that always wins, at the rank', () => {
    const text = 'extends "shipped/apples.rules"\ntricks {\n  always wins 1 of hearts\n}\n';
    const e = errorOf(text, '1 of');
    assert.match(e.message, /^unknown rank '1'/);
    assert.ok(e.at);
  });

  it('says what a winner line may say when it is misspelt', () => {
    const text = 'extends "shipped/apples.rules"\ntricks {\n  winner smallest of led suit\n}\n';
    const e = errorOf(text, 'smallest');
    assert.equal(e.code, 'syntax');
    assert.equal(e.message, "expected 'highest' or 'lowest', but found 'smallest'");
    assert.ok(e.at);
  });
});

describe('trumping when void, in the ruleset', () => {
  it('compiles the three rules, and plays any card when nothing is said', () => {
    for (const [line, rule] of [
      ['when void trump if able', 'trump'],
      ['when void overtrump if able', 'overtrump'],
      ['when void play any card', 'any'],
      ['', 'any'],
    ] as const) {
      const result = compile({ 'main.rules': `extends "shipped/apples.rules"\ntricks {\n  ${line}\n}\n`, ...base });
      assert.ok(result.ok && result.ruleset.family === 'trick-taking', line);
      assert.equal(result.ruleset.tricks.whenVoid, rule, line);
    }
  });

  it('refuses must-trump without trumps, at the line, naming the line that says so', () => {
    const text = 'extends "shipped/apples.rules"\ntricks {\n  trumps none\n  when void trump if able\n}\n';
    const e = errorOf(text, 'when void');
    assert.equal(e.code, 'conflict');
    assert.equal(e.message, "'when void trump if able' needs a trump suit, but the tricks say 'trumps none' (line 3)");
    assert.ok(e.at);
  });

  it('refuses must-overtrump when players need not follow suit', () => {
    const text = 'extends "shipped/apples.rules"\ntricks {\n  when void overtrump if able\n  follow any card\n}\n';
    const e = errorOf(text, 'when void');
    assert.equal(e.code, 'conflict');
    assert.equal(e.message, "'when void overtrump if able' needs players to follow suit, but the tricks say 'follow any card' (line 4)");
    assert.ok(e.at);
  });

  it('finds the conflict across files: a variant that turns trumps off under a parent that must trump', () => {
    const files = {
      ...base,
      'shipped/must.rules': 'extends "apples.rules"\ntricks {\n  when void trump if able\n}\n',
      'main.rules': 'extends "shipped/must.rules"\ntricks {\n  trumps none\n}\n',
    };
    const error = onlyError(compile(files));
    assert.equal(error.file, 'shipped/must.rules');
    assert.equal(error.line, 3);
  });
});

describe('decks and dealing by player count', () => {
  const three = (
    deck: string,
    rest = 'deal by players { 3: 17 } each\nbidding {\n  ends after 2 passes\n}\ntricks {\n  count by players { 3: 16 }\n}\n',
  ): string =>
    `extends "shipped/apples.rules"\nplayers 3\ndeck playing {\n  ranks A K Q J 10 9 8 7 6 5 4 3 2\n  suits spades > clubs > hearts > diamonds\n  ${deck}\n}\n${rest}`;

  it('compiles removed cards, and deal and trick count tables', () => {
    const result = compile({ 'main.rules': three('remove 2 of clubs'), ...base });
    assert.ok(result.ok && result.ruleset.family === 'trick-taking', result.diagnostics.map((d) => d.message).join('; '));
    assert.deepEqual(result.ruleset.deck.removed, [{ rank: '2', suit: 'clubs' }]);
    assert.equal(result.ruleset.tricks.countByPlayers.evaluate({ options: {}, players: 3 }), 16);
  });

  it('refuses removals that leave too few cards for the deal, at the remove line', () => {
    const text = three('remove 2 of clubs, 3 of clubs');
    const e = errorOf(text, '2 of clubs');
    assert.equal(e.code, 'out-of-range');
    assert.equal(e.message, 'removing 2 cards leaves 50, too few for dealing 17 each to 3 players (51 cards)');
    assert.ok(e.at);
  });

  it('refuses a deal too big for the deck at the deal line when no removal is to blame', () => {
    const text = three(
      'copies 1',
      'deal by players { 3: 18 } each\nbidding {\n  ends after 2 passes\n}\ntricks {\n  count by players { 3: 17 }\n}\n',
    );
    const e = errorOf(text, 'deal by');
    assert.equal(e.message, 'dealing 18 each to 3 players needs 54 cards, but the deck has 52');
    assert.ok(e.at);
  });

  it('names an unknown card to remove, and one removed more often than the deck holds it', () => {
    const unknown = three('remove 2 of club');
    assert.equal(errorOf(unknown, 'club\n').message, "unknown suit 'club' — did you mean 'clubs'?");
    assert.ok(errorOf(unknown, 'club\n').at);
    const twice = three(
      'remove 2 of clubs, 2 of clubs',
      'deal by players { 3: 16 } each\nbidding {\n  ends after 2 passes\n}\ntricks {\n  count by players { 3: 15 }\n}\n',
    );
    const e = errorOf(twice, '2 of clubs\n');
    assert.equal(e.message, 'the 2 of clubs is removed 2 times, but the deck holds one');
    assert.ok(e.at);
  });

  it('refuses a trick count table that does not match the deal at some player count, at the count line', () => {
    const text =
      'extends "shipped/apples.rules"\nplayers 4..5\ndeal by players { 4: 12 | 5: 10 } each\nbidding {\n  bid number 1..10 and suit\n}\ntricks {\n  count by players { 4: 11 | 5: 10 }\n}\n';
    const e = errorOf(text, 'count by');
    assert.equal(e.message, '10 tricks do not match the 9 cards each player holds (10 dealt, 1 set aside as target) with 5 players');
    assert.ok(e.at);
  });

  it('refuses bids above the deal at the player count where the deal is smaller', () => {
    const text =
      'extends "shipped/apples.rules"\nplayers 4..5\ndeal by players { 4: 12 | 5: 10 } each\nbidding {\n  bid number 1..12 and suit\n}\ntricks {\n  count by players { 4: 11 | 5: 9 }\n}\n';
    const e = errorOf(text, '12 and suit');
    assert.equal(e.message, 'a bid can be at most the 10 cards each player is dealt, not 12 with 5 players');
    assert.ok(e.at);
  });

  it('refuses a lowest bid that a hand may be unable to make, so that a table cannot throw in for ever', () => {
    const text = 'extends "shipped/apples.rules"\nbidding {\n  bid number 13..13 and suit\n}\n';
    const e = errorOf(text, '13..13');
    assert.equal(
      e.message,
      'the lowest bid, 13, is not allowed with the 4 cards of one suit that every hand of 13 is sure to hold, so every player could be made to pass and the hand thrown in again and again',
    );
    assert.ok(e.at);
  });

  it('accepts a lowest bid that every hand can make (4 cards of a suit in 13)', () => {
    const result = compile({ 'main.rules': 'extends "shipped/apples.rules"\nbidding {\n  bid number 4..13 and suit\n}\n' });
    assert.ok(result.ok, result.diagnostics.map((d) => d.message).join('; '));
  });
});

describe('no-trump bids, in the ruleset', () => {
  it('ranks no trumps above every suit when the bid allows it and says nothing more', () => {
    const result = compile({
      'main.rules': 'extends "shipped/apples.rules"\nbidding {\n  bid number 1..13 and suit or no trumps\n}\n',
      ...base,
    });
    assert.ok(result.ok && result.ruleset.family === 'trick-taking');
    assert.equal(result.ruleset.bidding.noTrumpsBelow, 0);
  });

  it('ranks no trumps where `no trumps above/below` says', () => {
    const result = compile({
      'main.rules': 'extends "shipped/apples.rules"\nbidding {\n  bid number 1..13 and suit or no trumps\n  no trumps below clubs\n}\n',
      ...base,
    });
    assert.ok(result.ok && result.ruleset.family === 'trick-taking');
    // spades > clubs > no trumps > hearts > diamonds: two suits above it.
    assert.equal(result.ruleset.bidding.noTrumpsBelow, 2);
  });

  it('has no no-trump bid in Apples', () => {
    const result = compile({ 'main.rules': 'extends "shipped/apples.rules"\n', ...base });
    assert.ok(result.ok && result.ruleset.family === 'trick-taking');
    assert.equal(result.ruleset.bidding.noTrumpsBelow, null);
  });

  it('refuses to rank no trumps when a bid must name a suit, at the line', () => {
    const e = errorOf('extends "shipped/apples.rules"\nbidding {\n  no trumps above spades\n}\n', 'no trumps above');
    assert.equal(e.code, 'conflict');
    assert.match(e.message, /does not allow one: say 'bid number \.\.\. and suit or no trumps'/);
    assert.ok(e.at);
  });

  it('names an unknown suit to rank no trumps by, with a suggestion', () => {
    const e = errorOf(
      'extends "shipped/apples.rules"\nbidding {\n  bid number 1..13 and suit or no trumps\n  no trumps above spade\n}\n',
      'spade\n',
    );
    assert.equal(e.message, "unknown suit 'spade' — did you mean 'spades'?");
    assert.ok(e.at);
  });
});

describe('teams, in the ruleset', () => {
  it('compiles seats from 1 into seats from 0', () => {
    const result = compile({ 'main.rules': 'extends "shipped/apples.rules"\nteams seats 1 and 3, seats 2 and 4\n', ...base });
    assert.ok(result.ok && result.ruleset.family === 'trick-taking');
    assert.deepEqual(result.ruleset.teams, [
      [0, 2],
      [1, 3],
    ]);
  });

  it('refuses a seat the table does not have, at the seat', () => {
    const e = errorOf('extends "shipped/apples.rules"\nteams seats 1 and 3, seats 2 and 5\n', '5');
    assert.equal(e.code, 'out-of-range');
    assert.equal(e.message, 'there is no seat 5: the game is for 4 players');
    assert.ok(e.at);
  });

  it('refuses a seat in two teams, naming the first', () => {
    const e = errorOf('extends "shipped/apples.rules"\nteams seats 1 and 3, seats 3 and 4\n', '3 and 4');
    assert.equal(e.code, 'duplicate');
    assert.equal(e.message, 'seat 3 is in two teams (first at line 2)');
    assert.ok(e.at);
  });

  it('refuses teams that leave a seat out, at the teams line', () => {
    const e = errorOf('extends "shipped/apples.rules"\nteams seats 1 and 3, seats 2\n', 'teams');
    assert.equal(e.code, 'conflict');
    assert.match(e.message, /seat 4 is in no team/);
    assert.ok(e.at);
  });

  it('refuses teams when the player count may vary', () => {
    const result = compile({
      'main.rules':
        'extends "shipped/apples.rules"\nplayers 4..5\ndeal 10 each\nbidding {\n  bid number 1..10 and suit\n}\ntricks {\n  count 9\n}\nteams seats 1 and 3, seats 2 and 4\n',
      ...base,
    });
    const e = onlyError(result);
    assert.equal(e.code, 'conflict');
    assert.match(e.message, /seat 5 is in no team/);
  });

  it('refuses a single team', () => {
    const e = errorOf('extends "shipped/apples.rules"\nteams seats 1 and 2 and 3 and 4\n', 'teams');
    assert.equal(e.message, 'teams need at least two teams, or there is no one to play against');
  });
});

describe('contract scoring, in the ruleset', () => {
  it('compiles made and failed over bid, tricks, overtricks and undertricks', () => {
    const result = compile({
      'main.rules': 'extends "shipped/apples.rules"\ncontract {\n  made = 10 * bid + overtricks\n  failed = -5 * undertricks\n}\n',
      ...base,
    });
    assert.ok(result.ok && result.ruleset.family === 'trick-taking' && result.ruleset.contract);
    const ctx = { options: {}, players: 4 };
    assert.equal(result.ruleset.contract.made?.evaluate({ ...ctx, bid: 3, tricks: 5, overtricks: 2, undertricks: 0 }), 32);
    assert.equal(result.ruleset.contract.failed?.evaluate({ ...ctx, bid: 3, tricks: 1, overtricks: 0, undertricks: 2 }), -10);
    assert.equal(
      result.ruleset.contract.made?.explain({ ...ctx, bid: 3, tricks: 5, overtricks: 2, undertricks: 0 }).text,
      '(10 × 3) + 2 = 32',
    );
  });

  it('names an unknown name in a contract line, with a suggestion', () => {
    const e = errorOf('extends "shipped/apples.rules"\ncontract {\n  made = 10 * bids\n}\n', 'bids');
    assert.equal(e.code, 'unknown-name');
    assert.match(e.message, /^unknown name 'bids' — did you mean 'bid'\?/);
    assert.ok(e.at);
  });

  it('refuses a contract line stated twice', () => {
    const e = errorOf('extends "shipped/apples.rules"\ncontract {\n  made = bid\n  made = 2 * bid\n}\n', 'made = 2');
    assert.equal(e.code, 'duplicate');
    assert.ok(e.at);
  });
});

describe('the hand limit, in the ruleset', () => {
  it('is 100 hands when nothing is said, and what `limit` says otherwise', () => {
    const plain = compile({ 'main.rules': 'extends "shipped/apples.rules"\n', ...base });
    assert.ok(plain.ok && plain.ruleset.family === 'trick-taking');
    assert.equal(plain.ruleset.handLimit, 100);
    const limited = compile({ 'main.rules': 'extends "shipped/apples.rules"\nlimit 20 hands\n', ...base });
    assert.ok(limited.ok && limited.ruleset.family === 'trick-taking');
    assert.equal(limited.ruleset.handLimit, 20);
  });

  it('refuses a limit of no hands, at the number', () => {
    const e = errorOf('extends "shipped/apples.rules"\nlimit 0 hands\n', '0');
    assert.equal(e.code, 'out-of-range');
    assert.ok(e.at);
  });
});
