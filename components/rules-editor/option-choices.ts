/**
 * The house rules chosen in the editor for Apply and share links: a control per option the
 * ruleset declares, and only the values that differ from its defaults go with the rules.
 */
import { msg } from '@lit/localize';
import type { LanguageTag } from '../../src/core/i18n/languages.js';
import { rulesetTexts } from '../../src/core/rules/ruleset-texts.js';
import { html, nothing } from 'lit';
import type { Ruleset } from '../../src/core/rules/ruleset.js';

/** Chosen option values by name: numbers, texts and yes/no. */
export type OptionChoices = Readonly<Record<string, number | string | boolean>>;

/** The chosen values that `ruleset` declares and that differ from its defaults. */
export function chosenOptions(ruleset: Ruleset, chosen: OptionChoices): Record<string, number | string | boolean> {
  const out: Record<string, number | string | boolean> = {};
  for (const decl of ruleset.options) {
    const value = chosen[decl.name];
    if (value !== undefined && value !== decl.default) out[decl.name] = value;
  }
  return out;
}

/** Option values from a link: only plain numbers, texts and yes/no (anything else is dropped). */
export function plainOptions(value: unknown): Record<string, number | string | boolean> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const out: Record<string, number | string | boolean> = {};
  for (const [name, v] of Object.entries(value as Record<string, unknown>)) {
    if (typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean') out[name] = v;
  }
  return out;
}

/** The fieldset of `ruleset`'s options with the `chosen` values; `choose` hears every change. */
export function renderOptionChoices(
  ruleset: Ruleset,
  chosen: OptionChoices,
  choose: (name: string, value: number | string | boolean) => void,
  language: LanguageTag,
) {
  if (ruleset.options.length === 0) return nothing;
  const texts = rulesetTexts(ruleset, [language]);
  return html`<fieldset class="house-rules" part="house-rules">
      <legend>${msg('House rules for Apply and the link', { id: 'studio-house-rules-for-apply-and-the' })}</legend>
      ${ruleset.options.map((o) => {
        const id = `opt-${o.name}`;
        const value = chosen[o.name] ?? o.default;
        const control =
          o.kind === 'toggle'
            ? html`<input type="checkbox" id=${id} .checked=${value === true} @change=${(e: Event) => choose(o.name, (e.target as HTMLInputElement).checked)} />`
            : o.kind === 'number'
              ? html`<input type="number" id=${id} min=${o.min} max=${o.max} .value=${String(value)} @change=${(e: Event) => choose(o.name, Number((e.target as HTMLInputElement).value))} />`
              : html`<select id=${id} @change=${(e: Event) => choose(o.name, o.choices.find((c) => String(c) === (e.target as HTMLSelectElement).value) ?? o.default)}>
                  ${o.choices.map((c) => html`<option .value=${String(c)} ?selected=${c === value}>${String(c)}</option>`)}
                </select>`;
        return html`<div class="option"><label for=${id}>${texts.option(o.name, o.description)}</label> ${control}</div>`;
      })}
    </fieldset>`;
}
