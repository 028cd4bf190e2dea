/** The look of `<balance-simulator>`: the form, the progress and the results with their charts. */
import { css } from 'lit';

/** The element's own styles (beside the shared theme and panel styles). */
export const balanceSimulatorStyles = css`
      :host {
        display: block;
        --_chart-1: var(--pomona-chart-1, #1d5c3a);
        --_chart-2: var(--pomona-chart-2, #b5470b);
      }
      @media (prefers-color-scheme: dark) {
        :host {
          --_chart-1: var(--pomona-chart-1, #6fcf97);
          --_chart-2: var(--pomona-chart-2, #ffb074);
        }
      }
      form {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem 1rem;
        align-items: end;
      }
      label {
        display: flex;
        flex-direction: column;
        gap: 0.15rem;
        font-size: 0.9rem;
      }
      select,
      input,
      button {
        font: inherit;
        min-height: 44px;
        max-width: 100%;
      }
      .summary {
        margin-bottom: 0.8rem;
      }
      input[type='number'] {
        width: 7rem;
      }
      fieldset {
        border: 1px solid var(--_pomona-muted);
        border-radius: 6px;
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
      }
      .progress {
        display: flex;
        flex-wrap: wrap;
        gap: 0.6rem;
        align-items: center;
        margin: 0.6rem 0;
      }
      progress {
        flex: 1 1 12rem;
        height: 1.2rem;
      }
      .error {
        color: var(--_pomona-error);
      }
      .charts {
        display: grid;
        grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
        gap: 1rem;
      }
      figure {
        margin: 0;
        /* The chart is drawn at this box's width: the box must not grow with it. */
        min-width: 0;
        overflow: hidden;
      }
      figcaption {
        font-weight: 600;
        margin-bottom: 0.2rem;
      }
      svg {
        display: block;
      }
      .bar.s0,
      .swatch.s0 {
        fill: var(--_chart-1);
        background: var(--_chart-1);
      }
      .bar.s1,
      .swatch.s1 {
        fill: var(--_chart-2);
        background: var(--_chart-2);
      }
      .axis {
        stroke: var(--_pomona-muted);
      }
      .reference {
        stroke: var(--_pomona-ink);
        stroke-dasharray: 4 3;
      }
      .tick,
      .axis-label {
        fill: var(--_pomona-ink);
        font-size: 12px;
      }
      .axis-label {
        font-size: 13px;
      }
      .reference-label {
        paint-order: stroke;
        stroke: var(--_pomona-surface);
        stroke-width: 3px;
      }
      .table-scroll {
        max-width: 100%;
        overflow-x: auto;
      }
      .summary td {
        vertical-align: top;
      }
      .interval,
      .verdict {
        display: block;
        font-size: 0.8rem;
        color: var(--_pomona-muted);
        white-space: normal;
      }
      .verdict {
        font-style: italic;
      }
      .beyond-noise .verdict {
        color: inherit;
        font-weight: 600;
        font-style: normal;
      }
      .note,
      .downloads {
        font-size: 0.85rem;
        margin: 0.4rem 0;
      }
      .downloads a {
        display: inline-block;
        min-height: 44px;
        line-height: 44px;
        margin-right: 1rem;
      }
      .legend {
        list-style: none;
        display: flex;
        flex-wrap: wrap;
        gap: 0.2rem 1rem;
        padding: 0;
        margin: 0.2rem 0;
        font-size: 0.9rem;
      }
      .legend li {
        white-space: nowrap;
      }
      .swatch {
        display: inline-block;
        width: 0.9em;
        height: 0.9em;
        margin-right: 0.3em;
        vertical-align: middle;
      }
      table {
        border-collapse: collapse;
        font-size: 0.9rem;
      }
      th,
      td {
        border: 1px solid var(--_pomona-muted);
        padding: 0.15rem 0.4rem;
        text-align: right;
      }
      caption {
        text-align: left;
        font-weight: 600;
      }
    `;
