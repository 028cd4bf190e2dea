/** The hot-seat hand-over screen shared by every game element. */
import { css, html, type TemplateResult } from 'lit';
import { msg, str } from '@lit/localize';

/** The screen shown when the device passes between people: the next hand stays hidden until its owner says they hold it. */
export function renderHandOver(name: string, show: () => void): TemplateResult {
  return html`<section class="pass panel" part="pass-screen" aria-label=${msg('Pass the device')}>
    <h3>${msg(str`Pass to ${name}`)}</h3>
    <p>${msg(str`The cards stay hidden until ${name} is ready.`)}</p>
    <button class="primary" data-focus @click=${show}>${msg(str`I am ${name}: show my cards`)}</button>
  </section>`;
}

/** Styles of the hand-over screen. */
export const handOverStyles = css`
  .pass {
    text-align: center;
  }
`;
