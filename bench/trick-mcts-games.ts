/**
 * The Apples IS-MCTS player against three of the flat determinized search players (seated as
 * `flat`; `search` until session 8), by whole games (#11 asks for games, not hands): game `g` of
 * `seed` is rulesets/apples.rules played to its end
 * (250 points, a tie playing on), the IS-MCTS player in seat g % 4 so that the seats rotate, the
 * flat search players in the other three, every player seeded with `botSeed` of the game's seed.
 *
 * A game of these players costs about a CPU-second a hand and 8 hands (median), so a thousand games
 * take hours: the run writes one line of JSON per finished game to OUT and, started again on the
 * same file, skips the games already there. Games are independent (each has its own seed), so runs
 * over disjoint ranges, in one session or several, add up to one tally.
 *   node --import tsx bench/trick-mcts-games.ts FROM TO SEED OUT.jsonl     play games FROM..TO-1
 *   node --import tsx bench/trick-mcts-games.ts FROM TO SEED OUT.jsonl 'BUDGET-JSON'
 *                                         the same with a variant: fields of DEFAULT_TRICK_MCTS_BUDGET
 *                                         overridden (e.g. '{"value":"game"}'), recorded in OUT
 *   node --import tsx bench/trick-mcts-games.ts --tally OUT.jsonl...         the win share so far
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { createFlatSearchBot } from '../src/families/trick/bots/index.js';
import { createTrickMctsBot, DEFAULT_TRICK_MCTS_BUDGET, type TrickMctsBudget } from '../src/families/trick/bots/mcts.js';
import { isCardChoice } from '../src/families/trick/bots/rules.js';
import { botSeed } from '../src/core/bots/seeds.js';
import type { Bot } from '../src/core/game/game.js';
import { trickEngine } from '../src/families/trick/engine/index.js';
import type { TrickAction, TrickView } from '../src/families/trick/engine/index.js';
import type { TrickRuleset } from '../src/families/trick/ruleset.js';
import { cpuSecondsSince, median } from './measure.js';
import { STRENGTH_PLAYERS, loadApples } from './trick-mcts-hand.js';

/** One finished game as written to the results file. */
interface GameRecord {
  readonly game: number;
  readonly seed: string;
  readonly mctsSeat: number;
  readonly totals: readonly number[];
  readonly winners: readonly number[];
  readonly hands: number;
  /** The IS-MCTS player's searched decisions (a target or a card with a choice): wall ms, median and slowest. */
  readonly decisionWallMs: { readonly median: number; readonly slowest: number; readonly count: number };
  /**
   * The same decisions' CPU ms (absent in records of older runs). Wall time counts any time the
   * run was paused or starved by other work; the CPU time of a decision does not.
   */
  readonly decisionCpuMs?: { readonly median: number; readonly slowest: number };
  /** The budget fields that differ from the default, when a variant played (absent for the default). */
  readonly variant?: Partial<TrickMctsBudget>;
}

function playGame(ruleset: TrickRuleset, seed: string, game: number, variant: Partial<TrickMctsBudget> | null): GameRecord {
  const budget: TrickMctsBudget = variant === null ? DEFAULT_TRICK_MCTS_BUDGET : { ...DEFAULT_TRICK_MCTS_BUDGET, ...variant };
  const players = STRENGTH_PLAYERS;
  const gameSeed = `${seed}/game/${game}`;
  const mctsSeat = game % players;
  const bots: Bot<TrickView, TrickAction>[] = Array.from({ length: players }, (_, seat) =>
    seat === mctsSeat
      ? createTrickMctsBot(ruleset, botSeed(gameSeed, seat), budget)
      : createFlatSearchBot(ruleset, botSeed(gameSeed, seat)),
  );
  const created = trickEngine.create(ruleset, { players, seed: gameSeed });
  if (!created.ok) throw new Error(created.error.message);
  const state = created.state;
  const searchedMs: number[] = [];
  const searchedCpuMs: number[] = [];
  let turn = 0;
  for (;;) {
    const toAct = trickEngine.toAct(state);
    if (toAct.kind === 'over') break;
    let action: TrickAction;
    if (toAct.kind === 'chance') action = trickEngine.chanceAction(state);
    else {
      // When several players may act (the targets), take them in a turning order so that no seat always goes first.
      const seat = toAct.players[turn++ % toAct.players.length];
      if (seat === undefined) throw new Error('no player to act');
      const legal = trickEngine.legalActions(state, seat);
      const searched = seat === mctsSeat && isCardChoice(legal);
      const bot = bots[seat];
      if (!bot) throw new Error(`no bot in seat ${seat}`);
      const start = performance.now();
      const cpu = process.cpuUsage();
      action = bot.decide(trickEngine.view(state, seat), legal);
      if (searched) {
        searchedMs.push(performance.now() - start);
        searchedCpuMs.push(cpuSecondsSince(cpu) * 1000);
      }
    }
    const error = trickEngine.applyInPlace(state, action);
    if (error) throw new Error(`game ${game}: ${error.message}`);
  }
  const result = trickEngine.result(state);
  if (!result) throw new Error(`game ${game} ended without a result`);
  return {
    game,
    seed,
    mctsSeat,
    totals: result.scores,
    winners: result.winners,
    hands: state.finished.length,
    decisionWallMs: { median: +median(searchedMs).toFixed(1), slowest: +Math.max(...searchedMs).toFixed(1), count: searchedMs.length },
    decisionCpuMs: { median: +median(searchedCpuMs).toFixed(1), slowest: +Math.max(...searchedCpuMs).toFixed(1) },
    ...(variant === null ? {} : { variant }),
  };
}

