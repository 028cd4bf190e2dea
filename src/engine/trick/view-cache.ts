/**
 * The public parts of a state's views, built on demand and shared by every view until an action
 * changes them: most decisions change few of them, so a view costs a few small lists. The lists
 * are shared between views and must be treated as read-only (the view's types say so); they are
 * not frozen, because freezing costs more than building them.
 */
import type { BidEntry, TrickRecord, TrickView } from './view.js';

/** Cached view parts of one state; `null` means "build again". */
export class ViewCache {
  bids: readonly BidEntry[] | null = null;
  tricks: readonly TrickRecord[] | null = null;
  totals: readonly number[] | null = null;
  handScores: readonly (readonly number[])[] | null = null;
  targetsSet: readonly number[] | null = null;
  highBid: TrickView['highBid'] | undefined = undefined;
  handSizes: readonly number[] | null = null;
  trick: TrickView['trick'] | null = null;
  /** Per seat: its hand, and the pile as it sees it. */
  readonly hand: (readonly number[] | null)[];
  readonly pile: (TrickView['pile'] | null)[];

  constructor(players: number) {
    this.hand = new Array<readonly number[] | null>(players).fill(null);
    this.pile = new Array<TrickView['pile'] | null>(players).fill(null);
  }

  /** Forget everything (a new hand, or a copied state). */
  clear(): void {
    this.bids = null;
    this.tricks = null;
    this.totals = null;
    this.handScores = null;
    this.targetsSet = null;
    this.highBid = undefined;
    this.handSizes = null;
    this.trick = null;
    this.hand.fill(null);
    this.pile.fill(null);
  }

  /** A seat's cards changed (it played, gave or set aside a card, or was dealt some). */
  cardsMoved(seat: number): void {
    this.hand[seat] = null;
    this.handSizes = null;
  }

  /** The pile changed (a card given, the bidding ended, the hand ended). */
  pileChanged(): void {
    this.pile.fill(null);
  }
}
