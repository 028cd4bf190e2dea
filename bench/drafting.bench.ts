/**
 * Orchard speed: complete 4-player random self-play games per second through the engine that
 * interprets rulesets/orchard.rules, and the cost of one placement check against the ruleset's
 * compiled constraints. Both are medians, each with a ratio against a hand-coded baseline (the
 * default rules written directly in TypeScript, here only) measured in the same process.
 */
import { fileURLToPath } from 'node:url';
import { Random } from '../src/cards/random.js';
import { loadRulesetFile } from '../src/rules/index.js';
import type { AttrCard, DraftRuleset } from '../src/rules/ruleset.js';
import { draftingEngine, legalPlacements, randomPlacement } from '../src/engine/drafting/engine.js';
import { mayPlace, prepareTable } from '../src/engine/drafting/table.js';
import type { DraftState, PlaceAction } from '../src/engine/drafting/types.js';
import { drawBelow, shuffleInPlace } from '../src/engine/drafting/chance.js';
import { formatCount, nanosPerUnit } from './measure.js';

const PLAYERS = 4;

function loadOrchard(): DraftRuleset {
  const loaded = loadRulesetFile(fileURLToPath(new URL('../rulesets/orchard.rules', import.meta.url)));
  if (!loaded.ok || loaded.ruleset.family !== 'drafting') throw new Error('rulesets/orchard.rules does not load as a drafting ruleset');
  return loaded.ruleset;
}

/**
 * One random self-play game through the engine's fast path; returns the actions applied.
 * `listing`: choose from the full legal list (what a Bot sees); otherwise sample a uniformly
 * random legal placement by rejection (the same distribution, far fewer checks).
 */
function engineGame(ruleset: DraftRuleset, seed: number, rng: Random, legal: PlaceAction[], listing: boolean): number {
  const created = draftingEngine.create(ruleset, { players: PLAYERS, seed });
  if (!created.ok) throw new Error(created.error.message);
  const state: DraftState = created.state;
  let actions = 0;
  while (state.stage !== 'over') {
    const action =
      state.stage !== 'place'
        ? draftingEngine.chanceAction(state)
        : listing
          ? (legalPlacements(state, state.turn, legal)[drawBelow(rng, legal.length)] as PlaceAction)
          : (randomPlacement(state, rng) as PlaceAction);
    const error = draftingEngine.applyInPlace(state, action);
    if (error) throw new Error(error.message);
    actions++;
  }
  return actions;
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

function handGame(rng: Random, moves: number[], listing: boolean): number {
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
      let move = -1;
      if (listing) {
        moves.length = 0;
        for (let i = 0; i < centre.length; i++) for (let b = 0; b < 8; b++) if (handAllowed(orchard, b, centre[i] as number)) moves.push(i * 8 + b);
        move = moves[drawBelow(rng, moves.length)] as number;
      } else {
        while (move < 0) {
          const k = drawBelow(rng, centre.length * 8);
          if (handAllowed(orchard, k % 8, centre[(k / 8) | 0] as number)) move = k;
        }
      }
      const card = centre.splice((move / 8) | 0, 1)[0] as number;
      (orchard[move % 8] as number[]).push(card);
      actions++;
      turn = (turn + 1) % PLAYERS;
    }
    leader = (leader + 1) % PLAYERS;
  }
  return actions;
}

/** Run the Orchard benchmarks and print medians with ratios. */
export function run(): void {
  const ruleset = loadOrchard();
  const games = 2000;
  const rng = Random.from('bench', 1);
  const legal: PlaceAction[] = [];
  let seed = 0;
  let actions = 0;
  const moves: number[] = [];
  console.log(`random self-play, ${PLAYERS} players (median games per second, ratio = time against the hand-coded baseline):`);
  for (const listing of [false, true]) {
    const engineNs = nanosPerUnit(() => {
      for (let g = 0; g < games; g++) actions = engineGame(ruleset, seed++, rng, legal, listing);
    }, games);
    const handNs = nanosPerUnit(() => {
      for (let g = 0; g < games; g++) handGame(rng, moves, listing);
    }, games);
    const perSecond = 1e9 / engineNs;
    const how = listing ? 'listing every legal action' : 'sampling a legal action   ';
    console.log(
      `  ${how}  engine + orchard.rules ${formatCount(perSecond).padStart(8)} games/s (${formatCount(actions * perSecond)} actions/s)` +
        `   hand-coded ${formatCount(1e9 / handNs).padStart(8)} games/s   ratio ${(engineNs / handNs).toFixed(1)}x`,
    );
    if (!listing) console.log(`  target >= 20,000 games/s: ${perSecond >= 20000 ? 'met' : 'NOT met'}`);
  }

  // One placement check: a mid-game orchard, every (card, batch) pair of a varied set of cards.
  const table = prepareTable(ruleset, PLAYERS, Object.fromEntries(ruleset.options.map((o) => [o.name, o.default])));
  const ids = [7, 33, 61, 95, 118, 12, 44, 80];
  const orchardIds: number[][] = [[0, 5, 10], [1, 31], [], [2, 63, 64], [3, 9], [25, 27, 28], [8, 13, 18], [40]];
  const orchard: AttrCard[][] = orchardIds.map((batch) => batch.map((id) => table.cards[id] as AttrCard));
  const checks = ids.length * 8;
  let sink = 0;
  const checkNs = nanosPerUnit(() => {
    for (let r = 0; r < 5000; r++) for (const id of ids) for (let b = 0; b < 8; b++) if (mayPlace(table, orchard, b, table.cards[id] as AttrCard)) sink++;
  }, 5000 * checks);
  const handNsCheck = nanosPerUnit(() => {
    for (let r = 0; r < 5000; r++) for (const id of ids) for (let b = 0; b < 8; b++) if (handAllowed(orchardIds, b, id)) sink++;
  }, 5000 * checks);
  console.log(`one placement check (mean over the 8 batches; sink ${sink % 7}):`);
  console.log(`  compiled ruleset constraints  ${checkNs.toFixed(1)} ns`);
  console.log(`  hand-coded baseline           ${handNsCheck.toFixed(1)} ns   ratio ${(checkNs / handNsCheck).toFixed(1)}x`);
  console.log('  by batch (compiled / hand-coded):');
  table.batches.forEach((batch, b) => {
    const compiled = nanosPerUnit(() => {
      for (let r = 0; r < 5000; r++) for (const id of ids) if (mayPlace(table, orchard, b, table.cards[id] as AttrCard)) sink++;
    }, 5000 * ids.length);
    const hand = nanosPerUnit(() => {
      for (let r = 0; r < 5000; r++) for (const id of ids) if (handAllowed(orchardIds, b, id)) sink++;
    }, 5000 * ids.length);
    console.log(`    ${batch.name.padEnd(22)} ${compiled.toFixed(1).padStart(7)} ns / ${hand.toFixed(1).padStart(5)} ns`);
  });
}
