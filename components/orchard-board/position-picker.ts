/**
 * The score explainer's picker for Orchard positions: a card by its attributes into a batch, and
 * each batch's cards, each removable.
 */
import { msg, str } from '@lit/localize';
import { html } from 'lit';
import { rulesetTexts } from '../../src/core/rules/ruleset-texts.js';
import { pageLanguage } from '../core/language/locale.js';
import { cardFromObject, cardName, cardToObject, type AttrCardObject } from '../../src/core/cards/attribute-card.js';
import type { DraftingRuleset } from '../../src/families/drafting/ruleset.js';
import type { PositionPicker, PositionPickerHost } from '../score-explainer/position-picker.js';

/** A form field's text ('' when it is a file or missing). */
function textOf(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}

function addCard(host: PositionPickerHost, form: HTMLFormElement, ruleset: DraftingRuleset): void {
  const data = new FormData(form);
  const batch = textOf(data, 'batch');
  const object: Record<string, string> = {};
  for (const a of ruleset.deck.attributes) object[a.name] = textOf(data, a.name);
  const parsed = cardFromObject(ruleset.deck, object);
  if (!parsed.ok) return;
  const batches = { ...(host.position.batches ?? {}) };
  batches[batch] = [...(batches[batch] ?? []), cardToObject(ruleset.deck, parsed.card)];
  host.setPosition({ ...host.position, batches });
}

function removeCard(host: PositionPickerHost, batch: string, index: number): void {
  const batches = { ...(host.position.batches ?? {}) };
  batches[batch] = (batches[batch] ?? []).filter((_, i) => i !== index);
  host.setPosition({ ...host.position, batches });
}

/** The Orchard picker: a card by its attributes into a batch, and the batches' cards, each removable. */
export const positionPicker: PositionPicker = (host, base) => {
  const ruleset = base as DraftingRuleset;
  const batches = host.position.batches ?? {};
  // The rules' own names for batches, attributes and values in the page's language (as written when they give none).
  const texts = rulesetTexts(ruleset, [pageLanguage()]);
  return html`<fieldset part="picker">
      <legend>${msg('Put a card into a batch')}</legend>
      <form class="row" @submit=${(e: SubmitEvent) => {
        e.preventDefault();
        addCard(host, e.target as HTMLFormElement, ruleset);
      }}>
        ${ruleset.deck.attributes.map(
          (a) =>
            html`<label>${texts.attribute(a.name)} <select name=${a.name}>${a.values.map((v) => html`<option value=${String(v)}>${typeof v === 'string' ? texts.value(v) : String(v)}</option>`)}</select></label>`,
        )}
        <label>${msg('batch')} <select name="batch">${ruleset.batches.map((b) => html`<option value=${b.name}>${texts.batch(b.name)}</option>`)}</select></label>
        <button type="submit">${msg('Add card')}</button>
        <button type="button" @click=${() => host.setPosition({ ...host.position, batches: {} })}>${msg('Clear')}</button>
      </form>
      <div class="batch-list">
        ${ruleset.batches
          .filter((b) => (batches[b.name]?.length ?? 0) > 0)
          .map(
            (b) => html`<section aria-label=${texts.batch(b.name)}>
              <h4>${texts.batch(b.name)}</h4>
              <div class="chips">
                ${(batches[b.name] ?? []).map((c: AttrCardObject, i) => {
                  const parsed = cardFromObject(ruleset.deck, c);
                  const name = parsed.ok ? cardName(ruleset.deck, parsed.card, texts) : JSON.stringify(c);
                  const batch = texts.batch(b.name);
                  return html`<button class="chip"  aria-label=${msg(str`Remove ${name} from ${batch}`)} @click=${() => removeCard(host, b.name, i)}>${name} ×</button>`;
                })}
              </div>
            </section>`,
          )}
      </div>
    </fieldset>`;
};
