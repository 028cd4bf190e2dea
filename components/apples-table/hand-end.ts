/**
 * The ends at the Apples table, at its top: of a hand (each seat's bid, the tricks it took, its
 * target cards, its points and its total, and the contract's line from the score sheet, until the
 * person dismisses it or acts) and of the game (the result and the new-game button). Imported when
 * the first hand ends or a finished game shows (no first paint needs it); its styles are adopted
 * beside the table's.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { msg, str } from '@lit/localize';
import { handSummary } from '../../src/families/trick/engine/hand-summary.js';
import type { BidEntry, TrickState } from '../../src/families/trick/engine/index.js';
import { suitIcon } from '../core/cards/playing-card.js';
import { cardStyles } from '../core/cards/card-styles.js';
import type { ApplesTableContext } from './context.js';
import { renderGameOver } from '../core/frame/game-over.js';
import { teamBadge, teamStyles } from './teams.js';

/** A card as its rank and suit symbol, named in full for a screen reader. */
function shortCard(ctx: ApplesTableContext, card: number): TemplateResult {
  const { cards } = ctx;
  const suit = cards.suit(card);
  return html`<span class="short-card"
    ><span aria-hidden="true">${cards.rankSymbol(cards.rank(card))}${suitIcon(cards.suitName(suit), suit)}</span
    ><span class="visually-hidden">${ctx.cardName(card)}</span></span
  >`;
}

/** A seat's last word in the bidding: its bid (number and suit symbol), a pass, or nothing said. */
function bidShown(ctx: ApplesTableContext, bid: BidEntry | null): TemplateResult | string {
  if (!bid)
    return html`<span aria-hidden="true">—</span><span class="visually-hidden">${msg('no bid', { id: 'hand-summary-no-bid' })}</span>`;
  if (bid.pass) return msg('pass');
  const name = ctx.denominationName(bid.suit, bid.number);
  if (bid.suit === ctx.cards.suitCount) return `${bid.number} ${name}`;
  return html`<span aria-hidden="true">${bid.number}${suitIcon(ctx.cards.suitName(bid.suit), bid.suit)}</span
    ><span class="visually-hidden">${bid.number} ${name}</span>`;
}

/** What the table tells the ends. */
export interface TableEnds {
  /** The state shown. */
  readonly state: TrickState | null;
  /** The scored hand whose summary shows (0: none). */
  readonly hand: number;
  /** Put the hand's summary away. */
  readonly dismiss: () => void;
  /** The game-over panel's button. */
  readonly newGame: () => void;
}

/** Who won, in words: "Team 1 (Ann and Carol) wins" when the winners are one team, "You win", "Ann and Bo share the win". */
function winningWords(ctx: ApplesTableContext): string {
  const { view, names, words } = ctx;
  const winners = view.winners ?? [];
  const list = words.list(winners.map((w) => names[w] ?? ''));
  const team = view.teams?.findIndex((seats) => seats.length === winners.length && seats.every((p) => winners.includes(p))) ?? -1;
  const number = team + 1;
  if (team >= 0) return msg(str`Team ${number} (${list}) wins`);
  if (winners.length > 1) return msg(str`${list} share the win`);
  if (winners[0] === ctx.you) return msg('You win');
  return msg(str`${list} wins`);
}

/** The prompt of a game that is over. */
export function gameOverPrompt(ctx: ApplesTableContext): string {
  const winners = winningWords(ctx);
  return msg(str`Game over: ${winners}.`);
}

/** The end of the game when it is over, else the summary of the hand just scored, if any. */
export function renderEnds(ctx: ApplesTableContext, table: TableEnds): unknown {
  const { view } = ctx;
  if (ctx.replaying) return nothing;
  if (view.winners) return renderResult(ctx, table.newGame);
  // Online, the finished hands stay on the server (no sheets here): the score sheet has their totals.
  if (!table.state || table.hand === 0 || table.hand !== view.handScores.length || ctx.handSheets.length < table.hand) return nothing;
  return renderHandSummary(ctx, table.state, table.hand, table.dismiss);
}

