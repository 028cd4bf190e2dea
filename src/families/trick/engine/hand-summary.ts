/**
 * What a finished hand came to, seat by seat, as a table shows it when the hand ends: each seat's
 * last bid, the tricks it took, its target cards (face up once the hand is scored), its points and
 * its total after the hand. All of it is public once the hand is over.
 */
import { byteAt, entryAt, int32At } from '../../../core/cards/typed-reads.js';
import type { BidEntry } from './view.js';
import { handCards, type TrickState } from './state.js';

/** One seat's part of a finished hand. */
export interface TrickSeatSummary {
  /** The seat's last bid of the hand; a pass when it only passed; null when it never spoke (or the rules have no bidding). */
  readonly bid: BidEntry | null;
  /** Tricks the seat took. */
  readonly tricks: number;
  /** The seat's target cards. */
  readonly targets: readonly number[];
  /** The seat's score for the hand (partners score the same). */
  readonly points: number;
  /** The seat's running total after the hand. */
  readonly total: number;
}

/** A finished hand, seat by seat. */
export interface TrickHandSummary {
  /** Its number among the scored hands, from 1. */
  readonly hand: number;
  /** The seat that won the bidding, or -1. */
  readonly bidder: number;
  readonly seats: readonly TrickSeatSummary[];
}

/** The summary of scored hand `hand` (from 1), or null when no such hand was scored. */
export function handSummary(s: TrickState, hand: number): TrickHandSummary | null {
  const record = s.finished[hand - 1];
  if (!record) return null;
  const t = s.t;
  const catalog = t.catalog;
  const totals = new Array<number>(t.players).fill(0);
  for (const past of s.finished.slice(0, hand)) past.scores.forEach((points, p) => (totals[p] = (totals[p] ?? 0) + points));
  // The game's totals when this is its last hand (they are what the table shows beside it).
  if (hand === s.finished.length) for (let p = 0; p < t.players; p++) totals[p] = int32At(s.totals, p);
  const lastBids = new Array<BidEntry | null>(t.players).fill(null);
  for (const code of record.bids) {
    const entry = code < 0 ? entryAt(catalog.passEntry, -1 - code) : entryAt(catalog.bidEntry, code);
    // A pass after a bid keeps the bid: it is the seat's last word on the contract.
    if (!entry.pass || !lastBids[entry.player]) lastBids[entry.player] = entry;
  }
  const seats = Array.from({ length: t.players }, (_, seat): TrickSeatSummary => {
    let tricks = 0;
    for (let i = 0; i < record.trickWinners.length; i++) if (byteAt(record.trickWinners, i) === seat) tricks++;
    return {
      bid: lastBids[seat] ?? null,
      tricks,
      targets: handCards(t, record, seat).targets,
      points: record.scores[seat] ?? 0,
      total: totals[seat] ?? 0,
    };
  });
  return { hand, bidder: record.bidder, seats };
}
