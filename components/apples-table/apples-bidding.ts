import { LitElement, css, html, nothing, type PropertyDeclarations } from 'lit';
import { msg, str } from '@lit/localize';
import { ContextConsumer } from '@lit/context';
import type { TrickPlayerAction } from '../../src/families/trick/engine/index.js';
import { cardStyles } from '../core/cards/card-styles.js';
import { readByScreenReadersOnly, themeStyles, panelStyles } from '../core/frame/theme.js';
import { defineOnce } from '../core/define.js';
import { applesTableContext, type ApplesTableContext } from './context.js';
import { denominationIcon, teamBadge, teamStyles } from './teams.js';

type Bid = Extract<TrickPlayerAction, { kind: 'bid' }>;

/**
 * The bidding panel: the current high bid, the bids so far, and buttons for the bids the engine
 * allows (choose a number, then a suit, or no trumps where the rules allow it) and for passing.
 * Other bids are shown disabled. With teams, each bidder's team is shown beside their name.
 *
 * @csspart bidding - The panel.
 * @csspart high-bid - The current high bid.
 * @csspart bid-button - Each number, suit and pass button.
 * @csspart team - A bidder's team badge (with teams).
 * @cssprop --pomona-surface - Panel background.
 * @cssprop --pomona-team-1 - The first team's colour (then --pomona-team-2, -3, -4).
 * @tagname apples-bidding
 */
export class ApplesBidding extends LitElement {
  static override styles = [
    themeStyles,
    panelStyles,
    cardStyles,
    teamStyles,
    css`
      .row {
        display: flex;
        flex-wrap: wrap;
        gap: 0.35rem;
        margin: 0.4rem 0;
      }
      .row button {
        min-width: 44px;
        padding: 0.3em 0.6em;
        border: 2px solid var(--_pomona-muted);
      }
      .row button[aria-pressed='true'] {
        background: var(--_pomona-accent);
        color: #1b1f1d;
        border-color: #1b1f1d;
      }
      h3 {
        margin: 0 0 0.25rem;
        font-size: 1rem;
      }
      p {
        margin: 0.25rem 0;
      }
      ol {
        margin: 0.25rem 0;
        padding-left: 1.25rem;
        color: var(--_pomona-muted);
      }
      /* On a phone the panel is short: its heading (the prompt says whose bid it is) and the bids
         so far (beside the bidders) are read by screen readers only, the numbers fit one row, the
         suits show their symbols. */
      @container (max-width: 520px) {
        .panel {
          padding: 0.5rem 0.6rem;
        }
        h3,
        ol,
        .help,
        .suit-name {
          ${readByScreenReadersOnly}
        }
        .row {
          flex-wrap: nowrap;
          gap: 0.25rem;
          margin: 0.3rem 0;
        }
        .row button {
          min-width: 0;
          flex: 1 1 0;
          padding: 0.2em 0.2em;
        }
      }
    `,
  ];

  static override properties: PropertyDeclarations = {
    chosenNumber: { state: true },
  };

  declare private chosenNumber: number;
  private readonly table = new ContextConsumer(this, { context: applesTableContext, subscribe: true });

  constructor() {
    super();
    this.chosenNumber = 0;
  }

  override render() {
    const ctx = this.table.value;
    if (!ctx || ctx.view.phase !== 'bidding') return nothing;
    const { view, cards, names } = ctx;
    const bids = ctx.legal.filter((a): a is Bid => a.kind === 'bid');
    const canPass = ctx.legal.some((a) => a.kind === 'pass');
    const high = view.highBid;
    const numbers = [...new Set(bids.map((b) => b.number))].sort((a, b) => a - b);
    const number = numbers.includes(this.chosenNumber) ? this.chosenNumber : (numbers[0] ?? 0);
    // The denominations in bidding order: the suits, with no trumps where the rules rank it.
    const suits = cards.deck.suits.map((_, i) => i);
    const below = ctx.ruleset.bidding.noTrumpsBelow;
    if (below !== null) suits.splice(below, 0, cards.suitCount);
    const noTrumps = ctx.denominationName(cards.suitCount);
    const icon = (denomination: number) => denominationIcon(cards, denomination, noTrumps);
    const highBid = high
      ? html`${msg('High bid:')} <strong>${names[high.player]}</strong>${teamBadge(view, high.player)}, ${high.number} ${high.suit === cards.suitCount ? nothing : icon(high.suit)} ${ctx.denominationName(high.suit, high.number)}`
      : msg('No bid yet.');
    const waiting = ctx.words.list(view.toAct.map((p) => names[p] ?? ''));
    return html`<section class="panel" part="bidding" aria-label=${msg('Bidding')}>
      <h3>${msg('Bidding')}</h3>
      <p part="high-bid">${highBid}</p>
      ${
        view.bids.length > 0
          ? html`<ol aria-label=${msg('Bids so far')}>${view.bids.map((b) => html`<li>${names[b.player]}: ${b.pass ? msg('pass') : `${b.number} ${ctx.denominationName(b.suit, b.number)}`}</li>`)}</ol>`
          : nothing
      }
      ${
        canPass
          ? html`
            <p class="help">${below !== null ? msg('Your bid: a number, then a suit or no trumps.') : msg('Your bid: a number, then a suit.')} ${msg('Only bids you may make are enabled.')}</p>
            <div class="row" role="group" aria-label=${msg('Number of your bid')}>
              ${numbers.map((n) => html`<button part="bid-button" aria-pressed=${String(n === number)} @click=${() => (this.chosenNumber = n)}>${n}</button>`)}
            </div>
            <div class="row" role="group" aria-label=${msg('Suit of your bid')}>
              ${suits.map((s) => {
                const bid = bids.find((b) => b.number === number && b.suit === s);
                const suit = ctx.denominationName(s, number);
                // After an action focus comes back to the cheapest bid allowed (or Pass, below).
                const first = bid !== undefined && bids.find((b) => b.number === number) === bid;
                // No trumps is named by its text ("NT" is hidden from screen readers, which hear "no trumps"):
                // an aria-label would not contain the visible "NT", as accessibility checkers require.
                if (s === cards.suitCount) {
                  return html`<button part="bid-button" data-denomination=${s} ?disabled=${!bid} ?data-focus=${first} @click=${() => bid && this.play(ctx, bid)}>
                    <span class="visually-hidden">${msg('Bid')} </span>${number} ${icon(s)} <span class="suit-name">${suit}</span>
                  </button>`;
                }
                return html`<button part="bid-button" data-denomination=${s} ?disabled=${!bid} ?data-focus=${first} aria-label=${msg(str`Bid ${number} ${suit}`)} @click=${() => bid && this.play(ctx, bid)}>
                  ${number} ${icon(s)} <span class="suit-name">${suit}</span>
                </button>`;
              })}
              <button part="bid-button" ?data-focus=${bids.length === 0} @click=${() => this.play(ctx, { kind: 'pass', player: ctx.viewer })}>${msg('Pass')}</button>
            </div>
          `
          : html`<p>${msg(str`Waiting for ${waiting}.`)}</p>`
      }
    </section>`;
  }

  private play(ctx: ApplesTableContext, action: TrickPlayerAction): void {
    this.chosenNumber = 0;
    ctx.act(action);
  }
}

defineOnce('apples-bidding', ApplesBidding);

declare global {
  interface HTMLElementTagNameMap {
    'apples-bidding': ApplesBidding;
  }
}
