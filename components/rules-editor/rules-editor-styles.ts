/** The look of `<rules-editor>`: toolbar, editor frame, problems, house rules and changes. */
import { css } from 'lit';

/** The editor's own styles (beside the shared theme and panel styles). */
export const rulesEditorStyles = css`
      :host {
        display: block;
        --_pomona-code-keyword: #6a1b9a;
        --_pomona-code-string: #1b5e20;
        --_pomona-code-number: #0d47a1;
      }
      @media (prefers-color-scheme: dark) {
        :host {
          --_pomona-code-keyword: #e1a6ff;
          --_pomona-code-string: #a5d6a7;
          --_pomona-code-number: #90caf9;
        }
      }
      .toolbar {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
        align-items: center;
        margin-bottom: 0.5rem;
      }
      button,
      select,
      .file-label {
        font: inherit;
        min-height: 44px;
        padding: 0 0.7rem;
      }
      /* On a page of the surface's colour a borderless button reads as plain text: every action has an edge. */
      button:not(.primary),
      .file-label {
        border: 2px solid var(--_pomona-muted);
        border-radius: 8px;
      }
      .file-label {
        display: inline-flex;
        align-items: center;
        cursor: pointer;
      }
      .file-label:focus-within {
        outline: 3px solid var(--_pomona-focus);
      }
      .file-label input {
        position: absolute;
        width: 1px;
        height: 1px;
        opacity: 0;
      }
      select {
        max-width: 100%;
        min-width: 0;
        flex: 1 1 12rem;
      }
      .editor {
        min-width: 0;
      }
      .editor .cm-editor {
        min-height: 12rem;
        max-height: 32rem;
      }
      .status {
        margin: 0.4rem 0;
        font-weight: 600;
      }
      .status.error {
        color: var(--_pomona-error);
      }
      ul {
        margin: 0.2rem 0;
        padding-left: 1.2rem;
      }
      .house-rules {
        border: 1px solid var(--_pomona-muted);
        border-radius: 6px;
        margin: 0.5rem 0;
      }
      .house-rules .option {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
        align-items: center;
      }
      .house-rules input[type='checkbox'] {
        width: 24px;
        height: 24px;
      }
      .problems li {
        margin: 0.25rem 0;
      }
      .problems button {
        min-height: 32px;
        margin-left: 0.4rem;
      }
      .link {
        font: inherit;
        width: 100%;
        box-sizing: border-box;
      }
      h3 {
        font-size: 1rem;
        margin: 0.6rem 0 0.2rem;
      }
      .visually-hidden {
        position: absolute;
        width: 1px;
        height: 1px;
        overflow: hidden;
        clip: rect(0 0 0 0);
      }
    `;
