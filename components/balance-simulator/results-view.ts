/**
 * What `<balance-simulator>` shows of a finished run: the summary of each figure with its 95%
 * confidence interval (and for two rulesets their difference, with its verdict), the CSV
 * downloads, and the charts with their data tables.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { SimulationResult } from '../../src/core/bots/simulate-games.js';
import { itemAt } from '../../src/core/cards/checked.js';
import { familyDescriptor } from '../../src/core/registry.js';
import { barChart, histogram } from './charts.js';
import { summaryRows } from './csv.js';
import type { PoolProgress } from './worker-pool.js';
import { formatFigure, formatInterval, verdict } from './figures-format.js';

/** A run's results and what the element knows of them. */
export interface ResultsView {
  readonly results: readonly SimulationResult[];
  /** The columns' names ("Started from: Apples", "Your edit: Apples"). */
  readonly names: readonly string[];
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

/** "Your edit" of "Your edit: Apples": a column's role when it has one, else its name. */
const shortName = (name = ''): string => /^(Your edit|Started from): /.exec(name)?.[1] ?? name;

/** Each figure with its interval, and for two rulesets their difference with its interval and verdict. */
function renderSummary(results: readonly SimulationResult[], names: readonly string[], wallSeconds: number): TemplateResult {
  const two = results.length > 1;
  const cell = (kind: Parameters<typeof formatFigure>[0], e: { value: number } | null, interval: string) =>
    e ? html`<td>${formatFigure(kind, e.value)}<span class="interval">${interval}</span></td>` : html`<td>–</td>`;
  return html`<div class="table-scroll" role="region" aria-label="Summary" tabindex="0">
    <table class="summary">
      <caption>Summary, with 95% confidence intervals</caption>
      <thead>
        <tr>
          <th scope="col">figure</th>
          ${names.map((name) => html`<th scope="col">${name}</th>`)}
          ${two ? html`<th scope="col">difference (${shortName(names[1])} − ${shortName(names[0])})</th>` : nothing}
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">games</th>
          ${results.map((r) => html`<td>${whole(r.games)}</td>`)}${two ? html`<td></td>` : nothing}
        </tr>
        ${summaryRows(results)
          .filter((row) => !row.key.startsWith('seat-'))
          .map(
            (row) => html`<tr>
              <th scope="row">${row.label}</th>
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
    Intervals: 95% confidence, the game as the unit: means of per-game values with their standard error, win shares as
    shares of games. Play time: ${results.map((r, i) => `${names[i]} ${r.seconds.toFixed(1)} s`).join(', ')} of worker time,
    ${wallSeconds.toFixed(1)} s in all.
  </p>`;
}

/** The results of a run: the summary, the downloads and the charts. */
export function renderResults({ results, names, csvUrls, chartWidth, sameAsStart, wallSeconds }: ResultsView): TemplateResult {
  const scores = histogram(results.map((r) => r.finalScores.flat()));
  const lengths = histogram(results.map((r) => r.lengths));
  const n = results[0]?.seats.length ?? 1;
  const types = [...new Set(results.flatMap((r) => Object.keys(r.winShare)))];
  const fair = { value: 1 / n, label: `fair ${percent(1 / n)}` };
  const w = chartWidth;
  return html`<section part="results" aria-label="Results">
    ${
      sameAsStart && results.length > 1
        ? html`<p class="note">Your edit is the same text as the rules it started from, so both columns are the same games.</p>`
        : nothing
    }
    ${renderSummary(results, names, wallSeconds)}
    ${
      csvUrls
        ? html`<p class="downloads">
          Download: <a href=${csvUrls.summary} download="balance-summary.csv">summary (CSV)</a>
          <a href=${csvUrls.games} download="balance-games.csv">every game (CSV)</a>
        </p>`
        : nothing
    }
    <div class="charts">
      ${barChart({ id: 'scores', title: 'Final scores', categoryLabel: 'final score', valueLabel: 'players with that score', categories: scores.categories, series: names.map((name, i) => ({ name, values: scores.counts[i] ?? [] })), format: whole }, w)}
      ${barChart({ id: 'lengths', title: 'Game length', categoryLabel: familyDescriptor(results[0]?.family ?? '')?.roundsName ?? 'hands or rounds', valueLabel: 'games', categories: lengths.categories, series: names.map((name, i) => ({ name, values: lengths.counts[i] ?? [] })), format: whole }, w)}
      ${barChart({ id: 'seats', title: 'Win share by seat', categoryLabel: 'seat', valueLabel: 'share of games won', categories: Array.from({ length: n }, (_, i) => `${i + 1}`), series: results.map((r, i) => ({ name: itemAt(names, i), values: r.winsBySeat.map((w) => (r.games ? w / r.games : 0)) })), format: percent, reference: fair }, w)}
      ${barChart({ id: 'types', title: 'Win share by player type', categoryLabel: 'player type', valueLabel: 'share of games won per seat', categories: types, series: results.map((r, i) => ({ name: itemAt(names, i), values: types.map((t) => r.winShare[t] ?? 0) })), format: percent, reference: fair }, w)}
      ${barChart({ id: 'first', title: "The first player's advantage", categoryLabel: 'who', valueLabel: 'share of games won', categories: ['first to act'], series: results.map((r, i) => ({ name: itemAt(names, i), values: [r.games ? r.firstPlayerWins / r.games : 0] })), format: percent, reference: fair }, w)}
    </div>
  </section>`;
}

/** "about 4 s left", "about 2 min left", from the games done so far in the time taken. */
export function timeLeft(progress: PoolProgress): string {
  // Too early to say: the first games include starting the workers.
  if (progress.done === 0 || progress.elapsed < 400) return 'estimating the time left';
  const seconds = ((progress.total - progress.done) * progress.elapsed) / progress.done / 1000;
  return seconds < 60 ? `about ${Math.max(1, Math.round(seconds))} s left` : `about ${Math.round(seconds / 60)} min left`;
}

/**
 * The columns' names: "Started from: Apples" and "Your edit: Apples" when one of the two rulesets
 * run (`sources`, by their `ruleset` values) is the edited rules (`edited`), else the rulesets' names.
 */
export function columnNames(results: readonly SimulationResult[], sources: readonly (string | null)[], edited: string): string[] {
  const edits = sources.filter((s) => s === edited).length;
  return results.map((r, i) => {
    if (results.length > 1 && edits === 1) return sources[i] === edited ? `Your edit: ${r.ruleset}` : `Started from: ${r.ruleset}`;
    return results.length > 1 && results[0]?.ruleset === results[1]?.ruleset ? `${r.ruleset} (${i + 1})` : r.ruleset;
  });
}
