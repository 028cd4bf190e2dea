/**
 * The panels of a game element that the first paint of a working game never shows: the house-rules
 * form, "How to play", the replay viewer's bar and its steps, the problems of rules that did not load, the
 * notices and the hot-seat hand-over screen, with their styles. GameElement imports this module (lazy-panels.ts) once the table is
 * ready (when the page is idle) or when a panel is first shown, so a page's first download carries
 * only what it shows.
 */
import { msg, str } from '@lit/localize';
import { css, html, nothing, type CSSResult, type TemplateResult } from 'lit';
import type { SetAside } from '../replay/autosave.js';
import { diagnosticsStyles } from './diagnostics.js';
import { handOverStyles } from './hand-over.js';
import { houseRulesStyles } from './house-rules.js';
import { howToPlayStyles } from './how-to-play.js';
import { replayBarStyles } from '../replay/replay-bar.js';

export { renderDiagnostics } from './diagnostics.js';
export { renderHandOver } from './hand-over.js';
export { readHouseRules, renderHouseRules } from './house-rules.js';
export { renderHowToPlay } from './how-to-play.js';
export { renderReplayBar } from '../replay/replay-bar.js';
export { playReplay, replayStep, seekReplay } from '../replay/replay-steps.js';

/*
 * The notices: messages that stay on the element until dealt with (a saved game that could not be
 * resumed and was kept aside; settings changed during a game, which wait for the next one).
 */

/** What the notices' buttons do. */
export interface NoticeActions {
  /** Put the saved-game notice away. */
  dismiss(): void;
  /** Start the next game now, with the changed settings. */
  startNext(): void;
}

/** The notices: `setAside` when a save could not be resumed, and the wait of changed settings when `settingsWait`. */
export function renderNotices(setAside: SetAside | null, settingsWait: boolean, on: NoticeActions): TemplateResult {
  return html`${
    setAside
      ? html`<div class="panel notice" role="alert" part="notice">
          <p>${msg(str`Your saved game could not be resumed: ${setAside.reason}. It was kept aside (under the storage key "${setAside.movedTo}") and a new game started.`)}</p>
          <button @click=${() => on.dismiss()}>${msg('Dismiss')}</button>
        </div>`
      : nothing
  }
  ${
    settingsWait
      ? html`<div class="panel notice" role="status" part="notice">
          <p>${msg('The changed settings take effect in the next game.')}</p>
          <button @click=${() => on.startNext()}>${msg('Start the next game now')}</button>
        </div>`
      : nothing
  }`;
}

/** The notices' styles (adopted with the panels'). */
export const noticeStyles = css`
  .notice {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem 0.8rem;
    align-items: center;
    justify-content: space-between;
  }
  .notice p {
    margin: 0;
    flex: 1 1 14rem;
  }
`;

/**
 * The end of a game: one centred column at every width, the result and then the button under it.
 * Here rather than in the first paint's styles: the panels arrive once the table is idle, long
 * before a game ends.
 */
export const gameOverStyles = css`
  .game-over {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.5rem;
    text-align: center;
  }
  .game-over > * {
    margin: 0;
  }
`;

/** The panels' styles, adopted by the element's shadow root when this module arrives. */
export const panelsStyles: readonly CSSResult[] = [
  houseRulesStyles,
  howToPlayStyles,
  diagnosticsStyles,
  replayBarStyles,
  noticeStyles,
  handOverStyles,
  gameOverStyles,
];
