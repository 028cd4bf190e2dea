/**
 * The page side of bench/mcts-in-chromium.bench.ts: bundled by esbuild into one script that
 * defines `mctsStart(hands, seed)`, `mctsNext()` and `mctsDecide()` on the page: a run of
 * mcts decisions on the shipped Apples rules (loaded as a table loads them), stepped one decision
 * at a time so the bench can read the main thread's CPU time around each, timed by the page's clock.
 */
import { DEFAULT_TRICK_MCTS_BUDGET, TABLE_TRICK_MCTS_BUDGET } from '../src/bots/trick/mcts.js';
import { loadBundledRuleset } from '../src/rules/bundled.js';
import type { TrickRuleset } from '../src/rules/ruleset.js';
import { MctsDecisionRun, type TimedDecision } from './mcts-decisions.js';

let run: MctsDecisionRun | null = null;

/** Start a run of `hands` hands (with a table's budget when `table`); the page then steps it with `mctsNext()` and `mctsDecide()`. */
async function mctsStart(hands: number, seed: string, table: boolean): Promise<void> {
  const loaded = await loadBundledRuleset('apples.rules');
  if (!loaded.ok || loaded.ruleset.family !== 'trick-taking') throw new Error('the shipped Apples rules did not load');
  run = new MctsDecisionRun(loaded.ruleset as TrickRuleset, hands, seed, table ? TABLE_TRICK_MCTS_BUDGET : DEFAULT_TRICK_MCTS_BUDGET);
}

const page = globalThis as { mctsStart?: typeof mctsStart; mctsNext?: () => boolean; mctsDecide?: () => TimedDecision };
page.mctsStart = mctsStart;
page.mctsNext = () => run?.next() ?? false;
page.mctsDecide = () => {
  if (!run) throw new Error('mctsStart() first');
  return run.decide(performance);
};
