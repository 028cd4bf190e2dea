import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { changedByValue, sameValue } from '../../components/core/frame/same-value.js';

describe('comparing property values by value', () => {
  it('finds two inline objects with the same house rules equal, whatever the order of their keys', () => {
    assert.equal(sameValue({ winning_score: 150, easy: true }, { easy: true, winning_score: 150 }), true);
  });

  it('finds a changed, added or missing house rule different', () => {
    assert.equal(sameValue({ winning_score: 150 }, { winning_score: 250 }), false);
    assert.equal(sameValue({ winning_score: 150 }, { winning_score: 150, easy: true }), false);
    assert.equal(sameValue({ a: undefined }, { b: undefined }), false);
  });

  it('compares seat lists item by item, nested data at every level, and strings, numbers and null as themselves', () => {
    assert.equal(sameValue(['you', 'rules'], ['you', 'rules']), true);
    assert.equal(sameValue(['you', 'rules'], ['rules', 'you']), false);
    assert.equal(sameValue({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] }), true);
    assert.equal(sameValue({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] }), false);
    assert.equal(sameValue('you,rules', 'you,rules'), true);
    assert.equal(sameValue(NaN, NaN), true);
    assert.equal(sameValue(null, undefined), false);
    assert.equal(sameValue([], {}), false);
    assert.equal(sameValue('1', 1), false);
  });

  it('tells text from an object with the same meaning: switching between them is a change', () => {
    assert.equal(sameValue('winning_score=150', { winning_score: 150 }), false);
  });

  it('counts dates, maps and class instances equal only when they are the same object', () => {
    const when = new Date(0);
    assert.equal(sameValue(when, when), true);
    assert.equal(sameValue(new Date(0), new Date(0)), false);
    assert.equal(sameValue(new Map(), new Map()), false);
  });

  it('stops at a cycle instead of recursing forever, and never throws', () => {
    const a: Record<string, unknown> = { x: 1 };
    a.self = a;
    const b: Record<string, unknown> = { x: 1 };
    b.self = b;
    assert.equal(sameValue(a, a), true);
    assert.equal(sameValue(a, b), false);
    let deep: unknown = 0;
    let deeper: unknown = 0;
    for (let i = 0; i < 10_000; i++) [deep, deeper] = [{ next: deep }, { next: deeper }];
    assert.equal(sameValue(deep, deeper), false);
    const throwing = Object.defineProperty({}, 'boom', {
      enumerable: true,
      get() {
        throw new Error('hostile getter');
      },
    });
    assert.equal(sameValue(throwing, { boom: 1 }), false);
  });

  it("as Lit's hasChanged, asks for no update when the new value equals the old one", () => {
    assert.equal(changedByValue({ winning_score: 150 }, { winning_score: 150 }), false);
    assert.equal(changedByValue({ winning_score: 250 }, { winning_score: 150 }), true);
    assert.equal(changedByValue({ winning_score: 150 }, null), true);
  });
});
