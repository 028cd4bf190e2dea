/**
 * `pomona simulate RULESET --games N --seats random,rules,search,rules [--seed S] [--json]`:
 * computer players play N complete games with the seats rotating one place each game, and the
 * command reports win share per player type, mean hand score, mean hands per game and throughput.
 * Generic over the family registry: any family with an engine and named bots plugs in.
 */
import { quoteArg } from '../core/command.js';
import type { FamilyDescriptor } from '../core/registry.js';
import { familyDescriptor, registeredFamilies } from '../core/registry.js';
import { availableParallelism } from 'node:os';
import { playGames, summariseTally, type SimulationResult, type SimulationTally } from '../core/bots/simulate-games.js';
import { ProgressLine } from './progress.js';
import { playInWorkers } from './simulate-jobs.js';
import type { Ruleset } from '../core/rules/ruleset.js';
import { loadRulesetArg, parseArgs, wholeNumber } from './args.js';
import type { CliIo, Command } from '../core/command.js';
import { EXIT_INPUT, EXIT_OK, EXIT_USAGE } from '../core/command.js';
import { itemAt } from '../core/cards/checked.js';

/** What a simulation run measured, as `pomona simulate` reports it (the run's figures without the per-seat and per-game detail the studio's charts use). */
export type SimulationReport = Pick<
  SimulationResult,
  | 'ruleset'
  | 'family'
  | 'games'
  | 'seats'
  | 'seed'
  | 'hands'
  | 'actions'
  | 'seconds'
  | 'gamesPerSecond'
  | 'handsPerSecond'
  | 'actionsPerSecond'
  | 'meanHandsPerGame'
  | 'meanHandScore'
  | 'winShare'
  | 'wins'
  | 'meanHandScoreByType'
>;

/** The figures `pomona simulate` reports, from a run's tally (without the per-seat and per-game detail the studio's charts use). */
export function simulationReport(tally: SimulationTally): SimulationReport {
  const r = summariseTally(tally);
  return {
    ruleset: r.ruleset,
    family: r.family,
    games: r.games,
    seats: r.seats,
    seed: r.seed,
    hands: r.hands,
    actions: r.actions,
    seconds: r.seconds,
    gamesPerSecond: r.gamesPerSecond,
    handsPerSecond: r.handsPerSecond,
    actionsPerSecond: r.actionsPerSecond,
    meanHandsPerGame: r.meanHandsPerGame,
    meanHandScore: r.meanHandScore,
    winShare: r.winShare,
    wins: r.wins,
    meanHandScoreByType: r.meanHandScoreByType,
  };
}

/**
 * Play `games` games with rotating seats in this thread, through the public engine surface that every host uses
 * (`playGames`: `legalActions`, `view` through `askBot`, `Bot.decide` and `applyInPlace`). The clock counts
 * the games only (not start-up or loading the rules).
 */
export function simulate(
  entry: FamilyDescriptor,
  ruleset: Ruleset,
  seats: readonly string[],
  games: number,
  seed: string,
  progress?: (done: number) => void,
): SimulationReport {
  return simulationReport(playGames(entry, ruleset, { seats, games, seed }, progress ? { progress } : {}));
}

/** Every registered family's computer players, each with how it decides. */
function playerTypes(): string {
  const lines = ["Player types, by family (every family offers 'random'):"];
  for (const d of registeredFamilies()) {
    const bots = Object.entries(d.bots);
    const width = Math.max(...bots.map(([name]) => name.length));
    lines.push(`  ${d.title}:`);
    for (const [name, bot] of bots) lines.push(`    ${name.padEnd(width)}  ${bot.description}`);
  }
  return lines.join('\n');
}

/** The `--help` text, with the registered families' players. */
const help = (): string => `Usage: pomona simulate RULESET [--games N] [--seats TYPE,TYPE,...] [--seed S] [--jobs N] [--json]

Computer players play N complete games of the rules in RULESET. The --seats list gives one
player type per seat (its length is the number of players); game g shifts the list g seats
to the left, so every type plays every seat equally often.

${playerTypes()}

Options:
  --games N     number of games (default 100)
  --seats LIST  comma-separated player types, one per seat (default: the fewest players the
                rules allow, each the family's default player, such as 'rules')
  --seed S      seed for the deals and the players (default 1); the same seed gives the same games
  --jobs N      play in N worker threads (default 1; this machine has ${availableParallelism()} cores): each
                game's deal and players come from the seed and the game's number, so any N gives
                the same figures, only sooner
  --json        print one JSON object instead of text (and no progress line)

A run that takes over a second shows its progress on stderr: a bar on a terminal, a line
every few seconds otherwise. The 'search' players think for a while each move (seconds a
game): try --games 4 with them before a long run.

Output (text shows the same figures in words). The JSON object, for every family:
  { "ruleset", "family", "games", "seats": [types], "seed",
    "hands": hands (rounds) scored, "actions": actions applied (chance included),
    "seconds": time playing the games (not start-up or loading the rules),
    "gamesPerSecond", "handsPerSecond", "actionsPerSecond", "meanHandsPerGame",
    "meanHandScore": mean points of one seat in one hand,
    "winShare": {type: share of games won per seat of that type; fair = 1/players},
    "wins": {type: games won, a shared win split},
    "meanHandScoreByType": {type: mean points per seat per hand} }

Exit status: 0 done, 1 bad rules or unknown player type, 2 usage error.
`;

