/**
 * Orchard speed, measured where users meet it: complete 4-player games per second through
 * `pomona simulate` with random seats (the `simulate` function of src/cli/simulate.ts, which runs
 * `simulateGames`: legalActions, view, Bot.decide and applyInPlace), beside a hand-coded baseline (the default rules written
 * directly in TypeScript, here only) in the same process, then the cost of one legalActions, one
 * view and one state copy, and of one placement check against the ruleset's compiled constraints.
 * Every figure is a median over repeated samples (the machine's CPU is shared).
 */
import { fileURLToPath } from 'node:url';
import { Random } from '../src/cards/random.js';
import { loadRulesetFile } from '../src/rules/index.js';
import type { AttrCard, DraftRuleset } from '../src/rules/ruleset.js';
import { draftingEngine } from '../src/engine/drafting/engine.js';
import { mayPlace, prepareTable } from '../src/engine/drafting/table.js';
import type { DraftAction, DraftState } from '../src/engine/drafting/types.js';
import { drawBelow, shuffleInPlace } from '../src/engine/drafting/chance.js';
import { simulate } from '../src/cli/simulate.js';
import { draftingEntry } from '../src/bots/drafting/entry.js';
import type { FamilyEntry } from '../src/bots/registry.js';
import { formatCount, median, nanosPerUnit } from './measure.js';

const PLAYERS = 4;

function loadOrchard(): DraftRuleset {
  const loaded = loadRulesetFile(fileURLToPath(new URL('../rulesets/orchard.rules', import.meta.url)));
  if (!loaded.ok || loaded.ruleset.family !== 'drafting') throw new Error('rulesets/orchard.rules does not load as a drafting ruleset');
  return loaded.ruleset;
}

/** Mid-game states of random 4-player games (a player to place), to time single calls on. */
function midGameStates(ruleset: DraftRuleset, count: number): DraftState[] {
  const rng = Random.from('bench states', 0);
  const states: DraftState[] = [];
  for (let g = 0; states.length < count; g++) {
    const created = draftingEngine.create(ruleset, { players: PLAYERS, seed: `states/${g}` });
    if (!created.ok) throw new Error(created.error.message);
    const state = created.state;
    const stop = 10 + drawBelow(rng, 30);
    for (let placed = 0; placed < stop; ) {
      if (state.stage === 'place') {
        draftingEngine.applyInPlace(state, rng.pick(draftingEngine.legalActions(state, state.turn)));
        placed++;
      } else draftingEngine.applyInPlace(state, draftingEngine.chanceAction(state));
    }
    while (state.stage !== 'place') draftingEngine.applyInPlace(state, draftingEngine.chanceAction(state));
    states.push(state);
  }
  return states;
}

// ------------------------------------------------------------ hand-coded baseline (bench only)
// Cards 0..119: colour = id / 30, sweetness = 1 + (id / 5) % 6, height = 1 + id % 5.
const COLOUR = (id: number): number => (id / 30) | 0;
const SWEET = (id: number): number => 1 + (((id / 5) | 0) % 6);
const HEIGHT = (id: number): number => 1 + (id % 5);

function handAllowed(batches: number[][], b: number, id: number): boolean {
  const cards = batches[b] as number[];
  const n = cards.length;
  switch (b) {
    case 0:
      return n === 0 || COLOUR(cards[0] as number) === COLOUR(id);
    case 1: {
      let sweet = true;
      let high = true;
      for (const c of cards) {
        if (SWEET(c) !== SWEET(id)) sweet = false;
        if (HEIGHT(c) !== HEIGHT(id)) high = false;
      }
      return sweet || high;
    }
    case 2: {
      if (n >= 1) return false;
      for (let o = 0; o < 7; o++) if (o !== 2) for (const c of batches[o] as number[]) if (COLOUR(c) === COLOUR(id)) return false;
      return true;
    }
    case 4:
      return n % 2 === 0 || HEIGHT(cards[n - 1] as number) !== HEIGHT(id);
    case 5:
      return n % 2 === 0 || SWEET(cards[n - 1] as number) === SWEET(id);
    case 6:
      return n === 0 || Math.abs(HEIGHT(cards[n - 1] as number) - HEIGHT(id)) <= 1;
    default:
      return true;
  }
}

