/** The balance simulator's figures named in the page's language (the statistics name them in English for tools). */
import { msg, str } from '@lit/localize';
import type { FigureKind } from '../../src/core/bots/simulation-statistics.js';
import { familyDescriptor } from '../../src/core/registry.js';

/** A figure's name from its stable key: "final score of a player", "win share of a rules player". */
export function figureLabel(row: { readonly key: string; readonly label: string }): string {
  const [key, detail = ''] = row.key.split(':');
  switch (key) {
    case 'final-score':
      return msg('final score of a player', { id: 'studio-sim-final-score-of-a-player' });
    case 'hands-per-game':
      return msg('hands per game', { id: 'studio-sim-hands-per-game' });
    case 'hand-score':
      return msg('score of a player in a hand', { id: 'studio-sim-score-of-a-player-in-a' });
    case 'win-share':
      return msg(str`win share of a ${detail} player`, { id: 'studio-sim-win-share-of-a-player' });
    case 'first-player-win-share':
      return msg("first player's win share", { id: 'studio-sim-first-player-s-win-share' });
    case 'seat-win-share':
      return msg(str`win share of seat ${detail}`, { id: 'studio-sim-win-share-of-seat' });
    default:
      return row.label;
  }
}

/** What a figure counts, for the CSV's unit column. */
export function unitOf(kind: FigureKind): string {
  if (kind === 'share') return msg('share of games', { id: 'studio-sim-share-of-games' });
  if (kind === 'hands') return msg('hands', { id: 'studio-sim-hands' });
  return msg('points', { id: 'studio-sim-points' });
}

/** What a family's games are counted in ("hands", "phases", "rounds"), in the page's language. */
export function roundsOf(family: string): string {
  const name = familyDescriptor(family)?.roundsName;
  if (name === 'hands') return msg('hands', { id: 'studio-sim-hands' });
  if (name === 'phases') return msg('phases', { id: 'studio-sim-phases' });
  if (name === 'rounds') return msg('rounds', { id: 'studio-sim-rounds' });
  return name ?? msg('hands or rounds', { id: 'studio-sim-hands-or-rounds' });
}
