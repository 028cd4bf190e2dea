/**
 * Two versions of the Apples to Apples engine in one process, as bench/trick-compare.ts does for
 * Apples: `node --import tsx bench/judging-compare.ts OLD NEW [samples] [games]` (see that file for
 * how to start it so that both trees compile alike). Samples of `simulate` with four random players
 * alternate between the trees, each pair followed by the hand-coded Apples hand as a fixed workload,
 * all in CPU time; it prints the median of NEW / OLD in rounds per CPU-second.
 */
import { Random } from '../src/core/cards/random.js';
import { compareTrees } from './measure.js';
import { treeSimulation } from './trees.js';
import { handCodedHand } from './trick.bench.js';

const [oldTree, newTree] = process.argv.slice(2, 4);
if (!oldTree || !newTree) throw new Error('usage: node --import tsx bench/judging-compare.ts OLD-TREE NEW-TREE [samples] [games]');
const samples = Number(process.argv[4] ?? 15);
const games = Number(process.argv[5] ?? 20);

const APPLES_TO_APPLES = {
  entryModule: 'src/families/judging/descriptor.ts',
  entryName: 'judgingDescriptor',
  rules: 'rulesets/apples-to-apples.rules',
  before: { entryModule: 'src/bots/judging/entry.ts', entryName: 'judgingEntry' },
};
const SEATS = ['random', 'random', 'random', 'random'];

/** A tree's `simulate` of four random players on its apples-to-apples.rules: rounds played for a seed. */
async function load(tree: string): Promise<(seed: string) => number> {
  const run = await treeSimulation(tree, APPLES_TO_APPLES, SEATS, games);
  return (seed) => run(seed).hands;
}

const older = await load(oldTree);
const newer = await load(newTree);
const hands = [0, 1, 2, 3].map(() => new Int8Array(13));
const scores = new Int32Array(4);
const rng = Random.from('bench');
const handCoded = (): number => {
  let n = 0;
  for (let i = 0; i < 2000; i++) if (handCodedHand(rng, i % 4, hands, scores) > 0) n++;
  return n;
};
compareTrees({ samples, warmups: 3, seedPrefix: 'compare', older, newer, units: (count) => count }, handCoded, {
  unit: 'rounds',
  baseline: 'hand-coded Apples hand',
  sample: `${games} games`,
});
