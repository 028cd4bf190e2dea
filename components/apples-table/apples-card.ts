import { LitElement, css, html, type PropertyDeclarations } from 'lit';
import { ContextConsumer } from '@lit/context';
import { msg } from '@lit/localize';
import { cardBack, cardFace } from '../core/cards/playing-card.js';
import { cardStyles } from '../core/cards/card-styles.js';
import { defineOnce } from '../core/define.js';
import { applesTableContext } from './context.js';

/**
 * One playing card of the table's deck, drawn as SVG. Its accessible name is the card in words
 * ("queen of spades"); a face-down card is named "a card face down".
 *
 * @csspart card - The drawn card.
 * @cssprop --pomona-card-width - Width of a card (height follows at 7:5).
 * @cssprop --pomona-card-face - Colour of a card's face.
 * @cssprop --pomona-card-back - Colour of a card's back.
 * @cssprop --pomona-red-suit - Ink of hearts and diamonds.
 * @cssprop --pomona-black-suit - Ink of spades and clubs.
 * @tagname apples-card
 */
export class ApplesCard extends LitElement {
  static override styles = [
    cardStyles,
    css`
      :host {
        display: inline-block;
        width: var(--_pomona-card-width, var(--pomona-card-width, 64px));
        line-height: 0;
      }
    `,
  ];

  static override properties: PropertyDeclarations = {
    card: { type: Number },
    faceDown: { type: Boolean, attribute: 'face-down' },
    decorative: { type: Boolean },
  };

  /** The card number in the table's deck (suit × ranks + rank); -1 for none. */
  declare card: number;
  /** Draw the back instead of the face. */
  declare faceDown: boolean;
  /** Hide the card from assistive technology (when a surrounding button already names it). */
  declare decorative: boolean;

  private readonly table = new ContextConsumer(this, { context: applesTableContext, subscribe: true });

  constructor() {
    super();
    this.card = -1;
    this.faceDown = false;
    this.decorative = false;
  }

  override render() {
    const ctx = this.table.value;
    const cards = ctx?.cards;
    const up = cards && !this.faceDown && this.card >= 0;
    const suit = up ? cards.suit(this.card) : 0;
    const name = up ? ctx.cardName(this.card) : msg('a card face down');
    return html`<div part="card" role=${this.decorative ? 'presentation' : 'img'} aria-label=${this.decorative ? '' : name}>${up ? cardFace(cards.rankSymbol(cards.rank(this.card)), cards.suitName(suit), suit) : cardBack()}</div>`;
  }
}

defineOnce('apples-card', ApplesCard);

declare global {
  interface HTMLElementTagNameMap {
    'apples-card': ApplesCard;
  }
}
