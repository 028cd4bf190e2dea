import { msg, str } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { ContextConsumer } from '@lit/context';
import { suitIcon } from '../core/cards/playing-card.js';
import { cardStyles } from '../core/cards/card-styles.js';
import { seatStyles, themeStyles } from '../core/frame/theme.js';
import { defineOnce } from '../core/define.js';
import { applesTableContext, type ApplesTableContext } from './context.js';
import { denominationIcon, teamBadge, teamStyles } from './teams.js';
import './apples-card.js';

/**
 * The middle of the table: every seat with its name, cards in hand, target and winnings pile,
 * the trick being played (or the last trick and who won it), and the bidding pile's face-up cards.
 *
 * @csspart trick-area - The whole area.
 * @csspart seat - Each seat's box; `seat to-act` while the table waits for it.
 * @csspart trick - The cards of the current or last trick.
 * @csspart team - A seat's team badge (with teams: partners share a colour).
 * @cssprop --pomona-felt - The table's colour.
 * @cssprop --pomona-team-1 - The first team's colour (then --pomona-team-2, -3, -4).
 * @cssprop --pomona-felt-ink - Text colour on the table.
 * @tagname apples-trick
 */
export class ApplesTrick extends LitElement {
  static override styles = [
    themeStyles,
    cardStyles,
    seatStyles,
    teamStyles,
    css`
      :host {
        color: var(--_pomona-felt-ink);
      }
      /*
       * Around the table for any number of seats: the first opponent on the left, the last on the
       * right, the others across the top; you at the bottom. On a phone the opponents share one
       * compact row above the trick.
       */
      .area {
        display: grid;
        grid-template-columns: minmax(0, 1fr) minmax(0, 2fr) minmax(0, 1fr);
        grid-template-areas: 'top top top' 'left middle right' 'bottom bottom bottom';
        gap: 0.4rem;
        align-items: center;
      }
      .top {
        grid-area: top;
        display: flex;
        justify-content: center;
        gap: 0.4rem;
      }
      .left {
        grid-area: left;
      }
      .right {
        grid-area: right;
      }
      .bottom {
        grid-area: bottom;
      }
      .seat {
        line-height: 1.25;
        justify-self: center;
        text-align: center;
        min-width: 0;
        max-width: 100%;
        /* Names and words break between words only, never inside one ("We st"). */
        overflow-wrap: normal;
        word-break: normal;
        hyphens: manual;
      }
      .seat .name {
        font-size: 0.95rem;
      }
      .seat .line {
        display: flex;
        flex-wrap: wrap;
        justify-content: center;
        align-items: center;
        gap: 0 0.4rem;
      }
      .fan {
        display: inline-flex;
        align-items: center;
        gap: 0.2rem;
        white-space: nowrap;
      }
      .fan .backs {
        display: inline-flex;
      }
      .fan apples-card {
        --_pomona-card-width: 14px;
      }
      .fan apples-card + apples-card {
        margin-left: -9px;
      }
      .bid {
        display: inline-block;
        background: var(--_pomona-accent);
        color: #1b1f1d;
        border-radius: 999px;
        padding: 0 0.45rem;
        font-weight: 700;
        white-space: nowrap;
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
        max-width: calc(var(--_pomona-card-width) + 1.5rem);
        text-align: center;
      }
      /* A long name wraps under its card instead of running under the next one. */
      .played .who {
        max-width: 100%;
        overflow-wrap: anywhere;
      }
      .played.winner apples-card {
        outline: 3px solid var(--_pomona-accent);
        border-radius: 6px;
      }
      apples-card {
        --pomona-card-width: calc(var(--_pomona-card-width) * 0.8);
      }
      /* The cards given face down: a small stack of backs (how many is public, which is not). */
      .pile apples-card[face-down] {
        --_pomona-card-width: 30px;
        align-self: flex-end;
      }
      .pile apples-card[face-down] + apples-card[face-down] {
        margin-left: -22px;
      }
      .note {
        font-size: 0.85rem;
        margin: 0;
        text-align: center;
      }
      @container (max-width: 520px) {
        /* One row of compact opponents, clockwise from the left, then the trick, then you. */
        .area {
          display: flex;
          flex-wrap: wrap;
          gap: 0.3rem;
        }
        .top {
          display: contents;
        }
        .left,
        .right,
        .top > .seat {
          flex: 1 1 0;
          min-width: 0;
        }
        .middle,
        .bottom {
          flex: 1 1 100%;
          order: 1;
          min-height: 0;
        }
        .bottom {
          order: 2;
          display: flex;
          justify-content: center;
        }
        .seat {
          font-size: 0.78rem;
          padding: 0.2rem 0.3rem;
          width: 100%;
        }
        .seat .name {
          font-size: 0.82rem;
        }
        .bottom .seat {
          width: auto;
        }
        .bottom .seat > div {
          display: inline;
          margin: 0 0.2rem;
        }
        .bottom .seat .line {
          display: inline-flex;
        }
      }
    `,
  ];