/** The game-over panel: who won, with how many points, and why the game ended when nobody reached the goal. */
function renderResult(ctx: ApplesTableContext, newGame: () => void): TemplateResult {
  const { view, words } = ctx;
  const best = words.count('point', Math.max(...view.totals));
  const goal = view.goal;
  const limit = words.count('hand', view.handLimit);
  const who = winningWords(ctx);
  const over = msg('Game over');
  const result = html`<h3>${over}</h3>
    <p>${msg(str`${who}, with ${best}.`)}</p>
    ${Math.max(...view.totals) < goal ? html`<p>${msg(str`No one reached ${goal}: the game ended at its limit of ${limit}.`)}</p>` : nothing}`;
  return renderGameOver(over, result, newGame);
}

/** The summary of finished hand `hand`, or nothing when the state has no such hand. */
function renderHandSummary(ctx: ApplesTableContext, state: TrickState, hand: number, dismiss: () => void): unknown {
  const summary = handSummary(state, hand);
  if (!summary) return nothing;
  const { names, view } = ctx;
  const title = msg(str`End of hand ${hand}`, { id: 'hand-summary-title' });
  // The contract's line, as the score sheet says it (the bid winner's side carries it).
  const contract = (ctx.handSheets[hand - 1] ?? []).flatMap((sheet) => sheet.lines).find((line) => line.phrase?.[0] === 'contract');
  return html`<section class="panel hand-summary" part="hand-summary" aria-label=${title}>
    <h3>${title}</h3>
    <table>
      <thead>
        <tr>
          <th scope="col">${msg('Player')}</th>
          <th scope="col">${msg('Bid', { id: 'hand-summary-bid' })}</th>
          <th scope="col" class="num">${msg('Tricks', { id: 'hand-summary-tricks' })}</th>
          <th scope="col">${msg('Target', { id: 'hand-summary-target' })}</th>
          <th scope="col" class="num">${msg('Points', { id: 'hand-summary-points' })}</th>
          <th scope="col" class="num">${msg('Total')}</th>
        </tr>
      </thead>
      <tbody>
        ${summary.seats.map(
          (seat, p) => html`<tr class=${p === summary.bidder ? 'bidder' : ''}>
            <th scope="row">${names[p]}${teamBadge(view, p)}</th>
            <td>${bidShown(ctx, seat.bid)}</td>
            <td class="num">${seat.tricks}</td>
            <td>${seat.targets.map((card) => shortCard(ctx, card))}</td>
            <td class="num">${seat.points}</td>
            <td class="num"><strong>${seat.total}</strong></td>
          </tr>`,
        )}
      </tbody>
    </table>
    ${contract ? html`<p class="contract">${contract.label}: ${contract.explanation}</p>` : nothing}
    <button class="primary" data-focus @click=${dismiss}>${msg('Continue', { id: 'hand-summary-continue' })}</button>
  </section>`;
}

/** The summary's styles, adopted by the table when this module arrives. */
export const handEndStyles = [
  cardStyles,
  // The partners' badges beside the names: the table's own root has no other part that draws them.
  teamStyles,
  css`
    .hand-summary {
      display: flex;
      flex-direction: column;
      align-items: stretch;
      gap: 0.4rem;
    }
    .hand-summary > * {
      margin: 0;
    }
    .hand-summary h3 {
      font-size: 1rem;
    }
    .hand-summary table {
      border-collapse: collapse;
      width: 100%;
      font-size: 0.9rem;
    }
    .hand-summary th,
    .hand-summary td {
      text-align: left;
      padding: 0.15rem 0.3rem;
      border-bottom: 1px solid color-mix(in srgb, var(--_pomona-muted) 40%, transparent);
    }
    .hand-summary thead th {
      font-size: 0.8rem;
      color: var(--_pomona-muted);
    }
    .hand-summary .num {
      text-align: right;
      font-variant-numeric: tabular-nums;
      white-space: nowrap;
    }
    .hand-summary .bidder td:nth-child(2) {
      font-weight: 700;
    }
    .hand-summary .short-card {
      white-space: nowrap;
      margin-inline-end: 0.3em;
    }
    .hand-summary .contract {
      font-size: 0.9rem;
    }
    .hand-summary button {
      align-self: center;
    }
  `,
];
