/**
 * Partnerships and bids at the Apples table, shown the same way by every part: a seat's team as
 * a coloured badge ("Team 1") and a bid's denomination (a suit with its symbol, or "no trumps").
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { msg, str } from '@lit/localize';
import type { PlayingCards } from '../../src/core/cards/playing.js';
import type { TrickView } from '../../src/families/trick/engine/index.js';
import { suitIcon } from '../core/cards/playing-card.js';

/** The seat's team (0 for the first), or -1 when everyone plays alone. */
export function teamOf(view: TrickView, seat: number): number {
  return view.teams ? view.teams.findIndex((team) => team.includes(seat)) : -1;
}

/** The seat's team as a coloured badge, or nothing without teams. */
export function teamBadge(view: TrickView, seat: number): TemplateResult | typeof nothing {
  const team = teamOf(view, seat);
  const number = team + 1;
  return team < 0 ? nothing : html`<span class="team" part="team" data-team=${team % 4}>${msg(str`Team ${number}`)}</span>`;
}

/** A bid's denomination: the suit's symbol, or "NT" for no trumps (the name follows for screen readers). */
export function denominationIcon(cards: PlayingCards, denomination: number, noTrumps: string): TemplateResult {
  return denomination === cards.suitCount
    ? html`<abbr class="nt" title=${noTrumps} aria-hidden="true">${msg('NT')}</abbr>`
    : suitIcon(cards.suitName(denomination), denomination);
}

/** Team badge colours: readable with white text on the light and the dark scheme. */
export const teamStyles = css`
  .team {
    display: inline-block;
    margin-left: 0.3em;
    padding: 0 0.35em;
    border-radius: 0.6em;
    font-size: 0.8em;
    font-weight: 600;
    color: #ffffff;
    background: var(--_team);
    white-space: nowrap;
  }
  .team[data-team='0'] {
    --_team: var(--pomona-team-1, #1f5fbf);
  }
  .team[data-team='1'] {
    --_team: var(--pomona-team-2, #a13d00);
  }
  .team[data-team='2'] {
    --_team: var(--pomona-team-3, #6b3fa0);
  }
  .team[data-team='3'] {
    --_team: var(--pomona-team-4, #0f6b63);
  }
  .nt {
    text-decoration: none;
    font-weight: 700;
  }
`;
