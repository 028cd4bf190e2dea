/**
 * The sentences <apples-table> says in its live region, from the engine's events, in the page's
 * language. Its own chunk, imported after the first paint (see `announce` in trick-binding.ts):
 * the words of every event are not needed to show a dealt table, and the announcer queues what
 * happens until they arrive, then says all of it in order.
 */
// Only the type: the binding makes the cards' names (in the first paint already), so this chunk stays the words alone.
import type { PlayingCards } from '../../src/core/cards/playing.js';
import type { GameEvent } from '../../src/core/game/game.js';
import { describeEvent } from '../../src/families/trick/phrases/describe.js';
import { englishTrickPhrases } from '../../src/families/trick/phrases/en.js';
import type { TrickEvent } from '../../src/families/trick/engine/index.js';
import type { TrickRuleset } from '../../src/families/trick/ruleset.js';
import type { Listener } from '../core/family.js';
import { trickLanguages } from './trick-phrases.js';

/** What an action did, in words: one sentence per event, seats named from `names`, in the listener's language. */
export function trickSentences(
  cards: PlayingCards,
  teams: TrickRuleset['teams'],
  names: readonly string[],
  events: readonly GameEvent[],
  listener: Listener,
): string {
  const phrases = trickLanguages.phrases(listener.language) ?? englishTrickPhrases();
  const naming = { name: (seat: number): string => names[seat] ?? phrases.seat(seat), you: (seat: number) => seat === listener.you };
  return (events as readonly TrickEvent[])
    .map((e) =>
      // The live region says a hand's totals alone; the score sheet has its groups.
      e.kind === 'hand-scored'
        ? phrases.handScoredShort(
            e.hand,
            e.sheets.map((sheet) => `${naming.name(sheet.player)} ${sheet.total}`),
          )
        : describeEvent(cards, e, naming, teams, phrases),
    )
    .join(' ');
}