/** One random game of the default rules coded by hand, listing every legal placement at each turn as a Bot is given them. */
function handGame(rng: Random, moves: number[]): number {
  const deck = shuffleInPlace(rng, Array.from({ length: 120 }, (_, i) => i));
  const batches: number[][][] = Array.from({ length: PLAYERS }, () => Array.from({ length: 8 }, () => []));
  let leader = 0;
  let actions = 1;
  for (let phase = 0; phase < 6; phase++) {
    const centre = deck.splice(0, PLAYERS * 2);
    actions++;
    let turn = leader;
    while (centre.length > 0) {
      const orchard = batches[turn] as number[][];
      moves.length = 0;
      for (let i = 0; i < centre.length; i++) for (let b = 0; b < 8; b++) if (handAllowed(orchard, b, centre[i] as number)) moves.push(i * 8 + b);
      const move = moves[drawBelow(rng, moves.length)] as number;
      const card = centre.splice((move / 8) | 0, 1)[0] as number;
      (orchard[move % 8] as number[]).push(card);
      actions++;
      turn = (turn + 1) % PLAYERS;
    }
    leader = (leader + 1) % PLAYERS;
  }
  return actions;
}

/** `nanosPerUnit` in this process's CPU time (a shared, busy machine inflates the clock's figures). */
function cpuNanosPerUnit(work: () => void, batch: number, samples = 15, warmup = 3): number {
  for (let i = 0; i < warmup; i++) work();
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const before = process.cpuUsage();
    work();
    const used = process.cpuUsage(before);
    times.push(((used.user + used.system) * 1000) / batch);
  }
  return median(times);
}

/** Both: the clock's and the CPU's nanoseconds per unit, as "wall ns [cpu ns]". */
function bothNanos(work: () => void, batch: number): string {
  return `${nanosPerUnit(work, batch).toFixed(0).padStart(6)} ns [${cpuNanosPerUnit(work, batch).toFixed(0)} ns CPU]`;
}

