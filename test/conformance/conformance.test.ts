/**
 * The conformance suite (after OpenSpiel's basic_tests): one contract, tested on everything.
 * Every registered family × every shipped ruleset and variant fixture × every player count the
 * ruleset allows × every computer player, in random games that check:
 * - every listed legal action is accepted, and refused actions leave the whole serialized state unchanged;
 * - a world sampled from a player's view gives that player the same view and the same legal
 *   actions, and every bot decides identically in both worlds (and without its view, when it offers that);
 * - replaying the log through the one `replayLog` reproduces the final state exactly;
 * - events come out of every game, ending with `game-over`; no bot throws; every game ends.
 */
import '../../src/families/index.js';
// A family of one's own, registered as any outside family would be: the suite plays it like the shipped ones.
import '../families/high-card/index.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { familyDescriptor, type FamilyDescriptor } from '../../src/core/registry.js';
import { botSeed } from '../../src/core/bots/seeds.js';
import { Random } from '../../src/core/cards/random.js';
import type { Bot, GameEvent } from '../../src/core/game/game.js';
import { SHARED_REFUSALS } from '../../src/core/game/refusals.js';
import { loadSavedGame, replayLog, toSavedGame } from '../../src/core/game/saved.js';
import { loadRulesetFile, resolveOptions, type OptionValues, type Ruleset } from '../../src/core/rules/index.js';

const root = new URL('../../', import.meta.url).pathname;

/** Every ruleset the suite plays: the shipped ones, the shipped variants and the fixtures. */
function rulesetFiles(): string[] {
  const inFolder = (dir: string): string[] => {
    try {
      return readdirSync(`${root}${dir}`)
        .filter((f) => f.endsWith('.rules'))
        .sort()
        .map((f) => `${root}${dir}/${f}`);
    } catch {
      return [];
    }
  };
  return [
    ...inFolder('rulesets'),
    ...inFolder('rulesets/variants'),
    ...inFolder('test/rulesets'),
    ...inFolder('test/conformance/fixtures'),
    ...inFolder('test/families/high-card'),
  ];
}

/** How much of each (ruleset, player count) to play: many cheap random games, a few with every bot. */
/** CI plays the numbers below; `CONFORMANCE_SCALE=50 node --import tsx --test test/conformance/conformance.test.ts` plays thousands. */
const SCALE = Number(process.env['CONFORMANCE_SCALE'] ?? '1');
const RANDOM_GAMES: Readonly<Record<string, number>> = {
  'trick-taking': Math.ceil(4 * SCALE),
  drafting: Math.ceil(3 * SCALE),
  judging: Math.ceil(2 * SCALE),
};
const MIXED_GAMES = 1;
/** Actions played by mixed tables above the smallest player count. */
const MIXED_OPENING = 120;
/** Share of steps at which the expensive checks (every legal action, refusals, sampled worlds) run. */
const CHECK_EVERY = 9;
const MAX_ACTIONS = 100_000;

type AnyEntry = FamilyDescriptor<Ruleset, unknown, { kind: string }, unknown>;

/** What the suite knows of one game it plays. */
interface GameRun {
  readonly entry: AnyEntry;
  readonly ruleset: Ruleset;
  readonly players: number;
  readonly seed: string;
  readonly seatBots: readonly string[];
  /** Run the expensive checks on every step (the first game of each kind). */
  readonly checkAll: boolean;
  /** Stop after this many actions (games with slow search players at the larger tables); the game must end otherwise. */
  readonly maxActions?: number;
}

/** Steps of a game at which every bot is asked to decide in a sampled world too (search players are slow). */
const BOT_CHECKS_PER_GAME = 2;

