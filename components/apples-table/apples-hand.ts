import { LitElement, css, html, nothing, type PropertyDeclarations } from 'lit';
import { ContextConsumer } from '@lit/context';
import type { TrickPlayerAction } from '../../src/families/trick/engine/index.js';
import { msg, str } from '@lit/localize';
import { themeStyles } from '../core/frame/theme.js';
import { defineOnce } from '../core/define.js';
import { rove } from '../core/frame/roving.js';
import { applesTableContext, type ApplesTableContext } from './context.js';
import './apples-card.js';

/**
 * The viewer's hand. In the tricks it highlights the cards the engine allows and disables the
 * rest; in the pile step each chosen card goes to the pile at once (one engine action per card,
 * so the engine judges every card: the bid winner's trumps first); in the target step it sets one
 * aside. Keyboard: Tab reaches the hand, the arrow keys move between cards, Enter or Space plays.
 *
 * @csspart hand - The row of cards.
 * @csspart card-button - Each card's button.
 * @csspart playable - Added to the buttons of cards that may be played now.
 * @csspart hand-actions - The pile step's hint: what to give, and how many are given.
 * @cssprop --pomona-card-width - Width of a card.
 * @cssprop --pomona-accent - Colour that marks playable cards.
 * @tagname apples-hand
 */
export class ApplesHand extends LitElement {
  static override styles = [
    themeStyles,
    css`
      :host {
        color: var(--_pomona-felt-ink);
      }
      /*
       * The hand is a fan that always fits its own width: each card but the last in a row is
       * overlapped by the next, leaving a strip of --_strip (at least 44 px, a whole target); when
       * even that does not fit, the fan wraps onto a second row. A card's box takes only its strip
       * in the flow (a negative right margin) and the row keeps room for the last card's overhang
       * (the right padding), so no card ever leaves the table, however many are held. A pixel is
       * left over: strips that fill the row exactly round to a hair more, which wraps the last card.
       * The sides are narrow (0.1rem): at 360 px seven strips of 44 px just fit, so 13 cards are two rows.
       */
      .cards {
        --_strip: clamp(
          44px,
          (100cqi - var(--_pomona-card-width) - 0.5rem - 1px) / max(1, var(--_pomona-hand-size, 10) - 1),
          var(--_pomona-card-width) + 0.3rem
        );
        display: flex;
        flex-wrap: wrap;
        justify-content: center;
        row-gap: 1rem;
        padding: 0.9rem 0.1rem 0.25rem;
        padding-right: calc(0.1rem + var(--_pomona-card-width) - var(--_strip));
        min-height: calc(var(--_pomona-card-width) * 1.4 + 1.5rem);
      }
      .card {
        all: unset;
        position: relative;
        display: block;
        flex: 0 0 auto;
        width: var(--_pomona-card-width);
        margin-right: calc(var(--_strip) - var(--_pomona-card-width));
        border-radius: 6px;
        cursor: default;
        transition: transform 120ms ease-out;
      }
      /* A playable card is lifted and carries an accent bar along its top edge: overlapping cards
         then show one clean bar, not a grid of outlines. */
      .card.playable {
        cursor: pointer;
        transform: translateY(-0.6rem);
      }
      .card.playable::after {
        content: '';
        position: absolute;
        left: 0;
        right: 0;
        top: -7px;
        height: 4px;
        border-radius: 2px;
        background: var(--_pomona-accent);
        pointer-events: none;
      }
      .card[aria-disabled='true'] {
        opacity: 1;
      }
      .choosing .card[aria-disabled='true'] {
        filter: grayscale(0.4) brightness(0.8);
      }
      /* The focused card keeps its place in the stack, so it never covers its neighbour's rank. */
      .card:focus-visible {
        outline: 3px solid var(--_pomona-focus);
        outline-offset: 2px;
        transform: translateY(-0.9rem);
      }
      .card:hover.playable {
        transform: translateY(-0.9rem);
      }
      .actions {
        display: flex;
        gap: 0.5rem;
        justify-content: center;
        align-items: center;
        flex-wrap: wrap;
        margin-top: 0.5rem;
      }
      .hint {
        margin: 0.25rem 0;
        text-align: center;
      }
      @media (prefers-reduced-motion: reduce) {
        .card {
          transition: none;
        }
      }
    `,
  ];

  static override properties: PropertyDeclarations = {
    focusIndex: { state: true },
  };

  declare private focusIndex: number;
  private readonly table = new ContextConsumer(this, { context: applesTableContext, subscribe: true });
  private refocus = false;

  constructor() {
    super();
    this.focusIndex = 0;
  }

