/**
 * Two versions of the Apples world sampler in one process: `node --import tsx
 * bench/trick-sample-compare.ts OLD NEW [samples]`, where OLD and NEW are checkouts of this
 * repository (as for bench/trick-compare.ts). The views are those of every card decision in a few
 * random games (bidding, pile, target and trick phases); each sample draws worlds from all of them
 * through each tree's `trickEngine.sampleWorld` (what the flat player calls for every world, and the
 * tree search through `worldSampler`), alternating which tree goes first, in CPU time. Prints the
 * median of NEW / OLD in worlds per CPU-second, after checking that both trees draw the same world
 * from every view for the same seed. Not a `.bench.ts`: it needs the second tree.
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
import '../src/families/index.js';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { Random } from '../src/core/cards/random.js';
import type { trickEngine as TrickEngine, TrickView } from '../src/families/trick/engine/index.js';
import type { loadRulesetFile as LoadRulesetFile } from '../src/core/rules/index.js';
import type { TrickRuleset } from '../src/families/trick/ruleset.js';
import { alternate, median, ratiosOf } from './measure.js';

const [oldTree, newTree] = process.argv.slice(2, 4);
if (!oldTree || !newTree) throw new Error('usage: node --import tsx bench/trick-sample-compare.ts OLD-TREE NEW-TREE [samples]');
const samples = Number(process.argv[4] ?? 21);

interface Tree {
  readonly engine: typeof TrickEngine;
  readonly ruleset: TrickRuleset;
}

async function load(tree: string): Promise<Tree> {
  const from = async <T>(path: string): Promise<T> => (await import(pathToFileURL(join(tree, path)).href)) as T;
  const { loadRulesetFile } = await from<{ loadRulesetFile: typeof LoadRulesetFile }>('src/core/rules/index.ts');
  const { trickEngine } = await from<{ trickEngine: typeof TrickEngine }>('src/families/trick/engine/index.ts');
  const loaded = loadRulesetFile(join(tree, 'rulesets/apples.rules'));
  if (!loaded.ok || loaded.ruleset.family !== 'trick-taking') throw new Error(`${tree}: apples.rules does not load`);
  return { engine: trickEngine, ruleset: loaded.ruleset };
}

/** The views of every decision with a choice in `games` random games of a tree. */
function viewsOf({ engine, ruleset }: Tree, games: number): TrickView[] {
  const views: TrickView[] = [];
  const rng = Random.from('sample-compare');
  for (let g = 0; g < games; g++) {
    const created = engine.create(ruleset, { players: 4, seed: `sample-compare/${g}` });
    if (!created.ok) throw new Error(created.error.message);
    const s = created.state;
    // One hand each: enough views of every phase.
    while (s.finished.length === 0) {
      const toAct = engine.toAct(s);
      if (toAct.kind === 'over') break;
      let action;
      if (toAct.kind === 'chance') action = engine.chanceAction(s);
      else {
        const seat = rng.pick(toAct.players);
        const legal = engine.legalActions(s, seat);
        if (legal.length > 1) views.push(engine.view(s, seat));
        action = rng.pick(legal);
      }
      if (engine.applyInPlace(s, action)) throw new Error('refused');
    }
  }
  return views;
}

const older = await load(oldTree);
const newer = await load(newTree);
const views = viewsOf(older, 12);
// The same worlds from both trees first: a faster sampler that deals differently is not the same
// player. Compared field by field: the order of a state's fields in its JSON may differ between
// two builds of the same class.
const canonical = (state: { toJSON(): Record<string, unknown> }): string =>
  JSON.stringify(Object.entries(state.toJSON()).sort(([a], [b]) => (a < b ? -1 : 1)));
for (const [i, view] of views.entries()) {
  const a = canonical(older.engine.sampleWorld(older.ruleset, view, Random.from(`same-${i}`)));
  const b = canonical(newer.engine.sampleWorld(newer.ruleset, view, Random.from(`same-${i}`)));
  if (a !== b) throw new Error(`the trees sample different worlds from view ${i}`);
}
const draw = (tree: Tree, seed: string): number => {
  const rng = Random.from(seed);
  let worlds = 0;
  for (const view of views) {
    for (let w = 0; w < 20; w++) {
      tree.engine.sampleWorld(tree.ruleset, view, rng);
      worlds++;
    }
  }
  return worlds;
};
const ratios = ratiosOf(
  alternate({
    samples,
    warmups: 2,
    seedPrefix: 'sample',
    older: (seed) => draw(older, seed),
    newer: (seed) => draw(newer, seed),
    units: (worlds) => worlds,
  }),
);
console.log(
  `${views.length} views, 20 worlds each a sample: new / old ${median(ratios).toFixed(3)} worlds per CPU-second (median of ${samples})`,
);
console.log(`every sample: ${ratios.map((r) => r.toFixed(2)).join(' ')}`);
