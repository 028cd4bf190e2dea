/**
 * Orchard speed, measured where users meet it: complete 4-player games per second through
 * `pomona simulate` with random seats (the `simulate` function of src/cli/simulate.ts, which runs
 * `simulateGames`: legalActions, askBot (the random player reads no view), Bot.decideFromLegal and
 * applyInPlace), beside a hand-coded baseline in the same process: the default rules written
 * directly in TypeScript (here only), as tight as plain code gets, doing the same work (shuffle,
 * every legal placement listed at each turn, final scores and winners) and held to the ruleset's
 * own legal lists and scores before it is timed. Then the cost of one legalActions, one view and
 * one state copy, and of one placement check against the ruleset's compiled constraints.
 * Every figure is a median over repeated samples (the machine's CPU is shared).
 */
import '../src/families/index.js';
import { fileURLToPath } from 'node:url';
import { Random } from '../src/core/cards/random.js';
import { loadRulesetFile } from '../src/core/rules/index.js';
import type { AttrCard } from '../src/core/rules/ruleset.js';
import type { DraftingRuleset } from '../src/families/drafting/ruleset.js';
import { draftingEngine } from '../src/families/drafting/engine/engine.js';
import { prepareTable } from '../src/families/drafting/engine/table.js';
import { mayPlace } from '../src/families/drafting/engine/placement.js';
import type { DraftingState, PlaceAction } from '../src/families/drafting/engine/types.js';
import { drawBelow } from '../src/families/drafting/engine/chance.js';
import { simulate } from '../src/cli/simulate.js';
import { draftingDescriptor } from '../src/families/drafting/descriptor.js';
import type { FamilyDescriptor } from '../src/core/registry.js';
import { formatCount, median, nanosPerUnit } from './measure.js';

const PLAYERS = 4;

function loadOrchard(): DraftingRuleset {
  const loaded = loadRulesetFile(fileURLToPath(new URL('../rulesets/orchard.rules', import.meta.url)));
  if (!loaded.ok || loaded.ruleset.family !== 'drafting') throw new Error('rulesets/orchard.rules does not load as a drafting ruleset');
  return loaded.ruleset;
}

/** Mid-game states of random 4-player games (a player to place), to time single calls on. */
function midGameStates(ruleset: DraftingRuleset, count: number): DraftingState[] {
  const rng = Random.from('bench states', 0);
  const states: DraftingState[] = [];
  for (let g = 0; states.length < count; g++) {
    const created = draftingEngine.create(ruleset, { players: PLAYERS, seed: `states/${g}` });
    if (!created.ok) throw new Error(created.error.message);
    const state = created.state;
    const stop = 10 + drawBelow(rng, 30);
    for (let placed = 0; placed < stop;) {
      if (state.phase === 'place') {
        draftingEngine.applyInPlace(state, rng.pick(draftingEngine.legalActions(state, state.turn)));
        placed++;
      } else draftingEngine.applyInPlace(state, draftingEngine.chanceAction(state));
    }
    while (state.phase !== 'place') draftingEngine.applyInPlace(state, draftingEngine.chanceAction(state));
    states.push(state);
  }
  return states;
}

// ------------------------------------------------------------ hand-coded baseline (bench only)
// The default rules written directly in TypeScript, as tight as plain code gets: cards are small
// numbers with their attributes in lookup tables, each player's batches are rows of one typed
// array, and each player keeps a count of their cards of each colour outside the Special Colour
// Tree and the Bad Batch. It does what a simulated game does: shuffle, list every legal
// placement at each turn (as a Bot is given them), draw one, place it, and score and rank the
// orchards at the end. `checkHandScoring` holds it to the ruleset's own scores.
// Cards 0..119: colour = id / 30, sweetness = 1 + (id / 5) % 6, height = 1 + id % 5.
const HAND_CARDS = 120;
const COLOUR = Uint8Array.from({ length: HAND_CARDS }, (_, id) => (id / 30) | 0);
const SWEET = Uint8Array.from({ length: HAND_CARDS }, (_, id) => 1 + (((id / 5) | 0) % 6));
const HEIGHT = Uint8Array.from({ length: HAND_CARDS }, (_, id) => 1 + (id % 5));
const BATCHES = 8;
const TREE = 2;
const BAD = 7;
/** Room per batch: a player holds 12 cards in all. */
const ROOM = 12;
const TRIANGLE = [0, 1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 66, 78];
const ODD_PRIMES = [0, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41];

