/**
 * Apples to Apples: speed through the public path (what `pomona simulate` runs: legalActions,
 * view, Bot.decide, applyInPlace) beside a hand-coded random game of the default rules and the
 * engine alone, in the same process, the cost of one legalActions, one view and one state copy,
 * and the computer players' strength: the matcher against random placers, and the reader (plays
 * to the judge) against matchers, over thousands of games with the candidate's seat rotating.
 */
import '../src/families/index.js';
import { loadRulesetFile } from '../src/core/rules/index.js';
import type { JudgingRuleset } from '../src/families/judging/ruleset.js';
import { judgingEngine } from '../src/families/judging/engine/engine.js';
import type { JudgingState } from '../src/families/judging/engine/types.js';
import { judgingDescriptor } from '../src/families/judging/descriptor.js';
import type { FamilyDescriptor } from '../src/core/registry.js';
import { matcherBot } from '../src/families/judging/bots/matcher.js';
import { randomJudgingBot } from '../src/families/judging/bots/random.js';
import { readerBot } from '../src/families/judging/bots/reader.js';
import { defaultTaste } from '../src/families/judging/bots/taste.js';
import { oneAmong, type WinRecord } from '../src/families/judging/bots/tournament.js';
import { simulate } from '../src/cli/simulate.js';
import { Random } from '../src/core/cards/random.js';
import { formatCount, median, nanosPerUnit } from './measure.js';

function load(path: string): JudgingRuleset {
  const loaded = loadRulesetFile(path);
  if (!loaded.ok || loaded.ruleset.family !== 'judging') throw new Error(`cannot load ${path}`);
  return loaded.ruleset;
}

/** The baseline: a game played by the engine alone, chance events and each player's first legal action (no views, no bots). */
function bareGame(ruleset: JudgingRuleset, players: number, seed: number): void {
  const created = judgingEngine.create(ruleset, { players, seed });
  if (!created.ok) throw new Error(created.error.message);
  const state = created.state;
  for (;;) {
    const toAct = judgingEngine.toAct(state);
    if (toAct.kind === 'over') return;
    const action =
      toAct.kind === 'chance' ? judgingEngine.chanceAction(state) : judgingEngine.legalActions(state, toAct.players[0] as number)[0];
    if (!action || judgingEngine.applyInPlace(state, action)) throw new Error('bare game stuck');
  }
}

// ------------------------------------------------------------ hand-coded baseline (bench only)
// The default rules written directly: 7 red cards a hand; with 4-5 players each places one or
// two (or stops after one) until four are placed or all have stopped; with 6+ each places one
// and the last placed goes back; the judge picks at random; the goal by player count; the red
// discards are reshuffled when the stack runs out. Random choices throughout, as random seats make.
const GOAL = [0, 0, 0, 0, 8, 7, 6, 5, 4, 4, 4];

/** One random game of the default rules coded by hand, with decks of `greens` and `reds` cards; returns the rounds played. */
export function handCodedGame(rng: Random, players: number, greens: number, reds: number): number {
  const red: number[] = rng.shuffle(Array.from({ length: reds }, (_, i) => i));
  const discards: number[] = [];
  const hands: number[][] = Array.from({ length: players }, () => red.splice(0, 7));
  const won = new Array<number>(players).fill(0);
  const goal = GOAL[players] as number;
  let green = greens;
  let judge = rng.below(players);
  let rounds = 0;
  const placed: number[] = [];
  const owners: number[] = [];
  const done: boolean[] = new Array<boolean>(players).fill(false);
  for (;;) {
    rounds++;
    if (green-- === 0) green = greens - 1;
    placed.length = 0;
    owners.length = 0;
    done.fill(false);
    done[judge] = true;
    const few = players <= 5;
    // Placing: whoever still may act is drawn at random, as simultaneous moves reach the game in some order.
    for (;;) {
      if (few && placed.length >= 4) break;
      const open: number[] = [];
      for (let p = 0; p < players; p++) if (!done[p]) open.push(p);
      if (open.length === 0) break;
      const p = open[rng.below(open.length)] as number;
      const hand = hands[p] as number[];
      const mine = owners.filter((o) => o === p).length;
      const choices = hand.length + (few && mine === 1 ? 1 : 0);
      const pick = rng.below(choices);
      if (pick === hand.length) {
        done[p] = true;
        continue;
      }
      placed.push(hand.splice(pick, 1)[0] as number);
      owners.push(p);
      if (!few || mine === 1) done[p] = true;
    }
    if (!few) (hands[owners.pop() as number] as number[]).push(placed.pop() as number);
    const winner = owners[rng.below(owners.length)] as number;
    won[winner] = (won[winner] as number) + 1;
    discards.push(...placed);
    if (won[winner] >= goal) return rounds;
    judge = (judge + 1) % players;
    for (let i = 0; i < players; i++) {
      const hand = hands[(judge + i) % players] as number[];
      while (hand.length < 7) {
        if (red.length === 0) red.push(...rng.shuffle(discards.splice(0)));
        hand.push(red.pop() as number);
      }
    }
  }
}

