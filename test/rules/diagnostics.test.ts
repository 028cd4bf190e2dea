import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { compile, onlyError, shipped, variantOf, where } from './helpers.js';

/** Assert a ruleset text fails with one error at the place of `needle`, whose message matches. */
function expectError(text: string, needle: string, message: RegExp | string, extra: Record<string, string> = {}, nth = 0): void {
  const error = onlyError(compile({ 'main.rules': text, ...extra }));
  const at = where(text, needle, nth);
  assert.equal(error.file, 'main.rules');
  assert.deepEqual({ line: error.line, column: error.column }, at, `reported at ${error.line}:${error.column}: ${error.message}`);
  if (typeof message === 'string') assert.equal(error.message, message);
  else assert.match(error.message, message);
}

describe('syntax errors', () => {
  it('names a misspelt statement and suggests the right one', () => {
    const text = 'game "X"\nfamly drafting\n';
    expectError(text, 'famly', "unknown statement 'famly' — did you mean 'family'?");
  });

  it('says what was expected where an expression stops short', () => {
    const text = variantOf('orchard.rules', 'score    count * (count - 1)', 'score    count * (count - ');
    const error = onlyError(compile({ 'main.rules': text }));
    assert.equal(error.code, 'syntax');
    assert.match(error.message, /^expected .*a whole number.*, but found '\}'/);
    const scoreLine = where(text, 'score    count * (count - ');
    assert.deepEqual({ line: error.line, column: error.column }, { line: scoreLine.line + 1, column: 1 });
  });

  it('points at a bad player range', () => {
    const text = variantOf('orchard.rules', 'players 2..6', 'players 2..');
    const error = onlyError(compile({ 'main.rules': text }));
    assert.equal(error.code, 'syntax');
    assert.match(error.message, /expected a whole number/);
  });
});

describe('unknown names', () => {
  it('suggests the suit meant', () => {
    const text = variantOf('apples.rules', 'suits  spades >', 'suits  spade >');
    expectError(text, 'spade >', "unknown suit 'spade' — did you mean 'spades'?");
  });

  it('rejects an unknown rank in the value table', () => {
    const text = variantOf('apples.rules', 'K Q J 10: 10', 'K Q J 1O: 10');
    expectError(text, '1O', "unknown rank '1O' — did you mean '10'?");
  });

  it('rejects an unknown attribute with a suggestion', () => {
    const text = variantOf('orchard.rules', 'allow    all same colour', 'allow    all same color');
    expectError(text, 'color', "unknown attribute 'color' — did you mean 'colour'?");
  });

  it('rejects an unknown batch named in a rule', () => {
    const text = variantOf('orchard.rules', 'where colour = card.colour', 'where colour = card.colour').replace(
      'except "Bad Batch" where colour = card',
      'except "Bad Bach" where colour = card',
    );
    expectError(text, '"Bad Bach"', 'unknown batch "Bad Bach" — did you mean "Bad Batch"?');
  });

  it('rejects a deck file that does not exist', () => {
    const text = shipped('apples-to-apples.rules').replace('"decks/red.cards"', '"decks/reds.cards"');
    const extra = { 'decks/green.cards': shipped('decks/green.cards'), 'decks/tags.txt': shipped('decks/tags.txt') };
    expectError(text, '"decks/reds.cards"', "cannot read the deck file 'decks/reds.cards'", extra);
  });

  it('rejects an unknown option in set', () => {
    const text = 'extends "shipped/apples.rules"\nset winning_scor = 500\n';
    const error = onlyError(compile({ 'main.rules': text }));
    assert.deepEqual([error.line, error.column, error.message], [2, 5, "unknown option 'winning_scor' — did you mean 'winning_score'?"]);
  });

  it('suggests the family meant', () => {
    const text = variantOf('orchard.rules', 'family  drafting', 'family  drafing');
    expectError(text, 'drafing', "unknown family 'drafing' — did you mean 'drafting'? (families: trick-taking, judging, drafting)");
  });
});