/** One game's board: cards by player, batch and position; how many in each batch; colours outside the tree and the Bad Batch. */
export interface HandBoard {
  readonly cards: Uint8Array;
  readonly counts: Uint8Array;
  readonly colours: Uint8Array;
  readonly deck: Uint8Array;
  readonly centre: Uint8Array;
  readonly moves: Int32Array;
}

export function handBoard(): HandBoard {
  return {
    cards: new Uint8Array(PLAYERS * BATCHES * ROOM),
    counts: new Uint8Array(PLAYERS * BATCHES),
    colours: new Uint8Array(PLAYERS * 4),
    deck: new Uint8Array(HAND_CARDS),
    centre: new Uint8Array(PLAYERS * 3),
    moves: new Int32Array(PLAYERS * 3 * BATCHES),
  };
}

/** May card `id` go into batch `b` of player `p`? */
function handAllowed(board: HandBoard, p: number, b: number, id: number): boolean {
  const n = board.counts[p * BATCHES + b] as number;
  const at = (p * BATCHES + b) * ROOM;
  const cards = board.cards;
  switch (b) {
    case 0:
      return n === 0 || COLOUR[cards[at] as number] === COLOUR[id];
    case 1: {
      let sweet = true;
      let high = true;
      for (let i = 0; i < n; i++) {
        const c = cards[at + i] as number;
        if (SWEET[c] !== SWEET[id]) sweet = false;
        if (HEIGHT[c] !== HEIGHT[id]) high = false;
      }
      return sweet || high;
    }
    case TREE:
      return n === 0 && board.colours[p * 4 + (COLOUR[id] as number)] === 0;
    case 4:
      return n % 2 === 0 || HEIGHT[cards[at + n - 1] as number] !== HEIGHT[id];
    case 5:
      return n % 2 === 0 || SWEET[cards[at + n - 1] as number] === SWEET[id];
    case 6:
      return n === 0 || Math.abs((HEIGHT[cards[at + n - 1] as number] as number) - (HEIGHT[id] as number)) <= 1;
    default:
      return true;
  }
}

/** Player `p`'s points. */
function handScore(board: HandBoard, p: number): number {
  const cards = board.cards;
  let total = 0;
  for (let b = 0; b < BATCHES; b++) {
    const n = board.counts[p * BATCHES + b] as number;
    const at = (p * BATCHES + b) * ROOM;
    switch (b) {
      case 0:
        total += TRIANGLE[n] as number;
        break;
      case 1:
        total += n * (n - 1);
        break;
      case TREE:
        if (n === 1 && board.colours[p * 4 + (COLOUR[cards[at] as number] as number)] === 0) total += 20;
        break;
      case 3: {
        let sum = 0;
        for (let i = 0; i < n; i++) sum += SWEET[cards[at + i] as number] as number;
        if (sum === 13) total += n * n;
        break;
      }
      case 4:
        for (let i = 0; i + 1 < n; i += 2)
          total += 2 * Math.abs((HEIGHT[cards[at + i] as number] as number) - (HEIGHT[cards[at + i + 1] as number] as number));
        break;
      case 5:
        total += 7 * (n >> 1);
        break;
      case 6:
        total += ODD_PRIMES[n] as number;
        break;
      default:
        total -= n;
    }
  }
  return total;
}

/** Place card `id` into batch `b` of player `p`. */
function handPlace(board: HandBoard, p: number, b: number, id: number): void {
  const at = p * BATCHES + b;
  board.cards[at * ROOM + (board.counts[at] as number)] = id;
  board.counts[at] = (board.counts[at] as number) + 1;
  if (b !== TREE && b !== BAD)
    board.colours[p * 4 + (COLOUR[id] as number)] = (board.colours[p * 4 + (COLOUR[id] as number)] as number) + 1;
}

/**
 * One random game of the default rules coded by hand: every legal placement listed at each
 * turn, one drawn, and the orchards scored and ranked at the end. Returns the number of winners
 * (so that the scoring cannot be left out) and leaves the scores in `scores`.
 */
