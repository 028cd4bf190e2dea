/**
 * Apples speed: complete random self-play hands per second through the engine that interprets
 * rulesets/apples.rules (beside actions per second), against a hand-coded random hand of the
 * default rules measured in the same process; the cost of one state copy for search; and the
 * search player's time per decision with its default budget. All figures are medians.
 */
import { fileURLToPath } from 'node:url';
import { Random } from '../src/cards/random.js';
import { loadRulesetFile } from '../src/rules/index.js';
import type { TrickRuleset } from '../src/rules/ruleset.js';
import { nextActor, sampleLegalAction, trickEngine } from '../src/engine/trick/index.js';
import type { TrickState } from '../src/engine/trick/index.js';
import { createSearchBot } from '../src/bots/trick/index.js';
import { formatCount, median, nanosPerUnit } from './measure.js';

function loadApples(): TrickRuleset {
  const loaded = loadRulesetFile(fileURLToPath(new URL('../rulesets/apples.rules', import.meta.url)));
  if (!loaded.ok || loaded.ruleset.family !== 'trick-taking') throw new Error('rulesets/apples.rules does not load as a trick-taking ruleset');
  return loaded.ruleset;
}

/** One complete random game through the engine's fast path; adds its hands and actions to `count`. */
function engineGame(ruleset: TrickRuleset, seed: number, rng: Random, count: { hands: number; actions: number }): TrickState {
  const created = trickEngine.create(ruleset, { players: 4, seed });
  if (!created.ok) throw new Error(created.error.message);
  const s = created.state;
  for (;;) {
    const seat = nextActor(s);
    if (seat < 0 && trickEngine.toAct(s).kind === 'over') break;
    const action = seat < 0 ? trickEngine.chanceAction(s) : sampleLegalAction(s, seat, rng);
    if (!action || trickEngine.applyInPlace(s, action) !== null) throw new Error('random self-play was refused');
    count.actions++;
  }
  count.hands += s.finished.length;
  return s;
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
function handCodedHand(rng: Random, dealer: number, hands: Int8Array[], scores: Int32Array): number {
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
    for (let i = 0; i < 13; i++) held[((h[i] as number) / 13) | 0]++;
    let count = 0;
    for (let s = 0; s < 4; s++) for (let n = 1; n <= (held[s] as number); n++) if (bidder < 0 || n > bidN || (n === bidN && s < bidS)) count++;
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
      len[p]--;
    }
    actions++;
  }
  rng.shuffle(pile);
  for (let i = 0; i < pile.length; i++) {
    const p = (dealer + 1 + i) % 4;
    (hands[p] as Int8Array)[len[p] as number] = pile[i] as number;
    len[p]++;
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
      len[p]--;
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
  for (let c = 0; c < 52; c++) counts[(won[c] as number) * 13 + (c % 13)]++;
  for (let p = 0; p < 4; p++) counts[p * 13 + ((target[p] as number) % 13)]++;
  for (let p = 0; p < 4; p++) {
    let sum = 0;
    for (let r = 0; r < 13; r++) sum += groupScore(r, counts[p * 13 + r] as number, (target[p] as number) % 13 === r);
    scores[p] = (scores[p] as number) + sum;
  }
  return actions;
}

