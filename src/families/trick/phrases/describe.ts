/**
 * The trick-taking engine's events in words, in any language: the phrasebook (phrases.ts) says
 * each kind of event, with the engine's data, the seats' names and the cards named in its language.
 * `pomona replay` prints them; the table's live region says them.
 */
import type { PlayingCards } from '../../../core/cards/playing.js';
import type { TrickEvent } from '../engine/events.js';
import { englishTrickPhrases } from './en.js';
import { bidName, cardName, lineLabel } from './line-label.js';
import type { Named, TrickPhrases } from './phrases.js';

/** How a table names its seats in sentences. */
export interface SeatNaming {
  /** A seat's name; by default the phrasebook's ("player 3"). */
  readonly name?: (seat: number) => string;
  /** Is the seat the reader ("You")? By default a seat named "you". */
  readonly you?: (seat: number) => boolean;
}

/**
 * An event in words, naming seats as `naming` says (by default "player 1", "player 2", ...);
 * with `teams`, a team's win says so; in the phrasebook's language (English by default).
 */
export function describeEvent(
  cards: PlayingCards,
  e: TrickEvent,
  naming: SeatNaming = {},
  teams: readonly (readonly number[])[] | null = null,
  phrases: TrickPhrases = englishTrickPhrases(),
): string {
  const name = naming.name ?? ((seat: number) => phrases.seat(seat));
  const you = naming.you ?? ((seat: number) => name(seat).toLowerCase() === 'you');
  const who = (seat: number): Named => ({ name: name(seat), you: you(seat) });
  const bid = (number: number, suit: number): string => bidName(phrases, cards, number, suit);
  const card = (c: number): string => cardName(phrases, cards, c);
  switch (e.kind) {
    case 'dealer-drawn':
      return phrases.dealerDrawn(who(e.dealer));
    case 'dealt':
      return phrases.dealt(who(e.dealer), e.hand, e.each);
    case 'bid':
      return phrases.bidMade(who(e.player), bid(e.number, e.suit));
    case 'pass':
      return phrases.passed(who(e.player));
    case 'thrown-in':
      return phrases.thrownIn(e.hand);
    case 'bidding-won':
      return phrases.biddingWon(
        who(e.player),
        bid(e.number, e.suit),
        e.trump >= 0 ? phrases.words.suitName(cards.suitName(e.trump)) : e.suit === cards.suitCount ? '' : null,
      );
    case 'card-given':
      return phrases.cardGiven(who(e.player), e.card === null ? null : card(e.card), e.given, e.of);
    case 'pile-redealt':
      return phrases.pileRedealt(e.each);
    case 'target-set':
      return phrases.targetSet(who(e.player));
    case 'card-played':
      return phrases.cardPlayed(who(e.player), card(e.card));
    case 'trick-won':
      return phrases.trickWon(who(e.winner), e.trick, cards.formatAll(e.cards));
    case 'hand-scored':
      return phrases.handScored(
        e.hand,
        e.sheets.map((sheet) =>
          phrases.sheetLine(
            name(sheet.player),
            sheet.total,
            sheet.lines.map((l) => `${lineLabel(phrases, cards, l)} ${l.points}`),
          ),
        ),
        e.totals.map((x, p) => `${name(p)} ${x}`),
      );
    case 'game-over': {
      const won = e.result.winners;
      const team = teams?.findIndex((seats) => seats.length === won.length && seats.every((p) => won.includes(p))) ?? -1;
      if (team >= 0) return phrases.gameOverTeam(team, won.map(name));
      return phrases.gameOver(won.map(name), won.length === 1 && won[0] !== undefined && you(won[0]));
    }
  }
}
