/**
 * The "How to play" panel of a game element: the sections its family writes from the ruleset on
 * the table (goal, players, deck, a round's phases, scoring), so a house variant explains itself.
 * Imported with the other panels (panels.ts), after the first paint.
 */
import { css, html, type TemplateResult } from 'lit';
import { msg, str } from '@lit/localize';
import type { HowToPlaySection } from '../../../src/core/rules/how-to-play.js';

/** A sentence with the rules' own text between backticks (`2 * value`), which is shown as code: the same in every language. */
function sentence(line: string): (TemplateResult | string)[] {
  return line.split('`').map((piece, i) => (i % 2 === 1 ? html`<code>${piece}</code>` : piece));
}

/** The panel: a heading and each section's sentences, with a button that closes it. */
export function renderHowToPlay(gameName: string, sections: readonly HowToPlaySection[], close: () => void): TemplateResult {
  // Escape in the panel closes it, as a dialog's does (`close` gives the focus back to its button).
  // It takes the focus as it opens (`data-dialog`: focus-restore.ts), as a dialog does.
  return html`<section class="panel how-to-play" id="how-to-play" part="how-to-play" aria-labelledby="how-to-play-heading" data-dialog tabindex="-1" @keydown=${(e: KeyboardEvent) => e.key === 'Escape' && close()}>
    <div class="how-to-play-head">
      <h3 id="how-to-play-heading">${msg(str`How to play ${gameName}`)}</h3>
      <button type="button" @click=${close}>${msg('Close')}</button>
    </div>
    ${sections.map(
      (s) => html`<h4>${s.heading}</h4>
        <ul>
          ${s.lines.map((line) => html`<li>${sentence(line)}</li>`)}
        </ul>`,
    )}
  </section>`;
}

/** The panel's styles (adopted with the panels'). */
export const howToPlayStyles = css`
  .how-to-play {
    max-height: min(32rem, 70vh);
    overflow-y: auto;
    overflow-wrap: anywhere;
  }
  .how-to-play-head {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    align-items: center;
    justify-content: space-between;
  }
  .how-to-play-head button {
    border-color: currentColor;
  }
  .how-to-play h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  .how-to-play h4 {
    margin: 0.7rem 0 0.2rem;
    font-size: 0.95rem;
  }
  .how-to-play ul {
    margin: 0;
    padding-inline-start: 1.2rem;
  }
  .how-to-play li {
    margin: 0.15rem 0;
  }
`;