describe('duplicates and orders', () => {
  it('reports a second game statement', () => {
    const text = variantOf('apples.rules', 'players 4', 'players 4\ngame "Again"');
    expectError(text, 'game "Again"', "duplicate 'game' statement (first at line 5)");
  });

  it('reports a batch declared twice in one file', () => {
    const text = `${shipped('orchard.rules')}\nbatch "Unlucky" {\n  score 0\n}\n`;
    // The batch's name appears in the file's three language blocks too: the duplicate is the fifth.
    expectError(text, 'batch "Unlucky"', /^duplicate batch 'Unlucky' \(first at line \d+\)$/, {}, 4);
  });

  it('reports a rank order that leaves a rank out', () => {
    const text = variantOf('apples.rules', 'ranks  A K Q J 10 9 8 7 6', 'ranks  A K Q J 10 9 8 6');
    expectError(text, '2            # high to low', "the rank order leaves out '7'; the French deck has 13 ranks");
  });

  it('reports a rank order that repeats a rank', () => {
    const text = variantOf('apples.rules', 'ranks  A K Q J 10 9 8 7 6', 'ranks  A K Q J 10 9 8 7 7 6');
    expectError(text, '7 6 5 4 3 2            # high', "rank '7' appears twice in the order (first at line 12)");
  });

  it('reports a gap in the group scores', () => {
    const text = variantOf('apples.rules', '  group of 3              = 2 * value\n', '');
    expectError(
      text,
      'group of 4              =',
      'the group scores have a gap: groups of 2 and 4 score, but there is no score for a group of 3',
    );
  });

  it('reports a player count the win table does not cover', () => {
    const text = shipped('apples-to-apples.rules').replace('8..10: 4 }', '8..9: 4 }');
    const extra = {
      'decks/green.cards': shipped('decks/green.cards'),
      'decks/red.cards': shipped('decks/red.cards'),
      'decks/tags.txt': shipped('decks/tags.txt'),
    };
    expectError(text, '{ 4: 8', 'the win table does not cover 10 players, but the game is for 4..10 players', extra);
  });

  it('reports a player count the centre table does not cover', () => {
    const text = variantOf('orchard.rules', '3..6: 2 }', '3..5: 2 }');
    expectError(text, '{ 2: 3', 'the centre table does not cover 6 players, but the game is for 2..6 players');
  });
});

describe('extends', () => {
  it('reports a missing parent file', () => {
    const text = 'extends "apples.rule"\n';
    const error = onlyError(compile({ 'main.rules': text, 'apples.rules': shipped('apples.rules') }));
    assert.deepEqual([error.line, error.column, error.code], [1, 9, 'missing-file']);
    assert.match(
      error.message,
      /cannot find the ruleset "apples.rule".*did you mean "apples.rule.rules"\?|cannot find the ruleset "apples.rule"/,
    );
  });

  it('reports a cycle', () => {
    const result = compile({ 'main.rules': 'extends "b.rules"\n', 'b.rules': 'extends "main.rules"\n' });
    const error = onlyError(result);
    assert.deepEqual([error.file, error.line, error.column, error.code], ['b.rules', 1, 9, 'extends-cycle']);
    assert.equal(error.message, "'extends' goes round in a circle: main.rules → b.rules → main.rules");
  });
});

describe('types', () => {
  it('refuses to compare a number with a colour', () => {
    const text = variantOf('orchard.rules', 'abs(height - previous.height) <= 1', 'abs(height - previous.height) <= red');
    expectError(text, 'abs(height - previous.height) <= red', 'cannot compare a number with a colour');
  });

  it('refuses a bare attribute outside a card scope', () => {
    const text = variantOf('orchard.rules', 'score    triangle[count]', 'score    colour');
    const error = onlyError(compile({ 'main.rules': text }));
    const at = where(text, 'score    colour');
    assert.deepEqual([error.line, error.column], [at.line, at.column + 9]);
    assert.match(error.message, /^'colour' is an attribute of a card: say whose/);
  });

  it('refuses a condition where a score is expected', () => {
    const text = variantOf('orchard.rules', 'score    triangle[count]', 'score    count > 2');
    expectError(text, 'count > 2', 'expected a number here, but this is a yes/no condition');
  });
});

