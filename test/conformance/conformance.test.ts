/**
 * The conformance suite (after OpenSpiel's basic_tests): one contract, tested on everything.
 * Every registered family × every shipped ruleset, variant and fixture × every player count the
 * ruleset allows × every computer player, in games that check:
 * - every listed legal action is accepted, and refused actions (malformed ones, another seat's, and every
 *   other value of each number of a listed action: every card of the deck played now) leave the whole
 *   serialized state unchanged;
 * - a world sampled from a player's view gives that player the same view and the same legal
 *   actions, each accepted there, and every bot decides identically in both worlds (and without its view, when it offers that);
 * - replaying the log through the one `replayLog` reproduces the final state exactly, as does a saved game;
 * - events come out of every game, ending with `game-over`; no bot throws; every game ends.
 *
 * Each player has a budget (./families.ts): random games carry the breadth, the other quick
 * players play whole games at every table size, and each search player makes a fixed few
 * decisions a table with a small search. `CONFORMANCE_SCALE=50` plays fifty times as much.
 * A ruleset file that does not load fails here, with its diagnostics.
 */
import '../../src/families/index.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { botSeed } from '../../src/core/bots/seeds.js';
import { Random } from '../../src/core/cards/random.js';
import type { GameEvent } from '../../src/core/game/game.js';
import { SHARED_REFUSALS } from '../../src/core/game/refusals.js';
import { loadSavedGame, replayLog, toSavedGame } from '../../src/core/game/saved.js';
import { resolveOptions, type OptionValues, type Ruleset } from '../../src/core/rules/index.js';
import {
  familyUnderTest,
  SCALE,
  SEARCH_DECISIONS,
  type AnyAction,
  type AnyBot,
  type FamilyUnderTest,
  type PlayerUnderTest,
} from './families.js';
import { fixtureFiles, loadFixture } from './fixtures.js';

/** Whole random games per (ruleset, player count): the cheapest player carries the breadth. */
const RANDOM_GAMES: Readonly<Record<string, number>> = {
  'trick-taking': Math.ceil(3 * SCALE),
  drafting: Math.ceil(3 * SCALE),
  judging: Math.ceil(2 * SCALE),
};
/** Share of steps at which the expensive checks (every legal action, refusals, sampled worlds) run. */
const CHECK_EVERY = 9;
const MAX_ACTIONS = 100_000;
/** Refusals try every value below this of each number in an action (more than any deck's cards). */
const EVERY_VALUE = 128;
/** Steps of a game at which every player is asked to decide in a sampled world too. */
const BOT_CHECKS_PER_GAME = 2;

/** What the suite knows of one game it plays. */
interface GameRun {
  readonly entry: FamilyUnderTest;
  readonly ruleset: Ruleset;
  readonly players: number;
  readonly seed: string;
  /** The player at each seat. */
  readonly seats: readonly PlayerUnderTest[];
  /** Run the expensive checks on every step (the first game of each ruleset). */
  readonly checkAll: boolean;
}

/** The distinct players of a family (aliases left out), quick ones first. */
function distinctPlayers(entry: FamilyUnderTest): { quick: PlayerUnderTest[]; search: PlayerUnderTest[] } {
  const distinct = entry.players.filter((p) => p.aliasOf === undefined);
  return { quick: distinct.filter((p) => p.cost === 'quick'), search: distinct.filter((p) => p.cost === 'search') };
}

