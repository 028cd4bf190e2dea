/**
 * Paired screening of IS-MCTS variants: the same hand seeds as bench/trick-mcts-strength.ts
 * (`${seed}/${h}`, the IS-MCTS seat rotating one place every hand, three search players), one
 * line of JSON per hand (its index, the IS-MCTS player's share of the hand win, its hand score and
 * its margin over the others' mean score), so that two
 * variants run on the same hands can be compared hand by hand (the deal decides much of a hand:
 * a paired difference is far less noisy than two independent tallies).
 *   node --import tsx bench/trick-mcts-paired.ts FROM TO SEED 'BUDGET-JSON' > out.jsonl
 *   node --import tsx bench/trick-mcts-paired.ts --compare a.jsonl b.jsonl
 * BUDGET-JSON overrides fields of DEFAULT_TRICK_MCTS_BUDGET (e.g. '{"exploration":1}').
 */
import { readFileSync } from 'node:fs';
import { DEFAULT_TRICK_MCTS_BUDGET, type TrickMctsBudget } from '../src/families/trick/bots/mcts.js';
import { loadApples, playStrengthHand, winShare } from './trick-mcts-hand.js';

/** The paired difference (b − a) of one field over the hands both files have, with its 95% half-width and t. */
function pairedLine(
  x: Map<number, Row>,
  y: Map<number, Row>,
  field: 'share' | 'margin',
): { n: number; ma: number; mb: number; mean: number; half: number; t: number; differ: number } {
  const diffs: number[] = [];
  let sa = 0;
  let sb = 0;
  for (const [h, row] of x) {
    const other = y.get(h);
    const a = row[field];
    const b = other?.[field];
    if (a === undefined || b === undefined) continue;
    diffs.push(b - a);
    sa += a;
    sb += b;
  }
  const n = diffs.length;
  const mean = diffs.reduce((s, d) => s + d, 0) / n;
  const sd = Math.sqrt(diffs.reduce((s, d) => s + (d - mean) ** 2, 0) / (n - 1));
  const se = sd / Math.sqrt(n);
  return { n, ma: sa / n, mb: sb / n, mean, half: 1.96 * se, t: mean / se, differ: diffs.filter((d) => d !== 0).length };
}

/** One hand of a paired file: the hand win share, and the hand-score margin over the others' mean (absent in files written before it was). */
interface Row {
  readonly h: number;
  readonly share: number;
  readonly margin?: number;
}

function compare(a: string, b: string): void {
  const read = (file: string): Map<number, Row> =>
    new Map(
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Row)
        .map((r) => [r.h, r]),
    );
  const x = read(a);
  const y = read(b);
  const w = pairedLine(x, y, 'share');
  console.log(
    `${w.n} paired hands: ${a} ${(100 * w.ma).toFixed(1)}%, ${b} ${(100 * w.mb).toFixed(1)}%; difference ${(100 * w.mean).toFixed(1)} points (95% ±${(100 * w.half).toFixed(1)}), t = ${w.t.toFixed(2)}; hands that differ ${w.differ}`,
  );
  const m = pairedLine(x, y, 'margin');
  if (m.n > 1)
    console.log(
      `  hand-score margin over the others' mean (${m.n} hands): ${m.ma.toFixed(2)} against ${m.mb.toFixed(2)}; difference ${m.mean.toFixed(2)} (95% ±${m.half.toFixed(2)}), t = ${m.t.toFixed(2)}`,
    );
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
    const mine = hand.scores[hand.mctsSeat] ?? 0;
    const others = (hand.scores.reduce((s, x) => s + x, 0) - mine) / (hand.scores.length - 1);
    console.log(
      JSON.stringify({
        h,
        share: winShare(hand),
        score: mine,
        margin: +(mine - others).toFixed(2),
        cpuMs: Math.round((used.user + used.system) / 1000),
      }),
    );
  }
}
