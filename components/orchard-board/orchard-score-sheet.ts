import { msg, str } from '@lit/localize';
import { withNotation } from '../core/language/notation-text.js';
import { LitElement, css, html, nothing } from 'lit';
import { ContextConsumer } from '@lit/context';
import { themeStyles, panelStyles } from '../core/frame/theme.js';
import { defineOnce } from '../core/define.js';
import { renderScoreSheet, scoreSheetStyles } from '../core/frame/score-sheet.js';
import { orchardBoardContext } from './context.js';
import { LocaleController } from '../core/language/locale.js';

/**
 * The score sheet: every seat's points, and batch by batch how they came about, in the
 * derivation the ruleset's own score expressions give ("triangle[3] = 6"). It reads the nearest
 * <orchard-board>, so a page may place it in the board's light DOM (slot="score-sheet").
 *
 * @csspart score-sheet - The panel.
 * @csspart totals - The table of totals.
 * @cssprop --pomona-surface - Panel background.
 * @cssprop --pomona-ink - Panel text.
 * @tagname orchard-score-sheet
 */
export class OrchardScoreSheet extends LitElement {
  static override styles = [
    themeStyles,
    panelStyles,
    scoreSheetStyles,
    css`
      .why {
        color: var(--_pomona-muted);
        font-size: 0.85em;
        font-weight: 400;
      }
    `,
  ];

  private readonly board = new ContextConsumer(this, { context: orchardBoardContext, subscribe: true });

  constructor() {
    super();
    // Re-render in the page's language when it changes (the controller registers itself).
    new LocaleController(this);
  }

  override render() {
    const ctx = this.board.value;
    if (!ctx) return nothing;
    const { names, sheets, viewer, texts } = ctx;
    const columns = html`<th scope="col" class="num">${msg('Cards')}</th><th scope="col" class="num">${msg('Points')}</th>`;
    const rows = sheets.map(
      (s) =>
        html`<tr><th scope="row">${names[s.player]}</th><td class="num">${ctx.view.batches[s.player]?.reduce((n, b) => n + b.length, 0)}</td><td class="num"><strong>${s.total}</strong></td></tr>`,
    );
    const details = sheets.map(
      (s) => html`<details ?open=${s.player === viewer}>
        <summary>${s.player === viewer && names[s.player] === msg('You') ? msg('How you score') : msg(str`How ${names[s.player] ?? ''} scores`)}</summary>
        <table>
          <tbody>
            ${s.lines.map((l) => html`<tr><th scope="row">${texts.batch(l.label)}<div class="why">${withNotation(l.explanation)}</div></th><td class="num">${l.points}</td></tr>`)}
          </tbody>
        </table>
      </details>`,
    );
    return renderScoreSheet(texts.game(), msg('Scores'), columns, rows, details);
  }
}

defineOnce('orchard-score-sheet', OrchardScoreSheet);

declare global {
  interface HTMLElementTagNameMap {
    'orchard-score-sheet': OrchardScoreSheet;
  }
}
