/**
 * Paired screening of IS-MCTS variants: the same hand seeds as bench/trick-mcts-strength.ts
 * (`${seed}/${h}`, the IS-MCTS seat rotating one place every hand, three search players), one
 * line of JSON per hand (its index and the IS-MCTS player's share of the hand win), so that two
 * variants run on the same hands can be compared hand by hand (the deal decides much of a hand:
 * a paired difference is far less noisy than two independent tallies).
 *   node --import tsx bench/trick-mcts-paired.ts FROM TO SEED 'BUDGET-JSON' > out.jsonl
 *   node --import tsx bench/trick-mcts-paired.ts --compare a.jsonl b.jsonl
 * BUDGET-JSON overrides fields of DEFAULT_TRICK_MCTS_BUDGET (e.g. '{"exploration":1}').
 */
import { readFileSync } from 'node:fs';
import { DEFAULT_TRICK_MCTS_BUDGET, type TrickMctsBudget } from '../src/bots/trick/mcts.js';
import { loadApples, playStrengthHand, winShare } from './trick-mcts-hand.js';

function compare(a: string, b: string): void {
  const read = (file: string): Map<number, number> =>
    new Map(
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { h: number; share: number })
        .map((r) => [r.h, r.share]),
    );
  const x = read(a);
  const y = read(b);
  const diffs: number[] = [];
  let sa = 0;
  let sb = 0;
  for (const [h, share] of x) {
    const other = y.get(h);
    if (other === undefined) continue;
    diffs.push(other - share);
    sa += share;
    sb += other;
  }
  const n = diffs.length;
  const mean = diffs.reduce((s, d) => s + d, 0) / n;
  const sd = Math.sqrt(diffs.reduce((s, d) => s + (d - mean) ** 2, 0) / (n - 1));
  const se = sd / Math.sqrt(n);
  console.log(`${n} paired hands: ${a} ${((100 * sa) / n).toFixed(1)}%, ${b} ${((100 * sb) / n).toFixed(1)}%; difference ${(100 * mean).toFixed(1)} points (95% ±${(196 * se).toFixed(1)}), t = ${(mean / se).toFixed(2)}; hands that differ ${diffs.filter((d) => d !== 0).length}`);
}

if (process.argv[2] === '--compare') compare(process.argv[3] as string, process.argv[4] as string);
else {
  const from = Number(process.argv[2] ?? 0);
  const to = Number(process.argv[3] ?? 400);
  const seed = process.argv[4] ?? 'mcts-strength';
  const budget: TrickMctsBudget = { ...DEFAULT_TRICK_MCTS_BUDGET, ...(JSON.parse(process.argv[5] ?? '{}') as Partial<TrickMctsBudget>) };
  const ruleset = loadApples();
  for (let h = from; h < to; h++) {
    const cpu = process.cpuUsage();
    const hand = playStrengthHand(ruleset, seed, h, budget);
    if (!hand) continue;
    const used = process.cpuUsage(cpu);
    console.log(JSON.stringify({ h, share: winShare(hand), score: hand.scores[hand.mctsSeat], cpuMs: Math.round((used.user + used.system) / 1000) }));
  }
}
