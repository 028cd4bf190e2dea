/**
 * The balance simulator's results as CSV for a spreadsheet: the summary (each figure of each
 * ruleset with its 95% interval, and the difference with its interval and verdict), and every
 * game (final scores by seat, length in hands). Shares are fractions (0.25), not percentages.
 */
import { msg, str } from '@lit/localize';
import { figureLabel, unitOf } from './figure-words.js';
import type { SimulationResult } from '../../src/core/bots/simulate-games.js';
import { compareFigures, simulationFigures, type ComparedFigure } from '../../src/core/bots/simulation-statistics.js';
import { csvField, csvNumber, verdict } from './figures-format.js';

const line = (fields: readonly string[]): string => fields.map(csvField).join(',');

/** The figures of one or two runs, in the order the summary shows them. */
export function summaryRows(results: readonly SimulationResult[]): ComparedFigure[] {
  const [first, second] = results;
  if (!first) return [];
  if (second) return compareFigures(first, second);
  return simulationFigures(first).map((f) => ({ ...f, first: f.estimate, second: null, difference: null }));
}

/** The summary as CSV: one row per figure; `names` label the runs' columns. */
export function summaryCsv(results: readonly SimulationResult[], names: readonly string[]): string {
  const two = results.length > 1;
  const header = [msg('figure', { id: 'studio-sim-figure' }), msg('unit', { id: 'studio-sim-unit' })];
  for (const name of names.slice(0, results.length))
    header.push(name, msg(str`${name}: 95% low`, { id: 'studio-sim-low' }), msg(str`${name}: 95% high`, { id: 'studio-sim-high' }));
  if (two)
    header.push(
      msg('difference (second − first)', { id: 'studio-sim-difference-second-first' }),
      msg('difference: 95% low', { id: 'studio-sim-difference-low' }),
      msg('difference: 95% high', { id: 'studio-sim-difference-high' }),
      msg('verdict', { id: 'studio-sim-verdict' }),
    );
  const games = msg('games', { id: 'studio-sim-games' });
  const rows = [line(header), line([games, games, ...results.flatMap((r) => [String(r.games), '', '']), ...(two ? ['', '', '', ''] : [])])];
  for (const row of summaryRows(results)) {
    const fields = [figureLabel(row), unitOf(row.kind)];
    for (const e of two ? [row.first, row.second] : [row.first])
      fields.push(...(e ? [e.value, e.low, e.high].map(csvNumber) : ['', '', '']));
    if (two) {
      const d = row.difference;
      fields.push(...(d ? [...[d.value, d.low, d.high].map(csvNumber), verdict(d)] : ['', '', '', '']));
    }
    rows.push(line(fields));
  }
  return `${rows.join('\r\n')}\r\n`;
}

/** Every game as CSV: ruleset, game number, its length and each seat's final score. */
export function gamesCsv(results: readonly SimulationResult[], names: readonly string[]): string {
  const seats = Math.max(0, ...results.map((r) => r.seats.length));
  const rows = [
    line([
      msg('ruleset', { id: 'studio-sim-ruleset' }),
      msg('game', { id: 'studio-sim-game' }),
      msg('hands', { id: 'studio-sim-hands' }),
      ...Array.from({ length: seats }, (_, i) => msg(str`seat ${i + 1} final score`, { id: 'studio-sim-seat-final-score' })),
    ]),
  ];
  results.forEach((r, i) =>
    r.finalScores.forEach((scores, g) =>
      rows.push(line([names[i] ?? r.ruleset, String(g + 1), String(r.lengths[g] ?? ''), ...scores.map(String)])),
    ),
  );
  return `${rows.join('\r\n')}\r\n`;
}
