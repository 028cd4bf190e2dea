/**
 * Bar charts as hand-made Lit SVG templates: about 1 KB, no `<style>` or inline scripts (so
 * they work under a strict CSP), and accessible: the SVG is one image named by its caption, and
 * the same numbers sit in a data table beside it. TOOLCHAIN.md measured the charting libraries
 * (uPlot +22.5 KB, Chart.js +54 KB on canvas, Observable Plot +83 KB and failing axe); for a
 * handful of bar charts this is the smaller and cleaner choice.
 *
 * A chart is drawn at the width it is shown at (one SVG unit is one CSS pixel), never scaled to
 * fit: labels then stay at their 12 px and more on a phone as on a desktop, and a narrow chart
 * shows fewer category labels rather than smaller ones.
 */
import { msg, str } from '@lit/localize';
import { html, svg, nothing, type TemplateResult } from 'lit';

/** One row of bars (one ruleset, one variant). */
export interface Series {
  readonly name: string;
  readonly values: readonly number[];
}

/** A grouped bar chart. */
export interface BarChart {
  readonly id: string;
  readonly title: string;
  /** What the categories are ("final score", "seat"). */
  readonly categoryLabel: string;
  /** What a bar measures ("games", "win share"). */
  readonly valueLabel: string;
  readonly categories: readonly string[];
  readonly series: readonly Series[];
  /** How a value is written in the table and on bars. */
  readonly format: (value: number) => string;
  /** A dashed line across the chart, e.g. the fair share. */
  readonly reference?: { readonly value: number; readonly label: string };
}

/** Font size of tick labels, in CSS pixels (the styles set the same). */
const TICK_PX = 12;
/** About the width of one character of a tick label. */
const CHAR_PX = 0.62 * TICK_PX;
const HEIGHT = 220;
const BOTTOM = 40;
const TOP = 12;
const RIGHT = 8;

/** A grouped bar chart `width` CSS pixels wide, with its caption and data table. */
export function barChart(chart: BarChart, width: number): TemplateResult {
  const WIDTH = Math.max(160, Math.round(width));
  const maxLabel = chart.format(Math.max(1e-9, chart.reference?.value ?? 0, ...chart.series.flatMap((s) => s.values)));
  const LEFT = Math.ceil(maxLabel.length * CHAR_PX) + 8;
  const plotW = WIDTH - LEFT - RIGHT;
  const plotH = HEIGHT - TOP - BOTTOM;
  const max = Math.max(1e-9, chart.reference?.value ?? 0, ...chart.series.flatMap((s) => s.values));
  const groupW = plotW / Math.max(1, chart.categories.length);
  const barW = Math.max(1, (groupW * 0.8) / Math.max(1, chart.series.length));
  const y = (v: number): number => TOP + plotH - (Math.max(0, v) / max) * plotH;
  // Every k-th category is labelled, k as small as lets the labels sit apart.
  const widest = Math.max(1, ...chart.categories.map((c) => c.length)) * CHAR_PX + 8;
  const everyLabel = Math.max(1, Math.ceil(widest / groupW));
  const captionId = `${chart.id}-caption`;
  return html`<figure class="chart" id=${chart.id}>
    <figcaption id=${captionId}>${chart.title}</figcaption>
    <svg width=${WIDTH} height=${HEIGHT} viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-labelledby=${captionId}>
      ${svg`<line class="axis" x1=${LEFT} y1=${TOP + plotH} x2=${WIDTH - RIGHT} y2=${TOP + plotH}></line>
      <line class="axis" x1=${LEFT} y1=${TOP} x2=${LEFT} y2=${TOP + plotH}></line>
      <text class="tick" x=${LEFT - 4} y=${TOP + 4} text-anchor="end">${maxLabel}</text>
      <text class="tick" x=${LEFT - 4} y=${TOP + plotH} text-anchor="end">0</text>
      ${chart.categories.map((category, c) => {
        const x0 = LEFT + c * groupW + groupW * 0.1;
        return svg`${chart.series.map((s, i) => {
          const v = s.values[c] ?? 0;
          return svg`<rect class="bar s${i}" x=${x0 + i * barW} y=${y(v)} width=${Math.max(0.5, barW - 1)} height=${TOP + plotH - y(v)}></rect>`;
        })}
        ${c % everyLabel === 0 ? svg`<text class="tick" x=${x0 + (barW * chart.series.length) / 2} y=${TOP + plotH + 16} text-anchor="middle">${category}</text>` : nothing}`;
      })}
      <text class="axis-label" x=${LEFT + plotW / 2} y=${HEIGHT - 5} text-anchor="middle">${chart.categoryLabel}</text>
      ${
        chart.reference
          ? svg`<line class="reference" x1=${LEFT} x2=${WIDTH - RIGHT} y1=${y(chart.reference.value)} y2=${y(chart.reference.value)}></line>
          <text class="tick reference-label" x=${WIDTH - RIGHT - 2} y=${y(chart.reference.value) - 4} text-anchor="end">${chart.reference.label}</text>`
          : nothing
      }`}
    </svg>
    ${
      chart.series.length > 1
        ? html`<ul class="legend">
          ${chart.series.map((s, i) => html`<li><span class="swatch s${i}"></span>${s.name}</li>`)}
        </ul>`
        : nothing
    }
    <details>
      <summary>${msg(str`Data table: ${chart.title}`, { id: 'studio-sim-data-table' })}</summary>
      <table>
        <caption>${chart.title} (${chart.valueLabel})</caption>
        <thead>
          <tr>
            <th scope="col">${chart.categoryLabel}</th>
            ${chart.series.map((s) => html`<th scope="col">${s.name}</th>`)}
          </tr>
        </thead>
        <tbody>
          ${chart.categories.map(
            (category, c) => html`<tr>
              <th scope="row">${category}</th>
              ${chart.series.map((s) => html`<td>${chart.format(s.values[c] ?? 0)}</td>`)}
            </tr>`,
          )}
        </tbody>
      </table>
    </details>
  </figure>`;
}

/** Integer histogram bins shared by several lists of numbers: labels and counts per list. */
export function histogram(lists: readonly (readonly number[])[], maxBins = 12): { categories: string[]; counts: number[][] } {
  const all = lists.flat();
  if (all.length === 0) return { categories: [], counts: lists.map(() => []) };
  const min = Math.min(...all);
  const max = Math.max(...all);
  const span = max - min + 1;
  const raw = Math.ceil(span / maxBins);
  // A round bin width (1, 2, 5, 10, 20, 25, 50, ...) reads better than 17.
  const width = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000].find((w) => w >= raw) ?? raw;
  const start = Math.floor(min / width) * width;
  const bins = Math.floor((max - start) / width) + 1;
  const categories = Array.from({ length: bins }, (_, b) =>
    width === 1 ? String(start + b) : `${start + b * width}…${start + (b + 1) * width - 1}`,
  );
  const counts = lists.map((list) => {
    const c = new Array<number>(bins).fill(0);
    for (const v of list) {
      const bin = Math.floor((v - start) / width);
      c[bin] = (c[bin] ?? 0) + 1;
    }
    return c;
  });
  return { categories, counts };
}
