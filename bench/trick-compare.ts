/**
 * Two versions of the Apples engine in one process: `node --import tsx bench/trick-compare.ts OLD NEW
 * [samples] [games] [apples|apples-to-apples]`, where OLD and NEW are checkouts of this repository (a worktree of the commit
 * to compare against, with node_modules and src/core/rules/generated in place). Samples of `simulate`
 * (the public path of `npm run bench -- trick`) alternate between the two trees, each followed by
 * the hand-coded hand, all in CPU time, so a busy machine slows both alike; it prints the median of
 * NEW / OLD in hands per CPU-second, each tree against the hand-coded hand, and every sample's
 * NEW / OLD. Not a `.bench.ts`: it needs the second tree.
 *
 * Both trees must be compiled alike. tsx compiles a file with the settings of the tsconfig.json of
 * the directory it is started in only when that tsconfig includes the file; any other file gets
 * esbuild's defaults, which differ in `useDefineForClassFields` (and so in the order of every
 * state's fields). Started in this repository, the other tree was compiled differently, and two
 * identical engines could measure several per cent apart. Start it in a directory of its own whose
 * tsconfig.json extends this repository's and includes both trees, with a package.json of
 * `{"type":"module"}` and node_modules linked to this repository's:
 *   { "extends": "/path/to/main/tsconfig.json", "include": ["/path/to/main/src", "/path/to/old/src"] }
 */
import { Random } from '../src/core/cards/random.js';
import { compareTrees } from './measure.js';
import { treeSimulation } from './trees.js';
import { handCodedHand } from './trick.bench.js';

const [oldTree, newTree] = process.argv.slice(2, 4);
if (!oldTree || !newTree)
  throw new Error('usage: node --import tsx bench/trick-compare.ts OLD-TREE NEW-TREE [samples] [games] [apples|apples-to-apples]');
const samples = Number(process.argv[4] ?? 15);
const games = Number(process.argv[5] ?? 150);
/** Which game's simulate to compare: Apples (the default) or, with `apples-to-apples`, the party game, against the same hand-coded Apples hand. */
const game = process.argv[6] ?? 'apples';

const APPLES = {
  entryModule: 'src/families/trick/descriptor.ts',
  entryName: 'trickDescriptor',
  rules: 'rulesets/apples.rules',
  before: { entryModule: 'src/bots/trick/entry.ts', entryName: 'trickEntry' },
};
const APPLES_TO_APPLES = {
  entryModule: 'src/families/judging/descriptor.ts',
  entryName: 'judgingDescriptor',
  rules: 'rulesets/apples-to-apples.rules',
  before: { entryModule: 'src/bots/judging/entry.ts', entryName: 'judgingEntry' },
};
const SEATS = ['random', 'random', 'random', 'random'];

/** A tree's `simulate` of four random players on its apples.rules: hands played for a seed. */
async function load(tree: string): Promise<(seed: string) => number> {
  const run = await treeSimulation(tree, game === 'apples-to-apples' ? APPLES_TO_APPLES : APPLES, SEATS, games);
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
  unit: 'hands',
  baseline: 'hand-coded hand',
  sample: `${games} games`,
});