  private readonly table = new ContextConsumer(this, { context: applesTableContext, subscribe: true });

  override render() {
    const ctx = this.table.value;
    if (!ctx) return nothing;
    const n = ctx.view.players;
    // Seats clockwise from the viewer: the first on the left, the last on the right, the rest across the top.
    const around = Array.from({ length: n - 1 }, (_, i) => (ctx.viewer + 1 + i) % n);
    const left = n > 2 ? around[0] : undefined;
    const right = n > 2 ? around[around.length - 1] : undefined;
    const top = around.filter((s) => s !== left && s !== right);
    return html`<div class="area" part="trick-area">
      ${left !== undefined ? html`<div class="left">${this.renderSeat(ctx, left)}</div>` : nothing}
      <div class="top">${top.map((seat) => this.renderSeat(ctx, seat))}</div>
      ${right !== undefined ? html`<div class="right">${this.renderSeat(ctx, right)}</div>` : nothing}
      <div class="middle">${this.renderMiddle(ctx)}</div>
      <div class="bottom">${this.renderSeat(ctx, ctx.viewer)}</div>
    </div>`;
  }

  /** A seat, compact: its name, its cards as a small fan of backs with the count, its points; the bid beside the bidder. */
  private renderSeat(ctx: ApplesTableContext, seat: number) {
    const { view, names, cards, words } = ctx;
    const won = view.tricks.filter((t) => t.winner === seat).length;
    const toAct = view.toAct.includes(seat);
    const bid = view.bids.filter((b) => b.player === seat).at(-1);
    const high = view.highBid?.player === seat ? view.highBid : undefined;
    const shownBid = view.phase === 'bidding' ? bid : high;
    const held = view.handSizes[seat] ?? 0;
    return html`<section class="seat ${toAct ? 'to-act' : ''}" part="seat${toAct ? ' to-act' : ''}" data-seat=${seat} aria-label=${names[seat] ?? ''}>
      <div class="name">${names[seat]}${teamBadge(view, seat)}${seat === view.dealer ? html` <span class="dealer">· ${msg('dealer')}</span>` : nothing}</div>
      <div class="line">
        ${seat === ctx.viewer ? nothing : html`<span class="fan"><span class="backs" aria-hidden="true">${Array.from({ length: Math.min(held, 4) }, () => html`<apples-card face-down decorative></apples-card>`)}</span>${words.count('card', held)}</span>`}
        <span>${words.count('point-short', view.totals[seat] ?? 0)}</span>
        ${won > 0 ? html`<span>${words.count('trick', won)}</span>` : nothing}
        ${(view.targetsSet[seat] ?? 0) > 0 ? html`<span>${msg('target set')}</span>` : nothing}
      </div>
      ${
        shownBid
          ? html`<div><span class="bid">${'number' in shownBid ? html`${msg('bid')} ${shownBid.number} ${denominationIcon(cards, shownBid.suit, ctx.denominationName(cards.suitCount))}<span class="visually-hidden">${ctx.denominationName(shownBid.suit, shownBid.number)}</span>` : msg('pass')}</span></div>`
          : nothing
      }
      ${toAct && !ctx.replaying ? html`<div>${seat === ctx.viewer ? msg('your turn') : msg('thinking…')}</div>` : nothing}
    </section>`;
  }

