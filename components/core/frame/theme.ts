/**
 * The shared look of every Pomona element: public `--pomona-*` custom properties with defaults,
 * private `--_pomona-*` ones derived from them, and light and dark schemes.
 */
import { css } from 'lit';

/**
 * Hidden from the eye, read by screen readers: the `.visually-hidden` class, and the parts a
 * phone layout hides this way at its widths only (inside their own rules).
 */
export const readByScreenReadersOnly = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

/** Custom properties, colours and type shared by every game element (apply to :host). */
export const themeStyles = css`
  /* Korean breaks lines between words, not inside them. */
  :host(:lang(ko)) {
    word-break: keep-all;
  }
  :host {
    --_pomona-felt: var(--pomona-felt, #1d5c3a);
    --_pomona-felt-ink: var(--pomona-felt-ink, #ffffff);
    --_pomona-surface: var(--pomona-surface, #ffffff);
    --_pomona-ink: var(--pomona-ink, #1b1f1d);
    --_pomona-muted: var(--pomona-muted, #4a524e);
    --_pomona-accent: var(--pomona-accent, #ffd166);
    --_pomona-focus: var(--pomona-focus, #ffbf00);
    --_pomona-card-face: var(--pomona-card-face, #fffdf7);
    --_pomona-card-back: var(--pomona-card-back, #8c1c13);
    --_pomona-red-suit: var(--pomona-red-suit, #c1121f);
    --_pomona-black-suit: var(--pomona-black-suit, #111111);
    /* By the width of the element's own container (cqi), never the viewport: a table in a narrow
       column draws the cards a phone would. 52 px keeps a two-figure corner index at 13 px. */
    --_pomona-card-width: var(--pomona-card-width, clamp(52px, 13cqi, 84px));
    --_pomona-font: var(--pomona-font, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
    --_pomona-radius: var(--pomona-radius, 10px);
    --_pomona-error: var(--pomona-error, #a4161a);
    display: block;
    box-sizing: border-box;
    font-family: var(--_pomona-font);
    color: var(--_pomona-ink);
    container-type: inline-size;
  }
  @media (prefers-color-scheme: dark) {
    :host {
      --_pomona-felt: var(--pomona-felt, #0f3322);
      --_pomona-surface: var(--pomona-surface, #1c2320);
      --_pomona-ink: var(--pomona-ink, #eef2ef);
      --_pomona-muted: var(--pomona-muted, #b8c2bc);
      --_pomona-card-face: var(--pomona-card-face, #f4f1e8);
      --_pomona-error: var(--pomona-error, #ff8a80);
    }
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  [hidden] {
    display: none !important;
  }
  button {
    font: inherit;
    min-height: 44px;
    min-width: 44px;
    border-radius: 8px;
    border: 2px solid transparent;
    background: var(--_pomona-surface);
    color: var(--_pomona-ink);
    padding: 0.35em 0.8em;
    cursor: pointer;
  }
  button.primary {
    background: var(--_pomona-accent);
    color: #1b1f1d;
    font-weight: 600;
  }
  button:disabled,
  button[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }
  summary {
    cursor: pointer;
    min-height: 44px;
    display: flex;
    align-items: center;
  }
  :focus-visible {
    outline: 3px solid var(--_pomona-focus);
    outline-offset: 2px;
  }
  .visually-hidden {
    ${readByScreenReadersOnly}
  }
`;

/** A seat's box on the felt (its name in bold), outlined while the table waits for it. */
export const seatStyles = css`
  .seat {
    background: rgb(0 0 0 / 0.25);
    border-radius: 8px;
    padding: 0.3rem 0.5rem;
    font-size: 0.85rem;
    overflow-wrap: anywhere;
  }
  .seat.to-act {
    outline: 3px solid var(--_pomona-accent);
  }
  .seat .name {
    font-weight: 700;
  }
`;

/** Styles of a panel sitting on the surface colour (score sheets, house rules, dialogs). */
export const panelStyles = css`
  .panel {
    background: var(--_pomona-surface);
    color: var(--_pomona-ink);
    border-radius: var(--_pomona-radius);
    padding: 0.75rem 1rem;
  }
`;
