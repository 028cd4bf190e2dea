/** Styles for the SVG cards drawn by playing-card.ts. */
import { css } from 'lit';

/** Card faces, backs and suit icons. */
export const cardStyles = css`
  .card-svg {
    display: block;
    width: 100%;
    height: auto;
    filter: drop-shadow(0 1px 1.5px rgb(0 0 0 / 0.35));
  }
  .card-svg .face {
    fill: var(--_pomona-card-face);
    stroke: #8a8f8c;
  }
  .card-svg .index {
    font-family: var(--_pomona-font);
    font-weight: 700;
  }
  .card-svg.red .index,
  .card-svg.red .pip,
  .suit-icon.red {
    fill: var(--_pomona-red-suit);
  }
  .card-svg.black .index,
  .card-svg.black .pip,
  .suit-icon.black {
    fill: var(--_pomona-black-suit);
  }
  .card-svg .back-fill {
    fill: var(--_pomona-card-back);
    stroke: #ffffff;
    stroke-width: 1.5;
  }
  .card-svg .back-inner {
    fill: none;
    stroke: rgb(255 255 255 / 0.55);
    stroke-width: 1.5;
    stroke-dasharray: 3 2;
  }
  .suit-icon {
    display: inline-block;
    width: 1em;
    height: 1em;
    vertical-align: -0.12em;
  }
  @media (prefers-color-scheme: dark) {
    .suit-icon.black {
      fill: currentColor;
    }
  }
`;
