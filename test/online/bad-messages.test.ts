/**
 * Bad input at the table: random JSON and near-legal actions (a legal action with one field
 * changed) each get exactly one `refused` reply with a stable code, and change nothing the
 * others can see.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import type { GameFrame } from '../../server/protocol.js';
import { Person, startTables, until, type TestTables } from './tables.js';

let server: TestTables;
before(async () => {
  server = await startTables();
});
after(async () => {
  await server.close();
});

const CODES = ['not-your-turn', 'illegal-action', 'malformed'];

describe('a table sent bad actions', () => {
  it('answers each with exactly one refusal and leaves the game as it was', async () => {
    const ann = await Person.host(server.endpoint, {
      rules: { kind: 'bundled', name: 'apples.rules' },
      seats: [{ kind: 'open' }, { kind: 'open' }, { kind: 'bot', bot: 'random' }, { kind: 'bot', bot: 'random' }],
      name: 'Ann',
    });
    ann.playing = false;
    const bea = await Person.join(server.endpoint, ann.room.roomId, 'Bea');
    bea.playing = false;
    ann.room.send('start');
    await until(() => ann.frames.length > 0 && bea.frames.length > 0, 10_000, 'the first views');
    // Wait until someone is to act and the bots are idle (a person's turn).
    await until(() => [ann, bea].some((p) => p.frames.at(-1)!.legal.length > 0), 20_000, "a person's turn");

    const latest = (p: Person): GameFrame => p.frames.reduce((a, b) => (b.step >= a.step ? b : a));
    const mover = latest(ann).legal.length > 0 ? ann : bea;
    const other = mover === ann ? bea : ann;
    const legal = latest(mover).legal;
    const stepBefore = latest(mover).step;
    const framesOfOther = other.frames.length;

    const nearLegal = fc
      .tuple(
        fc.constantFrom(...legal),
        fc.string({ maxLength: 8 }),
        fc.oneof(fc.integer({ min: -3, max: 99 }), fc.constant(null), fc.array(fc.integer(), { maxLength: 3 })),
      )
      .map(([action, key, value]) => {
        const fields = Object.keys(action as object);
        const field = fields[key.length % fields.length]!;
        return { ...(action as object), [field]: value };
      })
      .filter((action) => !legal.some((l) => JSON.stringify(l) === JSON.stringify(action)));
    const payloads = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      nearLegal.map((action) => ({ action })),
    );

    await fc.assert(
      fc.asyncProperty(payloads, fc.boolean(), async (payload, fromOther) => {
        const sender = fromOther ? other : mover;
        const before = sender.refusals.length;
        sender.room.send('act', payload);
        await until(() => sender.refusals.length > before, 5000, 'a refusal');
        // Stay under the 20 messages a second after which a client is disconnected.
        await new Promise((resolve) => setTimeout(resolve, 55));
        assert.equal(sender.refusals.length, before + 1, 'exactly one refusal');
        assert.ok(CODES.includes(sender.refusals.at(-1)!.code), sender.refusals.at(-1)!.code);
        if (fromOther) assert.equal(sender.refusals.at(-1)!.code, 'not-your-turn');
      }),
      { numRuns: 40, seed: 29 },
    );
    assert.equal(latest(mover).step, stepBefore, 'no refused action changed the game');
    assert.equal(other.frames.length, framesOfOther, "the others' traffic did not change");
    const sync = await mover.room.request<undefined, GameFrame>('sync');
    assert.equal(sync.step, stepBefore);
    await ann.room.leave();
    await bea.room.leave();
  });
});
