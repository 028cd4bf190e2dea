/**
 * One result from the parts of a run that was split by game number (`SimulationRequest.first`),
 * as the studio's simulator splits a run between its Web Workers: counts are added up, means are
 * weighted by what they are means of, and the per-game lists are joined in game order. The
 * figures are those of the same games played in one run, up to the rounding of floating-point sums.
 */
import type { SimulationResult } from './simulate-games.js';

/** Seats of each player type among `seats`. */
function seatsByType(seats: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const type of seats) counts.set(type, (counts.get(type) ?? 0) + 1);
  return counts;
}

/**
 * Merge the parts of one run, given in game order (the first part holds game 0). All parts must
 * share the ruleset, seats and seed; throws on an empty list or parts of different runs (a bug).
 */
export function mergeSimulationResults(parts: readonly SimulationResult[]): SimulationResult {
  const [head] = parts;
  if (head === undefined) throw new Error('no parts of a simulation to merge');
  for (const part of parts) {
    if (part.ruleset !== head.ruleset || part.seed !== head.seed || part.seats.join() !== head.seats.join())
      throw new Error('the parts merged are of different runs');
  }
  const n = head.seats.length;
  const sum = (f: (r: SimulationResult) => number): number => parts.reduce((total, r) => total + f(r), 0);
  const games = sum((r) => r.games);
  const hands = sum((r) => r.hands);
  const actions = sum((r) => r.actions);
  const seconds = sum((r) => r.seconds);
  const types = seatsByType(head.seats);
  const perType = (f: (type: string, seatsOfType: number) => number): Record<string, number> =>
    Object.fromEntries([...types].map(([type, seatsOfType]) => [type, f(type, seatsOfType)]));
  const wins = perType((type) => sum((r) => r.wins[type] ?? 0));
  return {
    ruleset: head.ruleset,
    family: head.family,
    games,
    seats: head.seats,
    seed: head.seed,
    stopped: parts.some((r) => r.stopped),
    hands,
    actions,
    seconds,
    gamesPerSecond: seconds > 0 ? games / seconds : 0,
    handsPerSecond: seconds > 0 ? hands / seconds : 0,
    actionsPerSecond: seconds > 0 ? actions / seconds : 0,
    meanHandsPerGame: games > 0 ? hands / games : 0,
    // A part's mean hand score is over its hands × seats, so the parts weigh by their hands.
    meanHandScore: hands > 0 ? sum((r) => r.meanHandScore * r.hands) / hands : 0,
    winShare: perType((type, seatsOfType) => (games > 0 ? (wins[type] ?? 0) / (games * seatsOfType) : 0)),
    wins,
    meanHandScoreByType: perType((type) => (hands > 0 ? sum((r) => (r.meanHandScoreByType[type] ?? 0) * r.hands) / hands : 0)),
    winsBySeat: Array.from({ length: n }, (_, seat) => sum((r) => r.winsBySeat[seat] ?? 0)),
    firstPlayerWins: sum((r) => r.firstPlayerWins),
    finalScores: parts.flatMap((r) => r.finalScores),
    lengths: parts.flatMap((r) => r.lengths),
    handScoreTotals: parts.flatMap((r) => r.handScoreTotals),
  };
}
