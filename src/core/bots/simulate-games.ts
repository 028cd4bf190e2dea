/**
 * Self-play runs: computer players play many games of a ruleset through the table driver every
 * host plays with (`src/core/table/`, in place), with the seats rotating one place each game. `pomona simulate`, the studio's balance simulator
 * (in its Web Worker) and the benchmarks all run this function, so the same seed gives the same
 * figures everywhere. Pure: no DOM, no Node APIs (only the `performance` clock both offer).
 */
import { itemAt } from '../cards/checked.js';
import type { Ruleset } from '../rules/ruleset.js';
import type { FamilyDescriptor } from '../registry.js';
import { TableDriver } from '../table/table-driver.js';

/** What a run is asked to do. */
export interface SimulationRequest {
  /** Player types by starting seat (game g shifts them g places, as `pomona simulate --seats`). */
  readonly seats: readonly string[];
  readonly games: number;
  readonly seed: string;
  /**
   * The index of the first game to play (default 0): a worker given games 500 to 999 of a run
   * plays exactly the games a single loop would, since each game's seed and seating come from
   * the run's seed and the game's index alone.
   */
  readonly firstGame?: number;
}

/** How a host follows and stops a run. */
export interface SimulationHooks {
  /** Called after each game with the number of games finished. */
  readonly progress?: (done: number) => void;
  /** Checked before each game: once `aborted` is true the run stops and reports the games played (an `AbortSignal` fits). */
  readonly signal?: { readonly aborted: boolean };
  /** Keep every game's final scores and length (`finalScores`, `lengths`); the charts need them, throughput runs do not. */
  readonly keepGames?: boolean;
}

/** Everything a run measured. */
export interface SimulationResult {
  readonly ruleset: string;
  readonly family: string;
  /** Games played (fewer than asked when the run was stopped). */
  readonly games: number;
  /** Player types by starting seat. */
  readonly seats: readonly string[];
  readonly seed: string;
  /** Whether the run was stopped before it had played every game asked for. */
  readonly stopped: boolean;
  /** Hands (rounds) scored over all games. */
  readonly hands: number;
  /** Actions applied, chance actions included. */
  readonly actions: number;
  /** Seconds spent playing the games (not starting up or loading the rules). */
  readonly seconds: number;
  readonly gamesPerSecond: number;
  readonly handsPerSecond: number;
  readonly actionsPerSecond: number;
  readonly meanHandsPerGame: number;
  /** Mean score of one seat in one hand, over every seat and hand. */
  readonly meanHandScore: number;
  /** Share of games won per seat of each type (shared wins split); fair = 1 / players. */
  readonly winShare: Readonly<Record<string, number>>;
  /** Games won per type (shared wins split). */
  readonly wins: Readonly<Record<string, number>>;
  readonly meanHandScoreByType: Readonly<Record<string, number>>;
  /** Games won by each seat (0 = the first seat), shared wins split. */
  readonly winsBySeat: readonly number[];
  /** Games won by the player who acted first in the game, shared wins split. */
  readonly firstPlayerWins: number;
  /** Every game's final scores by seat (with `keepGames`; else empty). */
  readonly finalScores: readonly (readonly number[])[];
  /** Every game's length in hands (with `keepGames`; else empty). */
  readonly lengths: readonly number[];
  /** Every game's hand scores added up over its hands and seats (with `keepGames`; else empty): for the mean hand score's spread. */
  readonly handScoreTotals: readonly number[];
}

/** One player type's seats, and what its seats won and scored so far (wins in `winUnit`s, so sums are exact). */
interface TypeTally {
  seats: number;
  wins: number;
  handScoreSum: number;
  handScoreCount: number;
}

/**
 * What a run (or a part of one) counted, as whole numbers wherever they are summed: a shared
 * win among k seats counts `winUnit / k`, a whole number, so that tallies of parts played in
 * separate workers add up to exactly the tally of one loop (`mergeTallies`).
 */
