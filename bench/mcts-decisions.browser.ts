/**
 * The page side of bench/mcts-in-chromium.bench.ts: bundled by esbuild into one script that
 * defines `mctsStart(hands, seed)`, `mctsNext()` and `mctsDecide()` on the page: a run of
 * mcts decisions on the shipped Apples rules (loaded as a table loads them), stepped one decision
 * at a time so the bench can read the main thread's CPU time around each, timed by the page's clock.
 */
import '../src/families/index.js';
import { DEFAULT_TRICK_MCTS_BUDGET, TABLE_TRICK_MCTS_BUDGET, trickMctsWarmUp } from '../src/families/trick/bots/mcts.js';
import { loadBundledRuleset } from '../src/core/rules/bundled.js';
import type { TrickRuleset } from '../src/families/trick/ruleset.js';
import { MctsDecisionRun, type TimedDecision } from './mcts-decisions.js';

let run: MctsDecisionRun | null = null;
/** The rules of the run, as a table keeps one ruleset for its players and its warm-up. */
let rules: TrickRuleset | null = null;

/** Start a run of `hands` hands (with a table's budget when `table`); the page then steps it with `mctsNext()` and `mctsDecide()`. */
async function mctsStart(hands: number, seed: string, table: boolean): Promise<void> {
  const loaded = await loadBundledRuleset('apples.rules');
  if (!loaded.ok || loaded.ruleset.family !== 'trick-taking') throw new Error('the shipped Apples rules did not load');
  rules = loaded.ruleset;
  run = new MctsDecisionRun(rules, hands, seed, table ? TABLE_TRICK_MCTS_BUDGET : DEFAULT_TRICK_MCTS_BUDGET);
}

/**
 * After `mctsStart`: the warm-up a table runs in idle time before an mcts player's first turn
 * (components/apples-table/trick-bots.ts), step by step as the idle slices would: its steps, their
 * total and longest wall time.
 */
async function mctsWarmUp(decisions?: number): Promise<{ steps: number; ms: number; longestMs: number }> {
  // The run's own ruleset, as a table warms up with the ruleset its players were made for.
  if (!rules) throw new Error('mctsStart() first');
  const step = trickMctsWarmUp(rules, decisions);
  let steps = 0;
  let ms = 0;
  let longestMs = 0;
  for (let more = true; more;) {
    const start = performance.now();
    more = step();
    const took = performance.now() - start;
    steps++;
    ms += took;
    longestMs = Math.max(longestMs, took);
    // Idle slices come between frames: let the page breathe between steps as they would.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return { steps, ms, longestMs };
}

const page = globalThis as {
  mctsStart?: typeof mctsStart;
  mctsWarmUp?: typeof mctsWarmUp;
  mctsNext?: () => boolean;
  mctsDecide?: () => TimedDecision;
};
page.mctsStart = mctsStart;
page.mctsWarmUp = mctsWarmUp;
page.mctsNext = () => run?.next() ?? false;
page.mctsDecide = () => {
  if (!run) throw new Error('mctsStart() first');
  return run.decide(performance);
};
