/** The trick-taking rules lines of the language: what they compile to and how misuse is reported. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { compile, onlyError, shipped, where } from './helpers.js';

const base = { 'shipped/apples.rules': shipped('apples.rules') };

/** Compile a variant of Apples; return the one error with its position relative to `needle`. */
function errorOf(text: string, needle: string): { message: string; code: string; at: boolean } {
  const error = onlyError(compile({ 'main.rules': text, ...base }));
  const at = where(text, needle);
  return { message: error.message, code: error.code, at: error.file === 'main.rules' && error.line === at.line && error.column === at.column };
}

describe('who wins a trick, in the ruleset', () => {
  it('compiles `winner lowest of led suit` and `always wins`', () => {
    const result = compile({ 'main.rules': 'extends "shipped/apples.rules"\ntricks {\n  winner lowest of led suit\n  always wins Q of spades\n}\n', ...base });
    assert.ok(result.ok && result.ruleset.family === 'trick-taking');
    assert.equal(result.ruleset.tricks.lowestWins, true);
    assert.deepEqual(result.ruleset.tricks.alwaysCard, { rank: 'Q', suit: 'spades' });
    assert.equal(result.ruleset.tricks.alwaysSuit, null);
  });

  it('keeps today\'s rule when nothing is said', () => {
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
    for (const [line, rule] of [['when void trump if able', 'trump'], ['when void overtrump if able', 'overtrump'], ['when void play any card', 'any'], ['', 'any']] as const) {
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
    const files = { ...base, 'shipped/must.rules': 'extends "apples.rules"\ntricks {\n  when void trump if able\n}\n', 'main.rules': 'extends "shipped/must.rules"\ntricks {\n  trumps none\n}\n' };
    const error = onlyError(compile(files));
    assert.equal(error.file, 'shipped/must.rules');
    assert.equal(error.line, 3);
  });
});