function playAndCheck(run: GameRun): void {
  const { entry, ruleset, players, seed } = run;
  const engine = entry.engine;
  const options = resolveOptions(ruleset, {});
  assert.ok(options.ok);
  const setup = { players, seed, options: options.options };
  const created = engine.create(ruleset, setup);
  assert.ok(created.ok, created.ok ? '' : created.error.message);
  const state = created.state;
  const stand = distinctPlayers(entry).quick[0];
  assert.ok(stand, `${entry.family} has no quick player`);
  // A search player decides SEARCH_DECISIONS times, then a quick player takes its seat to the end.
  const decisionsLeft = run.seats.map((p) => (p.cost === 'search' ? SEARCH_DECISIONS : Infinity));
  const bots: AnyBot[] = run.seats.map((p, seat) => p.create(ruleset, botSeed(seed, seat)));
  const standIns: AnyBot[] = run.seats.map((_, seat) => stand.create(ruleset, botSeed(seed, seat)));
  const knownCodes = new Set([...Object.keys(SHARED_REFUSALS), ...Object.keys(entry.refusals)]);
  const rng = Random.from(`conformance ${seed}`);
  const events: GameEvent[] = [];
  let lastEvents: GameEvent[] = [];
  let steps = 0;
  let botChecks = 0;
  for (;;) {
    const toAct = engine.toAct(state);
    if (toAct.kind === 'over') break;
    assert.ok(steps < MAX_ACTIONS, `${ruleset.name}: the game did not end within ${MAX_ACTIONS} actions`);
    const deep = run.checkAll || rng.below(CHECK_EVERY) === 0;
    let action: AnyAction;
    if (toAct.kind === 'chance') {
      action = engine.chanceAction(state);
      if (deep) for (let p = 0; p < players; p++) assert.equal(engine.legalActions(state, p).length, 0, 'nobody may act at a chance event');
    } else {
      const seat = toAct.players.length === 1 ? (toAct.players[0] as number) : rng.pick(toAct.players);
      const legal = engine.legalActions(state, seat);
      assert.ok(legal.length > 0, `${ruleset.name}: player ${seat} must act but has no legal action (phase ${engine.phase(state)})`);
      const view = engine.view(state, seat);
      if (deep) {
        // The state is serialized once before and once after all the listed and refused actions (a
        // long game's log makes each serialization costly); only when it changed are they tried
        // one by one on copies, to name the one that changed it.
        const before = JSON.stringify(state);
        const pristine = engine.clone(state);
        checkLegalAccepted(run, state, legal);
        const refused = checkRefusals(run, state, seat, legal, knownCodes, rng);
        if (JSON.stringify(state) !== before) nameWhatChanged(run, pristine, before, legal, refused);
        const askBots = botChecks < BOT_CHECKS_PER_GAME && rng.below(4) === 0;
        if (askBots) botChecks++;
        checkSampledWorld(run, state, seat, view, legal, rng, askBots);
      }
      const searching = (decisionsLeft[seat] as number) > 0;
      if (searching) decisionsLeft[seat] = (decisionsLeft[seat] as number) - 1;
      const bot = (searching ? bots[seat] : standIns[seat]) as AnyBot;
      action = bot.decide(view, legal);
      assert.ok(
        legal.some((a) => sameAction(a, action)),
        `${searching ? run.seats[seat]?.name : stand.name} chose an action that is not listed: ${JSON.stringify(action)}`,
      );
    }
    events.length = 0;
    const error = engine.applyInPlace(state, action, events);
    assert.equal(error, null, `${JSON.stringify(action)} was refused: ${error?.code} ${error?.message}`);
    for (const e of events) assert.equal(typeof e.kind, 'string');
    lastEvents = events.slice();
    steps++;
  }
  assert.ok(
    lastEvents.some((e) => e.kind === 'game-over'),
    `${ruleset.name}: the last action did not report game-over`,
  );
  assert.ok(engine.result(state), 'a finished game has a result');
  checkReplay(run, setup, state);
}

