/** The game-over panel, the same frame in every game element: its label, the result, a new-game button. */
import { html, type TemplateResult } from 'lit';
import { msg } from '@lit/localize';

/** The panel: `result` (a heading and whatever the family shows) above the new-game button. */
export function renderGameOver(label: string, result: TemplateResult, onNew: () => void): TemplateResult {
  return html`<section class="panel game-over" part="game-over" aria-label=${label}>
    ${result}
    <button class="primary" data-focus @click=${onNew}>${msg('New game')}</button>
  </section>`;
}
