/**
 * The sentences <apples-table> says in its live region, from the engine's events. Its own chunk,
 * imported after the first paint (see `announce` in trick-binding.ts): the words of every event
 * (`describeEvent`) are not needed to show a dealt table, and the announcer queues what happens
 * until they arrive, then says all of it in order.
 */
// Only the type: the binding makes the cards' names (in the first paint already), so this chunk stays the words alone.
import type { PlayingCards } from '../../src/core/cards/playing.js';
import type { GameEvent } from '../../src/core/game/game.js';
import { describeEvent } from '../../src/families/trick/engine/notation.js';
import type { TrickEvent } from '../../src/families/trick/engine/index.js';
import type { TrickRuleset } from '../../src/families/trick/ruleset.js';
import { winnersWords } from '../core/winners.js';

/** The sentence of one event for the live region, with the table's seat names. */
function sentence(cards: PlayingCards, event: TrickEvent, name: (seat: number) => string, teams: TrickRuleset['teams']): string {
  switch (event.kind) {
    case 'hand-scored':
      return `Hand ${event.hand} scored: ${event.sheets.map((sheet) => `${name(sheet.player)} ${sheet.total}`).join(', ')}.`;
    case 'game-over': {
      // Partners win together: the announcement names the team.
      const won = event.result.winners;
      const team = teams?.findIndex((seats) => seats.length === won.length && seats.every((p) => won.includes(p))) ?? -1;
      if (team >= 0) return `Game over: team ${team + 1}, ${winnersWords(won.map(name))}.`;
      return `Game over: ${winnersWords(won.map(name))}.`;
    }
    default:
      return describeEvent(cards, event, name, teams);
  }
}

/** What an action did, in words: one sentence per event, seats named from `names`. */
export function trickSentences(
  cards: PlayingCards,
  teams: TrickRuleset['teams'],
  names: readonly string[],
  events: readonly GameEvent[],
): string {
  const name = (seat: number): string => names[seat] ?? `Seat ${seat + 1}`;
  return (events as readonly TrickEvent[]).map((e) => sentence(cards, e, name, teams)).join(' ');
}
