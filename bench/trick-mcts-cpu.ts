/**
 * CPU a decision of an IS-MCTS variant against the default, in one process on the same
 * decisions: hands of rulesets/apples.rules among four default IS-MCTS players (hand `h` of SEED
 * is `${SEED}/${h}`); at every decision of seat h % 4 that either budget searches (a card or
 * target with a choice), a fresh
 * default player and a fresh variant player each decide it, in alternating order, and their CPU
 * times are kept. The game goes on with the default's choice, so both see the same positions.
 *   node --import tsx bench/trick-mcts-cpu.ts HANDS SEED 'VARIANT-JSON'
 * Prints the median CPU ms a decision of each, by kind of decision, and the median of the
 * per-decision ratios (variant / default).
 */
import { createTrickMctsBot, DEFAULT_TRICK_MCTS_BUDGET, type TrickMctsBudget } from '../src/families/trick/bots/mcts.js';
import { isCardChoice } from '../src/families/trick/bots/rules.js';
import { botSeed } from '../src/core/bots/seeds.js';
import type { TrickAction } from '../src/families/trick/engine/index.js';
import { cpuSecondsSince, median } from './measure.js';
import { loadApples, playHand } from './trick-mcts-hand.js';

const hands = Number(process.argv[2] ?? 2);
const seed = process.argv[3] ?? 'mcts-cpu';
const variant: TrickMctsBudget = { ...DEFAULT_TRICK_MCTS_BUDGET, ...(JSON.parse(process.argv[4] ?? '{}') as Partial<TrickMctsBudget>) };
const ruleset = loadApples();

/** CPU milliseconds of one decision. */
function cpuOf(decide: () => TrickAction): number {
  const start = process.cpuUsage();
  decide();
  return cpuSecondsSince(start) * 1000;
}

const byKind = new Map<string, { base: number[]; variant: number[]; ratios: number[] }>();
let turn = 0;
for (let h = 0; h < hands; h++) {
  const handSeed = `${seed}/${h}`;
  const me = h % 4;
  const players = Array.from({ length: 4 }, (_, p) => createTrickMctsBot(ruleset, botSeed(handSeed, p)));
  playHand(
    ruleset,
    handSeed,
    players,
    (acting) => acting[0] ?? -1,
    (seat, view, legal, player) => {
      const action = player.decide(view, legal);
      if (seat === me && isCardChoice(legal)) {
        const decisionSeed = `${handSeed}/decision/${turn}`;
        const measure = (budget: TrickMctsBudget): number =>
          cpuOf(() => createTrickMctsBot(ruleset, decisionSeed, budget).decide(view, legal));
        const first = turn++ % 2 === 0;
        const a = first ? measure(DEFAULT_TRICK_MCTS_BUDGET) : 0;
        const b = measure(variant);
        const base = first ? a : measure(DEFAULT_TRICK_MCTS_BUDGET);
        const kind = isCardChoice(legal) ? 'card or target' : 'bid or gift';
        const row = byKind.get(kind) ?? { base: [], variant: [], ratios: [] };
        row.base.push(base);
        row.variant.push(b);
        row.ratios.push(b / Math.max(0.01, base));
        byKind.set(kind, row);
      }
      return action;
    },
  );
}
for (const [kind, row] of byKind) {
  console.log(
    `${kind}: ${row.base.length} decisions; CPU median default ${median(row.base).toFixed(1)} ms (slowest ${Math.max(...row.base).toFixed(1)}), variant ${median(row.variant).toFixed(1)} ms (slowest ${Math.max(...row.variant).toFixed(1)}); median per-decision ratio ${median(row.ratios).toFixed(2)}`,
  );
}
