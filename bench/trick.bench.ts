/**
 * Apples speed, measured on the public path users run: `simulate` from src/cli/simulate.ts (what
 * `pomona simulate ... --seats random,random,random,random` runs: `toAct`, `legalActions`, the
 * player through `askBot` (which builds a view only for a player that reads one: the random
 * player chooses from the legal actions alone) and `applyInPlace` for every decision) on rulesets/apples.rules, beside a
 * hand-coded random hand of the default rules measured in the same process, the samples of the
 * two interleaved so that a busy machine slows both alike. Then the cost of one `legalActions`,
 * one `view` and one state copy in mid-hand positions, and the search and IS-MCTS players' time
 * per decision with their default budgets. All figures are medians.
 */
import '../src/families/index.js';
import { fileURLToPath } from 'node:url';
import { Random } from '../src/core/cards/random.js';
import { loadRulesetFile } from '../src/core/rules/index.js';
import type { TrickRuleset } from '../src/families/trick/ruleset.js';
import { trickEngine } from '../src/families/trick/engine/index.js';
import type { TrickAction, TrickState, TrickView } from '../src/families/trick/engine/index.js';
import { createFlatSearchBot, createTrickMctsBot } from '../src/families/trick/bots/index.js';
import type { Bot } from '../src/core/game/game.js';
import { trickDescriptor } from '../src/families/trick/descriptor.js';
import type { FamilyDescriptor } from '../src/core/registry.js';
import { simulate } from '../src/cli/simulate.js';
import { formatCount, median, nanosPerUnit } from './measure.js';

function loadApples(): TrickRuleset {
  const loaded = loadRulesetFile(fileURLToPath(new URL('../rulesets/apples.rules', import.meta.url)));
  if (!loaded.ok || loaded.ruleset.family !== 'trick-taking')
    throw new Error('rulesets/apples.rules does not load as a trick-taking ruleset');
  return loaded.ruleset;
}

/** Play `s` on with uniformly random legal actions (public path) until `stop` says so or the game ends. */
function playOn(s: TrickState, rng: Random, stop: (s: TrickState) => boolean): void {
  while (!stop(s)) {
    const toAct = trickEngine.toAct(s);
    if (toAct.kind === 'over') return;
    const action: TrickAction =
      toAct.kind === 'chance' ? trickEngine.chanceAction(s) : rng.pick(trickEngine.legalActions(s, toAct.players[0] as number));
    if (trickEngine.applyInPlace(s, action) !== null) throw new Error('random play was refused');
  }
}

// ------------------------------------------------------------ hand-coded baseline (bench only)
// Cards 0..51: suit = id / 13 (spades, clubs, hearts, diamonds), rank = id % 13 (0 = ace).
const VALUE = [15, 10, 10, 10, 10, 5, 5, 5, 5, -15, -15, -15, -15];

function groupScore(rank: number, size: number, target: boolean): number {
  if (size === 3 && target) return 40;
  if (size === 4 && target) return 80;
  const v = VALUE[rank] as number;
  return size === 2 ? v : size === 3 ? 2 * v : size === 4 ? 4 * v : 0;
}

