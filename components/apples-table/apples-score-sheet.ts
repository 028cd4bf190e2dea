import { LitElement, css, html, nothing } from 'lit';
import { ContextConsumer } from '@lit/context';
import { themeStyles, panelStyles } from '../shared/theme.js';
import { defineOnce } from '../shared/define.js';
import { renderScoreSheet, scoreSheetStyles } from '../shared/score-sheet.js';
import { applesTableContext } from './context.js';

/**
 * The score sheet: running totals, and for each finished hand every seat's scoring groups with
 * the derivation the engine explains ("three Jacks: 2 × 10 = 20"). It reads the nearest
 * <apples-table>, so a page may place it anywhere in the table's light DOM (slot="score-sheet").
 *
 * @csspart score-sheet - The panel.
 * @csspart totals - The table of running totals.
 * @cssprop --pomona-surface - Panel background.
 * @cssprop --pomona-ink - Panel text.
 * @tagname apples-score-sheet
 */
export class ApplesScoreSheet extends LitElement {
  static override styles = [
    themeStyles,
    panelStyles,
    scoreSheetStyles,
    css`
      details {
        margin-top: 0.5rem;
      }
      ul {
        margin: 0.2rem 0 0.4rem;
        padding-left: 1.2rem;
      }
      .muted {
        color: var(--_pomona-muted);
      }
    `,
  ];

  private readonly table = new ContextConsumer(this, { context: applesTableContext, subscribe: true });

  override render() {
    const ctx = this.table.value;
    if (!ctx) return nothing;
    const { view, names, handSheets } = ctx;
    const hands = view.handScores.length;
    const columns = html`${view.handScores.map((_, h) => html`<th scope="col" class="num">Hand ${h + 1}</th>`)}<th scope="col" class="num">Total</th>`;
    const rows = names.map(
      (name, seat) => html`<tr>
        <th scope="row">${name}</th>
        ${view.handScores.map((scores) => html`<td class="num">${scores[seat]}</td>`)}
        <td class="num"><strong>${view.totals[seat]}</strong></td>
      </tr>`,
    );
    const details = html`${hands === 0 ? html`<p class="muted">No hand has been scored yet.</p>` : nothing}
      ${Array.from({ length: hands }, (_, i) => hands - i).map(
        (hand) => html`<details ?open=${hand === hands}>
          <summary>How hand ${hand} was scored</summary>
          ${(handSheets[hand - 1] ?? []).map((sheet) => {
            const lines = sheet.lines;
            return html`<div>
              <strong>${names[sheet.player]}</strong>: ${view.handScores[hand - 1]?.[sheet.player] ?? 0}
              ${lines.length === 0
                ? html`<span class="muted"> (no scoring groups)</span>`
                : html`<ul>${lines.map((l) => html`<li>${l.label}: ${l.explanation}</li>`)}</ul>`}
            </div>`;
          })}
        </details>`,
      )}`;
    return renderScoreSheet(ctx.ruleset.name, `Scores · game to ${view.goal}`, columns, rows, details);
  }
}

defineOnce('apples-score-sheet', ApplesScoreSheet);

declare global {
  interface HTMLElementTagNameMap {
    'apples-score-sheet': ApplesScoreSheet;
  }
}
