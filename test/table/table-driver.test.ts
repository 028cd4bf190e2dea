/**
 * The table driver: the one game loop every host plays through. What a host relies on: a move is
 * checked (the seat, the step, the legal moves) and a refusal changes nothing; the same seed and
 * seating give the same game whether it is applied in place or to copies; a seat's computer
 * player is seeded alike everywhere; several players acting at once go in a drawn order.
 */
import '../../src/families/index.js';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { botSeed } from '../../src/core/bots/seeds.js';
import { familyDescriptor } from '../../src/core/registry.js';
import type { Ruleset, RulesetBase } from '../../src/core/rules/ruleset.js';
import { type DRIVER_REFUSALS, TableDriver, type Applied, type SeatPlayerMaker } from '../../src/core/table/table-driver.js';
import { loadRulesetFile } from '../../src/index.js';

function load(file: string): { ruleset: Ruleset; family: NonNullable<ReturnType<typeof familyDescriptor>> } {
  const loaded = loadRulesetFile(file);
  assert.ok(loaded.ok, `${file} loads`);
  const family = familyDescriptor(loaded.ruleset.family);
  assert.ok(family);
  return { ruleset: loaded.ruleset, family };
}

const apples = load('rulesets/apples.rules');
const judging = load('rulesets/apples-to-apples.rules');

type AnyDriver = TableDriver<RulesetBase, unknown, unknown, unknown>;

function start(
  { ruleset, family }: typeof apples,
  seed: string,
  players: readonly (SeatPlayerMaker<Ruleset, unknown, unknown> | null)[],
  inPlace = false,
  onApplied?: (applied: Applied<unknown>) => void,
): AnyDriver {
  const started = TableDriver.start(family.engine, ruleset, { players: players.length, seed }, { inPlace, players, onApplied });
  assert.ok(started.ok);
  return started.driver;
}

/** A person's turn: chance and computer players played until seat 0 (a person) is to act. */
function atPersonsTurn(seed: string): AnyDriver {
  const random = apples.family.bots['random']!;
  const table = start(apples, seed, [null, random, random, random]);
  table.playBots();
  assert.ok(table.isToAct(0), 'the person is to act');
  return table;
}

describe('the table driver', () => {
  it("refuses a move out of turn, for a step the game has left, or not among the seat's moves, and changes nothing", () => {
    const table = atPersonsTurn('checks');
    const step = table.step;
    const log = JSON.stringify(table.log());
    const state = JSON.stringify(table.state);
    const legal = table.legal(0);
    assert.ok(legal.length > 0);
    const cases: [number, unknown, number | undefined, keyof typeof DRIVER_REFUSALS][] = [
      [1, table.legal(0)[0], undefined, 'not-your-turn'],
      [0, legal[0], step - 1, 'stale-step'],
      [0, { kind: 'play', player: 0, card: 'no such card' }, undefined, 'not-legal'],
      [0, { ...(legal[0] as object), player: 2 }, undefined, 'not-legal'],
    ];
    for (const [seat, action, atStep, code] of cases) {
      const done = table.act(seat, action, atStep);
      assert.equal(done.ok, false);
      assert.equal(!done.ok && done.error.code, code, JSON.stringify(action));
      assert.equal(table.step, step);
      assert.equal(JSON.stringify(table.log()), log);
      assert.equal(JSON.stringify(table.state), state, 'the state is exactly as it was');
    }
  });

  it('accepts a legal move whatever the order of its keys, made at the step it names', () => {
    const table = atPersonsTurn('keys');
    const move = table.legal(0)[0] as Record<string, unknown>;
    const reordered = Object.fromEntries(Object.entries(move).reverse());
    const step = table.step;
    const done = table.act(0, reordered, step);
    assert.ok(done.ok);
    assert.equal(table.step, step + 1);
    assert.deepEqual(table.log().at(-1), move);
  });

  it('seats each computer player with the seed of its seat, the same on every host', () => {
    const table = atPersonsTurn('seeds');
    for (const seat of [0, 1, 2, 3]) assert.equal(table.seatSeed(seat), botSeed('seeds', seat));
    const seen: number[] = [];
    const spy: SeatPlayerMaker<Ruleset, unknown, unknown> = {
      create: (_ruleset, seed) => {
        seen.push(Number(seed));
        return { name: 'first', decide: (_view, legal) => legal[0] };
      },
    };
    start(apples, 'seeds', [spy, spy, null, spy]);
    assert.deepEqual(seen, [botSeed('seeds', 0), botSeed('seeds', 1), botSeed('seeds', 3)]);
  });

  it('plays the same game in place and to copies, and reports every action in order', () => {
    const players = ['rules', 'random', 'rules', 'random'].map((name) => apples.family.bots[name]!);
    const heard: Applied<unknown>[] = [];
    const copies = start(apples, 'same', players, false, (applied) => heard.push(applied));
    const inPlace = start(apples, 'same', players, true);
    copies.playBots();
    inPlace.playBots();
    assert.ok(copies.result());
    assert.deepEqual(inPlace.log(), copies.log());
    assert.deepEqual(inPlace.result(), copies.result());
    assert.deepEqual(
      heard.map((a) => a.step),
      copies.log().map((_, i) => i + 1),
    );
    assert.deepEqual(
      heard.map((a) => a.action),
      copies.log(),
    );
    assert.ok(heard.some((a) => a.seat === null) && heard.some((a) => a.seat === 3));
    assert.ok(heard.at(-1)!.events.some((e) => e.kind === 'game-over'));
  });

  it('replays a log, or its first actions (a move taken back), and names the action of a log that does not fit', () => {
    const players = [0, 1, 2, 3].map(() => apples.family.bots['random']!);
    const played = start(apples, 'replay', players);
    played.playBots();
    const log = played.log();
    const { engine } = apples.family;
    const whole = TableDriver.replay(engine, apples.ruleset, played.setup, log);
    assert.ok(whole.ok);
    assert.deepEqual(whole.driver.result(), played.result());
    const part = TableDriver.replay(engine, apples.ruleset, played.setup, log, {}, 40);
    assert.ok(part.ok);
    assert.equal(part.driver.step, 40);
    assert.deepEqual(part.driver.log(), log.slice(0, 40));
    const broken = TableDriver.replay(engine, apples.ruleset, played.setup, [...log.slice(0, 40), { kind: 'pass', player: 9 }]);
    assert.equal(broken.ok, false);
    assert.match(!broken.ok ? broken.error.message : '', /^action 41 was refused/);
  });

  it('lets several players who act at once go in a drawn order, never a person’s seat, and the same for one seed', () => {
    const matcher = judging.family.bots['random']!;
    const firsts = new Set<number>();
    for (let g = 0; g < 12; g++) {
      const orders: number[][] = [];
      for (const inPlace of [false, true]) {
        const table = start(judging, `order ${g}`, [null, matcher, matcher, matcher, matcher], inPlace);
        const order: number[] = [];
        for (let moves = 0; moves < 40; moves++) {
          table.resolveChance();
          const toAct = table.toAct();
          const seat = table.nextBotSeat();
          if (seat === null) break;
          assert.notEqual(seat, 0, 'never the person');
          if (toAct.kind === 'players' && toAct.players.length > 1 && order.length === 0) firsts.add(seat);
          order.push(seat);
          table.botMove(seat);
        }
        orders.push(order);
      }
      assert.deepEqual(orders[0], orders[1], 'one seed, one order');
    }
    assert.ok(firsts.size > 1, `the first to place varies (${[...firsts].join(', ')})`);
  });
});
