/**
 * What `<balance-simulator>` shows of a finished run: the summary of each figure with its 95%
 * confidence interval (and for two rulesets their difference, with its verdict), the CSV
 * downloads, and the charts with their data tables.
 */
import { pageLanguage } from '../core/language/locale.js';
import { rulesetNameIn } from '../studio/studio-words.js';
import { msg, str } from '@lit/localize';
import { figureLabel, roundsOf } from './figure-words.js';
import { html, nothing, type TemplateResult } from 'lit';
import type { SimulationResult } from '../../src/core/bots/simulate-games.js';
import { itemAt } from '../../src/core/cards/checked.js';
import { barChart, histogram } from './charts.js';
import { summaryRows } from './csv.js';
import type { PoolProgress } from './worker-pool.js';
import { formatFigure, formatInterval, verdict } from './figures-format.js';

/** A run's results and what the element knows of them. */
export interface ResultsView {
  readonly results: readonly SimulationResult[];
  /** The columns' names ("Started from: Apples", "Your edit: Apples"). */
  readonly names: readonly ColumnName[];
  readonly csvUrls: { readonly summary: string; readonly games: string } | null;
  readonly chartWidth: number;
  /** Whether the edited rules are the text they started from (both columns are the same games). */
  readonly sameAsStart: boolean;
  /** The run's time on the page's clock (s). */
  readonly wallSeconds: number;
}

const percent = (x: number): string => `${(100 * x).toFixed(1)}%`;

/** A count or a mean as the tables show it. */
export const whole = (x: number): string => (Number.isInteger(x) ? x.toLocaleString('en-GB') : x.toFixed(1));

/** A column's name: the ruleset's, or with its role when one of two is the edited rules. */
export interface ColumnName {
  readonly ruleset: string;
  /** The shipped file the rules came from (its name is translated), or null for the edited rules. */
  readonly file: string | null;
  readonly role: 'edit' | 'start' | null;
  /** Told apart by number when both columns are the same rules. */
  readonly number: number | null;
}

/** A column's name in the page's language: "Your edit: Apples", "Apples (2)". */
export function columnTitle(c: ColumnName): string {
  const name = c.file === null ? c.ruleset : rulesetNameIn({ name: c.ruleset, files: [c.file] }, pageLanguage());
  if (c.role === 'edit') return msg(str`Your edit: ${name}`, { id: 'studio-sim-your-edit' });
  if (c.role === 'start') return msg(str`Started from: ${name}`, { id: 'studio-sim-started-from' });
  return c.number === null ? name : `${name} (${c.number})`;
}

/** "Your edit" of "Your edit: Apples": a column's role when it has one, else its name. */
const shortName = (c: ColumnName | undefined): string =>
  c?.role === 'edit'
    ? msg('Your edit', { id: 'studio-sim-your-edit-2' })
    : c?.role === 'start'
      ? msg('Started from', { id: 'studio-sim-started-from-2' })
      : c
        ? columnTitle(c)
        : '';

/** Each figure with its interval, and for two rulesets their difference with its interval and verdict. */
function renderSummary(results: readonly SimulationResult[], columns: readonly ColumnName[], wallSeconds: number): TemplateResult {
  const two = results.length > 1;
  const names = columns.map(columnTitle);
  const cell = (kind: Parameters<typeof formatFigure>[0], e: { value: number } | null, interval: string) =>
    e ? html`<td>${formatFigure(kind, e.value)}<span class="interval">${interval}</span></td>` : html`<td>–</td>`;
  const second = shortName(columns[1]);
  const first = shortName(columns[0]);
  return html`<div class="table-scroll" role="region" aria-label=${msg('Summary', { id: 'studio-sim-summary' })} tabindex="0">
    <table class="summary">
      <caption>${msg('Summary, with 95% confidence intervals', { id: 'studio-sim-summary-with-confidence-intervals' })}</caption>
      <thead>
        <tr>
          <th scope="col">${msg('figure', { id: 'studio-sim-figure' })}</th>
          ${names.map((name) => html`<th scope="col">${name}</th>`)}
          ${two ? html`<th scope="col">${msg(str`difference (${second} − ${first})`, { id: 'studio-sim-difference' })}</th>` : nothing}
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">${msg('games', { id: 'studio-sim-games' })}</th>
          ${results.map((r) => html`<td>${whole(r.games)}</td>`)}${two ? html`<td></td>` : nothing}
        </tr>
        ${summaryRows(results)
          .filter((row) => !row.key.startsWith('seat-'))
          .map(
            (row) => html`<tr>
              <th scope="row">${figureLabel(row)}</th>
              ${cell(row.kind, row.first, row.first ? formatInterval(row.kind, row.first) : '')}
              ${two ? cell(row.kind, row.second, row.second ? formatInterval(row.kind, row.second) : '') : nothing}
              ${
                two
                  ? row.difference
                    ? html`<td class=${row.difference.noise ? 'noise' : 'beyond-noise'}>
                      ${formatFigure(row.kind, row.difference.value, true)}<span class="interval"
                        >${formatInterval(row.kind, row.difference, true)}</span
                      ><span class="verdict">${verdict(row.difference)}</span>
                    </td>`
                    : html`<td>–</td>`
                  : nothing
              }
            </tr>`,
          )}
      </tbody>
    </table>
  </div>
  <p class="note">
    ${msg('Intervals: 95% confidence, the game as the unit: means of per-game values with their standard error, win shares as shares of games.', { id: 'studio-sim-intervals-confidence-the-game-as-the' })}
    ${msg(str`Play time: ${results.map((r, i) => `${names[i]} ${r.seconds.toFixed(1)} s`).join(', ')} of worker time, ${wallSeconds.toFixed(1)} s in all.`, { id: 'studio-sim-play-time-s-join-of-worker' })}
  </p>`;
}

