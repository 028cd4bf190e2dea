/** The look of `<score-explainer>`: card pickers, the derivation steps, compare columns and classroom type. */
import { css } from 'lit';

/** The element's own styles (beside the shared theme and panel styles). */
export const scoreExplainerStyles = css`
      :host {
        display: block;
        --_size: var(--pomona-explainer-size, 1rem);
      }
      :host([classroom]) {
        --_size: var(--pomona-explainer-size, 1.6rem);
      }
      button,
      select,
      input {
        font: inherit;
        min-height: 44px;
      }
      /* Buttons look like buttons, in classroom type too: a frame, room to press, a visible focus. */
      button {
        min-width: 44px;
        padding: 0 0.9em;
        border: 2px solid var(--_pomona-muted);
        border-radius: 6px;
        background: var(--_pomona-surface);
        color: var(--_pomona-ink);
        cursor: pointer;
      }
      button:hover:not(:disabled) {
        border-color: var(--_pomona-ink);
      }
      button:disabled {
        opacity: 0.55;
        cursor: default;
      }
      button:focus-visible,
      input:focus-visible,
      select:focus-visible {
        outline: 3px solid var(--_pomona-focus);
        outline-offset: 2px;
      }
      :host([classroom]) .row button {
        font-size: 1.2rem;
        min-height: 52px;
      }
      .typed input {
        flex: 1 1 12rem;
        padding: 0 0.5em;
        border: 2px solid var(--_pomona-muted);
        border-radius: 6px;
        background: var(--_pomona-surface);
        color: var(--_pomona-ink);
      }
      .typed label {
        flex-basis: 100%;
      }
      .step-source {
        font-size: 0.85em;
      }
      .step-source code,
      code.notation {
        font-family: ui-monospace, 'DejaVu Sans Mono', monospace;
        background: color-mix(in srgb, var(--_pomona-muted) 15%, transparent);
        padding: 0 0.2em;
        border-radius: 3px;
      }
      fieldset {
        border: 1px solid var(--_pomona-muted);
        border-radius: 6px;
        margin: 0 0 0.6rem;
      }
      .suit-row {
        display: flex;
        flex-wrap: wrap;
        gap: 0.25rem;
        margin: 0.2rem 0;
      }
      .card-button {
        min-width: 44px;
        display: inline-flex;
        align-items: center;
        gap: 0.15rem;
        padding: 0 0.35rem;
        background: var(--_pomona-card-face);
        color: #111;
        border: 1px solid var(--_pomona-muted);
        border-radius: 4px;
      }
      .card-button[aria-pressed='true'] {
        background: var(--_pomona-felt);
        color: var(--_pomona-felt-ink);
        outline: 2px solid var(--_pomona-accent);
      }
      .card-button.target {
        background: #5c2d91;
        color: #fff;
      }
      .visually-hidden {
        position: absolute;
        width: 1px;
        height: 1px;
        overflow: hidden;
        clip: rect(0 0 0 0);
        white-space: nowrap;
      }
      .suit-icon {
        width: 1em;
        height: 1em;
      }
      .suit-icon.red path {
        fill: var(--_pomona-red-suit);
      }
      .suit-icon.black path {
        fill: var(--_pomona-black-suit);
      }
      .card-button[aria-pressed='true'] .suit-icon path,
      .card-button.target .suit-icon path {
        fill: currentColor;
      }
      .columns {
        display: grid;
        grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
        gap: 0.8rem;
      }
      .derivation {
        font-size: var(--_size);
      }
      .derivation h3 {
        margin: 0 0 0.3rem;
        font-size: 1.1em;
      }
      ol {
        padding-left: 1.3em;
        margin: 0.3rem 0;
      }
      li {
        margin: 0.3rem 0;
      }
      .column-source {
        font-weight: 400;
        font-size: 0.8em;
        color: var(--_pomona-muted);
      }
      .step-cards {
        color: var(--_pomona-muted);
        font-size: 0.85em;
      }
      .total {
        font-weight: 700;
        font-size: 1.15em;
      }
      .broken {
        color: var(--_pomona-error);
      }
      .difference {
        font-weight: 600;
      }
      .chips {
        display: flex;
        flex-wrap: wrap;
        gap: 0.25rem;
      }
      .chip {
        min-height: 32px;
        font-size: 0.85rem;
      }
      .row {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
        align-items: center;
        margin: 0.3rem 0;
      }
      .batch-list {
        display: grid;
        grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
        gap: 0.4rem;
      }
      .batch-list section {
        border: 1px solid var(--_pomona-muted);
        border-radius: 6px;
        padding: 0.3rem 0.5rem;
      }
      .batch-list h4 {
        margin: 0 0 0.2rem;
        font-size: 0.95rem;
      }
    `;