function readRecords(file: string): GameRecord[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as GameRecord);
}

/** The IS-MCTS player's share of a game's win: 1 alone on top, split on a shared win, else 0. */
function gameShare(record: GameRecord): number {
  return record.winners.includes(record.mctsSeat) ? 1 / record.winners.length : 0;
}

function tally(files: readonly string[]): void {
  // A game counted twice (two runs over overlapping ranges) would weigh double: count each once.
  const byGame = new Map<string, GameRecord>();
  for (const file of files) for (const record of readRecords(file)) byGame.set(`${record.seed}/${record.game}`, record);
  const records = [...byGame.values()];
  const games = records.length;
  if (games === 0) {
    console.log('no games yet');
    return;
  }
  const won = records.reduce((sum, r) => sum + gameShare(r), 0);
  const share = won / games;
  const fair = 1 / STRENGTH_PLAYERS;
  const z = (share - fair) / Math.sqrt((fair * (1 - fair)) / games);
  const half = 1.96 * Math.sqrt((share * (1 - share)) / games);
  const bySeat = Array.from({ length: STRENGTH_PLAYERS }, (_, seat) => {
    const inSeat = records.filter((r) => r.mctsSeat === seat);
    return `seat ${seat + 1}: ${+inSeat.reduce((s, r) => s + gameShare(r), 0).toFixed(2)}/${inSeat.length}`;
  });
  const hands = records.map((r) => r.hands);
  // In CPU time where every record has it: a run paused to measure something else shows its pause in wall time.
  const cpu = records.every((r) => r.decisionCpuMs !== undefined);
  const slowest = Math.max(...records.map((r) => (cpu ? (r.decisionCpuMs?.slowest ?? 0) : r.decisionWallMs.slowest)));
  const variants = new Set(records.map((r) => JSON.stringify(r.variant ?? {})));
  if (variants.size > 1) console.log(`warning: these files mix budgets (${[...variants].join(', ')})`);
  const variant = [...variants][0] ?? '{}';
  console.log(
    `IS-MCTS (${variant === '{}' ? '' : `variant ${variant} of the `}default budget: ${DEFAULT_TRICK_MCTS_BUDGET.iterations} iterations, ${DEFAULT_TRICK_MCTS_BUDGET.worlds} worlds) vs three flat search players, ${games} whole games to the end, seats rotating:`,
  );
  console.log(
    `  games won ${+won.toFixed(2)} of ${games}: ${(100 * share).toFixed(1)}% (fair 25%; 95% interval ${(100 * Math.max(0, share - half)).toFixed(1)}–${(100 * Math.min(1, share + half)).toFixed(1)}%), z = ${z >= 0 ? '+' : ''}${z.toFixed(2)}`,
  );
  console.log(`  by the IS-MCTS player's seat: ${bySeat.join(', ')}`);
  console.log(
    `  hands a game: median ${median(hands)}, ${Math.min(...hands)}–${Math.max(...hands)}; slowest searched decision in Node ${slowest.toFixed(1)} ms ${cpu ? 'of CPU' : 'wall (counting any pause of the run)'}`,
  );
}

const args = process.argv.slice(2);
if (args[0] === '--tally') tally(args.slice(1));
else {
  const [fromArg, toArg, seedArg, out, variantArg] = args;
  if (!fromArg || !toArg || !seedArg || !out)
    throw new Error("usage: trick-mcts-games.ts FROM TO SEED OUT.jsonl ['BUDGET-JSON'] | --tally OUT.jsonl...");
  const variant = variantArg === undefined ? null : (JSON.parse(variantArg) as Partial<TrickMctsBudget>);
  const ruleset = loadApples();
  const done = new Set(
    readRecords(out)
      .filter((r) => r.seed === seedArg)
      .map((r) => r.game),
  );
  for (let game = Number(fromArg); game < Number(toArg); game++) {
    if (done.has(game)) continue;
    const record = playGame(ruleset, seedArg, game, variant);
    appendFileSync(out, `${JSON.stringify(record)}\n`);
  }
  tally([out]);
}
