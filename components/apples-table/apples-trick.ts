import { LitElement, css, html, nothing } from 'lit';
import { ContextConsumer } from '@lit/context';
import { suitIcon } from '../shared/playing-card.js';
import { cardStyles } from '../shared/card-styles.js';
import { seatStyles, themeStyles } from '../shared/theme.js';
import { defineOnce } from '../shared/define.js';
import { applesTableContext, type ApplesTableContext } from './context.js';
import './apples-card.js';

/**
 * The middle of the table: every seat with its name, cards in hand, target and winnings pile,
 * the trick being played (or the last trick and who won it), and the bidding pile's face-up cards.
 *
 * @csspart trick-area - The whole area.
 * @csspart seat - Each seat's box; `seat to-act` while the table waits for it.
 * @csspart trick - The cards of the current or last trick.
 * @cssprop --pomona-felt - The table's colour.
 * @cssprop --pomona-felt-ink - Text colour on the table.
 * @tagname apples-trick
 */
export class ApplesTrick extends LitElement {
  static override styles = [
    themeStyles,
    cardStyles,
    seatStyles,
    css`
      :host {
        color: var(--_pomona-felt-ink);
      }
      .area {
        display: grid;
        grid-template-columns: 1fr 1fr 1fr;
        grid-template-areas: 'top top top' 'left middle right' 'bottom bottom bottom';
        gap: 0.4rem;
        align-items: center;
      }
      .seat {
        line-height: 1.3;
        justify-self: center;
        text-align: center;
        min-width: 7rem;
        max-width: 100%;
      }
      .seat .name {
        font-size: 0.95rem;
      }
      .pos-0 {
        grid-area: bottom;
      }
      .pos-1 {
        grid-area: left;
      }
      .pos-2 {
        grid-area: top;
      }
      .pos-3 {
        grid-area: right;
      }
      .middle {
        grid-area: middle;
        display: flex;
        flex-direction: column;
        align-items: center;
        gap: 0.25rem;
        min-height: calc(var(--_pomona-card-width) * 1.45);
      }
      .trick {
        display: flex;
        gap: 0.25rem;
        flex-wrap: wrap;
        justify-content: center;
      }
      .played {
        display: flex;
        flex-direction: column;
        align-items: center;
        font-size: 0.75rem;
        max-width: calc(var(--_pomona-card-width) + 0.5rem);
        overflow-wrap: anywhere;
        text-align: center;
      }
      .played.winner apples-card {
        outline: 3px solid var(--_pomona-accent);
        border-radius: 6px;
      }
      apples-card {
        --pomona-card-width: calc(var(--_pomona-card-width) * 0.8);
      }
      .note {
        font-size: 0.85rem;
        margin: 0;
        text-align: center;
      }
      @container (max-width: 480px) {
        .seat {
          min-width: 0;
          font-size: 0.78rem;
        }
        .area {
          grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
        }
      }
    `,
  ];

  private readonly table = new ContextConsumer(this, { context: applesTableContext, subscribe: true });

  override render() {
    const ctx = this.table.value;
    if (!ctx) return nothing;
    const n = ctx.view.players;
    return html`<div class="area" part="trick-area">
      ${Array.from({ length: n }, (_, seat) => this.renderSeat(ctx, seat, (seat - ctx.viewer + n) % n))}
      <div class="middle">${this.renderMiddle(ctx)}</div>
    </div>`;
  }

  private renderSeat(ctx: ApplesTableContext, seat: number, position: number) {
    const { view, names, cards } = ctx;
    const won = view.tricks.filter((t) => t.winner === seat).length;
    const toAct = view.toAct.includes(seat);
    const bidder = view.highBid?.player === seat && view.phase !== 'bidding';
    return html`<section class="seat pos-${position} ${toAct ? 'to-act' : ''}" part="seat${toAct ? ' to-act' : ''}" aria-label=${names[seat] ?? ''}>
      <div class="name">${names[seat]}${seat === view.dealer ? ' · dealer' : ''}</div>
      <div>${view.handSizes[seat]} cards · ${won} ${won === 1 ? "trick" : "tricks"} won</div>
      <div>${(view.targetsSet[seat] ?? 0) > 0 ? 'target set · ' : ''}${view.totals[seat]} points</div>
      ${bidder && view.highBid ? html`<div>bid ${view.highBid.number} ${suitIcon(cards.suitName(view.highBid.suit), view.highBid.suit)}<span class="visually-hidden">${cards.suitName(view.highBid.suit)}</span></div>` : nothing}
      ${toAct ? html`<div>${seat === ctx.viewer ? 'your turn' : 'thinking…'}</div>` : nothing}
    </section>`;
  }

  private renderMiddle(ctx: ApplesTableContext) {
    const { view, names, cards } = ctx;
    if (view.phase === 'pile' || view.phase === 'redeal') {
      return html`<p class="note">Bidding pile: ${view.pile.given.filter(Boolean).length} of ${view.players} have given.</p>
        <div class="trick" role="group" aria-label="Face-up pile cards">${view.pile.faceUp.map((c) => html`<apples-card .card=${c}></apples-card>`)}</div>`;
    }
    if (view.phase === 'target') {
      return html`<p class="note">Everyone sets one card aside as a target.</p>
        ${view.targets.length > 0 ? html`<div class="played"><apples-card .card=${view.targets[0] ?? -1}></apples-card>your target</div>` : nothing}`;
    }
    if (view.phase !== 'tricks' && view.phase !== 'over') {
      return html`<p class="note">${view.trump >= 0 ? html`Trumps: ${cards.suitName(view.trump)}` : ''}</p>`;
    }
    const current = view.trick.cards;
    const last = view.tricks[view.tricks.length - 1];
    const showing = current.length > 0 || !last ? { leader: view.trick.leader, cards: current, winner: -1 } : last;
    const trump = view.trump >= 0 ? html`<p class="note">Trumps: ${suitIcon(cards.suitName(view.trump), view.trump)} ${cards.suitName(view.trump)} · trick ${Math.min(view.tricks.length + 1, ctx.ruleset.tricks.count)} of ${ctx.ruleset.tricks.count}</p>` : nothing;
    return html`${trump}
      <div class="trick" part="trick" role="group" aria-label=${showing.winner >= 0 ? 'Last trick' : 'Current trick'}>
        ${showing.cards.map((card, i) => {
          const seat = (showing.leader + i) % view.players;
          return html`<div class="played ${seat === showing.winner ? 'winner' : ''}"><apples-card .card=${card}></apples-card>${names[seat]}</div>`;
        })}
      </div>
      ${showing.winner >= 0 ? html`<p class="note">${names[showing.winner]} won the last trick${view.targets[0] !== undefined ? '' : ''}.</p>` : nothing}
      ${view.targets.length > 0 ? html`<p class="note">Your target: ${view.targets.map((c) => cards.name(c)).join(', ')}</p>` : nothing}`;
  }
}

defineOnce('apples-trick', ApplesTrick);

declare global {
  interface HTMLElementTagNameMap {
    'apples-trick': ApplesTrick;
  }
}
