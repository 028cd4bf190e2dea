/**
 * What trick-taking actions report (`apply` returns them; `applyInPlace` pushes them when asked).
 * Events say what the whole table sees: a card given face down is reported without its face, and
 * a deal says how many cards each seat received, not which. Hosts announce and animate from them;
 * `pomona replay` prints them.
 */
import type { GameOverEvent, ScoreSheet } from '../../../core/game/game.js';

/** The first dealer was drawn. */
export interface DealerDrawnEvent {
  readonly kind: 'dealer-drawn';
  readonly dealer: number;
}
/** A hand was dealt: `hand` is its number (1-based, thrown-in hands included). */
export interface DealtEvent {
  readonly kind: 'dealt';
  readonly hand: number;
  readonly dealer: number;
  /** Cards each seat received. */
  readonly each: number;
}
/** A bid was made. */
export interface BidEvent {
  readonly kind: 'bid';
  readonly player: number;
  readonly number: number;
  readonly suit: number;
}
/** A player passed. */
export interface PassEvent {
  readonly kind: 'pass';
  readonly player: number;
}
/** Everyone passed on the first round: the hand is thrown in and the deal moves on. */
export interface ThrownInEvent {
  readonly kind: 'thrown-in';
  readonly hand: number;
}
/** The bidding ended: `player` won it with the bid; `trump` is the trump suit (-1 for none). */
export interface BiddingWonEvent {
  readonly kind: 'bidding-won';
  readonly player: number;
  readonly number: number;
  readonly suit: number;
  readonly trump: number;
}
/** A card went into the bidding pile: its face when it lies face up, else null. */
export interface CardGivenEvent {
  readonly kind: 'card-given';
  readonly player: number;
  readonly card: number | null;
  /** Cards this player has given so far, and how many the pile takes from them. */
  readonly given: number;
  readonly of: number;
}
/** The pile was shuffled and dealt back, `each` cards a seat. */
export interface PileRedealtEvent {
  readonly kind: 'pile-redealt';
  readonly each: number;
}
/** A player set a target card aside (face down). */
export interface TargetSetEvent {
  readonly kind: 'target-set';
  readonly player: number;
}
/** A card was played to the trick. */
export interface CardPlayedEvent {
  readonly kind: 'card-played';
  readonly player: number;
  readonly card: number;
}
/** A trick was complete: `winner` took `cards` (in play order from `leader`). */
export interface TrickWonEvent {
  readonly kind: 'trick-won';
  /** 1-based number of the trick in its hand. */
  readonly trick: number;
  readonly winner: number;
  readonly leader: number;
  readonly cards: readonly number[];
}
/** A hand was scored: each seat's sheet for this hand (lines with derivations) and the running totals. */
export interface HandScoredEvent {
  readonly kind: 'hand-scored';
  /** 1-based number of the hand among the scored hands. */
  readonly hand: number;
  readonly sheets: readonly ScoreSheet[];
  readonly totals: readonly number[];
}

/** Anything a trick-taking action reports; `game-over` always comes last. */
export type TrickEvent =
  | DealerDrawnEvent
  | DealtEvent
  | BidEvent
  | PassEvent
  | ThrownInEvent
  | BiddingWonEvent
  | CardGivenEvent
  | PileRedealtEvent
  | TargetSetEvent
  | CardPlayedEvent
  | TrickWonEvent
  | HandScoredEvent
  | GameOverEvent;