/** Run the benchmark and print its report. */
export function run(): void {
  const ruleset = loadApples();
  const GAMES = 200;
  let seed = 0;
  const rng = Random.from('bench');
  const perGame: { hands: number; actions: number }[] = [];
  const engineNs = nanosPerUnit(() => {
    const count = { hands: 0, actions: 0 };
    for (let g = 0; g < GAMES; g++) engineGame(ruleset, seed++, rng, count);
    perGame.push(count);
  }, GAMES, 9, 2);
  // Time per game is the median; hands and actions per game are averaged over every sample.
  const handsPerGame = perGame.reduce((sum, c) => sum + c.hands, 0) / (perGame.length * GAMES);
  const actionsPerGame = perGame.reduce((sum, c) => sum + c.actions, 0) / (perGame.length * GAMES);
  const nsPerHand = engineNs / handsPerGame;
  const nsPerAction = engineNs / actionsPerGame;

  const HANDS = 5000;
  const hands = [0, 1, 2, 3].map(() => new Int8Array(13));
  const scores = new Int32Array(4);
  let baseActions = 0;
  let baseHands = 0;
  const baseNs = nanosPerUnit(() => {
    for (let i = 0; i < HANDS; i++) {
      const a = handCodedHand(rng, i % 4, hands, scores);
      baseActions += a;
      if (a > 0) baseHands++;
    }
  }, HANDS, 9, 2);
  // Thrown-in hands cost time but are not complete hands, as in the engine's count.
  const calls = (9 + 2) * HANDS;
  const baseNsPerHand = baseNs / (baseHands / calls);

  // A mid-hand state to copy, and the search player's decisions on it.
  const states: TrickState[] = [];
  const stateRng = Random.from('copies');
  for (let g = 0; states.length < 20; g++) {
    const created = trickEngine.create(ruleset, { players: 4, seed: `copy-${g}` });
    if (!created.ok) throw new Error(created.error.message);
    const s = created.state;
    while (!(trickEngine.phase(s) === 'tricks' && s.tricksDone === 3 + (g % 6))) {
      const seat = nextActor(s);
      const action = seat < 0 ? trickEngine.chanceAction(s) : sampleLegalAction(s, seat, stateRng);
      if (!action || trickEngine.applyInPlace(s, action) !== null) throw new Error('setup refused');
      if (trickEngine.phase(s) === 'over') break;
    }
    if (trickEngine.phase(s) === 'tricks') states.push(s);
  }
  const first = states[0] as TrickState;
  const copyNs = nanosPerUnit(() => {
    for (let i = 0; i < 10000; i++) first.copy();
  }, 10000);
  const into = first.copy();
  const copyFromNs = nanosPerUnit(() => {
    for (let i = 0; i < 10000; i++) into.copyFrom(first);
  }, 10000);
  const search = createSearchBot(ruleset, 'bench');
  const decisionMs: number[] = [];
  const decisionCpuMs: number[] = [];
  for (const s of states) {
    const seat = nextActor(s);
    const legal = trickEngine.legalActions(s, seat);
    const view = trickEngine.view(s, seat);
    const start = process.hrtime.bigint();
    const cpu = process.cpuUsage();
    search.decide(view, legal);
    const used = process.cpuUsage(cpu);
    decisionMs.push(Number(process.hrtime.bigint() - start) / 1e6);
    decisionCpuMs.push((used.user + used.system) / 1000);
  }
  // The same self-play measured in CPU time, which a busy machine distorts less than wall time.
  const cpuCount = { hands: 0, actions: 0 };
  const cpuStart = process.cpuUsage();
  for (let g = 0; g < 1000; g++) engineGame(ruleset, seed++, rng, cpuCount);
  const cpuUsed = process.cpuUsage(cpuStart);
  const cpuSeconds = (cpuUsed.user + cpuUsed.system) / 1e6;

  const handsPerSecond = 1e9 / nsPerHand;
  const basePerSecond = 1e9 / baseNsPerHand;
  console.log(`random self-play, complete games of ${ruleset.name} (${handsPerGame.toFixed(1)} hands a game):`);
  console.log(`  engine       ${formatCount(handsPerSecond)} hands/s, ${formatCount(1e9 / nsPerAction)} actions/s (target >= 50,000 hands/s)`);
  console.log(`  hand-coded   ${formatCount(basePerSecond)} hands/s, ${formatCount((baseActions / calls) * (1e9 / baseNs))} actions/s (baseline, same process)`);
  console.log(`  ratio        engine / hand-coded = ${(handsPerSecond / basePerSecond).toFixed(3)}`);
  console.log(`state copy (mid-hand): copy() ${formatCount(copyNs)} ns, copyFrom() into a scratch state ${formatCount(copyFromNs)} ns`);
  console.log(`  engine, CPU time: ${formatCount(cpuCount.hands / cpuSeconds)} hands/s, ${formatCount(cpuCount.actions / cpuSeconds)} actions/s`);
  console.log(`search player, default budget: median ${median(decisionMs).toFixed(1)} ms per trick decision, slowest ${Math.max(...decisionMs).toFixed(1)} ms (limit 200 ms)`);
  console.log(`  in CPU time: median ${median(decisionCpuMs).toFixed(1)} ms, slowest ${Math.max(...decisionCpuMs).toFixed(1)} ms`);
}
