/**
 * The final standings of an Orchard game, shown when it ends: imported then (no game starts over),
 * so the table's first paint does not carry them.
 */
import { msg, str } from '@lit/localize';
import { html } from 'lit';
import { elementWords } from '../core/language/element-words.js';
import { renderGameOver } from '../core/frame/game-over.js';
import type { OrchardBoardContext } from './context.js';

/** The winner, the final standings by points, and the new-game button. */
export function renderStandings(ctx: OrchardBoardContext, onNew: () => void) {
  const ranked = [...ctx.sheets].sort((a, b) => b.total - a.total);
  const best = ranked[0]?.total ?? 0;
  const words = elementWords(ctx.language);
  const winners = ranked.filter((s) => s.total === best).map((s) => ctx.names[s.player] ?? '');
  const points = words.count('point', best);
  const headline =
    winners.length > 1
      ? msg(str`${words.list(winners)} share the win with ${points}`)
      : winners[0] === 'You'
        ? msg(str`You win with ${points}`)
        : msg(str`${winners[0] ?? ''} wins with ${points}`);
  const standings = msg('Final standings');
  const result = html`<h3 part="winner">${headline}</h3>
    <p>${standings}</p>
    <ol>${ranked.map((s) => html`<li value=${1 + ranked.filter((o) => o.total > s.total).length}>${ctx.names[s.player]}: ${words.count('point', s.total)}</li>`)}</ol>`;
  return renderGameOver(standings, result, onNew);
}

/** Styles of the board. */
