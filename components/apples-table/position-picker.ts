/**
 * The score explainer's picker for Apples positions: click a card into the winnings pile or the
 * target, and give the contract when the rules score one.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { msg, str } from '@lit/localize';
import { wordsFor } from '../../src/core/i18n/words.js';
import { pageLanguage } from '../core/language/locale.js';
import { PlayingCards } from '../../src/core/cards/playing.js';
import type { TrickRuleset } from '../../src/families/trick/ruleset.js';
import { suitIcon } from '../core/cards/playing-card.js';
import type { PositionPicker, PositionPickerHost } from '../score-explainer/position-picker.js';

/** Click on a card of the picker: into the winnings (or target), or out again. */
function toggleCard(host: PositionPickerHost, card: string, ruleset: TrickRuleset): void {
  const cards = [...(host.position.cards ?? [])];
  let target = [...(host.position.target ?? [])];
  if (cards.includes(card)) cards.splice(cards.indexOf(card), 1);
  else if (target.includes(card)) target = target.filter((c) => c !== card);
  else if (host.mode === 'target') {
    target.push(card);
    // A ruleset with one target card: a new choice replaces the old one.
    target = target.slice(-Math.max(1, ruleset.targetCards));
  } else cards.push(card);
  host.setPosition({ ...host.position, cards, target });
}

/** The Apples picker: every card of the deck, into the winnings pile or the target, and the contract when the rules score one. */
export const positionPicker: PositionPicker = (host, base) => {
  const ruleset = base as TrickRuleset;
  const cards = new PlayingCards(ruleset.deck);
  const won = new Set(host.position.cards ?? []);
  const target = new Set(host.position.target ?? []);
  // The studio carries every language's card words: the suits are named in the page's.
  const words = wordsFor(pageLanguage());
  return html`<fieldset part="picker">
      <legend>${
        host.mode === 'target'
          ? msg('Cards: click to add to the target, click again to take away', { id: 'studio-cards-click-to-add-to-the' })
          : msg('Cards: click to add to the winnings pile, click again to take away', { id: 'studio-cards-click-to-add-to-the-2' })
      }</legend>
      <div class="row" role="radiogroup" aria-label=${msg('Clicking a card adds it to', { id: 'studio-clicking-a-card-adds-it-to' })}>
        <label><input type="radio" name="mode" .checked=${host.mode !== 'target'} @change=${() => host.setMode('winnings')} /> ${msg('winnings pile', { id: 'studio-winnings-pile' })}</label>
        <label><input type="radio" name="mode" .checked=${host.mode === 'target'} @change=${() => host.setMode('target')} /> ${msg('target card', { id: 'studio-target-card' })}</label>
        <button @click=${() => host.setPosition({ ...host.position, cards: [], target: [] })}>${msg('Clear', { id: 'studio-clear' })}</button>
      </div>
      ${renderContract(host, ruleset)}
      ${ruleset.deck.suits.map(
        (suit, s) => html`<div class="suit-row" role="group" aria-label=${words.suitName(suit)}>
          ${ruleset.deck.ranks.map((_, r) => {
            const id = cards.card(r, s);
            const code = cards.format(id);
            const isTarget = target.has(code);
            const pressed = won.has(code) || isTarget;
            return html`<button
              class="card-button ${isTarget ? 'target' : ''}"
              aria-pressed=${pressed ? 'true' : 'false'}
              data-card=${code}
              @click=${() => toggleCard(host, code, ruleset)}
            >
              ${cards.rankSymbol(r)}${suitIcon(suit, s)}<span class="visually-hidden"> ${isTarget ? msg(str`of ${words.suitName(suit)} (target)`, { id: 'studio-of-target' }) : msg(str`of ${words.suitName(suit)}`, { id: 'studio-of' })}</span>
            </button>`;
          })}
        </div>`,
      )}
    </fieldset>`;
};

/** With rules (here or compared) that score a contract: the bid and the tricks the bid winner's side took. */
function renderContract(host: PositionPickerHost, ruleset: TrickRuleset): TemplateResult | typeof nothing {
  const scored = host.rulesets.some((r) => r.family === 'trick-taking' && r.contract !== null);
  if (!scored) return nothing;
  const contract = host.position.contract;
  const tricks = ruleset.tricks.count;
  const set = (bid: number | null, taken: number | null): void => {
    const { contract: _old, ...rest } = host.position;
    host.setPosition(bid === null || taken === null ? rest : { ...rest, contract: { bid, tricks: taken } });
  };
  const read = (form: HTMLElement): void => {
    const bid = (form.querySelector('[name="bid"]') as HTMLSelectElement).value;
    const taken = (form.querySelector('[name="tricks"]') as HTMLSelectElement).value;
    set(bid === '' ? null : Number(bid), taken === '' ? null : Number(taken));
  };
  const numbers = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  return html`<div class="row" role="group" aria-label=${msg('Contract', { id: 'studio-contract' })} @change=${(e: Event) => read(e.currentTarget as HTMLElement)}>
      <label>${msg('bid', { id: 'studio-bid' })} <select name="bid"><option value="">${msg('none', { id: 'studio-none' })}</option>${numbers(ruleset.bidding.numbers.min, ruleset.bidding.numbers.max).map((n) => html`<option value=${n} ?selected=${contract?.bid === n}>${n}</option>`)}</select></label>
      <label>${msg("tricks taken by the bid winner's side", { id: 'studio-tricks-taken-by-the-bid-winner' })} <select name="tricks"><option value="">${msg('none', { id: 'studio-none' })}</option>${numbers(0, tricks).map((n) => html`<option value=${n} ?selected=${contract?.tricks === n}>${n}</option>`)}</select></label>
    </div>`;
}