/** One random hand of the default rules, written directly; returns the actions taken (0 for a throw-in). */
export function handCodedHand(rng: Random, dealer: number, hands: Int8Array[], scores: Int32Array): number {
  const deck = Array.from({ length: 52 }, (_, i) => i);
  rng.shuffle(deck);
  const len = [13, 13, 13, 13];
  for (let i = 0; i < 52; i++) (hands[(dealer + 1 + i) % 4] as Int8Array)[(i / 4) | 0] = deck[i] as number;
  let actions = 1;
  let bidN = 0;
  let bidS = -1;
  let bidder = -1;
  let passes = 0;
  let turns = 0;
  let turn = (dealer + 1) % 4;
  const held = new Int8Array(4);
  for (;;) {
    held.fill(0);
    const h = hands[turn] as Int8Array;
    for (let i = 0; i < 13; i++) {
      const suit = ((h[i] as number) / 13) | 0;
      held[suit] = (held[suit] ?? 0) + 1;
    }
    let count = 0;
    for (let s = 0; s < 4; s++)
      for (let n = 1; n <= (held[s] as number); n++) if (bidder < 0 || n > bidN || (n === bidN && s < bidS)) count++;
    let k = rng.below(count + 1);
    actions++;
    turns++;
    if (k === 0) {
      passes++;
      if (bidder >= 0 && passes >= 3) break;
      if (bidder < 0 && turns >= 4) return 0;
    } else {
      for (let s = 0; s < 4 && k > 0; s++) {
        for (let n = 1; n <= (held[s] as number) && k > 0; n++) {
          if ((bidder < 0 || n > bidN || (n === bidN && s < bidS)) && --k === 0) {
            bidN = n;
            bidS = s;
            bidder = turn;
          }
        }
      }
      passes = 0;
    }
    turn = (turn + 1) % 4;
  }
  // Pile: the winner gives N random trumps, the others N random cards; shuffle and deal N back.
  const pile: number[] = [];
  for (let p = 0; p < 4; p++) {
    const h = hands[p] as Int8Array;
    for (let g = 0; g < bidN; g++) {
      let i: number;
      do i = rng.below(len[p] as number);
      while (p === bidder && (((h[i] as number) / 13) | 0) !== bidS);
      pile.push(h[i] as number);
      h[i] = h[(len[p] as number) - 1] as number;
      len[p] = (len[p] ?? 0) - 1;
    }
    actions++;
  }
  rng.shuffle(pile);
  for (let i = 0; i < pile.length; i++) {
    const p = (dealer + 1 + i) % 4;
    (hands[p] as Int8Array)[len[p] as number] = pile[i] as number;
    len[p] = (len[p] ?? 0) + 1;
  }
  actions++;
  const won = new Int8Array(52);
  const target = new Int8Array(4);
  for (let p = 0; p < 4; p++) {
    const h = hands[p] as Int8Array;
    const i = rng.below(13);
    target[p] = h[i] as number;
    h[i] = h[12] as number;
    len[p] = 12;
    actions++;
  }
  let leader = bidder;
  const trick = new Int8Array(4);
  for (let t = 0; t < 12; t++) {
    for (let k = 0; k < 4; k++) {
      const p = (leader + k) % 4;
      const h = hands[p] as Int8Array;
      let i = rng.below(len[p] as number);
      if (k > 0) {
        const led = ((trick[0] as number) / 13) | 0;
        let follow = 0;
        for (let j = 0; j < (len[p] as number); j++) if ((((h[j] as number) / 13) | 0) === led) follow++;
        if (follow > 0) {
          let f = rng.below(follow);
          for (let j = 0; j < (len[p] as number); j++) if ((((h[j] as number) / 13) | 0) === led && f-- === 0) i = j;
        }
      }
      trick[k] = h[i] as number;
      h[i] = h[(len[p] as number) - 1] as number;
      len[p] = (len[p] ?? 0) - 1;
      actions++;
    }
    let best = 0;
    for (let k = 1; k < 4; k++) {
      const c = trick[k] as number;
      const b = trick[best] as number;
      if (((c / 13) | 0) === ((b / 13) | 0) ? c % 13 < b % 13 : ((c / 13) | 0) === bidS) best = k;
    }
    const winner = (leader + best) % 4;
    for (let k = 0; k < 4; k++) won[trick[k] as number] = winner;
    leader = winner;
  }
  const counts = new Int8Array(52);
  for (let c = 0; c < 52; c++) {
    const k = (won[c] as number) * 13 + (c % 13);
    counts[k] = (counts[k] ?? 0) + 1;
  }
  for (let p = 0; p < 4; p++) {
    const k = p * 13 + ((target[p] as number) % 13);
    counts[k] = (counts[k] ?? 0) + 1;
  }
  for (let p = 0; p < 4; p++) {
    let sum = 0;
    for (let r = 0; r < 13; r++) sum += groupScore(r, counts[p * 13 + r] as number, (target[p] as number) % 13 === r);
    scores[p] = (scores[p] as number) + sum;
  }
  return actions;
}