export function handGame(rng: Random, board: HandBoard, scores: Int32Array): number {
  const { deck, centre, moves } = board;
  board.counts.fill(0);
  board.colours.fill(0);
  for (let i = 0; i < HAND_CARDS; i++) deck[i] = i;
  for (let i = HAND_CARDS - 1; i > 0; i--) {
    const j = drawBelow(rng, i + 1);
    const card = deck[i] as number;
    deck[i] = deck[j] as number;
    deck[j] = card;
  }
  let top = 0;
  let leader = 0;
  for (let phase = 0; phase < 6; phase++) {
    let size = PLAYERS * 2;
    for (let i = 0; i < size; i++) centre[i] = deck[top++] as number;
    let turn = leader;
    while (size > 0) {
      let k = 0;
      for (let i = 0; i < size; i++) {
        const id = centre[i] as number;
        for (let b = 0; b < BATCHES; b++) if (handAllowed(board, turn, b, id)) moves[k++] = i * BATCHES + b;
      }
      const move = moves[drawBelow(rng, k)] as number;
      const slot = (move / BATCHES) | 0;
      handPlace(board, turn, move % BATCHES, centre[slot] as number);
      size--;
      for (let i = slot; i < size; i++) centre[i] = centre[i + 1] as number;
      turn = (turn + 1) % PLAYERS;
    }
    leader = (leader + 1) % PLAYERS;
  }
  let best = -Infinity;
  for (let p = 0; p < PLAYERS; p++) {
    scores[p] = handScore(board, p);
    if ((scores[p] as number) > best) best = scores[p] as number;
  }
  let winners = 0;
  for (let p = 0; p < PLAYERS; p++) if (scores[p] === best) winners++;
  return winners;
}

