/** Showing a ruleset's problems inside the element, in the `FILE:LINE:COL: error: MESSAGE` form. */
import { css, html, type TemplateResult } from 'lit';

/** The diagnostics panel (text only: the messages and source lines are never parsed as HTML). */
export function renderDiagnostics(formatted: readonly string[]): TemplateResult {
  return html`<div class="diagnostics panel" part="diagnostics" role="alert">
    <h3>These rules could not be loaded</h3>
    <p>${formatted.length === 1 ? 'One problem was found:' : `${formatted.length} problems were found:`}</p>
    ${formatted.map((text) => html`<pre>${text}</pre>`)}
  </div>`;
}

/** Styles of the diagnostics panel. */
export const diagnosticsStyles = css`
  .diagnostics pre {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
    font-size: 0.85rem;
    background: color-mix(in srgb, var(--_pomona-muted) 14%, transparent);
    padding: 0.5rem;
    border-radius: 6px;
    margin: 0.4rem 0;
  }
  .diagnostics h3 {
    margin: 0 0 0.25rem;
    color: var(--_pomona-error);
  }
`;
