/**
 * The wire test: seeded games of every shipped family on an in-process server, with bots, a
 * reconnect, a kick and a spectator. Every frame written to every socket is recorded; each
 * game-data frame to a seat must be exactly `engine.view(state, seat)` (and the seat's legal
 * actions) at the step it names, and no frame may carry the seed, another seat's hidden cards or
 * undealt cards.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { familyDescriptor } from '../../src/core/registry.js';
import { loadRules } from '../../server/rules.js';
import type { CreateOptions, GameFrame } from '../../server/protocol.js';
import { sockets, type RecordedSocket } from './wire-recorder.js';
import { Person, startTables, until, type TestTables } from './tables.js';

/** Short house variants of the three families (rules text, as a host pastes it from the studio). */
const VARIANTS = [
  {
    family: 'judging',
    text: 'extends "apples-to-apples.rules"\ngame "Quick Apples to Apples"\ngoal green cards by players { 4..10: 2 }\n',
  },
  { family: 'trick-taking', text: 'extends "apples.rules"\ngame "Quick Apples"\ngoal 50 points\n' },
  { family: 'drafting', text: 'extends "orchard.rules"\ngame "Quick Orchard"\ncards 3 each\n' },
] as const;

/** Every string in a value, at any depth, and every field name. */
function strings(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const item of value) strings(item, into);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      into.add(key);
      strings(item, into);
    }
  return into;
}

const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null));

let server: TestTables;
before(async () => {
  server = await startTables();
});
after(async () => {
  await server.close();
});