/** A rate measured two ways: per second of the clock, and per second of this process's CPU time (steadier when the CPU is shared). */
interface Rate {
  readonly wall: number;
  readonly cpu: number;
}

/** Medians of `samples` runs of `run` (which does `units` units and returns its own wall seconds, or null to use the clock). */
function rate(run: (sample: number) => number | null, units: number, samples: number): Rate {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < samples; i++) {
    const start = performance.now();
    const before = process.cpuUsage();
    const seconds = run(i) ?? (performance.now() - start) / 1000;
    const used = process.cpuUsage(before);
    wall.push(units / seconds);
    cpu.push(units / ((used.user + used.system) / 1e6));
  }
  return { wall: median(wall), cpu: median(cpu) };
}

/** Games per second through `simulate` (the CLI's own function: its seconds count the games only). */
function publicPath(ruleset: JudgingRuleset, players: number, games: number, samples: number): Rate {
  const entry = judgingDescriptor as unknown as FamilyDescriptor;
  const seats = Array.from({ length: players }, () => 'random');
  simulate(entry, ruleset, seats, Math.ceil(games / 4), 'warm-up');
  return rate((i) => simulate(entry, ruleset, seats, games, `bench-${i}`).seconds, games, samples);
}

/** Games per second of the hand-coded rules (the baseline). */
function handCoded(ruleset: JudgingRuleset, players: number, games: number, samples: number): Rate {
  const rng = Random.from('hand-coded', players);
  const greens = ruleset.green.cards.length;
  const reds = ruleset.red.cards.length;
  for (let g = 0; g < games / 4; g++) handCodedGame(rng, players, greens, reds);
  return rate(
    () => {
      for (let g = 0; g < games; g++) handCodedGame(rng, players, greens, reds);
      return null;
    },
    games,
    samples,
  );
}

/** Games per second of the engine alone (first legal actions, no views, no bots). */
function engineAlone(ruleset: JudgingRuleset, players: number, games: number, samples: number): Rate {
  for (let g = 0; g < games / 4; g++) bareGame(ruleset, players, -1 - g);
  return rate(
    (i) => {
      for (let g = 0; g < games; g++) bareGame(ruleset, players, i * games + g);
      return null;
    },
    games,
    samples,
  );
}

/** A state in the middle of a game, a player to act in it. */
function midGame(ruleset: JudgingRuleset, players: number, rounds: number): { state: JudgingState; player: number } {
  const created = judgingEngine.create(ruleset, { players, seed: 'mid-game' });
  if (!created.ok) throw new Error(created.error.message);
  const state = created.state;
  for (;;) {
    const toAct = judgingEngine.toAct(state);
    if (toAct.kind === 'over') throw new Error('the game ended before the middle');
    if (toAct.kind === 'players' && state.history.length >= rounds) return { state, player: toAct.players[0] as number };
    judgingEngine.applyInPlace(
      state,
      toAct.kind === 'chance' ? judgingEngine.chanceAction(state) : judgingEngine.legalActions(state, toAct.players[0] as number)[0],
    );
  }
}

