/**
 * How sure a simulation's figures are: each figure of a run as an estimate with a 95% confidence
 * interval, and the difference of two runs' figures with its interval, which is "noise" when it
 * includes zero. The unit of sampling is the game (games are independent; seats within a game
 * are not), and the intervals are normal approximations, good from a few dozen games on:
 * - means of a per-game value (a player's final score, averaged over the game's seats; the
 *   game's length in hands): the sample mean, standard error s / √N;
 * - the mean hand score, a ratio of sums over games (hand scores / seat-hands): the delta
 *   method's standard error of a ratio estimator;
 * - win shares (of a seat, of a player type, of whoever acted first): a share p of N games with
 *   standard error √(p(1 − p) / N), and the Wilson score interval, which stays within 0–100%
 *   and holds its 95% near them (where p ± 1.96 standard errors would not). A game's share is
 *   0 or 1, or a fraction when a win is shared or a type holds several seats; its variance is
 *   then below p(1 − p), so the interval errs on the wide side.
 * A difference between two runs takes their standard errors as independent, √(a² + b²). The two
 * runs of a comparison use the same seeds; where that makes their games alike the true interval
 * is narrower, so this one errs on the wide side too.
 */
import type { SimulationResult } from './simulate-games.js';

/** The normal distribution's two-sided 95% point. */
export const Z_95 = 1.959963984540054;

/** A figure with its standard error and 95% confidence interval (NaN bounds when too few games tell). */
export interface Estimate {
  readonly value: number;
  readonly standardError: number;
  readonly low: number;
  readonly high: number;
}

/** The difference of two runs' figures (second minus first), with its interval. */
export interface Difference extends Estimate {
  /** Whether the interval includes zero (or there were too few games for one): not distinguishable from noise. */
  readonly noise: boolean;
}

/** What a figure measures: how it is written. */
export type FigureKind = 'points' | 'hands' | 'share';

/** One figure of a run. */
export interface SimulationFigure {
  /** Stable name, e.g. `final-score`, `win-share:rules`, `seat-win-share:2`. */
  readonly key: string;
  /** In words, e.g. "final score of a player". */
  readonly label: string;
  readonly kind: FigureKind;
  readonly estimate: Estimate;
}

/** One row of a comparison of two runs: the figure in each, and their difference. */
export interface ComparedFigure {
  readonly key: string;
  readonly label: string;
  readonly kind: FigureKind;
  readonly first: Estimate | null;
  readonly second: Estimate | null;
  /** Second minus first, when both runs have the figure. */
  readonly difference: Difference | null;
}

const around = (value: number, standardError: number): Estimate => ({
  value,
  standardError,
  low: value - Z_95 * standardError,
  high: value + Z_95 * standardError,
});

/** The mean of per-game values, with the standard error s / √N (NaN below two games). */
export function meanEstimate(values: readonly number[]): Estimate {
  const n = values.length;
  const mean = n > 0 ? values.reduce((a, b) => a + b, 0) / n : Number.NaN;
  if (n < 2) return around(mean, Number.NaN);
  const squares = values.reduce((total, v) => total + (v - mean) ** 2, 0);
  return around(mean, Math.sqrt(squares / (n - 1) / n));
}

/**
 * A share `share` of `games` games, with the standard error √(p(1 − p) / N) and the Wilson score
 * interval (NaN without games).
 */
export function shareEstimate(share: number, games: number): Estimate {
  if (games <= 0) return around(share, Number.NaN);
  const z2 = Z_95 * Z_95;
  const centre = (share + z2 / (2 * games)) / (1 + z2 / games);
  const half = (Z_95 * Math.sqrt((share * (1 - share)) / games + z2 / (4 * games * games))) / (1 + z2 / games);
  return {
    value: share,
    standardError: Math.sqrt((share * (1 - share)) / games),
    low: share <= 0 ? 0 : Math.max(0, centre - half),
    high: share >= 1 ? 1 : Math.min(1, centre + half),
  };
}

