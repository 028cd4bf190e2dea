/**
 * The one self-play loop: computer players play many games of a ruleset through the public
 * engine surface every host uses (`toAct`, `legalActions`, `view`, `Bot.decide`, `applyInPlace`),
 * with the seats rotating one place each game. `pomona simulate`, the studio's balance simulator
 * (in its Web Worker) and the benchmarks all run this function, so the same seed gives the same
 * figures everywhere. Pure: no DOM, no Node APIs (only the `performance` clock both offer).
 */
import { itemAt } from '../cards/checked.js';
import { Random } from '../cards/random.js';
import { askBot, type Bot } from '../game/game.js';
import type { Ruleset } from '../rules/ruleset.js';
import type { FamilyDescriptor } from '../registry.js';
import { botSeedsInto } from './seeds.js';

/** What a run is asked to do. */
export interface SimulationRequest {
  /** Player types by starting seat (game g shifts them g places, as `pomona simulate --seats`). */
  readonly seats: readonly string[];
  readonly games: number;
  readonly seed: string;
  /**
   * The number of the first game (0 when absent): a run split into parts (the studio's workers)
   * plays games `first` to `first + games - 1` of the whole, each the same game as in one run.
   */
  readonly first?: number;
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

/** One player type's seats, and what its seats won and scored so far. */
interface TypeTally {
  seats: number;
  wins: number;
  handScoreSum: number;
  handScoreCount: number;
}

/**
 * Play the games. Bots are made per game and seat, seeded with `botSeed` (`botSeedsInto`), so no computer player
 * can recompute the deal. When several players may act at once (Apples to Apples placing), who
 * goes first is drawn from the game's own turn-order generator: a fixed order would always favour
 * the lowest seat. Throws only on an engine or bot bug (a refused action) or an unknown player type.
 */
export function simulateGames(
  entry: FamilyDescriptor,
  ruleset: Ruleset,
  request: SimulationRequest,
  hooks: SimulationHooks = {},
): SimulationResult {
  const { seats, seed } = request;
  const { progress, signal, keepGames = false } = hooks;
  const engine = entry.engine;
  const n = seats.length;
  // What each player type won and scored, in the order the types first appear.
  const tallies = new Map<string, TypeTally>();
  const starting = seats.map((type) => {
    const maker = entry.bots[type];
    if (!maker) throw new Error(`unknown player type '${type}'`);
    let tally = tallies.get(type);
    if (!tally) tallies.set(type, (tally = { seats: 0, wins: 0, handScoreSum: 0, handScoreCount: 0 }));
    tally.seats++;
    return { maker, tally };
  });
  const winsBySeat = new Array<number>(n).fill(0);
  const finalScores: number[][] = [];
  const lengths: number[] = [];
  const handScoreTotals: number[] = [];
  const seatSeeds: number[] = new Array<number>(n).fill(0);
  let firstPlayerWins = 0;
  let hands = 0;
  let actions = 0;
  let scoreSum = 0;
  let games = 0;
  const start = performance.now();
  const first = request.first ?? 0;
  for (let g = first; g < first + request.games; g++) {
    if (signal?.aborted) break;
    const gameSeed = `${seed}/${g}`;
    // Every seat's seed first, from one text hashed once (`Random` remembers the last seed text
    // it hashed), which the players' own seeding would evict.
    botSeedsInto(gameSeed, seatSeeds);
    // The starting seats moved g places: seat i holds the type that started at seat (i + g) mod n.
    const shift = g % n;
    const players: { bot: Bot<unknown, unknown>; tally: TypeTally }[] = [];
    for (let i = 0; i < n; i++) {
      const { maker, tally } = itemAt(starting, (i + shift) % n);
      players.push({ bot: maker.create(ruleset, itemAt(seatSeeds, i)), tally });
    }
    const created = engine.create(ruleset, { players: n, seed: gameSeed });
    if (!created.ok) throw new Error(created.error.message);
    const state = created.state;
    // Made when first needed: families where one player acts at a time never draw from it.
    let turnOrder: Random | null = null;
    let firstActor = -1;
    for (;;) {
      const toAct = engine.toAct(state);
      if (toAct.kind === 'over') break;
      let action: unknown;
      if (toAct.kind === 'chance') action = engine.chanceAction(state);
      else {
        // Read once an action: plain reads checked here rather than through itemAt, whose one read
        // site sees every kind of list in the program and is slow in a loop this hot.
        const acting = toAct.players;
        const only = acting[0];
        const seat =
          acting.length === 1 && only !== undefined ? only : (turnOrder ??= Random.from(`turn order of ${gameSeed}`)).pick(acting);
        if (firstActor < 0) firstActor = seat;
        const player = players[seat];
        if (player === undefined) throw new Error(`no player in seat ${seat}`);
        const legal = engine.legalActions(state, seat);
        // askBot builds the view only for a player that reads one (the random player chooses from the legal actions alone).
        action = askBot(player.bot, engine, state, seat, legal);
      }
      const error = engine.applyInPlace(state, action);
      if (error) throw new Error(`a computer player's action was refused (${error.code}): ${error.message}`);
      actions++;
    }
    const result = engine.result(state);
    if (result) {
      const share = 1 / result.winners.length;
      for (const w of result.winners) {
        itemAt(players, w).tally.wins += share;
        winsBySeat[w] = itemAt(winsBySeat, w) + share;
        if (w === firstActor) firstPlayerWins += share;
      }
      if (keepGames) finalScores.push([...result.scores]);
    }
    const rounds = entry.roundScores(state);
    if (keepGames) lengths.push(rounds.length);
    let gameScoreSum = 0;
    for (const round of rounds) {
      hands++;
      for (let seat = 0; seat < round.length; seat++) {
        const score = itemAt(round, seat);
        const tally = itemAt(players, seat).tally;
        gameScoreSum += score;
        tally.handScoreSum += score;
        tally.handScoreCount++;
      }
    }
    scoreSum += gameScoreSum;
    if (keepGames) handScoreTotals.push(gameScoreSum);
    games++;
    progress?.(games);
  }
  const seconds = (performance.now() - start) / 1000;
  const perType = (f: (tally: TypeTally) => number): Record<string, number> =>
    Object.fromEntries([...tallies].map(([type, tally]) => [type, f(tally)]));
  return {
    ruleset: ruleset.name,
    family: ruleset.family,
    games,
    seats,
    seed,
    stopped: games < request.games,
    hands,
    actions,
    seconds,
    gamesPerSecond: seconds > 0 ? games / seconds : 0,
    handsPerSecond: seconds > 0 ? hands / seconds : 0,
    actionsPerSecond: seconds > 0 ? actions / seconds : 0,
    meanHandsPerGame: games > 0 ? hands / games : 0,
    meanHandScore: hands > 0 ? scoreSum / (hands * n) : 0,
    winShare: perType((t) => (games > 0 ? t.wins / (games * t.seats) : 0)),
    wins: perType((t) => t.wins),
    meanHandScoreByType: perType((t) => (t.handScoreCount > 0 ? t.handScoreSum / t.handScoreCount : 0)),
    winsBySeat,
    firstPlayerWins,
    finalScores,
    lengths,
    handScoreTotals,
  };
}
