/**
 * The Apples IS-MCTS player against three of the flat determinized search players (seated as
 * `flat`; `search` until session 8), by hands: a full
 * game to 500 points takes a dozen hands of search decisions on every seat (minutes a game on a
 * shared machine), so the unit here is one scored hand, the seats rotating one place every hand
 * (a fair player wins 25% of them; a hand is won by the highest hand score, a tie split). Prints
 * the win share, its z-score against 25%, the mean hand-score margin, and the IS-MCTS player's
 * time per searched decision (wall and CPU: median and slowest).
 *   node --import tsx bench/trick-mcts-strength.ts [HANDS] [ITERATIONS] [SEED] [WORLDS] [ACTIONS] [win-and-score|margin] [BUDGET-JSON]
 * BUDGET-JSON overrides any other field of the budget, e.g. '{"exploration":1}'.
 */
import { DEFAULT_TRICK_MCTS_BUDGET, type TrickMctsBudget } from '../src/families/trick/bots/mcts.js';
import { STRENGTH_PLAYERS, loadApples, playStrengthHand, winShare } from './trick-mcts-hand.js';
import { median } from './measure.js';

const [handsArg, iterationsArg, seedArg] = process.argv.slice(2);
const HANDS = Number(handsArg ?? 200);
const iterations = Number(iterationsArg ?? DEFAULT_TRICK_MCTS_BUDGET.iterations);
const worlds = Number(process.argv[5] ?? DEFAULT_TRICK_MCTS_BUDGET.worlds);
const actions = Number(process.argv[6] ?? DEFAULT_TRICK_MCTS_BUDGET.actions);
const value = process.argv[7] === 'margin' ? 'margin' : 'win-and-score';
const budget: TrickMctsBudget = {
  ...DEFAULT_TRICK_MCTS_BUDGET,
  iterations,
  worlds,
  actions,
  value,
  ...(JSON.parse(process.argv[8] ?? '{}') as Partial<TrickMctsBudget>),
};
const seed = seedArg ?? 'mcts-strength';
const ruleset = loadApples();
const players = STRENGTH_PLAYERS;

let wins = 0;
let margin = 0;
let played = 0;
const wallMs: number[] = [];
const cpuMs: number[] = [];
for (let h = 0; h < HANDS; h++) {
  const hand = playStrengthHand(ruleset, seed, h, budget, (wall, cpu) => {
    wallMs.push(wall);
    cpuMs.push(cpu);
  });
  if (!hand) continue;
  played++;
  const { mctsSeat, scores } = hand;
  wins += winShare(hand);
  margin += (scores[mctsSeat] as number) - (scores.reduce((a, b) => a + b, 0) - (scores[mctsSeat] as number)) / (players - 1);
  // Every 25 hands the whole tally so far, so that a long run stopped part-way still gives a figure.
  if ((h + 1) % 25 === 0) {
    const sofar = tally(wins, played);
    console.log(
      `  ${h + 1} hands: IS-MCTS won ${+wins.toFixed(2)} of ${played} (${(100 * sofar.share).toFixed(1)}%, 95% interval ${(100 * sofar.low).toFixed(1)}–${(100 * sofar.high).toFixed(1)}%), z = ${sofar.z.toFixed(2)}`,
    );
  }
}
/** The win share over `played` hands, its z-score against a fair 25%, and a normal-approximation 95% interval for it. */
function tally(won: number, hands: number): { share: number; z: number; low: number; high: number } {
  const share = won / hands;
  const fair = 1 / players;
  const z = (share - fair) / Math.sqrt((fair * (1 - fair)) / hands);
  const half = 1.96 * Math.sqrt((share * (1 - share)) / hands);
  return { share, z, low: Math.max(0, share - half), high: Math.min(1, share + half) };
}
const { share, z, low, high } = tally(wins, played);
console.log(
  `IS-MCTS (${iterations} iterations over ${worlds} sampled worlds, at most ${actions} actions, random play-outs, valued by ${value}) vs three flat search players, ${played} hands, seats rotating every hand:`,
);
console.log(
  `  hands won ${+wins.toFixed(2)} of ${played}, ${(100 * share).toFixed(1)}% (fair 25%; 95% interval ${(100 * low).toFixed(1)}–${(100 * high).toFixed(1)}%), z = ${z.toFixed(2)}; mean hand-score margin over the others' mean ${(margin / played).toFixed(2)}`,
);
console.log(
  `  time per searched decision: wall median ${median(wallMs).toFixed(1)} ms, slowest ${Math.max(...wallMs).toFixed(1)} ms; CPU median ${median(cpuMs).toFixed(1)} ms, slowest ${Math.max(...cpuMs).toFixed(1)} ms`,
);
