/**
 * Two versions of the Orchard engine in one process: `node --import tsx bench/drafting-compare.ts
 * OLD NEW [samples] [games]`, where OLD and NEW are checkouts of this repository (a worktree of the
 * commit to compare against, with node_modules and src/core/rules/generated in place). Samples of
 * `simulate` with four random seats (the public path of `npm run bench -- drafting`) alternate
 * between the two trees, each followed by the hand-coded game of drafting.bench.ts, all in CPU
 * time, so a busy machine slows both alike; it prints the median of NEW / OLD in games per
 * CPU-second, each tree against the hand-coded game, and every sample's NEW / OLD. Each tree's
 * games must come out the same (same seeds, same winners): a change that alters the games is
 * reported, not timed. Not a `.bench.ts`: it needs the second tree.
 *
 * Start it as bench/trick-compare.ts says, in a directory whose tsconfig.json extends this
 * repository's and includes both trees: tsx gives a file that the starting directory's tsconfig
 * does not include esbuild's defaults, so the other checkout would be compiled differently.
 */
import { Random } from '../src/core/cards/random.js';
import type { SimulationReport } from '../src/cli/simulate.js';
import { compareTrees } from './measure.js';
import { treeSimulation } from './trees.js';
import { handBoard, handGame } from './drafting.bench.js';

const [oldTree, newTree] = process.argv.slice(2, 4);
if (!oldTree || !newTree) throw new Error('usage: node --import tsx bench/drafting-compare.ts OLD-TREE NEW-TREE [samples] [games]');
const samples = Number(process.argv[4] ?? 15);
const games = Number(process.argv[5] ?? 1000);
const SEATS = ['random', 'random', 'random', 'random'];

const ORCHARD = {
  entryModule: 'src/families/drafting/descriptor.ts',
  entryName: 'draftingDescriptor',
  rules: 'rulesets/orchard.rules',
  before: { entryModule: 'src/bots/drafting/entry.ts', entryName: 'draftingEntry' },
};

/** A tree's `simulate` of four random players on its orchard.rules. */
const load = (tree: string): Promise<(seed: string) => SimulationReport> => treeSimulation(tree, ORCHARD, SEATS, games);

/** What must agree between the trees: the same seed gives the same games. */
function outcome(report: SimulationReport): string {
  return JSON.stringify([report.actions, report.meanHandScore, report.wins]);
}

const older = await load(oldTree);
const newer = await load(newTree);
const board = handBoard();
const scores = new Int32Array(4);
const rng = Random.from('bench');
// Games played; the winners are summed so that no game's work can be left out as unused.
let winners = 0;
const handCoded = (): number => {
  for (let i = 0; i < games; i++) winners += handGame(rng, board, scores);
  return games;
};
compareTrees(
  {
    samples,
    warmups: 3,
    seedPrefix: 'compare',
    older,
    newer,
    units: () => games,
    afterPair: ({ seed, older: a, newer: b }) => {
      if (outcome(a.result) !== outcome(b.result))
        throw new Error(`the trees play different games for seed ${seed}: ${outcome(a.result)} against ${outcome(b.result)}`);
    },
  },
  handCoded,
  { unit: 'games', baseline: 'hand-coded game', sample: `${games} games` },
);
// Printed, so the sum (and so every hand-coded game) is observably used.
console.log(`(hand-coded sink ${winners % 7})`);
