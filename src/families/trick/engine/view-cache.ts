/**
 * The public parts of a state's views that change rarely (bids, finished tricks, scores, the
 * pile's lists), built on demand and shared by every view until an action changes them. What
 * changes at nearly every turn (hands, hand sizes, the trick) is built afresh for each view:
 * caching it would cost more than it saves. The shared lists must be treated as read-only (the
 * view's types say so); they are not frozen, because freezing costs more than building them.
 */
import type { BidEntry, TrickRecord, TrickView } from './view.js';

/** Cached view parts of one state; `null` (or `undefined` for the high bid) means "build again". */
export class ViewCache {
  bids: readonly BidEntry[] | null = null;
  tricks: readonly TrickRecord[] | null = null;
  totals: readonly number[] | null = null;
  handScores: readonly (readonly number[])[] | null = null;
  targetsSet: readonly number[] | null = null;
  highBid: TrickView['highBid'] | undefined = undefined;
  winners: readonly number[] | null = null;
  /** The pile's public lists, shared by every seat's pile. */
  pileGiven: readonly number[] | null = null;
  pileFaceUp: readonly number[] | null = null;
  /** Each seat's own targets (set once a hand, read at every turn of the tricks). */
  readonly targets: (readonly number[] | null)[] = [];
  /** Each seat's pile as that seat sees it, built in phase `pilePhase` (the pile's `each` depends on the phase). */
  readonly piles: (TrickView['pile'] | null)[] = [];
  pilePhase = -1;

  /** Forget everything (a new hand, or a copied state). */
  clear(): void {
    this.bids = null;
    this.tricks = null;
    this.totals = null;
    this.handScores = null;
    this.targetsSet = null;
    this.highBid = undefined;
    this.winners = null;
    this.pileGiven = null;
    this.pileFaceUp = null;
    this.targets.length = 0;
    this.piles.length = 0;
    this.pilePhase = -1;
  }

  /** The pile changed (a card given). */
  pileChanged(): void {
    this.pileGiven = null;
    this.pileFaceUp = null;
    if (this.piles.length > 0) this.piles.length = 0;
  }
}
