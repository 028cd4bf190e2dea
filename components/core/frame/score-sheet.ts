/** The frame every score sheet shares: a panel with a heading, a table of totals by player, then details. */
import { css, html, type TemplateResult } from 'lit';
import { msg, str } from '@lit/localize';

/** Styles of the frame: the heading, the totals table and number columns (disclosure summaries are themed). */
export const scoreSheetStyles = css`
  h3 {
    margin: 0 0 0.4rem;
    font-size: 1rem;
  }
  table {
    border-collapse: collapse;
    width: 100%;
  }
  th,
  td {
    text-align: left;
    padding: 0.2rem 0.4rem;
    border-bottom: 1px solid color-mix(in srgb, var(--_pomona-muted) 40%, transparent);
    overflow-wrap: anywhere;
  }
  /* Headings break between words only ("Gree / n" at phone width); numbers never break. */
  th {
    overflow-wrap: normal;
  }
  .num {
    white-space: nowrap;
  }
  .num {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  /* A long game's columns scroll inside the panel; the running total stays pinned at its right edge. */
  .scroll {
    overflow-x: auto;
    max-width: 100%;
  }
  .total {
    position: sticky;
    right: 0;
    background: var(--_pomona-surface);
    box-shadow: -6px 0 6px -6px rgb(0 0 0 / 0.45);
  }
`;

/**
 * The panel: `title`, the totals table (a Player column, then `columns`; one row per player), then
 * `after`. The region is named after the game ("Score sheet: Orchard"), so that several games on
 * one page do not give several regions one name.
 */
export function renderScoreSheet(game: string, title: string, columns: unknown, rows: unknown, after: unknown): TemplateResult {
  return html`<section class="panel" part="score-sheet" aria-label=${msg(str`Score sheet: ${game}`)}>
    <h3>${title}</h3>
    <div class="scroll" tabindex="0" role="group" aria-label=${msg('Scores, scrolling sideways')}>
      <table part="totals">
        <thead><tr><th scope="col">${msg('Player')}</th>${columns}</tr></thead>
        <tbody>${rows}</tbody>
      </table>
    </div>
    ${after}
  </section>`;
}
