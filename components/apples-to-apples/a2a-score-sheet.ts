import { msg, str } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { ContextConsumer } from '@lit/context';
import { themeStyles, panelStyles } from '../core/frame/theme.js';
import { defineOnce } from '../core/define.js';
import { renderScoreSheet, scoreSheetStyles } from '../core/frame/score-sheet.js';
import { elementWords, loadElementWords } from '../core/language/element-words.js';
import { rulesetTexts } from '../../src/core/rules/ruleset-texts.js';
import { LocaleController } from '../core/language/locale.js';
import { winnersLine } from './a2a-views.js';
import { applesToApplesContext } from './context.js';

/**
 * The score sheet: the green cards each player has won (with the red card that won each), the
 * goal, and the winner once the game is over. It reads the nearest <apples-to-apples>, so a page
 * may place it in the element's light DOM (slot="score-sheet").
 *
 * @csspart score-sheet - The panel.
 * @csspart totals - The table of green cards won.
 * @csspart winner - The winner line, once the game is over.
 * @cssprop --pomona-surface - Panel background.
 * @cssprop --pomona-ink - Panel text.
 * @cssprop --pomona-muted - Secondary text colour.
 * @tagname a2a-score-sheet
 */
export class A2AScoreSheet extends LitElement {
  static override styles = [
    themeStyles,
    panelStyles,
    scoreSheetStyles,
    css`
      th,
      td {
        vertical-align: top;
      }
      .with {
        color: var(--_pomona-muted);
        font-size: 0.85em;
      }
      p {
        margin: 0.4rem 0 0;
        font-weight: 700;
      }
    `,
  ];

  private readonly game = new ContextConsumer(this, { context: applesToApplesContext, subscribe: true });

  constructor() {
    super();
    // Re-render in the page's language when it changes (the controller registers itself).
    new LocaleController(this, loadElementWords);
  }

  override render() {
    const ctx = this.game.value;
    if (!ctx) return nothing;
    const { view, names } = ctx;
    const best = Math.max(...view.scores);
    const won = (seat: number) => view.phase === 'over' && view.scores[seat] === best;
    const winners = names.filter((_, seat) => won(seat));
    const words = elementWords(ctx.language);
    const columns = html`<th scope="col" class="num">${msg('Green')}</th><th scope="col">${msg('Cards won')}</th>`;
    const rows = names.map(
      (name, seat) => html`<tr>
        <th scope="row">${name}${won(seat) ? msg(' (winner)') : ''}</th>
        <td class="num">${view.scores[seat]}</td>
        <td>${view.history
          .filter((r) => r.winner?.player === seat)
          .map((r) => html`<div>“${r.green.text}” <span class="with">${msg(str`with “${r.winner?.card.text ?? ''}”`)}</span></div>`)}</td>
      </tr>`,
    );
    const title = msg(str`Green cards won (${words.number(view.numbers.goal)} to win)`);
    const winner = winners.length ? html`<p part="winner">${winnersLine(winners, words.count('green-card', best), words)}.</p>` : nothing;
    return renderScoreSheet(rulesetTexts(ctx.ruleset, [ctx.language]).game(), title, columns, rows, winner);
  }
}

defineOnce('a2a-score-sheet', A2AScoreSheet);

declare global {
  interface HTMLElementTagNameMap {
    'a2a-score-sheet': A2AScoreSheet;
  }
}
