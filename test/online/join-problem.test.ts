/**
 * What a page says when the table server refuses a join or a new table: in words a person can act
 * on, with the wait the server names for a limited call.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { joinProblem } from '../../components/core/online/online-words.js';

/** A matchmaker refusal as the SDK gives it. */
function refusal(code: number, message: string): Error & { status: number } {
  return Object.assign(new Error(message), { status: code });
}

describe('a refused join or new table, in words', () => {
  it('names the wait of a limited call, and falls back to a minute when the server named none', () => {
    assert.equal(
      joinProblem(refusal(429, 'too many failed joins from this address: try again in 42 s')),
      'Too many tries from here: try again in 42 s.',
    );
    assert.equal(joinProblem(refusal(429, 'too many new tables from this address')), 'Too many tries from here: wait a minute.');
  });

  it('tells a wrong code from a full server', () => {
    assert.match(joinProblem(refusal(404, 'room "ZZZZZZZZZZ" not found')), /no table with that code/);
    assert.match(joinProblem(refusal(503, 'server full: try again later')), /server is full/);
  });
});