/** The results of a run: the summary, the downloads and the charts. */
export function renderResults({ results, names: columns, csvUrls, chartWidth, sameAsStart, wallSeconds }: ResultsView): TemplateResult {
  const names = columns.map(columnTitle);
  const scores = histogram(results.map((r) => r.finalScores.flat()));
  const lengths = histogram(results.map((r) => r.lengths));
  const n = results[0]?.seats.length ?? 1;
  const types = [...new Set(results.flatMap((r) => Object.keys(r.winShare)))];
  const fair = { value: 1 / n, label: msg(str`fair ${percent(1 / n)}`, { id: 'studio-sim-fair' }) };
  const w = chartWidth;
  return html`<section part="results" aria-label=${msg('Results', { id: 'studio-sim-results' })}>
    ${
      sameAsStart && results.length > 1
        ? html`<p class="note">${msg('Your edit is the same text as the rules it started from, so both columns are the same games.', { id: 'studio-sim-your-edit-is-the-same-text' })}</p>`
        : nothing
    }
    ${renderSummary(results, columns, wallSeconds)}
    ${
      csvUrls
        ? html`<p class="downloads">
          ${msg('Download:', { id: 'studio-sim-download' })} <a href=${csvUrls.summary} download="balance-summary.csv">${msg('summary (CSV)', { id: 'studio-sim-summary-csv' })}</a>
          <a href=${csvUrls.games} download="balance-games.csv">${msg('every game (CSV)', { id: 'studio-sim-every-game-csv' })}</a>
        </p>`
        : nothing
    }
    <div class="charts">
      ${barChart({ id: 'scores', title: msg('Final scores', { id: 'studio-sim-final-scores' }), categoryLabel: msg('final score', { id: 'studio-sim-final-score' }), valueLabel: msg('players with that score', { id: 'studio-sim-players-with-that-score' }), categories: scores.categories, series: names.map((name, i) => ({ name, values: scores.counts[i] ?? [] })), format: whole }, w)}
      ${barChart({ id: 'lengths', title: msg('Game length', { id: 'studio-sim-game-length' }), categoryLabel: roundsOf(results[0]?.family ?? ''), valueLabel: msg('games', { id: 'studio-sim-games' }), categories: lengths.categories, series: names.map((name, i) => ({ name, values: lengths.counts[i] ?? [] })), format: whole }, w)}
      ${barChart({ id: 'seats', title: msg('Win share by seat', { id: 'studio-sim-win-share-by-seat' }), categoryLabel: msg('seat', { id: 'studio-sim-seat' }), valueLabel: msg('share of games won', { id: 'studio-sim-share-of-games-won' }), categories: Array.from({ length: n }, (_, i) => `${i + 1}`), series: results.map((r, i) => ({ name: itemAt(names, i), values: r.winsBySeat.map((w) => (r.games ? w / r.games : 0)) })), format: percent, reference: fair }, w)}
      ${barChart({ id: 'types', title: msg('Win share by player type', { id: 'studio-sim-win-share-by-player-type' }), categoryLabel: msg('player type', { id: 'studio-sim-player-type' }), valueLabel: msg('share of games won per seat', { id: 'studio-sim-share-of-games-won-per-seat' }), categories: types, series: results.map((r, i) => ({ name: itemAt(names, i), values: types.map((t) => r.winShare[t] ?? 0) })), format: percent, reference: fair }, w)}
      ${barChart({ id: 'first', title: msg("The first player's advantage", { id: 'studio-sim-the-first-player-s-advantage' }), categoryLabel: msg('who', { id: 'studio-sim-who' }), valueLabel: msg('share of games won', { id: 'studio-sim-share-of-games-won' }), categories: [msg('first to act', { id: 'studio-sim-first-to-act' })], series: results.map((r, i) => ({ name: itemAt(names, i), values: [r.games ? r.firstPlayerWins / r.games : 0] })), format: percent, reference: fair }, w)}
    </div>
  </section>`;
}

/** "about 4 s left", "about 2 min left", from the games done so far in the time taken. */
export function timeLeft(progress: PoolProgress): string {
  // Too early to say: the first games include starting the workers.
  if (progress.done === 0 || progress.elapsed < 400) return msg('estimating the time left', { id: 'studio-sim-estimating-the-time-left' });
  const seconds = ((progress.total - progress.done) * progress.elapsed) / progress.done / 1000;
  const s = Math.max(1, Math.round(seconds));
  const min = Math.round(seconds / 60);
  return seconds < 60
    ? msg(str`about ${s} s left`, { id: 'studio-sim-about-s-left' })
    : msg(str`about ${min} min left`, { id: 'studio-sim-about-min-left' });
}

/**
 * The columns' names: "Started from: Apples" and "Your edit: Apples" when one of the two rulesets
 * run (`sources`, by their `ruleset` values) is the edited rules (`edited`), else the rulesets' names.
 */
export function columnNames(results: readonly SimulationResult[], sources: readonly (string | null)[], edited: string): ColumnName[] {
  const edits = sources.filter((s) => s === edited).length;
  return results.map((r, i) => {
    const source = sources[i] ?? null;
    const file = source === edited ? null : source;
    if (results.length > 1 && edits === 1) return { ruleset: r.ruleset, file, role: source === edited ? 'edit' : 'start', number: null };
    const same = results.length > 1 && results[0]?.ruleset === results[1]?.ruleset;
    return { ruleset: r.ruleset, file, role: null, number: same ? i + 1 : null };
  });
}