function playAndCheck(run: GameRun): void {
  const { entry, ruleset, players, seed } = run;
  const engine = entry.engine;
  const options = resolveOptions(ruleset, {});
  assert.ok(options.ok);
  const setup = { players, seed, options: options.options };
  const created = engine.create(ruleset, setup);
  assert.ok(created.ok, created.ok ? '' : created.error.message);
  const state = created.state;
  const bots: Bot<unknown, { kind: string }>[] = run.seatBots.map((name, seat) => {
    const maker = entry.bots[name];
    assert.ok(maker, `no bot ${name}`);
    return maker.create(ruleset, botSeed(seed, seat));
  });
  const knownCodes = new Set([...Object.keys(SHARED_REFUSALS), ...Object.keys(entry.refusals)]);
  const rng = Random.from(`conformance ${seed}`);
  const events: GameEvent[] = [];
  let lastEvents: GameEvent[] = [];
  let steps = 0;
  let botChecks = 0;
  for (;;) {
    const toAct = engine.toAct(state);
    if (toAct.kind === 'over') break;
    if (run.maxActions !== undefined && steps >= run.maxActions) return;
    assert.ok(steps < MAX_ACTIONS, `${ruleset.name}: the game did not end within ${MAX_ACTIONS} actions`);
    const deep = run.checkAll || rng.below(CHECK_EVERY) === 0;
    let action: { kind: string };
    if (toAct.kind === 'chance') {
      action = engine.chanceAction(state) as { kind: string };
      if (deep) for (let p = 0; p < players; p++) assert.equal(engine.legalActions(state, p).length, 0, 'nobody may act at a chance event');
    } else {
      const seat = toAct.players.length === 1 ? (toAct.players[0] as number) : rng.pick(toAct.players);
      const legal = engine.legalActions(state, seat);
      assert.ok(legal.length > 0, `${ruleset.name}: player ${seat} must act but has no legal action (phase ${engine.phase(state)})`);
      const view = engine.view(state, seat);
      if (deep) {
        checkLegalAccepted(run, state, legal);
        checkRefusals(run, state, seat, legal, knownCodes, rng);
        const askBots = botChecks < BOT_CHECKS_PER_GAME && rng.below(4) === 0;
        if (askBots) botChecks++;
        checkSampledWorld(run, state, seat, view, legal, rng, askBots);
      }
      action = (bots[seat] as Bot<unknown, { kind: string }>).decide(view, legal);
      assert.ok(
        legal.some((a) => sameAction(a, action)),
        `${run.seatBots[seat]} chose an action that is not listed: ${JSON.stringify(action)}`,
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

/** Every listed action is accepted (on a copy), and `apply` reports events without changing the state. */
function checkLegalAccepted(run: GameRun, state: unknown, legal: readonly { kind: string }[]): void {
  const engine = run.entry.engine;
  const before = JSON.stringify(state);
  for (const action of legal) {
    const result = engine.apply(state, action);
    assert.ok(
      result.ok,
      `listed action ${JSON.stringify(action)} was refused: ${result.ok ? '' : `${result.error.code} ${result.error.message}`}`,
    );
    assert.ok(Array.isArray(result.events));
  }
  assert.equal(JSON.stringify(state), before, 'apply changed the state it was given');
}

/** Actions that must be refused, each leaving the whole serialized state exactly as it was. */
function checkRefusals(
  run: GameRun,
  state: unknown,
  seat: number,
  legal: readonly { kind: string }[],
  knownCodes: ReadonlySet<string>,
  rng: Random,
): void {
  const engine = run.entry.engine;
  const listed = new Set(legal.map((a) => JSON.stringify(a)));
  const sample = rng.pick(legal) as Record<string, unknown>;
  const others = Array.from({ length: run.players }, (_, p) => p).filter((p) => p !== seat);
  const candidates: unknown[] = [{ kind: 'no-such-action' }, {}, { kind: 7 }, { ...sample, kind: `${String(sample['kind'])}!` }];
  for (const [key, value] of Object.entries(sample)) {
    if (key === 'kind') continue;
    if (typeof value === 'number') {
      for (const bad of [-1, 1e9, Number.NaN, 0.5, String(value), null]) candidates.push({ ...sample, [key]: bad });
    } else if (Array.isArray(value)) candidates.push({ ...sample, [key]: 'not a list' });
  }
  if ('player' in sample && others.length) {
    const other = rng.pick(others);
    const theirs = new Set(engine.legalActions(state, other).map((a) => JSON.stringify(a)));
    const moved = { ...sample, player: other };
    if (!theirs.has(JSON.stringify(moved))) candidates.push(moved);
  }
  const before = JSON.stringify(state);
  for (const candidate of candidates) {
    if (listed.has(JSON.stringify(candidate))) continue;
    const error = engine.applyInPlace(state, candidate as { kind: string });
    assert.ok(error, `${JSON.stringify(candidate)} was accepted but is not a legal action`);
    assert.ok(knownCodes.has(error.code), `refusal code '${error.code}' is neither shared nor in the family's table`);
    assert.ok(error.message.length > 0);
    assert.equal(JSON.stringify(state), before, `refusing ${JSON.stringify(candidate)} changed the state`);
  }
}

/** A world sampled from the view: same view, same legal actions, and every bot decides the same. */
function checkSampledWorld(
  run: GameRun,
  state: unknown,
  seat: number,
  view: unknown,
  legal: readonly { kind: string }[],
  rng: Random,
  askBots: boolean,
): void {
  const engine = run.entry.engine;
  assert.ok(engine.sampleWorld, `${run.entry.family} has no sampleWorld`);
  const world = engine.sampleWorld(run.ruleset, JSON.parse(JSON.stringify(view)), Random.from(`world ${run.seed}`, rng.nextUint32()));
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
  if (!askBots) return;
  const seed = rng.nextUint32();
  for (const [name, maker] of Object.entries(run.entry.bots)) {
    const here = maker.create(run.ruleset, seed).decide(engine.view(state, seat), legal);
    const there = maker.create(run.ruleset, seed).decide(engine.view(world, seat), legalThere);
    assert.deepEqual(there, here, `${name} decides differently in two worlds that look the same to it`);
    // A player that hosts may ask without building a view must choose exactly as with it.
    const blind = maker.create(run.ruleset, seed);
    if (blind.decideFromLegal) assert.deepEqual(blind.decideFromLegal(legal), here, `${name} chooses differently without its view`);
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
  const saved = JSON.parse(JSON.stringify(toSavedGame(engine, run.ruleset, setup, state))) as unknown;
  const loaded = loadSavedGame(engine, run.ruleset, saved);
  assert.ok(loaded.ok, loaded.ok ? '' : loaded.reason);
  assert.equal(JSON.stringify(loaded.state), JSON.stringify(state));
}

for (const file of rulesetFiles()) {
  const loaded = loadRulesetFile(file);
  const name = file.slice(root.length);
  if (!loaded.ok) {
    // A fixture written to be refused (e.g. a test of diagnostics) is not a game to play.
    continue;
  }
  const ruleset = loaded.ruleset;
  const entry = familyDescriptor(ruleset.family) as AnyEntry | undefined;
  describe(`${name} (${ruleset.family})`, () => {
    it('has a family registered', () => assert.ok(entry));
    if (!entry) return;
    const botNames = Object.keys(entry.bots);
    for (let players = ruleset.players.min; players <= ruleset.players.max; players++) {
      it(`plays by the contract with ${players} players and every computer player`, () => {
        const randomGames = RANDOM_GAMES[ruleset.family] ?? 20;
        for (let g = 0; g < randomGames; g++) {
          playAndCheck({
            entry,
            ruleset,
            players,
            seed: `${name}/${players}/random/${g}`,
            seatBots: Array.from({ length: players }, () => 'random'),
            checkAll: g === 0 && players === ruleset.players.min,
          });
        }
        // Enough mixed tables that every bot sits at every player count (more bots than seats: more tables).
        const tables = Math.max(MIXED_GAMES, Math.ceil(botNames.length / players));
        for (let g = 0; g < tables; g++) {
          const seatBots = Array.from({ length: players }, (_, seat) => botNames[(seat + g * players) % botNames.length] as string);
          // The first tables play whole games at the smallest table count; the others, and larger tables, the opening of a game.
          const maxActions = players === ruleset.players.min && g < MIXED_GAMES ? undefined : MIXED_OPENING;
          playAndCheck({
            entry,
            ruleset,
            players,
            seed: `${name}/${players}/mixed/${g}`,
            seatBots,
            checkAll: false,
            ...(maxActions === undefined ? {} : { maxActions }),
          });
        }
      });
    }
  });
}