for (const variant of VARIANTS) {
  describe(`a ${variant.family} table played online`, () => {
    it('sends each seat exactly its own view, and nothing hidden to anyone', async () => {
      const loaded = await loadRules({ kind: 'text', text: variant.text });
      assert.ok(loaded.ok, 'the variant checks');
      const ruleset = loaded.ruleset;
      const family = familyDescriptor(ruleset.family)!;
      const engine = family.engine;
      const options: CreateOptions = {
        rules: { kind: 'text', text: variant.text },
        seats: [{ kind: 'open' }, { kind: 'open' }, { kind: 'open' }, { kind: 'bot', bot: family.defaultBot }],
        name: 'Ann',
      };
      const firstSocket = sockets.length;
      const ann = await Person.host(server.endpoint, options);
      const code = ann.room.roomId;
      assert.match(code, /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{10}$/);
      const bea = await Person.join(server.endpoint, code, 'Bea');
      const cy = await Person.join(server.endpoint, code, 'Cy');
      const sam = await Person.join(server.endpoint, code, 'Sam', true);
      const people = [ann, bea, cy];
      // Under load a move can race another seat's and be refused; a person then looks again, as people do.
      for (const person of people) person.retryRefused = true;
      const seatOf = new Map<Person, number>([
        [ann, 0],
        [bea, 1],
        [cy, 2],
      ]);
      const kinds = (): string => (ann.room.state as { seats: { kind: string }[] }).seats.map((s) => s.kind).join(' ');
      await until(() => kinds() === 'person person person bot', 5000, 'three people and a bot seated');

      ann.room.send('start');
      await until(() => people.every((p) => p.frames.length > 0) && sam.frames.length > 0, 10_000, 'the first views');

      // The host removes Cy: Cy is told, and a bot takes the seat at once.
      ann.room.send('kick', { seat: 2 });
      await until(() => cy.kicked, 5000, 'the kick');
      await until(() => (ann.room.state as { seats: { kind: string }[] }).seats[2]?.kind === 'bot', 5000, 'a bot in the kicked seat');

      // Bea's connection drops; the seat is held, and the SDK reconnects her.
      const beaSocket = sockets.findLast((s) => s.url.includes(bea.room.sessionId));
      assert.ok(beaSocket, "Bea's socket is recorded");
      bea.playing = false;
      let reconnected = false;
      bea.room.reconnection.minUptime = 0;
      bea.room.onReconnect(() => (reconnected = true));
      beaSocket.drop();
      await until(() => reconnected, 10_000, "Bea's reconnection");
      bea.playing = true;
      await bea.ready();

      await until(() => ann.replay !== null && bea.replay !== null && sam.replay !== null, 60_000, 'the end of the game');
      const replay = ann.replay!;
      assert.equal(typeof replay.seed, 'string');

      // Rebuild every state of the game from the seed and the log the server offers at the end.
      const created = engine.create(ruleset, { players: replay.players, seed: replay.seed });
      assert.ok(created.ok);
      const states = [created.state];
      for (const json of replay.log) {
        const parsed = family.parseAction(ruleset, json);
        assert.ok(parsed.ok, 'each logged action reads back');
        const applied = engine.apply(states.at(-1), parsed.action);
        assert.ok(applied.ok, 'each logged action applies');
        states.push(applied.state);
      }
      assert.equal(engine.toAct(states.at(-1)).kind, 'over');

      const checkFrame = (frame: GameFrame, seat: number): void => {
        const state = states[frame.step];
        assert.ok(state !== undefined, `frame at step ${frame.step} is within the game`);
        assert.equal(frame.seat, seat);
        assert.deepEqual(asJson(frame.view), asJson(engine.view(state, seat)), `seat ${seat}'s view at step ${frame.step}`);
        const toAct = engine.toAct(state);
        const legal =
          seat < replay.players && toAct.kind === 'players' && toAct.players.includes(seat) ? engine.legalActions(state, seat) : [];
        assert.deepEqual(asJson(frame.legal), asJson(legal), `seat ${seat}'s legal actions at step ${frame.step}`);
        assert.deepEqual(asJson(frame.toAct), toAct.kind === 'players' ? [...toAct.players] : [], `who acts at step ${frame.step}`);
        assert.deepEqual(Object.keys(frame).sort(), ['legal', 'over', 'seat', 'step', 'toAct', 'view']);
      };
      for (const person of [...people, sam]) {
        const seat = person === sam ? replay.players : seatOf.get(person)!;
        assert.ok(person.frames.length > 0);
        for (const frame of person.frames) checkFrame(frame, seat);
      }
      // The spectator sees the onlooker's view: no hand.
      for (const frame of sam.frames) assert.deepEqual(asJson((frame.view as { hand?: unknown }).hand ?? []), []);

      // Every raw frame, of every socket of this game: no seed before the replay, no hidden strings.
      const publicStrings = strings((ann.room.state as { toJSON(): unknown }).toJSON());
      const ours = sockets.slice(firstSocket);
      assert.ok(ours.length >= 5, 'a socket for each person, the spectator and the reconnect');
      const seatOfSocket = (socket: RecordedSocket): number => {
        for (const [person, seat] of seatOf) if (socket.url.includes(person.room.sessionId)) return seat;
        return replay.players;
      };
      // What the server knew at a step that a seat could not see: other hands, undealt cards.
      const secrets = new Map<string, string[]>();
      const secretsOf = (step: number, seat: number): string[] => {
        const key = `${step}/${seat}`;
        let found = secrets.get(key);
        if (found) return found;
        const state = states[step];
        const visible = strings(engine.view(state, seat), new Set(publicStrings));
        const toAct = engine.toAct(state);
        if (toAct.kind === 'players' && toAct.players.includes(seat)) strings(asJson(engine.legalActions(state, seat)), visible);
        const hidden = strings(asJson(state));
        for (let other = 0; other < replay.players; other++) strings(engine.view(state, other), hidden);
        const shown = [...visible].join('\u0000');
        found = [...hidden].filter((s) => s.length >= 5 && !shown.includes(s));
        secrets.set(key, found);
        return found;
      };
      let viewFrames = 0;
      for (const socket of ours) {
        const seat = seatOfSocket(socket);
        let step = 0;
        for (const frame of socket.frames) {
          const text = Buffer.from(frame.bytes).toString('latin1');
          // The replay comes once the game is over, when nothing is hidden any more.
          if (frame.message?.type === 'replay') continue;
          assert.ok(!text.includes(replay.seed), 'no frame but the final replay carries the seed');
          const isFrame = (payload: unknown): payload is GameFrame => typeof payload === 'object' && payload !== null && 'view' in payload;
          if (frame.message?.type === 'view' || (frame.message?.type === 'reply' && isFrame(frame.message.payload))) {
            viewFrames++;
            const sent = frame.message.payload as GameFrame;
            checkFrame(sent, seat);
            step = sent.step;
          }
          // A room message is checked string by string; other frames (the table's public state) byte by byte.
          const carried = frame.message ? strings(frame.message.payload) : null;
          for (const secret of secretsOf(step, seat)) {
            const leaked = carried ? carried.has(secret) : text.includes(secret);
            assert.ok(
              !leaked,
              `a frame (${frame.message?.type ?? frame.bytes[0]}) to seat ${seat} at step ${step} carries ${JSON.stringify(secret)}`,
            );
          }
        }
      }
      assert.ok(viewFrames > 10, 'the game-data frames were recorded');
      for (const person of [ann, bea, sam]) await person.room.leave();
    });
  });
}