function sameAction(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Every listed action is accepted (on a copy), and `apply` reports events (that it left the state as it was is checked by the caller). */
function checkLegalAccepted(run: GameRun, state: unknown, legal: readonly AnyAction[]): void {
  const engine = run.entry.engine;
  for (const action of legal) {
    const result = engine.apply(state, action);
    assert.ok(
      result.ok,
      `listed action ${JSON.stringify(action)} was refused: ${result.ok ? '' : `${result.error.code} ${result.error.message}`}`,
    );
    assert.ok(Array.isArray(result.events));
  }
}

/** The state changed under listed or refused actions: find which, on copies of the state as it was. */
function nameWhatChanged(
  run: GameRun,
  pristine: unknown,
  before: string,
  legal: readonly AnyAction[],
  refused: readonly AnyAction[],
): never {
  const engine = run.entry.engine;
  for (const action of legal) {
    const copy = engine.clone(pristine);
    engine.apply(copy, action);
    assert.equal(JSON.stringify(copy), before, `apply(${JSON.stringify(action)}) changed the state it was given`);
  }
  for (const candidate of refused) {
    const copy = engine.clone(pristine);
    engine.applyInPlace(copy, candidate);
    assert.equal(JSON.stringify(copy), before, `refusing ${JSON.stringify(candidate)} changed the state`);
  }
  assert.fail('the listed and refused actions together changed the state');
}

/** Actions that must be refused, with a documented code and a message (that they left the state as it was is checked by the caller); returns them. */
function checkRefusals(
  run: GameRun,
  state: unknown,
  seat: number,
  legal: readonly AnyAction[],
  knownCodes: ReadonlySet<string>,
  rng: Random,
): AnyAction[] {
  const engine = run.entry.engine;
  const listed = new Set(legal.map((a) => JSON.stringify(a)));
  const sample = rng.pick(legal) as Record<string, unknown>;
  const others = Array.from({ length: run.players }, (_, p) => p).filter((p) => p !== seat);
  const candidates: unknown[] = [{ kind: 'no-such-action' }, {}, { kind: 7 }, { ...sample, kind: `${String(sample['kind'])}!` }];
  for (const [key, value] of Object.entries(sample)) {
    if (key === 'kind') continue;
    if (typeof value === 'number') {
      for (const bad of [-1, 1e9, Number.NaN, 0.5, String(value), null]) candidates.push({ ...sample, [key]: bad });
      // Every other small value too (every card of the deck played now, every batch, every bid number): refused unless listed.
      if (key !== 'player') for (let v = 0; v < EVERY_VALUE; v++) if (v !== value) candidates.push({ ...sample, [key]: v });
    } else if (Array.isArray(value)) candidates.push({ ...sample, [key]: 'not a list' });
  }
  if ('player' in sample && others.length) {
    const other = rng.pick(others);
    const theirs = new Set(engine.legalActions(state, other).map((a) => JSON.stringify(a)));
    const moved = { ...sample, player: other };
    if (!theirs.has(JSON.stringify(moved))) candidates.push(moved);
  }
  const refused = candidates.filter((c) => !listed.has(JSON.stringify(c))) as AnyAction[];
  for (const candidate of refused) {
    const error = engine.applyInPlace(state, candidate);
    assert.ok(error, `${JSON.stringify(candidate)} was accepted but is not a legal action`);
    assert.ok(knownCodes.has(error.code), `refusal code '${error.code}' is neither shared nor in the family's table`);
    assert.ok(error.message.length > 0);
  }
  return refused;
}

/** A world sampled from the view: same view, same legal actions, and every bot decides the same. */
function checkSampledWorld(
  run: GameRun,
  state: unknown,
  seat: number,
  view: unknown,
  legal: readonly AnyAction[],
  rng: Random,
  askBots: boolean,
): void {
  const engine = run.entry.engine;
  assert.ok(typeof engine.sampleWorld === 'function', `${run.entry.family} has no sampleWorld`);
  const world = engine.sampleWorld(
    run.ruleset,
    JSON.parse(JSON.stringify(view)) as unknown,
    Random.from(`world ${run.seed}`, rng.nextUint32()),
  );
  assert.deepEqual(
    JSON.parse(JSON.stringify(engine.view(world, seat))),
    JSON.parse(JSON.stringify(view)),
    'a sampled world shows the player another view',
  );
  const legalThere = engine.legalActions(world, seat);
  assert.deepEqual(
    legalThere.map((a) => JSON.stringify(a)),
    legal.map((a) => JSON.stringify(a)),
  );
  for (const action of legalThere) assert.ok(engine.apply(world, action).ok, `${JSON.stringify(action)} is refused in a sampled world`);
  if (!askBots) return;
  const seed = rng.nextUint32();
  for (const player of distinctPlayers(run.entry).quick.concat(distinctPlayers(run.entry).search)) {
    const here = player.create(run.ruleset, seed).decide(engine.view(state, seat), legal);
    const there = player.create(run.ruleset, seed).decide(engine.view(world, seat), legalThere);
    assert.deepEqual(there, here, `${player.name} decides differently in two worlds that look the same to it`);
    // A player that hosts may ask without building a view must choose exactly as with it.
    const blind = player.create(run.ruleset, seed);
    if (blind.decideFromLegal) assert.deepEqual(blind.decideFromLegal(legal), here, `${player.name} chooses differently without its view`);
  }
}

/** The log, through JSON and the one replay function, rebuilds the final state exactly. */
function checkReplay(run: GameRun, setup: { players: number; seed: string; options: OptionValues }, state: unknown): void {
  const engine = run.entry.engine;
  const log = JSON.parse(JSON.stringify(engine.log(state))) as unknown[];
  const replayed = replayLog(engine, run.ruleset, setup, log);
  assert.ok(replayed.ok, replayed.ok ? '' : replayed.reason);
  assert.equal(JSON.stringify(replayed.state), JSON.stringify(state));
  // Replaying needs no seed: chance actions carry their outcome.
  const unseeded = replayLog(engine, run.ruleset, { ...setup, seed: 'another seed' }, log);
  assert.ok(unseeded.ok, unseeded.ok ? '' : unseeded.reason);
  assert.deepEqual(engine.result(unseeded.state), engine.result(state));
  assert.equal(JSON.stringify(engine.log(unseeded.state)), JSON.stringify(log), 'another seed replays the very same log');
  const saved = JSON.parse(JSON.stringify(toSavedGame(engine, run.ruleset, setup, state))) as unknown;
  const loaded = loadSavedGame(engine, run.ruleset, saved);
  assert.ok(loaded.ok, loaded.ok ? '' : loaded.reason);
  assert.equal(JSON.stringify(loaded.state), JSON.stringify(state));
}

/** "1 table", "3 tables". */
function counted(n: number, what: string): string {
  return `${n} ${what}${n === 1 ? '' : 's'}`;
}

/** The players of each table at `players` seats: every quick player sits at this table size, and each search player at a table of its own among quick players. */
function tablesOf(entry: FamilyUnderTest, players: number): PlayerUnderTest[][] {
  const { quick, search } = distinctPlayers(entry);
  const tables: PlayerUnderTest[][] = [];
  for (let first = 0; first < quick.length; first += players) {
    tables.push(Array.from({ length: players }, (_, seat) => quick[(first + seat) % quick.length] as PlayerUnderTest));
  }
  search.forEach((player, i) => {
    // The search player moves round the seats from one player count to the next.
    const at = (i + players) % players;
    tables.push(
      Array.from({ length: players }, (_, seat) => (seat === at ? player : (quick[(seat + i) % quick.length] as PlayerUnderTest))),
    );
  });
  return tables;
}

for (const name of fixtureFiles()) {
  let ruleset: Ruleset;
  try {
    ruleset = loadFixture(name);
  } catch (error) {
    // Every file under these folders is meant to play: one that does not load is a broken fixture, not one to skip.
    describe(name, () => {
      it('loads without errors', () => {
        throw error;
      });
    });
    continue;
  }
  const entry = familyUnderTest(ruleset.family);
  describe(`${name} (${ruleset.family})`, () => {
    it('has a family registered', () => assert.ok(entry, `no family '${ruleset.family}' is registered`));
    if (!entry) return;
    for (let players = ruleset.players.min; players <= ruleset.players.max; players++) {
      const tables = tablesOf(entry, players);
      it(`plays by the contract with ${players} players and every computer player (${counted(tables.length, 'table')} and ${counted(RANDOM_GAMES[ruleset.family] ?? 2, 'random game')})`, () => {
        const randomPlayer = entry.players.find((p) => p.name === 'random');
        assert.ok(randomPlayer, `${entry.family} offers no random player`);
        const randomGames = RANDOM_GAMES[ruleset.family] ?? 2;
        for (let g = 0; g < randomGames; g++) {
          playAndCheck({
            entry,
            ruleset,
            players,
            seed: `${name}/${players}/random/${g}`,
            seats: Array.from({ length: players }, () => randomPlayer),
            checkAll: g === 0 && players === ruleset.players.min,
          });
        }
        tables.forEach((seats, t) =>
          playAndCheck({ entry, ruleset, players, seed: `${name}/${players}/table/${t}`, seats, checkAll: false }),
        );
      });
    }
  });
}

describe('every registered computer player at its shipped budget', () => {
  // The harness plays search players under small budgets; this asks each as shipped, once, on a real position of each family.
  const firstOfFamily = new Map<string, string>();
  for (const name of fixtureFiles()) {
    try {
      const family = loadFixture(name).family;
      if (!firstOfFamily.has(family)) firstOfFamily.set(family, name);
    } catch {
      // A file that does not load fails its own test above.
    }
  }
  for (const [family, file] of firstOfFamily) {
    const entry = familyUnderTest(family);
    if (!entry) continue;
    it(`chooses a listed action in ${file}`, () => {
      const ruleset = loadFixture(file);
      const created = entry.engine.create(ruleset, { players: ruleset.players.min, seed: 'shipped' });
      assert.ok(created.ok);
      const state = created.state;
      const rng = Random.from('shipped', 1);
      // A few actions in, so that the players have a choice to think about (in a short game, the last choice there was).
      let asked: { state: unknown; seat: number; legal: readonly AnyAction[] } | null = null;
      for (let played = 0; ;) {
        const toAct = entry.engine.toAct(state);
        if (toAct.kind === 'over') break;
        if (toAct.kind === 'chance') assert.equal(entry.engine.applyInPlace(state, entry.engine.chanceAction(state)), null);
        else {
          const seat = toAct.players[0] as number;
          const legal = entry.engine.legalActions(state, seat);
          if (legal.length > 1) asked = { state: entry.engine.clone(state), seat, legal };
          if (played >= 4 && legal.length > 1) break;
          assert.equal(entry.engine.applyInPlace(state, rng.pick(legal)), null);
          played++;
        }
      }
      assert.ok(asked, 'the game offered no choice');
      const { seat, legal } = asked;
      for (const [bot, maker] of Object.entries(entry.shipped)) {
        const action = maker.create(ruleset, 7).decide(entry.engine.view(asked.state, seat), legal);
        assert.ok(
          legal.some((a) => sameAction(a, action)),
          `${bot} chose an action that is not listed: ${JSON.stringify(action)}`,
        );
      }
    });
  }
});