export interface SimulationTally {
  readonly ruleset: string;
  readonly family: string;
  readonly seats: readonly string[];
  readonly seed: string;
  /** The games asked for. */
  readonly asked: number;
  games: number;
  hands: number;
  actions: number;
  scoreSum: number;
  /** A win's worth: the least common multiple of 1..players, so every share of a shared win is whole. */
  readonly winUnit: number;
  /** By player type, in the order the types first appear in `seats`. */
  readonly types: Record<string, TypeTally>;
  readonly winsBySeat: number[];
  firstPlayerWins: number;
  readonly finalScores: number[][];
  readonly lengths: number[];
  /** Every game's hand scores added up over its hands and seats (with `keepGames`; else empty). */
  readonly handScoreTotals: number[];
  /** Seconds spent playing (not starting up or loading the rules). */
  seconds: number;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** The least common multiple of 1..n. */
function winUnitFor(n: number): number {
  let unit = 1;
  for (let k = 2; k <= n; k++) unit = (unit / gcd(unit, k)) * k;
  return unit;
}

/**
 * Play games `firstGame` to `firstGame + games - 1` of a run and count what happened. Bots are made per game and seat by the
 * driver, seeded as on every host (`botSeed`), and several players acting at once (Apples to
 * Apples placing) go in the driver's turn order. Throws only on an engine or bot bug (a refused action) or an unknown player type.
 */
export function playGames(
  entry: FamilyDescriptor,
  ruleset: Ruleset,
  request: SimulationRequest,
  hooks: SimulationHooks = {},
): SimulationTally {
  const { seats, seed } = request;
  const first = request.firstGame ?? 0;
  const { progress, signal, keepGames = false } = hooks;
  const engine = entry.engine;
  const n = seats.length;
  const winUnit = winUnitFor(n);
  const types: Record<string, TypeTally> = {};
  const starting = seats.map((type) => {
    const maker = Object.prototype.hasOwnProperty.call(entry.bots, type) ? entry.bots[type] : undefined;
    if (!maker) throw new Error(`unknown player type '${type}'`);
    const tally = (types[type] ??= { seats: 0, wins: 0, handScoreSum: 0, handScoreCount: 0 });
    tally.seats++;
    return { maker, tally };
  });
  const t: SimulationTally = {
    ruleset: ruleset.name,
    family: ruleset.family,
    seats,
    seed,
    asked: request.games,
    games: 0,
    hands: 0,
    actions: 0,
    scoreSum: 0,
    winUnit,
    types,
    winsBySeat: new Array<number>(n).fill(0),
    firstPlayerWins: 0,
    finalScores: [],
    lengths: [],
    handScoreTotals: [],
    seconds: 0,
  };
  const start = performance.now();
  for (let g = first; g < first + request.games; g++) {
    if (signal?.aborted) break;
    const gameSeed = `${seed}/${g}`;
    // The starting seats moved g places: seat i holds the type that started at seat (i + g) mod n.
    const shift = g % n;
    const seated = starting.map((_, i) => itemAt(starting, (i + shift) % n));
    const started = TableDriver.start(
      engine,
      ruleset,
      { players: n, seed: gameSeed },
      { inPlace: true, players: seated.map((s) => s.maker) },
    );
    if (!started.ok) throw new Error(started.error.message);
    const table = started.driver;
    table.playBots();
    const firstActor = table.firstMover;
    t.actions += table.step;
    const players = seated.map((s) => s.tally);
    const result = table.result();
    if (result) {
      const share = winUnit / result.winners.length;
      for (const w of result.winners) {
        itemAt(players, w).wins += share;
        t.winsBySeat[w] = itemAt(t.winsBySeat, w) + share;
        if (w === firstActor) t.firstPlayerWins += share;
      }
      if (keepGames) t.finalScores.push([...result.scores]);
    }
    const rounds = entry.roundScores(table.state);
    if (keepGames) t.lengths.push(rounds.length);
    let gameScoreSum = 0;
    for (const round of rounds) {
      t.hands++;
      for (let seat = 0; seat < round.length; seat++) {
        const score = itemAt(round, seat);
        const tally = itemAt(players, seat);
        gameScoreSum += score;
        tally.handScoreSum += score;
        tally.handScoreCount++;
      }
    }
    t.scoreSum += gameScoreSum;
    if (keepGames) t.handScoreTotals.push(gameScoreSum);
    t.games++;
    progress?.(t.games);
  }
  t.seconds = (performance.now() - start) / 1000;
  return t;
}

/**
 * The tally of consecutive parts of one run, in game order (`parts[i + 1]` starts where
 * `parts[i]` ends): exactly what one loop over all the games counts. `seconds` is `wall`, the
 * time the whole run took, when given (parts played side by side overlap in time).
 */
export function mergeTallies(parts: readonly SimulationTally[], wall?: number): SimulationTally {
  const [head, ...rest] = parts;
  if (!head) throw new Error('no tallies to merge');
  const types: Record<string, TypeTally> = {};
  for (const [type, tally] of Object.entries(head.types)) types[type] = { ...tally };
  const t: SimulationTally = {
    ...head,
    types,
    winsBySeat: [...head.winsBySeat],
    finalScores: [...head.finalScores],
    lengths: [...head.lengths],
    handScoreTotals: [...head.handScoreTotals],
  };
  for (const p of rest) {
    t.games += p.games;
    t.hands += p.hands;
    t.actions += p.actions;
    t.scoreSum += p.scoreSum;
    t.firstPlayerWins += p.firstPlayerWins;
    t.seconds += p.seconds;
    p.winsBySeat.forEach((w, seat) => (t.winsBySeat[seat] = itemAt(t.winsBySeat, seat) + w));
    for (const [type, tally] of Object.entries(p.types)) {
      const into = types[type];
      if (!into) throw new Error(`the parts of a run seat different players ('${type}')`);
      into.wins += tally.wins;
      into.handScoreSum += tally.handScoreSum;
      into.handScoreCount += tally.handScoreCount;
    }
    t.finalScores.push(...p.finalScores.map((scores) => [...scores]));
    for (const length of p.lengths) t.lengths.push(length);
    for (const total of p.handScoreTotals) t.handScoreTotals.push(total);
  }
  if (wall !== undefined) t.seconds = wall;
  return { ...t, asked: parts.reduce((sum, p) => sum + p.asked, 0) };
}

/** A run's figures from its tally. */
export function summariseTally(t: SimulationTally): SimulationResult {
  const { games, hands, actions, seconds, winUnit } = t;
  const n = t.seats.length;
  const perType = (f: (tally: TypeTally) => number): Record<string, number> =>
    Object.fromEntries(Object.entries(t.types).map(([type, tally]) => [type, f(tally)]));
  return {
    ruleset: t.ruleset,
    family: t.family,
    games,
    seats: t.seats,
    seed: t.seed,
    stopped: games < t.asked,
    hands,
    actions,
    seconds,
    gamesPerSecond: seconds > 0 ? games / seconds : 0,
    handsPerSecond: seconds > 0 ? hands / seconds : 0,
    actionsPerSecond: seconds > 0 ? actions / seconds : 0,
    meanHandsPerGame: games > 0 ? hands / games : 0,
    meanHandScore: hands > 0 ? t.scoreSum / (hands * n) : 0,
    winShare: perType((x) => (games > 0 ? x.wins / winUnit / (games * x.seats) : 0)),
    wins: perType((x) => x.wins / winUnit),
    meanHandScoreByType: perType((x) => (x.handScoreCount > 0 ? x.handScoreSum / x.handScoreCount : 0)),
    winsBySeat: t.winsBySeat.map((w) => w / winUnit),
    firstPlayerWins: t.firstPlayerWins / winUnit,
    finalScores: t.finalScores,
    lengths: t.lengths,
    handScoreTotals: t.handScoreTotals,
  };
}

/** Play the games of `request` in this thread and report what they measured (`playGames`, then `summariseTally`). */
export function simulateGames(
  entry: FamilyDescriptor,
  ruleset: Ruleset,
  request: SimulationRequest,
  hooks: SimulationHooks = {},
): SimulationResult {
  return summariseTally(playGames(entry, ruleset, request, hooks));
}
