/**
 * The balance simulator's results as CSV for a spreadsheet: the summary (each figure of each
 * ruleset with its 95% interval, and the difference with its interval and verdict), and every
 * game (final scores by seat, length in hands). Shares are fractions (0.25), not percentages.
 */
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
  const header = ['figure', 'unit'];
  for (const name of names.slice(0, results.length)) header.push(name, `${name}: 95% low`, `${name}: 95% high`);
  if (two) header.push('difference (second − first)', 'difference: 95% low', 'difference: 95% high', 'verdict');
  const rows = [
    line(header),
    line(['games', 'games', ...results.flatMap((r) => [String(r.games), '', '']), ...(two ? ['', '', '', ''] : [])]),
  ];
  for (const row of summaryRows(results)) {
    const fields = [row.label, row.kind === 'share' ? 'share of games' : row.kind];
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
  const rows = [line(['ruleset', 'game', 'hands', ...Array.from({ length: seats }, (_, i) => `seat ${i + 1} final score`)])];
  results.forEach((r, i) =>
    r.finalScores.forEach((scores, g) =>
      rows.push(line([names[i] ?? r.ruleset, String(g + 1), String(r.lengths[g] ?? ''), ...scores.map(String)])),
    ),
  );
  return `${rows.join('\r\n')}\r\n`;
}