function line(label: string, r: WinRecord): string {
  return `${label}: won ${r.wins} of ${formatCount(r.games)} games = ${(100 * r.winRate).toFixed(1)}% (fair share ${(100 * r.fairShare).toFixed(1)}%, ${(r.winRate / r.fairShare).toFixed(2)}x, z = ${r.zScore.toFixed(1)})`;
}

/** The speed part of the report: the public path beside the engine alone, and the cost of one call. */
export function speed(ruleset: JudgingRuleset = load('rulesets/apples-to-apples.rules')): void {
  console.log(
    'speed through the public path (pomona simulate, random seats) beside a hand-coded random game of the default rules and the engine alone',
  );
  console.log(
    '(first legal actions, no views, no bots), in the same process; medians of 5 runs, per second of the clock and [per second of CPU time]:',
  );
  for (const players of [4, 10]) {
    const games = players === 4 ? 3000 : 1000;
    const floor = players === 4 ? 5000 : 1000;
    const viaSimulate = publicPath(ruleset, players, games, 5);
    const hand = handCoded(ruleset, players, games, 5);
    const bare = engineAlone(ruleset, players, games, 5);
    console.log(
      `  ${players} players: pomona simulate ${formatCount(viaSimulate.wall)} games/s [${formatCount(viaSimulate.cpu)}]; floor ${formatCount(floor)}: ${viaSimulate.wall >= floor ? 'met' : viaSimulate.cpu >= floor ? 'NOT met on the clock, met in CPU time (a busy machine)' : 'NOT met'}`,
    );
    console.log(
      `    hand-coded ${formatCount(hand.wall)} games/s [${formatCount(hand.cpu)}]: the public path takes ${(hand.cpu / viaSimulate.cpu).toFixed(2)}x its CPU time per game`,
    );
    console.log(
      `    engine alone ${formatCount(bare.wall)} games/s [${formatCount(bare.cpu)}]: the public path takes ${(bare.cpu / viaSimulate.cpu).toFixed(2)}x its CPU time per game`,
    );
  }
  console.log('cost of one call, in the middle of a game (median of 15 samples):');
  for (const players of [4, 10]) {
    const { state, player } = midGame(ruleset, players, 8);
    const n = 2000;
    const legal = nanosPerUnit(() => {
      for (let i = 0; i < n; i++) judgingEngine.legalActions(state, player);
    }, n);
    const view = nanosPerUnit(() => {
      for (let i = 0; i < n; i++) judgingEngine.view(state, player);
    }, n);
    const copy = nanosPerUnit(() => {
      for (let i = 0; i < n; i++) judgingEngine.clone(state);
    }, n);
    console.log(
      `  ${players} players, round ${state.round}: legalActions ${legal.toFixed(0)} ns, view ${view.toFixed(0)} ns, state copy ${copy.toFixed(0)} ns`,
    );
  }
}

/** Run the benchmark and print its report. */
export function run(): void {
  const ruleset = load('rulesets/apples-to-apples.rules');
  console.log(`decks: ${ruleset.green.cards.length} green, ${ruleset.red.cards.length} red, ${ruleset.tags.length} tags`);
  speed(ruleset);
  const counts = [4, 5, 6, 7, 8, 9, 10];
  console.log('computer players (one candidate among baselines, every judge judging by tags and a seeded taste):');
  const matcher = oneAmong(
    ruleset,
    (s) => matcherBot(s),
    (s) => randomJudgingBot(s, { taste: defaultTaste }),
    { games: 150, counts, seed: 'bench-matcher' },
  );
  console.log(`  ${line('matcher among random placers', matcher)}`);
  const reader = oneAmong(
    ruleset,
    (s) => readerBot(s),
    (s) => matcherBot(s),
    { games: 300, counts, seed: 'bench-reader' },
  );
  console.log(`  ${line('reader among matchers', reader)}`);
  for (const players of [4, 6, 10]) {
    const r = oneAmong(
      ruleset,
      (s) => readerBot(s),
      (s) => matcherBot(s),
      { games: 300, counts: [players], seed: `bench-reader-${players}` },
    );
    console.log(`    ${line(`${players} players`, r)}`);
  }
}
