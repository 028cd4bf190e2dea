/**
 * The house-rules panel: every option the ruleset declares, with its description, as a form.
 * Shown before a new game; the chosen values go into the game's setup (and so its save and replay).
 */
import { msg } from '@lit/localize';
import { css, html, type TemplateResult } from 'lit';
import type { OptionDecl, OptionValues } from '../../../src/core/rules/ruleset.js';

/** Read the form's controls back into option values (by option name). */
export function readHouseRules(form: HTMLFormElement, options: readonly OptionDecl[]): Record<string, unknown> {
  const data = new FormData(form);
  const values: Record<string, unknown> = {};
  for (const option of options) {
    const raw = data.get(option.name);
    if (option.kind === 'toggle') values[option.name] = raw === 'on';
    else if (option.kind === 'number') values[option.name] = Number(raw);
    else {
      const choice = option.choices.find((c) => String(c) === raw);
      values[option.name] = choice ?? option.default;
    }
  }
  return values;
}

/** The panel: a form with one control per option and a start button. */
export function renderHouseRules(
  idPrefix: string,
  options: readonly OptionDecl[],
  current: OptionValues,
  onStart: (event: SubmitEvent) => void,
  onCancel: () => void,
  describe: (name: string, description: string) => string = (_name, description) => description,
  /** Whether a game a person has played is under way: the form says the new game ends it. */
  inProgress = false,
): TemplateResult {
  // Keep playing, or Escape in the form as in a dialog, puts it away, the focus on the table's prompt.
  const cancel = (event: Event): void => {
    const root = (event.currentTarget as Element).getRootNode() as ParentNode;
    onCancel();
    root.querySelector<HTMLElement>('[part="prompt"]')?.focus();
  };
  // It takes the focus as it opens (`data-dialog`: focus-restore.ts), as a dialog does.
  return html`<form class="house-rules panel" part="house-rules" aria-labelledby="${idPrefix}-hr" data-dialog tabindex="-1" @submit=${onStart} @keydown=${(e: KeyboardEvent) => e.key === 'Escape' && cancel(e)}>
    <h3 id="${idPrefix}-hr">${msg('House rules for the new game')}</h3>
    ${options.length === 0 ? html`<p>${msg('These rules declare no house options.')}</p>` : ''}
    ${options.map((option) => {
      const id = `${idPrefix}-opt-${option.name}`;
      const value = current[option.name] ?? option.default;
      const control =
        option.kind === 'toggle'
          ? html`<input type="checkbox" id=${id} name=${option.name} ?checked=${value === true} />`
          : option.kind === 'number'
            ? html`<input type="number" id=${id} name=${option.name} min=${option.min} max=${option.max} .value=${String(value)} />`
            : html`<select id=${id} name=${option.name}>${option.choices.map((c) => html`<option .value=${String(c)} ?selected=${c === value}>${String(c)}</option>`)}</select>`;
      // The option's name in the rules ("winning_score") is for the rules' author, not the players: the form shows the description only.
      return html`<div class="option" data-option=${option.name}>
        <label for=${id}>${describe(option.name, option.description)}</label>
        ${control}
      </div>`;
    })}
    ${inProgress ? html`<p>${msg('Dealing the new game ends the game in progress.')}</p>` : ''}
    <div class="buttons">
      <button type="submit" class="primary">${msg('Deal the new game')}</button>
      <button type="button" @click=${cancel}>${msg('Keep playing')}</button>
    </div>
  </form>`;
}

/** Styles of the house-rules panel. */
export const houseRulesStyles = css`
  .house-rules .option {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
    margin: 0.4rem 0;
  }
  .house-rules select,
  .house-rules input[type='number'] {
    font: inherit;
    min-height: 44px;
    padding: 0 0.4rem;
  }
  .house-rules input[type='checkbox'] {
    width: 24px;
    height: 24px;
  }
  .house-rules .buttons {
    display: flex;
    gap: 0.5rem;
    flex-wrap: wrap;
  }
`;
