import { LitElement, css, html, nothing } from 'lit';
import { ContextConsumer } from '@lit/context';
import { msg, str } from '@lit/localize';
import { rulesetTexts } from '../../src/core/rules/ruleset-texts.js';
import { themeStyles, panelStyles } from '../core/frame/theme.js';
import { defineOnce } from '../core/define.js';
import { renderScoreSheet, scoreSheetStyles } from '../core/frame/score-sheet.js';
import { applesTableContext } from './context.js';
import { teamBadge, teamOf, teamStyles } from './teams.js';

/**
 * The score sheet: running totals, and for each finished hand every seat's scoring groups with
 * the derivation the engine explains ("three Jacks: 2 × 10 = 20"). It reads the nearest
 * <apples-table>, so a page may place it anywhere in the table's light DOM (slot="score-sheet").
 * With teams, each seat shows its team's badge and partners share one total and one sheet of
 * pooled groups (and the contract line of the bid winner's team).
 *
 * @csspart score-sheet - The panel.
 * @csspart totals - The table of running totals.
 * @csspart team - A seat's team badge (with teams).
 * @cssprop --pomona-surface - Panel background.
 * @cssprop --pomona-ink - Panel text.
 * @cssprop --pomona-team-1 - The first team's colour (then --pomona-team-2, -3, -4).
 * @tagname apples-score-sheet
 */
export class ApplesScoreSheet extends LitElement {
  static override styles = [
    themeStyles,
    panelStyles,
    scoreSheetStyles,
    teamStyles,
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
    const handColumn = (hand: number) => msg(str`Hand ${hand}`);
    const columns = html`${view.handScores.map((_, h) => html`<th scope="col" class="num">${handColumn(h + 1)}</th>`)}<th scope="col" class="num total">${msg('Total')}</th>`;
    const rows = names.map(
      (name, seat) => html`<tr>
        <th scope="row">${name}${teamBadge(view, seat)}</th>
        ${view.handScores.map((scores) => html`<td class="num">${scores[seat]}</td>`)}
        <td class="num total"><strong>${view.totals[seat]}</strong></td>
      </tr>`,
    );
    const details = html`${hands === 0 ? html`<p class="muted">${msg('No hand has been scored yet.')}</p>` : nothing}
      ${Array.from({ length: hands }, (_, i) => hands - i).map(
        (hand) => html`<details ?open=${hand === hands}>
          <summary>${msg(str`How hand ${hand} was scored`)}</summary>
          ${(handSheets[hand - 1] ?? []).map((sheet) => {
            const lines = sheet.lines;
            // Partners share one sheet: it is shown once, under the team's first seat.
            const partners = sheet.partners;
            if (partners && partners[0] !== sheet.player) return nothing;
            const who = partners
              ? html`${ctx.words.list(partners.map((p) => names[p] ?? ''))}${teamBadge(view, sheet.player)}`
              : names[sheet.player];
            return html`<div data-team=${teamOf(view, sheet.player)}>
              <strong>${who}</strong>: ${view.handScores[hand - 1]?.[sheet.player] ?? 0}
              ${
                lines.length === 0
                  ? html`<span class="muted"> ${msg('(no scoring groups)')}</span>`
                  : html`<ul>${lines.map((l) => html`<li>${l.label}: ${l.explanation}</li>`)}</ul>`
              }
            </div>`;
          })}
        </details>`,
      )}`;
    const goal = view.goal;
    return renderScoreSheet(rulesetTexts(ctx.ruleset, [ctx.language]).game(), msg(str`Scores · game to ${goal}`), columns, rows, details);
  }
}

defineOnce('apples-score-sheet', ApplesScoreSheet);

declare global {
  interface HTMLElementTagNameMap {
    'apples-score-sheet': ApplesScoreSheet;
  }
}