/** Most worker threads a run starts, whatever --jobs says. */
const MAX_JOBS = 64;

/** Run \`pomona simulate ARGS\`. */
export function runSimulate(args: readonly string[], io: CliIo): number | Promise<number> {
  const parsed = parseArgs(args, { flags: ['json'], values: ['games', 'seats', 'seed', 'jobs'] });
  if (!parsed.ok) return usage(io, parsed.message);
  const { positional, values, flags } = parsed.args;
  if (positional.length !== 1)
    return usage(io, positional.length === 0 ? 'name a ruleset file' : `unexpected argument '${quoteArg(positional[1] ?? '')}'`);
  const games = wholeNumber(values.get('games') ?? '100', 1);
  if (games === undefined) return usage(io, '--games must be a whole number of at least 1');
  const jobs = wholeNumber(values.get('jobs') ?? '1', 1);
  if (jobs === undefined || jobs > MAX_JOBS) return usage(io, `--jobs must be a whole number from 1 to ${MAX_JOBS}`);
  const seatsText = values.get('seats');
  if (seatsText !== undefined && seatsText.trim() === '') return usage(io, '--seats needs a list, e.g. --seats random,rules,search,rules');
  const ruleset = loadRulesetArg(io, 'simulate', itemAt(positional, 0));
  if (!ruleset) return EXIT_INPUT;
  const entry = familyDescriptor(ruleset.family);
  if (!entry) {
    io.stderr(`pomona simulate: the ${ruleset.family} family has no engine registered\n`);
    return EXIT_INPUT;
  }
  // Without --seats: the fewest players the rules allow, each the family's default player.
  const seats = seatsText
    ? seatsText.split(',').map((s) => s.trim().toLowerCase())
    : Array.from({ length: ruleset.players.min }, () => entry.defaultBot);
  const unknown = seats.find((s) => !Object.prototype.hasOwnProperty.call(entry.bots, s));
  if (unknown !== undefined) {
    io.stderr(`pomona simulate: unknown player type '${quoteArg(unknown)}' (${Object.keys(entry.bots).join(', ')})\n`);
    return EXIT_INPUT;
  }
  if (seats.length < ruleset.players.min || seats.length > ruleset.players.max) {
    io.stderr(
      `pomona simulate: ${ruleset.name} needs ${ruleset.players.min === ruleset.players.max ? ruleset.players.min : `${ruleset.players.min} to ${ruleset.players.max}`} seats, not ${seats.length}\n`,
    );
    return EXIT_INPUT;
  }
  const seed = values.get('seed') ?? '1';
  const json = flags.has('json');
  const progress = new ProgressLine(io, 'games', games, json);
  const show = (tally: SimulationTally): number => {
    progress.finish();
    const report = simulationReport(tally);
    io.stdout(json ? `${JSON.stringify(report, null, 2)}\n` : formatReport(report));
    return EXIT_OK;
  };
  // One job plays in this thread (and answers at once, without a promise); more start workers.
  if (jobs === 1) return show(playGames(entry, ruleset, { seats, games, seed }, { progress: (done) => progress.update(done) }));
  return playInWorkers({ cwd: io.cwd, rules: itemAt(positional, 0), seats, seed }, games, jobs, (done) => progress.update(done)).then(show);
}

function pct(x: number): string {
  return `${(100 * x).toFixed(1)}%`;
}

/** A rate to read: whole numbers from 10 up, two significant figures below (0.14 games/s, not 0). */
function rate(x: number): string {
  return x >= 10 ? Math.round(x).toLocaleString('en-GB') : x.toPrecision(2);
}

/** The report in words. */
export function formatReport(r: SimulationReport): string {
  const types = Object.keys(r.winShare);
  const width = Math.max(...types.map((t) => t.length));
  const lines = [
    `${r.ruleset}: ${r.games} games, seats ${r.seats.join(',')} (rotating), seed ${r.seed}`,
    '',
    `Win share per seat (fair ${pct(1 / r.seats.length)}), and mean hand score:`,
    ...types.map(
      (t) =>
        `  ${t.padEnd(width)}  ${pct(r.winShare[t] ?? 0).padStart(6)}  (${(r.wins[t] ?? 0).toFixed(1)} wins)  mean hand score ${(r.meanHandScoreByType[t] ?? 0).toFixed(1)}`,
    ),
    '',
    `Hands: ${r.hands} (${r.meanHandsPerGame.toFixed(2)} per game); mean hand score ${r.meanHandScore.toFixed(2)}`,
    `Throughput: ${rate(r.gamesPerSecond)} games/s, ${rate(r.handsPerSecond)} hands/s, ${rate(r.actionsPerSecond)} actions/s (${r.seconds.toFixed(2)} s)`,
  ];
  return `${lines.join('\n')}\n`;
}

function usage(io: CliIo, message: string): number {
  io.stderr(`pomona simulate: ${message}\n\n${help()}`);
  return EXIT_USAGE;
}

/** The \`simulate\` command. */
export const simulateCommand: Command = {
  name: 'simulate',
  summary: 'computer players play many games: win shares and speed',
  get help() {
    return help();
  },
  run: runSimulate,
};
