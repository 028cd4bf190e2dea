/**
 * How <apples-table> binds the trick-taking engine and its computer players to the shared
 * session. What happened is read from the engine's events: announcements, the end of a hand and
 * its score sheets (no comparing views before and after, no reading labels).
 */
import { PlayingCards } from '../../src/cards/playing.js';
import type { GameEvent } from '../../src/engine/game.js';
// From the engine's own modules, not its index, which also brings the sampling engine (see apples-table.ts).
import { trickPlayingEngine } from '../../src/engine/trick/engine.js';
import { describeEvent } from '../../src/engine/trick/notation.js';
import type { TrickAction, TrickEvent, TrickState, TrickView } from '../../src/engine/trick/index.js';
import { trickBotNames } from '../../src/bots/trick/names.js';
import type { Ruleset, TrickRuleset } from '../../src/rules/ruleset.js';
import { shippedForms } from '../../src/rules/generated/shipped-trick-taking.js';
import type { FamilyBinding } from '../shared/family.js';
import { winnersWords } from '../shared/winners.js';

/** "two spades" (or "two no trumps") for a bid. */
export function bidWords(cards: PlayingCards, number: number, suit: number): string {
  return `${number} ${cards.denominationName(suit)}`;
}

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

/** The trick-taking family, bound for the shared session. */
export const trickBinding: FamilyBinding<TrickRuleset, TrickState, TrickAction, TrickView> = {
  family: 'trick-taking',
  shipped: shippedForms,
  compiler: async () => (await import('../../src/rules/compile-trick.js')).compileTrick,
  engine: trickPlayingEngine,
  defaultRuleset: 'apples.rules',
  botNames: trickBotNames,
  defaultBot: 'rules',
  bots: async () => (await import('./trick-bots.js')).tableTrickBot,
  replayUnits: { small: 'trick', large: 'hand', count: (view) => ({ small: view.handsDealt * 1000 + view.tricks.length, large: view.handsDealt }) },
  accepts: (ruleset: Ruleset): ruleset is TrickRuleset => ruleset.family === 'trick-taking',
  actor: (action) => ('player' in action ? action.player : null),
  announce(ruleset, _before, _after, _action, names, events: readonly GameEvent[]) {
    const cards = new PlayingCards(ruleset.deck);
    const name = (seat: number): string => names[seat] ?? `Seat ${seat + 1}`;
    return (events as readonly TrickEvent[]).map((e) => sentence(cards, e, name, ruleset.teams)).join(' ');
  },
  handEnded(_ruleset, _before, _after, events: readonly GameEvent[]) {
    const scored = (events as readonly TrickEvent[]).find((e) => e.kind === 'hand-scored');
    return scored ? { sheets: scored.sheets, totals: scored.totals } : null;
  },
};