/** Run the Orchard benchmarks and print medians with ratios. */
export function run(): void {
  const ruleset = loadOrchard();
  const entry = draftingEntry as unknown as FamilyEntry;
  const seats = Array.from({ length: PLAYERS }, () => 'random');
  const games = 2000;
  const rng = Random.from('bench', 1);
  const moves: number[] = [];
  const rounds = 9;
  const publicRates: number[] = [];
  const publicCpu: number[] = [];
  const handRates: number[] = [];
  const handCpu: number[] = [];
  const ratios: number[] = [];
  const cpuRatios: number[] = [];
  const cpuSeconds = (since: NodeJS.CpuUsage): number => {
    const used = process.cpuUsage(since);
    return (used.user + used.system) / 1e6;
  };
  // Warm up both, then alternate them so that both see the same load on a shared machine.
  simulate(entry, ruleset, seats, games, 'warm-up');
  for (let g = 0; g < games; g++) handGame(rng, moves);
  for (let r = 0; r < rounds; r++) {
    // simulate reports the games alone (not start-up or ruleset loading).
    const cpu = process.cpuUsage();
    const report = simulate(entry, ruleset, seats, games, `bench/${r}`);
    const publicCpuSeconds = cpuSeconds(cpu);
    const start = process.hrtime.bigint();
    const handCpuStart = process.cpuUsage();
    for (let g = 0; g < games; g++) handGame(rng, moves);
    const handCpuSeconds = cpuSeconds(handCpuStart);
    const handSeconds = Number(process.hrtime.bigint() - start) / 1e9;
    publicRates.push(report.gamesPerSecond);
    publicCpu.push(games / publicCpuSeconds);
    handRates.push(games / handSeconds);
    handCpu.push(games / handCpuSeconds);
    ratios.push(report.seconds / handSeconds);
    cpuRatios.push(publicCpuSeconds / handCpuSeconds);
  }
  const perSecond = median(publicRates);
  console.log(`random self-play, ${PLAYERS} players (medians of ${rounds} runs of ${games} games, per second of the clock and [per second of CPU time]; ratio = time against the hand-coded baseline):`);
  console.log(`  pomona simulate --seats random,random,random,random (public path)  ${formatCount(perSecond).padStart(8)} games/s [${formatCount(median(publicCpu))}]`);
  console.log(`  hand-coded rules, listing every legal placement                     ${formatCount(median(handRates)).padStart(8)} games/s [${formatCount(median(handCpu))}]   ratio ${median(ratios).toFixed(2)}x [${median(cpuRatios).toFixed(2)}x]`);
  console.log(`  floor >= 40,000 games/s through the public path: ${perSecond >= 40000 ? 'met' : 'NOT met'}${perSecond < 40000 && median(publicCpu) >= 40000 ? ' on the clock, met in CPU time (a busy machine)' : ''}`);

  // The calls a computer player's turn makes, one at a time, on varied mid-game states.
  const states = midGameStates(ruleset, 64);
  let sink = 0;
  const reps = 200;
  const legalNs = bothNanos(() => {
    for (let r = 0; r < reps; r++) for (const state of states) sink += draftingEngine.legalActions(state, state.turn).length;
  }, reps * states.length);
  const viewNs = bothNanos(() => {
    for (let r = 0; r < reps; r++) for (const state of states) sink += draftingEngine.view(state, state.turn).deckLeft;
  }, reps * states.length);
  const cloneNs = bothNanos(() => {
    for (let r = 0; r < reps; r++) for (const state of states) sink += draftingEngine.clone(state).phase;
  }, reps * states.length);
  const legalCount = states.reduce((n, state) => n + draftingEngine.legalActions(state, state.turn).length, 0) / states.length;
  const applyNs = bothNanos(() => {
    for (let r = 0; r < reps; r++)
      for (const state of states) {
        const copy = draftingEngine.clone(state);
        sink += draftingEngine.applyInPlace(copy, draftingEngine.legalActions(copy, copy.turn)[0] as DraftAction) ? 1 : 0;
      }
  }, reps * states.length);
  console.log(`one call on a mid-game state (median ns of the clock [of CPU time]; ${legalCount.toFixed(1)} legal placements on average; the rule answers already remembered):`);
  console.log(`  legalActions ${legalNs}`);
  console.log(`  view         ${viewNs}`);
  console.log(`  state copy   ${cloneNs}`);
  console.log(`  copy + legalActions + applyInPlace ${applyNs} (a copy starts without the game's remembered answers)`);

  // One placement check: a mid-game orchard, every (card, batch) pair of a varied set of cards.
  const table = prepareTable(ruleset, PLAYERS, Object.fromEntries(ruleset.options.map((o) => [o.name, o.default])));
  const ids = [7, 33, 61, 95, 118, 12, 44, 80];
  const orchardIds: number[][] = [[0, 5, 10], [1, 31], [], [2, 63, 64], [3, 9], [25, 27, 28], [8, 13, 18], [40]];
  const orchard: AttrCard[][] = orchardIds.map((batch) => batch.map((id) => table.cards[id] as AttrCard));
  const checks = ids.length * 8;
  const checkNs = cpuNanosPerUnit(() => {
    for (let r = 0; r < 5000; r++) for (const id of ids) for (let b = 0; b < 8; b++) if (mayPlace(table, orchard, b, table.cards[id] as AttrCard)) sink++;
  }, 5000 * checks);
  const handNsCheck = cpuNanosPerUnit(() => {
    for (let r = 0; r < 5000; r++) for (const id of ids) for (let b = 0; b < 8; b++) if (handAllowed(orchardIds, b, id)) sink++;
  }, 5000 * checks);
  console.log(`one placement check, evaluated afresh (mean over the 8 batches, ns of CPU time; sink ${sink % 7}):`);
  console.log(`  compiled ruleset constraints  ${checkNs.toFixed(1)} ns`);
  console.log(`  hand-coded baseline           ${handNsCheck.toFixed(1)} ns   ratio ${(checkNs / handNsCheck).toFixed(1)}x`);
  console.log('  by batch (compiled / hand-coded):');
  table.batches.forEach((batch, b) => {
    const compiled = cpuNanosPerUnit(() => {
      for (let r = 0; r < 5000; r++) for (const id of ids) if (mayPlace(table, orchard, b, table.cards[id] as AttrCard)) sink++;
    }, 5000 * ids.length);
    const hand = cpuNanosPerUnit(() => {
      for (let r = 0; r < 5000; r++) for (const id of ids) if (handAllowed(orchardIds, b, id)) sink++;
    }, 5000 * ids.length);
    console.log(`    ${batch.name.padEnd(22)} ${compiled.toFixed(1).padStart(7)} ns / ${hand.toFixed(1).padStart(5)} ns`);
  });
}
