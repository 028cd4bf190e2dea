/**
 * `pomona simulate RULESET --games N --seats random,rules,search,rules [--seed S] [--json]`:
 * computer players play N complete games with the seats rotating one place each game, and the
 * command reports win share per player type, mean hand score, mean hands per game and throughput.
 * Generic over the family registry: any family with an engine and named bots plugs in.
 */
import { quoteArg } from '../core/command.js';
import type { FamilyDescriptor } from '../core/registry.js';
import { familyDescriptor, familyTitle, registeredFamilies } from '../core/registry.js';
import { SOURCE_LANGUAGE, type LanguageTag } from '../core/i18n/languages.js';
import { argProblemText, cliTexts, figure, helpFigures } from './texts/texts.js';
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

/** Every registered family's computer players, each with how it decides, in `language`. */
function playerTypes(language: LanguageTag): string {
  const lines = [cliTexts(language).playerTypesHeading];
  for (const d of registeredFamilies()) {
    const bots = Object.entries(d.bots);
    const width = Math.max(...bots.map(([name]) => name.length));
    lines.push(`  ${familyTitle(d, language)}:`);
    for (const [name, bot] of bots)
      lines.push(`    ${name.padEnd(width)}  ${(language === 'en' ? undefined : bot.descriptions?.[language]) ?? bot.description}`);
  }
  return lines.join('\n');
}

/** The `--help` text in `language`, with the registered families' players. */
const help = (language: LanguageTag): string => cliTexts(language).simulateHelp(playerTypes(language), helpFigures());

/** Most worker threads a run starts, whatever --jobs says. */
const MAX_JOBS = 64;

/** Run \`pomona simulate ARGS\`. */
export function runSimulate(args: readonly string[], io: CliIo): number | Promise<number> {
  const said = cliTexts(io.language).usage;
  const parsed = parseArgs(args, { flags: ['json'], values: ['games', 'seats', 'seed', 'jobs'] });
  if (!parsed.ok) return usage(io, argProblemText(cliTexts(io.language), parsed.problem));
  const { positional, values, flags } = parsed.args;
  if (positional.length !== 1)
    return usage(io, positional.length === 0 ? said.nameRulesFile : said.unexpectedArgument(quoteArg(positional[1] ?? '')));
  const games = wholeNumber(values.get('games') ?? '100', 1);
  if (games === undefined) return usage(io, said.wholeNumberAtLeast('--games', 1));
  const jobs = wholeNumber(values.get('jobs') ?? '1', 1);
  if (jobs === undefined || jobs > MAX_JOBS) return usage(io, said.wholeNumberFromTo('--jobs', 1, MAX_JOBS));
  const seatsText = values.get('seats');
  if (seatsText !== undefined && seatsText.trim() === '') return usage(io, said.seatsNeedList);
  const ruleset = loadRulesetArg(io, 'simulate', itemAt(positional, 0));
  if (!ruleset) return EXIT_INPUT;
  const entry = familyDescriptor(ruleset.family);
  if (!entry) {
    io.stderr(`pomona simulate: ${cliTexts(io.language).run.noEngine(ruleset.family)}\n`);
    return EXIT_INPUT;
  }
  // Without --seats: the fewest players the rules allow, each the family's default player.
  const seats = seatsText
    ? seatsText.split(',').map((s) => s.trim().toLowerCase())
    : Array.from({ length: ruleset.players.min }, () => entry.defaultBot);
  const unknown = seats.find((s) => !Object.prototype.hasOwnProperty.call(entry.bots, s));
  if (unknown !== undefined) {
    io.stderr(`pomona simulate: ${cliTexts(io.language).run.unknownPlayerType(quoteArg(unknown), Object.keys(entry.bots).join(', '))}\n`);
    return EXIT_INPUT;
  }
  if (seats.length < ruleset.players.min || seats.length > ruleset.players.max) {
    io.stderr(
      `pomona simulate: ${cliTexts(io.language).run.seatsNeeded(ruleset.name, ruleset.players.min, ruleset.players.max, seats.length)}\n`,
    );
    return EXIT_INPUT;
  }
  const seed = values.get('seed') ?? '1';
  const json = flags.has('json');
  const progress = new ProgressLine(io, games, json);
  const show = (tally: SimulationTally): number => {
    progress.finish();
    const report = simulationReport(tally);
    io.stdout(json ? `${JSON.stringify(report, null, 2)}\n` : formatReport(report, io.language));
    return EXIT_OK;
  };
  // One job plays in this thread (and answers at once, without a promise); more start workers.
  if (jobs === 1) return show(playGames(entry, ruleset, { seats, games, seed }, { progress: (done) => progress.update(done) }));
  return playInWorkers({ cwd: io.cwd, rules: itemAt(positional, 0), seats, seed }, games, jobs, (done) => progress.update(done)).then(show);
}

/** A number with `digits` decimals: as JavaScript writes it in English (what scripts have always read), as the language writes it otherwise. */
function fixed(language: LanguageTag, x: number, digits: number): string {
  return language === 'en' ? x.toFixed(digits) : figure(language, x, digits);
}

function pct(language: LanguageTag, x: number): string {
  if (language === 'en') return `${(100 * x).toFixed(1)}%`;
  return new Intl.NumberFormat(language, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(x);
}

/** A rate to read: whole numbers from 10 up, two significant figures below (0.14 games/s, not 0). */
function rate(language: LanguageTag, x: number): string {
  if (x >= 10) return figure(language, Math.round(x));
  return language === 'en' ? x.toPrecision(2) : new Intl.NumberFormat(language, { maximumSignificantDigits: 2 }).format(x);
}

/** The report in words, in `language`. */
export function formatReport(r: SimulationReport, language: LanguageTag = SOURCE_LANGUAGE): string {
  const said = cliTexts(language).run;
  const types = Object.keys(r.winShare);
  const width = Math.max(...types.map((t) => t.length));
  const lines = [
    said.simulationHeading(r.ruleset, r.games, r.seats.join(','), r.seed),
    '',
    said.winShareHeading(pct(language, 1 / r.seats.length)),
    ...types.map(
      (t) =>
        `  ${t.padEnd(width)}  ${said.winShareLine(pct(language, r.winShare[t] ?? 0), fixed(language, r.wins[t] ?? 0, 1), fixed(language, r.meanHandScoreByType[t] ?? 0, 1))}`,
    ),
    '',
    said.handsLine(r.hands, fixed(language, r.meanHandsPerGame, 2), fixed(language, r.meanHandScore, 2)),
    said.throughputLine(
      rate(language, r.gamesPerSecond),
      rate(language, r.handsPerSecond),
      rate(language, r.actionsPerSecond),
      fixed(language, r.seconds, 2),
    ),
  ];
  return `${lines.join('\n')}\n`;
}

function usage(io: CliIo, message: string): number {
  io.stderr(`pomona simulate: ${message}\n\n${help(io.language ?? SOURCE_LANGUAGE)}`);
  return EXIT_USAGE;
}

/** The \`simulate\` command. */
export const simulateCommand: Command = {
  name: 'simulate',
  summary: (language) => cliTexts(language).summaries.simulate,
  help,
  run: runSimulate,
};