  override render() {
    const ctx = this.table.value;
    if (!ctx) return nothing;
    const { view } = ctx;
    const mode = ctx.legal.some((a) => a.kind === 'give')
      ? 'pile'
      : ctx.legal.some((a) => a.kind === 'target')
        ? 'target'
        : ctx.legal.some((a) => a.kind === 'play')
          ? 'play'
          : 'none';
    const hand = view.hand;
    const focus = Math.min(this.focusIndex, Math.max(0, hand.length - 1));
    // Where focus goes after an action: the remembered card if it may be chosen, else the first that may.
    const enabledAt = hand.map((card) => this.actionFor(ctx, card) !== undefined);
    const next = enabledAt[focus] ? focus : enabledAt.indexOf(true);
    const label =
      mode === 'pile'
        ? msg('Your hand: give a card to the pile')
        : mode === 'target'
          ? msg('Your hand: choose your target card')
          : mode === 'play'
            ? msg('Your hand: play a card')
            : msg('Your hand');
    // What pressing a card does, said with its name: "play queen of spades".
    const named = (card: string): string =>
      mode === 'play'
        ? msg(str`play ${card}`)
        : mode === 'target'
          ? msg(str`set aside as target: ${card}`)
          : mode === 'pile'
            ? msg(str`give to the pile: ${card}`)
            : card;
    return html`
      <div
        class="cards ${mode === 'none' ? '' : 'choosing'}"
        part="hand"
        role="group"
        aria-label=${label}
        @keydown=${this.onKey}
      >
        ${hand.map((card, i) => {
          const action = this.actionFor(ctx, card);
          const enabled = action !== undefined;
          return html`<button
            class="card ${enabled ? 'playable' : ''}"
            part="card-button${enabled ? ' playable' : ''}"
            data-card=${card}
            tabindex=${i === focus ? 0 : -1}
            ?data-focus=${mode !== 'none' && i === next}
            aria-disabled=${enabled ? 'false' : 'true'}
            @click=${() => this.choose(ctx, card, i)}
          ><span class="visually-hidden">${enabled ? named(ctx.cardName(card)) : ctx.cardName(card)}</span><apples-card .card=${card} decorative aria-hidden="true"></apples-card></button>`;
        })}
      </div>
      ${mode === 'pile' ? this.renderPileHint(ctx) : nothing}
    `;
  }

  private renderPileHint(ctx: ApplesTableContext) {
    const { view } = ctx;
    const need = view.pile.each;
    const bidder = view.highBid?.player === ctx.viewer;
    const trump = view.trump >= 0 ? ctx.denominationName(view.trump) : '';
    const rule = ctx.ruleset.pile;
    const trumps = ctx.words.count('trump', need);
    const cards = ctx.words.count('card', need);
    const hint =
      bidder && rule?.winnerGivesTrumps
        ? rule.winnerFaceUp
          ? msg(str`You won the bid: give ${trumps} (${trump}), face up.`)
          : msg(str`You won the bid: give ${trumps} (${trump}).`)
        : rule?.othersFaceUp
          ? msg(str`Give ${cards} of your choice, face up.`)
          : msg(str`Give ${cards} of your choice, face down.`);
    const given = view.pile.mine.length;
    return html`<div class="actions" part="hand-actions">
      <p class="hint" aria-live="polite">${hint} ${msg(str`Given: ${given} of ${need}. Choose a card to give it.`)}</p>
    </div>`;
  }

  /** The engine's legal action for `card` now, if there is one: the hand never judges legality itself. */
  private actionFor(ctx: ApplesTableContext, card: number): TrickPlayerAction | undefined {
    return ctx.legal.find((a) => a.kind !== 'bid' && a.kind !== 'pass' && a.card === card);
  }

  private choose(ctx: ApplesTableContext, card: number, index: number): void {
    this.focusIndex = index;
    const action = this.actionFor(ctx, card);
    if (!action) return;
    this.refocus = true;
    ctx.act(action);
  }

  /**
   * Arrow keys, Home and End move along the hand (the roving card is remembered across renders).
   * An arrow function, so the listener carries its element without relying on Lit's host binding.
   */
  private readonly onKey = (event: KeyboardEvent): void => {
    const next = rove(event);
    if (next >= 0) this.focusIndex = next;
  };

  protected override updated(): void {
    // The fan's overlap follows the number of cards held. Set through the CSS object model, as a
    // style attribute (or Lit's styleMap, which writes one on its first render) breaks a strict style-src.
    const hand = this.table.value?.view.hand.length ?? 0;
    this.renderRoot.querySelector<HTMLElement>('.cards')?.style.setProperty('--_pomona-hand-size', String(hand));
    if (!this.refocus) return;
    this.refocus = false;
    this.focus();
  }

  /** Move keyboard focus to the hand (the roving card). */
  override focus(): void {
    this.renderRoot.querySelector<HTMLButtonElement>('button.card[tabindex="0"]')?.focus();
  }
}

defineOnce('apples-hand', ApplesHand);

declare global {
  interface HTMLElementTagNameMap {
    'apples-hand': ApplesHand;
  }
}
