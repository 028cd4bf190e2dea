/**
 * How <apples-table> binds the trick-taking engine and its computer players to the game
 * controllers every element shares. What happened is read from the engine's events:
 * announcements (trick-sentences.ts), the end of a hand and its score sheets (no comparing views
 * before and after, no reading labels).
 */
import { PlayingCards } from '../../src/core/cards/playing.js';
import type { GameEvent } from '../../src/core/game/game.js';
// From the engine's own modules, not its index, which also brings the code that plays (trick-play.ts).
import { trickShowingEngine } from '../../src/families/trick/engine/showing.js';
import type { TrickAction, TrickEvent, TrickState, TrickView } from '../../src/families/trick/engine/index.js';
import { trickBotNames } from '../../src/families/trick/bots/names.js';
import type { Ruleset } from '../../src/core/rules/ruleset.js';
import type { TrickRuleset } from '../../src/families/trick/ruleset.js';
import { shippedForms } from '../../src/core/rules/generated/shipped-trick-taking.js';
import type { FamilyBinding } from '../core/family.js';
import type { GameTypesOf } from '../core/game-types.js';

/** The trick-taking family, bound for the game controllers every element shares. */
export const trickBinding: FamilyBinding<TrickRuleset, TrickState, TrickAction, TrickView> = {
  family: 'trick-taking',
  shipped: shippedForms,
  compiler: async () => (await import('../../src/families/trick/compile.js')).compileTrick,
  engine: trickShowingEngine,
  play: async () => (await import('./trick-play.js')).trickPlay,
  defaultRuleset: 'apples.rules',
  botNames: trickBotNames,
  defaultBot: 'rules',
  bots: async () => (await import('./trick-bots.js')).tableTrickBot,
  howToPlay: async () => (await import('./trick-how-to-play.js')).trickHowToPlayIn,
  replayUnits: {
    small: 'trick',
    large: 'hand',
    count: (view) => ({ small: view.handsDealt * 1000 + view.tricks.length, large: view.handsDealt }),
  },
  accepts: (ruleset: Ruleset): ruleset is TrickRuleset => ruleset.family === 'trick-taking',
  actor: (action) => ('player' in action ? action.player : null),
  // The sentences come after the first paint, in their own chunk: the announcer queues what happens until then.
  announce: {
    load: async () => {
      const { trickSentences } = await import('./trick-sentences.js');
      return (ruleset, _before, _after, _action, names, events, listener) =>
        trickSentences(new PlayingCards(ruleset.deck), ruleset.teams, names, events, listener);
    },
  },
  handEnded(_ruleset, _before, _after, events: readonly GameEvent[]) {
    const scored = (events as readonly TrickEvent[]).find((e) => e.kind === 'hand-scored');
    return scored ? { sheets: scored.sheets, totals: scored.totals } : null;
  },
};

/** The game types of this family's element. */
export type TrickGame = GameTypesOf<typeof trickBinding>;
