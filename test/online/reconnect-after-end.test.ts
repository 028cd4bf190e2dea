/**
 * A person whose connection drops and who is back only after the game has ended (stand-ins played
 * their turns meanwhile) still gets the replay: the table broadcast it at the end, when they were
 * not there to receive it.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sockets } from './wire-recorder.js';
import { Person, startTables, until, type TestTables } from './tables.js';

let server: TestTables;
before(async () => {
  server = await startTables();
});
after(async () => {
  await server.close();
});

describe('a person back after the game ended while they were away', () => {
  it('gets the replay on reconnecting', async () => {
    const text = 'extends "orchard.rules"\ngame "Quick Orchard"\ncards 3 each\n';
    const ann = await Person.host(server.endpoint, {
      rules: { kind: 'text', text },
      seats: [{ kind: 'open' }, { kind: 'bot', bot: 'random' }, { kind: 'bot', bot: 'random' }],
      name: 'Ann',
    });
    const sam = await Person.join(server.endpoint, ann.room.roomId, 'Sam', true);
    ann.playing = false;
    ann.room.send('start');
    await until(() => ann.frames.length > 0, 10_000, 'the first view');

    const socket = sockets.findLast((s) => s.url.includes(ann.room.sessionId));
    assert.ok(socket, "Ann's socket is recorded");
    let reconnected = false;
    ann.room.reconnection.minUptime = 0;
    // Back after three seconds: the stand-in has played her turns (300 ms each) and the game is over.
    ann.room.reconnection.minDelay = 3000;
    ann.room.onReconnect(() => (reconnected = true));
    socket.drop();

    await until(() => sam.replay !== null, 10_000, 'the end of the game, seen by the spectator');
    assert.equal(reconnected, false, 'Ann was back before the game ended');
    assert.equal(ann.replay, null);
    await until(() => reconnected, 10_000, "Ann's reconnection");
    await until(() => ann.replay !== null, 5000, 'the replay for Ann');
    assert.deepEqual(ann.replay, sam.replay);
    for (const person of [ann, sam]) await person.room.leave();
  });
});
