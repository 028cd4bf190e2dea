/**
 * The balance simulator's game loop: computer players play many games of a ruleset through the
 * public engine API and the family registry, exactly as `pomona simulate` does (the same seeds per
 * game and seat, the same turn-order draw, the same rotation of player types), so the same seed
 * gives the same numbers. On top of the CLI's figures it keeps what the charts show: each game's
 * final scores and length, wins by seat, and how the first player to act fared.
 * Runs anywhere (a Web Worker in the browser, Node in tests and `npm run bench`).
 */
import { Random } from '../../src/cards/random.js';
import { botSeed } from '../../src/bots/seeds.js';
import type { FamilyEntry } from '../../src/bots/registry.js';
import type { Bot } from '../../src/engine/game.js';
import { askBot } from '../../src/engine/game.js';
import type { Ruleset } from '../../src/rules/ruleset.js';

/** What a run is asked to do. */
export interface SimulationRequest {
  /** Player types by starting seat (game g shifts them g places, as `pomona simulate --seats`). */
  readonly seats: readonly string[];
  readonly games: number;
  readonly seed: string;
}

/** Everything a run measured: the CLI's report figures and the charts' data. */
export interface SimulationResult {
  readonly ruleset: string;
  readonly family: string;
  readonly games: number;
  readonly seats: readonly string[];
  readonly seed: string;
  /** Hands (rounds) scored over all games. */
  readonly hands: number;
  readonly actions: number;
  readonly meanHandsPerGame: number;
  /** Mean score of one seat in one hand, over every seat and hand. */
  readonly meanHandScore: number;
  /** Share of games won per seat of each type (shared wins split); fair = 1 / players. */
  readonly winShare: Readonly<Record<string, number>>;
  readonly wins: Readonly<Record<string, number>>;
  readonly meanHandScoreByType: Readonly<Record<string, number>>;
  /** Games won by each seat (0 = the first seat), shared wins split. */
  readonly winsBySeat: readonly number[];
  /** Games won by the player who acted first in the game, shared wins split. */
  readonly firstPlayerWins: number;
  /** Every game's final scores, by seat. */
  readonly finalScores: readonly (readonly number[])[];
  /** Every game's length in hands (rounds). */
  readonly lengths: readonly number[];
  readonly seconds: number;
}

/** Called between games with the number of games finished. */
export type ProgressCallback = (done: number) => void;

/** Play the games; `progress` is called after each game. Throws only on an engine or bot bug. */
export function runSimulation(entry: FamilyEntry, ruleset: Ruleset, request: SimulationRequest, progress?: ProgressCallback): SimulationResult {
  const { seats, games, seed } = request;
  const n = seats.length;
  const types = [...new Set(seats)];
  const zero = (): Record<string, number> => Object.fromEntries(types.map((t) => [t, 0]));
  const wins = zero();
  const handScoreSum = zero();
  const handScoreCount = zero();
  const winsBySeat = new Array<number>(n).fill(0);
  const finalScores: number[][] = [];
  const lengths: number[] = [];
  let firstPlayerWins = 0;
  let hands = 0;
  let actions = 0;
  let scoreSum = 0;
  const start = performance.now();
  for (let g = 0; g < games; g++) {
    const seatTypes = seats.map((_, i) => seats[(i + g) % n] as string);
    const bots: Bot<unknown, unknown>[] = seatTypes.map((type, i) => {
      const maker = entry.bots[type];
      if (!maker) throw new Error(`unknown player type '${type}'`);
      return maker.create(ruleset, botSeed(`${seed}/${g}`, i));
    });
    const created = entry.engine.create(ruleset, { players: n, seed: `${seed}/${g}` });
    if (!created.ok) throw new Error(created.error.message);
    const state = created.state;
    // Drawn exactly as `pomona simulate` draws it: who acts first when several may.
    const turnOrder = Random.from(`turn order of ${seed}/${g}`);
    let firstActor = -1;
    for (;;) {
      const toAct = entry.engine.toAct(state);
      if (toAct.kind === 'over') break;
      let action: unknown;
      if (toAct.kind === 'chance') action = entry.engine.chanceAction(state);
      else {
        const seat = toAct.players.length === 1 ? (toAct.players[0] as number) : turnOrder.pick(toAct.players);
        if (firstActor < 0) firstActor = seat;
        action = askBot(bots[seat] as Bot<unknown, unknown>, entry.engine, state, seat, entry.engine.legalActions(state, seat));
      }
      const error = entry.engine.applyInPlace(state, action);
      if (error) throw new Error(`a computer player's action was refused (${error.code}): ${error.message}`);
      actions++;
    }
    const result = entry.engine.result(state);
    if (result) {
      const share = 1 / result.winners.length;
      for (const w of result.winners) {
        wins[seatTypes[w] as string] = (wins[seatTypes[w] as string] as number) + share;
        winsBySeat[w] = (winsBySeat[w] as number) + share;
        if (w === firstActor) firstPlayerWins += share;
      }
      finalScores.push([...result.scores]);
    }
    const rounds = entry.roundScores(state);
    lengths.push(rounds.length);
    for (const round of rounds) {
      hands++;
      round.forEach((score, seat) => {
        const type = seatTypes[seat] as string;
        scoreSum += score;
        handScoreSum[type] = (handScoreSum[type] as number) + score;
        handScoreCount[type] = (handScoreCount[type] as number) + 1;
      });
    }
    progress?.(g + 1);
  }
  const seatsOf = (t: string): number => seats.filter((s) => s === t).length;
  const perType = (f: (t: string) => number): Record<string, number> => Object.fromEntries(types.map((t) => [t, f(t)]));
  return {
    ruleset: ruleset.name,
    family: ruleset.family,
    games,
    seats,
    seed,
    hands,
    actions,
    meanHandsPerGame: games > 0 ? hands / games : 0,
    meanHandScore: hands > 0 ? scoreSum / (hands * n) : 0,
    winShare: perType((t) => (games > 0 ? (wins[t] as number) / (games * seatsOf(t)) : 0)),
    wins,
    meanHandScoreByType: perType((t) => ((handScoreCount[t] as number) > 0 ? (handScoreSum[t] as number) / (handScoreCount[t] as number) : 0)),
    winsBySeat,
    firstPlayerWins,
    finalScores,
    lengths,
    seconds: (performance.now() - start) / 1000,
  };
}
