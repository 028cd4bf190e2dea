/**
 * Events in words: what `pomona replay` prints and what <apples-to-apples> announces, in the
 * phrasebook's language (src/families/judging/phrases/). A host gives the seat names; card texts
 * come from the ruleset. Only what the event carries is said, so nothing hidden (a dealt card,
 * who placed which card) can slip into a sentence.
 */
import type { JudgingRuleset } from '../ruleset.js';
import type { JudgingEvent } from './types.js';
import { englishJudgingPhrases } from '../phrases/en.js';
import type { JudgingPhrases, Named } from '../phrases/phrases.js';

/** How a table names its seats in sentences. */
export interface JudgingNaming {
  /** A seat's name; by default the phrasebook's ("Seat 3"). */
  readonly name?: (seat: number) => string;
  /** Is the seat the reader ("You")? By default none is. */
  readonly you?: (seat: number) => boolean;
  /** Read the revealed cards out one by one (a replay does; a table, where they lie face up, need not). */
  readonly readRevealed?: boolean;
}

/** One event as a sentence, seats named as `naming` says, in the phrasebook's language (English by default). */
export function describeJudgingEvent(
  ruleset: JudgingRuleset,
  event: JudgingEvent,
  naming: JudgingNaming = {},
  phrases: JudgingPhrases = englishJudgingPhrases(),
): string {
  const name = naming.name ?? ((seat: number) => phrases.seat(seat));
  const who = (seat: number): Named => ({ name: name(seat), you: naming.you?.(seat) ?? false });
  const green = (id: number): string => phrases.quoted(ruleset.green.cards[id]?.text ?? `#${id}`);
  const red = (id: number): string => phrases.quoted(ruleset.red.cards[id]?.text ?? `#${id}`);
  switch (event.kind) {
    case 'first-judge':
      return phrases.firstJudge(who(event.judge));
    case 'shuffled':
      return phrases.shuffled(event.deck, event.cards);
    case 'reshuffled':
      return phrases.reshuffled(event.cards);
    case 'dealt':
      return phrases.dealt(who(event.player), event.cards);
    case 'green-turned':
      return phrases.greenTurned(event.round, who(event.judge), green(event.card));
    case 'card-placed':
      return phrases.cardPlaced(who(event.player));
    case 'done-placing':
      return phrases.donePlacing(who(event.player));
    case 'placing-closed':
      return phrases.placingClosed(event.judged, event.firstJudged, event.returnedTo === null ? null : who(event.returnedTo));
    case 'revealed':
      return phrases.revealed(event.cards.length, naming.readRevealed === false ? null : event.cards.map(red));
    case 'round-judged':
      return phrases.roundJudged(who(event.judge), red(event.card), who(event.owner), green(event.green));
    case 'no-card-judged':
      return phrases.noCardJudged(green(event.green));
    case 'points':
      return phrases.points(who(event.player), event.total);
    case 'game-over': {
      const { winners, scores } = event.result;
      const only = winners.length === 1 ? winners[0] : undefined;
      return phrases.gameOver(winners.map(name), only !== undefined && who(only).you, Math.max(...scores));
    }
  }
}