  private renderMiddle(ctx: ApplesTableContext) {
    const { view, names, cards } = ctx;
    const trumpName = view.trump >= 0 ? ctx.denominationName(view.trump) : '';
    if (view.phase === 'pile' || view.phase === 'redeal') {
      // The cards given face down lie beside the face-up ones, as small backs (they travel there from the givers).
      const down = Math.max(0, view.pile.given.reduce((a, b) => a + b, 0) - view.pile.faceUp.length);
      const given = view.pile.given.filter(Boolean).length;
      const players = view.players;
      return html`<p class="note">${msg(str`Bidding pile: ${given} of ${players} have given.`)}</p>
        <div class="trick pile" role="group" aria-label=${msg('Pile cards')}>${view.pile.faceUp.map((c) => html`<apples-card .card=${c} data-card=${c}></apples-card>`)}${Array.from({ length: down }, () => html`<apples-card face-down></apples-card>`)}</div>`;
    }
    if (view.phase === 'target') {
      return html`<p class="note">${msg('Everyone sets one card aside as a target.')}</p>
        ${view.targets.length > 0 ? html`<div class="played"><apples-card .card=${view.targets[0] ?? -1}></apples-card>${msg('your target')}</div>` : nothing}`;
    }
    // Between two hands the last trick stays on the table until the next deal (it travels to its winner first).
    const between = view.phase === 'deal' && view.tricks.length > 0;
    if (view.phase !== 'tricks' && view.phase !== 'over' && !between) {
      return html`<p class="note">${view.trump >= 0 ? msg(str`Trumps: ${trumpName}`) : view.highBid?.suit === cards.suitCount && view.phase !== 'bidding' ? msg('No trumps') : ''}</p>`;
    }
    const current = view.trick.cards;
    const last = view.tricks[view.tricks.length - 1];
    const showing = current.length > 0 || !last ? { leader: view.trick.leader, cards: current, winner: -1 } : last;
    // The number of tricks depends on the player count in some rulesets (five players hold fewer cards).
    const trickCount = ctx.ruleset.tricks.countByPlayers.evaluate({ options: view.options, players: view.players });
    const trickNumber = Math.min(view.tricks.length + 1, trickCount);
    const trickOf = msg(str`trick ${trickNumber} of ${trickCount}`);
    const trump =
      view.trump >= 0
        ? html`<p class="note">${msg('Trumps:')} ${suitIcon(cards.suitName(view.trump), view.trump)} ${trumpName} · ${trickOf}</p>`
        : view.highBid?.suit === cards.suitCount
          ? html`<p class="note">${msg('No trumps')} · ${trickOf}</p>`
          : nothing;
    const winner = names[showing.winner] ?? '';
    const targets = ctx.words.list(view.targets.map((c) => ctx.cardName(c)));
    return html`${trump}
      <div class="trick" part="trick" role="group" aria-label=${showing.winner >= 0 ? msg('Last trick') : msg('Current trick')}>
        ${showing.cards.map((card, i) => {
          const seat = (showing.leader + i) % view.players;
          return html`<div class="played ${seat === showing.winner ? 'winner' : ''}" data-card=${card} data-seat=${seat}><apples-card .card=${card}></apples-card><span class="who">${names[seat]}</span></div>`;
        })}
      </div>
      ${showing.winner >= 0 ? html`<p class="note">${msg(str`Last trick: ${winner}.`)}</p>` : nothing}
      ${view.targets.length > 0 ? html`<p class="note">${msg(str`Your target: ${targets}`)}</p>` : nothing}`;
  }
}

defineOnce('apples-trick', ApplesTrick);

declare global {
  interface HTMLElementTagNameMap {
    'apples-trick': ApplesTrick;
  }
}
