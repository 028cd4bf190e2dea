/**
 * The finished hands of a trick-taking game, read from its events (what the table saw), so that
 * the measured tests of the variants need nothing of the engine's internal state.
 */
import type { GameEvent, ScoreSheet } from '../../src/core/game/game.js';
import type { TrickEvent } from '../../src/families/trick/engine/index.js';
import type { TrickRuleset } from '../../src/families/trick/ruleset.js';

/** A trick as played: its cards in play order from the leader. */
export interface PlayedTrick {
  readonly leader: number;
  readonly winner: number;
  readonly cards: readonly number[];
}

/** A hand that was bid for, played and scored (thrown-in hands are not). */
export interface PlayedHand {
  readonly bidder: number;
  readonly bidNumber: number;
  /** The denomination bid: a suit, or the number of suits for no trumps. */
  readonly bidSuit: number;
  /** The trump suit, or -1 for none. */
  readonly trump: number;
  readonly tricks: readonly PlayedTrick[];
  /** This hand's score sheet by seat. */
  readonly sheets: readonly ScoreSheet[];
}

/** The scored hands of a game, from its events in order. */
export function handsOf(events: readonly GameEvent[]): PlayedHand[] {
  const hands: PlayedHand[] = [];
  let current: { bid: Extract<TrickEvent, { kind: 'bidding-won' }>; tricks: PlayedTrick[] } | null = null;
  for (const event of events as readonly TrickEvent[]) {
    if (event.kind === 'bidding-won') current = { bid: event, tricks: [] };
    else if (event.kind === 'trick-won' && current) current.tricks.push({ leader: event.leader, winner: event.winner, cards: event.cards });
    else if (event.kind === 'hand-scored' && current) {
      const { bid, tricks } = current;
      hands.push({ bidder: bid.player, bidNumber: bid.number, bidSuit: bid.suit, trump: bid.trump, tricks, sheets: event.sheets });
      current = null;
    }
  }
  return hands;
}

/** The card `seat` played to a trick. */
export function playedBy(trick: PlayedTrick, seat: number): number {
  const n = trick.cards.length;
  return trick.cards[(seat - trick.leader + n) % n] as number;
}

/** What `seat` held when trick `h` of the hand began: the cards it played from then on. */
export function holding(hand: PlayedHand, seat: number, h: number): number[] {
  return hand.tricks.slice(h).map((trick) => playedBy(trick, seat));
}

/** The suit of a card id (cards are numbered suit by suit). */
export function suitOf(ruleset: TrickRuleset, card: number): number {
  return Math.floor(card / ruleset.deck.ranks.length);
}