/**
 * ΣY / ΣX over games (Y, X given per game), with the delta method's standard error
 * √(Σ(Y − R·X)² / (N(N − 1))) / X̄ (NaN below two games or when X adds up to 0).
 */
export function ratioEstimate(numerators: readonly number[], denominators: readonly number[]): Estimate {
  const n = Math.min(numerators.length, denominators.length);
  const sumY = numerators.slice(0, n).reduce((a, b) => a + b, 0);
  const sumX = denominators.slice(0, n).reduce((a, b) => a + b, 0);
  if (sumX === 0) return around(Number.NaN, Number.NaN);
  const ratio = sumY / sumX;
  if (n < 2) return around(ratio, Number.NaN);
  let squares = 0;
  for (let i = 0; i < n; i++) squares += ((numerators[i] ?? 0) - ratio * (denominators[i] ?? 0)) ** 2;
  return around(ratio, Math.sqrt(squares / (n * (n - 1))) / (sumX / n));
}

/** `second − first`, with the standard error of independent estimates √(a² + b²). */
export function differenceOf(first: Estimate, second: Estimate): Difference {
  const d = around(second.value - first.value, Math.hypot(first.standardError, second.standardError));
  return { ...d, noise: !(d.low > 0 || d.high < 0) };
}

/**
 * A run's figures with their intervals: a player's final score, hands per game, the mean hand
 * score, the win share of each player type (when the seats hold more than one type), of the
 * first player and of each seat. The run must have kept its games (`keepGames`).
 */
export function simulationFigures(result: SimulationResult): SimulationFigure[] {
  const n = result.seats.length;
  const games = result.games;
  const figures: SimulationFigure[] = [
    {
      key: 'final-score',
      label: 'final score of a player',
      kind: 'points',
      estimate: meanEstimate(result.finalScores.map((scores) => scores.reduce((a, b) => a + b, 0) / Math.max(1, scores.length))),
    },
    { key: 'hands-per-game', label: 'hands per game', kind: 'hands', estimate: meanEstimate(result.lengths) },
    {
      key: 'hand-score',
      label: 'score of a player in a hand',
      kind: 'points',
      estimate: ratioEstimate(
        result.handScoreTotals,
        result.lengths.map((hands) => hands * n),
      ),
    },
  ];
  const types = Object.keys(result.winShare);
  if (types.length > 1) {
    for (const type of types) {
      figures.push({
        key: `win-share:${type}`,
        label: `win share of a ${type} player`,
        kind: 'share',
        estimate: shareEstimate(result.winShare[type] ?? 0, games),
      });
    }
  }
  figures.push({
    key: 'first-player-win-share',
    label: "first player's win share",
    kind: 'share',
    estimate: shareEstimate(games > 0 ? result.firstPlayerWins / games : 0, games),
  });
  result.winsBySeat.forEach((wins, seat) =>
    figures.push({
      key: `seat-win-share:${seat + 1}`,
      label: `win share of seat ${seat + 1}`,
      kind: 'share',
      estimate: shareEstimate(games > 0 ? wins / games : 0, games),
    }),
  );
  return figures;
}

/** The figures of two runs side by side, in the first run's order (then the second's own), with their differences. */
export function compareFigures(first: SimulationResult, second: SimulationResult): ComparedFigure[] {
  const a = simulationFigures(first);
  const b = simulationFigures(second);
  const keys = [...new Set([...a, ...b].map((f) => f.key))];
  return keys.map((key) => {
    const x = a.find((f) => f.key === key);
    const y = b.find((f) => f.key === key);
    const figure = (x ?? y) as SimulationFigure;
    return {
      key,
      label: figure.label,
      kind: figure.kind,
      first: x?.estimate ?? null,
      second: y?.estimate ?? null,
      difference: x && y ? differenceOf(x.estimate, y.estimate) : null,
    };
  });
}
