/**
 * Another checkout of this repository loaded beside this one, for the compare benches
 * (bench/trick-compare.ts, bench/drafting-compare.ts): its own `simulate`, family entry and
 * shipped ruleset, so that each sample runs the public path of the tree it names.
 */
import '../src/families/index.js';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import type { simulate as Simulate, SimulationReport } from '../src/cli/simulate.js';
import type { FamilyDescriptor } from '../src/core/registry.js';
import type { loadRulesetFile as LoadRulesetFile } from '../src/core/rules/index.js';

/** Which family a tree's simulation plays: its entry module and export, and a ruleset file of the tree. */
export interface TreeFamily {
  /** The same family in a tree from before the family folders (src/bots/<family>/entry.ts), for comparing across the move. */
  readonly before?: { readonly entryModule: string; readonly entryName: string };
  /** The family entry's module, from the tree's root: 'src/families/trick/descriptor.ts'. */
  readonly entryModule: string;
  /** The entry's export name: 'trickDescriptor'. */
  readonly entryName: string;
  /** The ruleset file, from the tree's root: 'rulesets/apples.rules'. */
  readonly rules: string;
}

/** `tree`'s `simulate` of `seats` on its copy of the family's ruleset, `games` games a seed. */
export async function treeSimulation(
  tree: string,
  family: TreeFamily,
  seats: readonly string[],
  games: number,
): Promise<(seed: string) => SimulationReport> {
  const from = async <T>(path: string): Promise<T> => (await import(pathToFileURL(join(tree, path)).href)) as T;
  // A tree from before the family folders keeps its rules in src/rules and its entries beside its bots.
  const folders = existsSync(join(tree, 'src/core/rules/index.ts'));
  const { entryModule, entryName } = folders || !family.before ? family : family.before;
  if (folders) await from('src/families/index.ts');
  const { loadRulesetFile } = await from<{ loadRulesetFile: typeof LoadRulesetFile }>(
    folders ? 'src/core/rules/index.ts' : 'src/rules/index.ts',
  );
  const entry = (await from<Record<string, FamilyDescriptor | undefined>>(entryModule))[entryName];
  if (!entry) throw new Error(`${tree}: ${entryModule} has no ${entryName}`);
  const { simulate } = await from<{ simulate: typeof Simulate }>('src/cli/simulate.ts');
  const loaded = loadRulesetFile(join(tree, family.rules));
  if (!loaded.ok) throw new Error(`${tree}: ${family.rules} does not load`);
  return (seed) => simulate(entry, loaded.ruleset, seats, games, seed);
}