/** The hand-coded attributes, legality and scores must be the ruleset's: checked on random finished games of the engine. */
function checkHandScoring(ruleset: DraftingRuleset): void {
  // An attribute card holds numbers as themselves and symbols (the colour) by their index.
  const names = ruleset.deck.attributes.map((a) => a.name);
  const attr = (id: number, name: string): number | undefined => (ruleset.deck.cards[id] as AttrCard)[names.indexOf(name)];
  for (let id = 0; id < HAND_CARDS; id++) {
    if (attr(id, 'colour') !== COLOUR[id] || attr(id, 'sweetness') !== SWEET[id] || attr(id, 'height') !== HEIGHT[id]) {
      throw new Error(`the hand-coded attributes of card ${id} are not the ruleset's`);
    }
  }
  const rng = Random.from('hand check', 0);
  for (let g = 0; g < 200; g++) {
    const state = draftingEngine.create(ruleset, { players: PLAYERS, seed: `hand check/${g}` });
    if (!state.ok) throw new Error(state.error.message);
    const s = state.state;
    const board = handBoard();
    while (s.phase !== 'over') {
      if (s.phase !== 'place') {
        draftingEngine.applyInPlace(s, draftingEngine.chanceAction(s));
        continue;
      }
      const legal = draftingEngine.legalActions(s, s.turn) as PlaceAction[];
      const centre = s.centre;
      const byHand = centre.flatMap((id) =>
        Array.from({ length: BATCHES }, (_, b) => b)
          .filter((b) => handAllowed(board, s.turn, b, id))
          .map((b) => `${id}:${b}`),
      );
      if (byHand.join() !== legal.map((a) => `${a.card}:${a.batch}`).join())
        throw new Error(`the hand-coded legal placements differ from the ruleset's in game ${g}`);
      const action = rng.pick(legal);
      handPlace(board, action.player, action.batch, action.card);
      draftingEngine.applyInPlace(s, action);
    }
    const scores = draftingEngine.result(s)?.scores ?? [];
    for (let p = 0; p < PLAYERS; p++)
      if (handScore(board, p) !== scores[p])
        throw new Error(`the hand-coded score of player ${p + 1} differs from the ruleset's in game ${g}`);
  }
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
  const entry = draftingDescriptor as unknown as FamilyDescriptor;
  const seats = Array.from({ length: PLAYERS }, () => 'random');
  const games = 2000;
  const rng = Random.from('bench', 1);
  checkHandScoring(ruleset);
  const board = handBoard();
  const scores = new Int32Array(PLAYERS);
  let winners = 0;
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
  for (let g = 0; g < games; g++) winners += handGame(rng, board, scores);
  for (let r = 0; r < rounds; r++) {
    // simulate reports the games alone (not start-up or ruleset loading).
    const cpu = process.cpuUsage();
    const report = simulate(entry, ruleset, seats, games, `bench/${r}`);
    const publicCpuSeconds = cpuSeconds(cpu);
    const start = process.hrtime.bigint();
    const handCpuStart = process.cpuUsage();
    for (let g = 0; g < games; g++) winners += handGame(rng, board, scores);
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
  console.log(
    `random self-play, ${PLAYERS} players (medians of ${rounds} runs of ${games} games, per second of the clock and [per second of CPU time]; ratio = time against the hand-coded baseline):`,
  );
  console.log(
    `  pomona simulate --seats random,random,random,random (public path)  ${formatCount(perSecond).padStart(8)} games/s [${formatCount(median(publicCpu))}]`,
  );
  console.log(
    `  hand-coded rules, listing every legal placement                     ${formatCount(median(handRates)).padStart(8)} games/s [${formatCount(median(handCpu))}]   ratio ${median(ratios).toFixed(2)}x [${median(cpuRatios).toFixed(2)}x]`,
  );
  console.log(
    `  floor >= 40,000 games/s through the public path: ${perSecond >= 40000 ? 'met' : 'NOT met'}${perSecond < 40000 && median(publicCpu) >= 40000 ? ' on the clock, met in CPU time (a busy machine)' : ''}`,
  );

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
    for (let r = 0; r < reps; r++) for (const state of states) sink += draftingEngine.clone(state).phasesStarted;
  }, reps * states.length);
  const legalCount = states.reduce((n, state) => n + draftingEngine.legalActions(state, state.turn).length, 0) / states.length;
  const applyNs = bothNanos(() => {
    for (let r = 0; r < reps; r++)
      for (const state of states) {
        const copy = draftingEngine.clone(state);
        sink += draftingEngine.applyInPlace(copy, draftingEngine.legalActions(copy, copy.turn)[0]) ? 1 : 0;
      }
  }, reps * states.length);
  console.log(
    `one call on a mid-game state (median ns of the clock [of CPU time]; ${legalCount.toFixed(1)} legal placements on average; the rule answers already remembered):`,
  );
  console.log(`  legalActions ${legalNs}`);
  console.log(`  view         ${viewNs}`);
  console.log(`  state copy   ${cloneNs}`);
  console.log(`  copy + legalActions + applyInPlace ${applyNs} (a copy starts without the game's remembered answers)`);

  // One placement check: a mid-game orchard, every (card, batch) pair of a varied set of cards.
  const table = prepareTable(ruleset, PLAYERS, Object.fromEntries(ruleset.options.map((o) => [o.name, o.default])));
  const ids = [7, 33, 61, 95, 118, 12, 44, 80];
  const orchardIds: number[][] = [[0, 5, 10], [1, 31], [], [2, 63, 64], [3, 9], [25, 27, 28], [8, 13, 18], [40]];
  const orchard: AttrCard[][] = orchardIds.map((batch) => batch.map((id) => table.cards[id] as AttrCard));
  const checkBoard = handBoard();
  orchardIds.forEach((batch, b) => batch.forEach((id) => handPlace(checkBoard, 0, b, id)));
  const checks = ids.length * 8;
  const checkNs = cpuNanosPerUnit(() => {
    for (let r = 0; r < 5000; r++)
      for (const id of ids) for (let b = 0; b < 8; b++) if (mayPlace(table, orchard, b, table.cards[id] as AttrCard)) sink++;
  }, 5000 * checks);
  const handNsCheck = cpuNanosPerUnit(() => {
    for (let r = 0; r < 5000; r++) for (const id of ids) for (let b = 0; b < 8; b++) if (handAllowed(checkBoard, 0, b, id)) sink++;
  }, 5000 * checks);
  console.log(`one placement check, evaluated afresh (mean over the 8 batches, ns of CPU time; sink ${(sink + winners) % 7}):`);
  console.log(`  compiled ruleset constraints  ${checkNs.toFixed(1)} ns`);
  console.log(`  hand-coded baseline           ${handNsCheck.toFixed(1)} ns   ratio ${(checkNs / handNsCheck).toFixed(1)}x`);
  console.log('  by batch (compiled / hand-coded):');
  table.batches.forEach((batch, b) => {
    const compiled = cpuNanosPerUnit(() => {
      for (let r = 0; r < 5000; r++) for (const id of ids) if (mayPlace(table, orchard, b, table.cards[id] as AttrCard)) sink++;
    }, 5000 * ids.length);
    const hand = cpuNanosPerUnit(() => {
      for (let r = 0; r < 5000; r++) for (const id of ids) if (handAllowed(checkBoard, 0, b, id)) sink++;
    }, 5000 * ids.length);
    console.log(`    ${batch.name.padEnd(22)} ${compiled.toFixed(1).padStart(7)} ns / ${hand.toFixed(1).padStart(5)} ns`);
  });
}