describe('resource bombs', () => {
  it('refuses a deck of a billion cards', () => {
    const text = variantOf('orchard.rules', 'copies 1 of every combination', 'copies 1000000000 of every combination');
    const error = onlyError(compile({ 'main.rules': text }));
    assert.equal(error.code, 'resource-limit');
  });

  it('refuses an attribute with a million values', () => {
    const text = variantOf('orchard.rules', 'attribute height     = 1..5', 'attribute height     = 1..1000000');
    const error = onlyError(compile({ 'main.rules': text }));
    assert.equal(error.code, 'resource-limit');
    assert.match(error.message, /attribute 'height' would have 1000000 values; at most 1000 are allowed/);
  });

  it('refuses brackets nested thousands deep, quickly and without throwing', () => {
    const text = `game "x"\nfamily drafting\nplayers 2\nbatch "a" { score ${'('.repeat(5000)}1${')'.repeat(5000)} }\n`;
    const error = onlyError(compile({ 'main.rules': text }));
    assert.deepEqual([error.line, error.code], [4, 'resource-limit']);
    assert.match(error.message, /nested more than 40 deep/);
  });

  it('refuses a long run of minus signs without a stack overflow escaping', () => {
    const text = `game "x"\nfamily drafting\nplayers 2\nbatch "a" { score ${'- '.repeat(50000)}1 }\n`;
    const error = onlyError(compile({ 'main.rules': text }));
    assert.equal(error.code, 'resource-limit');
  });

  it('refuses a huge file', () => {
    const text = `# ${'x'.repeat(600 * 1024)}\n`;
    assert.equal(onlyError(compile({ 'main.rules': text })).code, 'resource-limit');
  });
});

describe('statements in the wrong place or out of range', () => {
  it('refuses a judge in a trick-taking game instead of ignoring it', () => {
    const text = 'extends "shipped/apples.rules"\njudge from seed, passes left\n';
    const error = onlyError(compile({ 'main.rules': text }));
    assert.deepEqual([error.line, error.column, error.message], [2, 1, 'a trick-taking game rotates a dealer, not a judge']);
  });

  it('refuses another hand after a drafting game, which ends with its last phase', () => {
    const text = variantOf('orchard.rules', 'tie     shared win', 'tie     play another hand');
    expectError(text, 'tie     play', /^a drafting game ends with its last phase/);
  });

  it('refuses an option that would hide a name of the language', () => {
    const text = 'extends "shipped/orchard.rules"\noption count "A clash": yes or no, default no\n';
    const error = onlyError(compile({ 'main.rules': text }));
    assert.deepEqual([error.line, error.column, error.code], [2, 8, 'reserved-name']);
  });

  it('refuses a deck that states its suits twice', () => {
    const text = variantOf(
      'apples.rules',
      'suits  spades > clubs > hearts > diamonds',
      'suits  spades > clubs > hearts > diamonds\n  suits  spades > clubs > diamonds > hearts',
    );
    const error = onlyError(compile({ 'main.rules': text }));
    assert.equal(error.message, "the deck states 'suits' twice");
    assert.equal(error.line, where(text, 'suits  spades > clubs > diamonds').line);
  });

  it('refuses hands of no cards', () => {
    const text = shipped('apples-to-apples.rules').replace('hand    7 red cards', 'hand    0 red cards');
    const extra = {
      'decks/green.cards': shipped('decks/green.cards'),
      'decks/red.cards': shipped('decks/red.cards'),
      'decks/tags.txt': shipped('decks/tags.txt'),
    };
    expectError(text, '0 red cards', 'a hand must hold at least 1 card, but this gives 0 with 4 players', extra);
  });
});

describe('parsing stays linear', () => {
  it('reads brackets nested 38 deep inside a batch (an ordered choice that re-parsed would never finish)', () => {
    const text = `extends "shipped/orchard.rules"\nbatch "Deep" {\n  score ${'('.repeat(38)}count + 1${')'.repeat(38)} ^ 2 if count > 0 else 0\n}\n`;
    const result = compile({ 'main.rules': text });
    assert.ok(result.ok, result.diagnostics.map((d) => d.message).join('; '));
  });
});

describe('an option default outside its choices', () => {
  it('is reported once, at the default, with how to offer it (not as an unknown name where the option is used)', () => {
    const text = variantOf('apples.rules', 'one of 250, 500, default 250', 'one of 250, 500, default 150');
    expectError(
      text,
      '150',
      "the default of option 'winning_score' must be one of its choices (250, 500), not 150: add 150 to the list after 'one of' to offer it",
    );
  });
});
