/**
 * One seed, one game: a finished online game, played again offline through the table driver from
 * the seed and seating its replay gives, is the same game action for action. The table's computer
 * players (in a bot worker) are seeded as the driver seeds them, so a table and the simulator
 * cannot drift apart.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { familyDescriptor } from '../../src/core/registry.js';
import { TableDriver } from '../../src/core/table/table-driver.js';
import { loadRules } from '../../server/rules.js';
import { Person, startTables, until, type TestTables } from './tables.js';

let server: TestTables;
before(async () => {
  server = await startTables();
});
after(async () => {
  await server.close();
});

describe('a seed played online and offline', () => {
  for (const [game, text] of [
    ['Orchard', 'extends "orchard.rules"\ngame "Quick Orchard"\ncards 4 each\n'],
    ['Apples', 'extends "apples.rules"\ngame "Short Apples"\ngoal 30 points\n'],
    ['Apples to Apples', 'extends "apples-to-apples.rules"\ngame "Quick Apples to Apples"\ngoal green cards by players { 4..10: 2 }\n'],
  ] as const) {
    it(`gives the same ${game} game through the table server as through the driver`, async () => {
      const ann = await Person.host(server.endpoint, {
        rules: { kind: 'text', text },
        seats: [{ kind: 'open' }, { kind: 'bot', bot: 'random' }, { kind: 'bot', bot: 'random' }, { kind: 'bot', bot: 'random' }],
        name: 'Ann',
      });
      // When others may act at the same time, Ann moves last (the driver offline seats no player of hers).
      ann.waitsForOthers = true;
      ann.room.send('start');
      await until(() => ann.replay !== null, 60_000, 'the end of the game');
      const replay = ann.replay!;
      await ann.room.leave();

      const loaded = await loadRules({ kind: 'text', text });
      assert.ok(loaded.ok, 'the rules load');
      const family = familyDescriptor(loaded.ruleset.family)!;
      const random = family.bots['random']!;
      const started = TableDriver.start(
        family.engine,
        loaded.ruleset,
        { players: replay.players, seed: replay.seed },
        {
          players: [null, random, random, random],
        },
      );
      assert.ok(started.ok);
      const table = started.driver;
      // The computer players move until only Ann is to act; she plays her first legal move, as `Person` does.
      for (let turns = 0; turns < 5000 && !table.result(); turns++) {
        table.playBots();
        if (!table.result()) assert.ok(table.act(0, table.legal(0)[0]).ok);
      }
      assert.ok(table.result(), 'the offline game ends');
      const offline = table.log().map((action) => family.actionToJSON(loaded.ruleset, action));
      assert.ok(replay.log.length > 10, `a whole game (${replay.log.length} actions)`);
      assert.deepEqual(replay.log, offline);
    });
  }
});