/** CPU seconds used since `since` (a busy machine distorts this less than wall time). */
function cpuSeconds(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1e6;
}

/** Run the benchmark and print its report. */
export function run(): void {
  const ruleset = loadApples();
  const entry = trickDescriptor as unknown as FamilyDescriptor;
  const seats = ['random', 'random', 'random', 'random'];
  const GAMES = 300;
  const HANDS = 4000;
  const hands = [0, 1, 2, 3].map(() => new Int8Array(13));
  const scores = new Int32Array(4);
  const rng = Random.from('bench');
  const publicRates: number[] = [];
  const publicCpuRates: number[] = [];
  const baseCpuRates: number[] = [];
  const cpuRatios: number[] = [];
  const actionRates: number[] = [];
  const baseRates: number[] = [];
  const ratios: number[] = [];
  let handsPerGame = 0;
  // Warm both up, then interleave: public path, hand-coded, public path, ...
  for (let sample = -2; sample < 11; sample++) {
    const publicCpu = process.cpuUsage();
    const report = simulate(entry, ruleset, seats, GAMES, `bench-${sample}`);
    const publicCpuSeconds = cpuSeconds(publicCpu);
    let baseHands = 0;
    const start = process.hrtime.bigint();
    const baseCpu = process.cpuUsage();
    for (let i = 0; i < HANDS; i++) if (handCodedHand(rng, i % 4, hands, scores) > 0) baseHands++;
    const baseCpuSeconds = cpuSeconds(baseCpu);
    const baseSeconds = Number(process.hrtime.bigint() - start) / 1e9;
    if (sample < 0) continue;
    publicCpuRates.push(report.hands / publicCpuSeconds);
    baseCpuRates.push(baseHands / baseCpuSeconds);
    cpuRatios.push(report.hands / publicCpuSeconds / (baseHands / baseCpuSeconds));
    // Thrown-in hands cost time but are not complete hands, as in simulate's count.
    const baseRate = baseHands / baseSeconds;
    publicRates.push(report.handsPerSecond);
    actionRates.push(report.actionsPerSecond);
    baseRates.push(baseRate);
    ratios.push(report.handsPerSecond / baseRate);
    handsPerGame = report.meanHandsPerGame;
  }

  // Mid-hand positions (3 to 8 tricks played) for the cost of one call.
  const states: TrickState[] = [];
  const stateRng = Random.from('positions');
  for (let g = 0; states.length < 20; g++) {
    const created = trickEngine.create(ruleset, { players: 4, seed: `position-${g}` });
    if (!created.ok) throw new Error(created.error.message);
    const s = created.state;
    playOn(s, stateRng, (x) => trickEngine.phase(x) === 'tricks' && x.tricksDone === 3 + (g % 6));
    if (trickEngine.phase(s) === 'tricks') states.push(s);
  }
  const seatOf = (s: TrickState): number => (trickEngine.toAct(s) as { players: readonly number[] }).players[0] as number;
  let sink = 0;
  const legalNs = nanosPerUnit(() => {
    for (let i = 0; i < 20000; i++) {
      const s = states[i % states.length] as TrickState;
      sink += trickEngine.legalActions(s, seatOf(s)).length;
    }
  }, 20000);
  // A view after each action: the state changes between views, as in play.
  const viewNs = nanosPerUnit(() => {
    for (let i = 0; i < 20000; i++) {
      const s = states[i % states.length] as TrickState;
      s.vc.clear();
      sink += trickEngine.view(s, seatOf(s)).hand.length;
    }
  }, 20000);
  const cachedViewNs = nanosPerUnit(() => {
    for (let i = 0; i < 20000; i++) {
      const s = states[i % states.length] as TrickState;
      sink += trickEngine.view(s, seatOf(s)).hand.length;
    }
  }, 20000);
  const first = states[0] as TrickState;
  const copyNs = nanosPerUnit(() => {
    for (let i = 0; i < 10000; i++) sink += first.copy().handLen[0] as number;
  }, 10000);
  const into = first.copy();
  const copyFromNs = nanosPerUnit(() => {
    for (let i = 0; i < 10000; i++) into.copyFrom(first);
  }, 10000);

  /** Wall and CPU milliseconds of each decision of `bot` in the mid-hand positions. */
  const decisionTimes = (bot: Bot<TrickView, TrickAction>): { wall: number[]; cpu: number[] } => {
    const wall: number[] = [];
    const cpu: number[] = [];
    for (const s of states) {
      const seat = seatOf(s);
      const legal = trickEngine.legalActions(s, seat);
      const view = trickEngine.view(s, seat);
      const start = process.hrtime.bigint();
      const before = process.cpuUsage();
      bot.decide(view, legal);
      const used = process.cpuUsage(before);
      wall.push(Number(process.hrtime.bigint() - start) / 1e6);
      cpu.push((used.user + used.system) / 1000);
    }
    return { wall, cpu };
  };
  const { wall: decisionMs, cpu: decisionCpuMs } = decisionTimes(createFlatSearchBot(ruleset, 'bench'));
  // The IS-MCTS player, after a few decisions to warm the compiler up (as in any game after its first cards).
  const mcts = createTrickMctsBot(ruleset, 'bench');
  decisionTimes(mcts);
  const { wall: mctsMs, cpu: mctsCpuMs } = decisionTimes(mcts);

  console.log(
    `random self-play through the public path (simulate, as \`pomona simulate ${ruleset.name} --seats random,random,random,random\`), ${handsPerGame.toFixed(1)} hands a game:`,
  );
  console.log(
    `  public path  ${formatCount(median(publicRates))} hands/s, ${formatCount(median(actionRates))} actions/s (floor >= 60,000 hands/s)`,
  );
  console.log(`  hand-coded   ${formatCount(median(baseRates))} hands/s (baseline, same process, samples interleaved)`);
  console.log(`  ratio        public path / hand-coded = ${median(ratios).toFixed(3)} (median of ${ratios.length} paired samples)`);
  console.log(
    `  in CPU time  public path ${formatCount(median(publicCpuRates))} hands/s, hand-coded ${formatCount(median(baseCpuRates))} hands/s, ratio ${median(cpuRatios).toFixed(3)}`,
  );
  console.log(
    `one call, mid-hand: legalActions ${formatCount(legalNs)} ns; view ${formatCount(viewNs)} ns built afresh, ${formatCount(cachedViewNs)} ns with the state's shared parts built`,
  );
  console.log(`state copy (mid-hand): copy() ${formatCount(copyNs)} ns, copyFrom() into a scratch state ${formatCount(copyFromNs)} ns`);
  console.log(
    `flat search player (the 'flat' seat), default budget: median ${median(decisionMs).toFixed(1)} ms per trick decision, slowest ${Math.max(...decisionMs).toFixed(1)} ms (limit 200 ms)`,
  );
  console.log(`  in CPU time: median ${median(decisionCpuMs).toFixed(1)} ms, slowest ${Math.max(...decisionCpuMs).toFixed(1)} ms`);
  console.log(
    `IS-MCTS player (the 'search' seat), default budget: median ${median(mctsMs).toFixed(1)} ms per trick decision, slowest ${Math.max(...mctsMs).toFixed(1)} ms (limit 200 ms)`,
  );
  console.log(`  in CPU time: median ${median(mctsCpuMs).toFixed(1)} ms, slowest ${Math.max(...mctsCpuMs).toFixed(1)} ms`);
  if (sink === 0.5) console.log('');
}
