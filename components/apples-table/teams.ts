/**
 * Partnerships and bids at the Apples table, shown the same way by every part: a seat's team as
 * a coloured badge ("Team 1"), the winners as a team, and a bid's denomination (a suit with its
 * symbol, or "no trumps").
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import type { PlayingCards } from '../../src/core/cards/playing.js';
import type { TrickView } from '../../src/families/trick/engine/index.js';
import { suitIcon } from '../core/playing-card.js';
import { winnersWords } from '../core/winners.js';

/** The seat's team (0 for the first), or -1 when everyone plays alone. */
export function teamOf(view: TrickView, seat: number): number {
  return view.teams ? view.teams.findIndex((team) => team.includes(seat)) : -1;
}

/** The seat's team as a coloured badge, or nothing without teams. */
export function teamBadge(view: TrickView, seat: number): TemplateResult | typeof nothing {
  const team = teamOf(view, seat);
  return team < 0 ? nothing : html`<span class="team" part="team" data-team=${team % 4}>Team ${team + 1}</span>`;
}

/** Who won, in words: "Team 1, Ann and Carol, win" when the winners are one team, else as every element says it. */
export function winningWords(view: TrickView, names: readonly string[], together = 'win'): string {
  const winners = view.winners ?? [];
  const words = winnersWords(
    winners.map((w) => names[w]),
    together,
  );
  const team = view.teams?.findIndex((seats) => seats.length === winners.length && seats.every((p) => winners.includes(p))) ?? -1;
  return team >= 0 ? `Team ${team + 1}, ${winnersWords(winners.map((w) => names[w]))}` : words;
}

/** A bid's denomination: the suit's symbol, or "NT" for no trumps (the name follows for screen readers). */
export function denominationIcon(cards: PlayingCards, denomination: number): TemplateResult {
  return denomination === cards.suitCount
    ? html`<abbr class="nt" title="no trumps" aria-hidden="true">NT</abbr>`
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
