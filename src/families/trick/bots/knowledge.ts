/**
 * What a player can work out from their view: the compiled tables of the game, the cards already
 * played, what each seat has won, and how a trick would change a score.
 */
import type { TrickRuleset } from '../ruleset.js';
import type { TrickTables, TrickView } from '../engine/index.js';
import { compileTables } from '../engine/index.js';
import { groupPoints } from '../engine/tables.js';
import { trickWinner } from '../engine/winner.js';
import { addTo } from '../../../core/game/counts.js';
import { byteAt } from './reads.js';
import { missing } from '../../../core/cards/typed-reads.js';

/** Compiles the tables once per (players, options) and reuses them. */
export class TablesCache {
  private cached: TrickTables | null = null;

  constructor(private readonly ruleset: TrickRuleset) {}

  /** The tables of the game this view belongs to. */
  get(view: TrickView): TrickTables {
    const c = this.cached;
    if (c && c.players === view.players && c.options === view.options) return c;
    this.cached = compileTables(this.ruleset, view.options, view.players);
    return this.cached;
  }
}

/** Facts a player derives from one view. */
export interface Knowledge {
  readonly t: TrickTables;
  /** seen[card] = copies played or held by me (cards that are not in anyone else's hand). */
  readonly gone: Uint8Array;
  /** won[seat * ranks + rank] for this hand's finished tricks (partners' rows hold their team's pooled winnings). */
  readonly won: Uint8Array;
}

/**
 * Work out the facts of a view. The rule-based player does this at every card it plays, and it
 * was the largest share of that player's time: plain loops, and only the facts a player reads.
 */
export function knowledgeOf(t: TrickTables, view: TrickView): Knowledge {
  const gone = new Uint8Array(t.ranks * t.suits);
  const won = new Uint8Array(t.players * t.ranks);
  for (const c of view.hand) addTo(gone, c);
  for (const c of view.targets) addTo(gone, c);
  for (const c of view.trick.cards) addTo(gone, c);
  for (const trick of view.tricks) {
    for (const c of trick.cards) addTo(gone, c);
    // Partners pool their winnings, so a trick counts for every seat of the winner's side.
    const side = t.teams?.[byteAt(t.teamOf, trick.winner)];
    if (side === undefined) for (const c of trick.cards) addTo(won, trick.winner * t.ranks + t.cards.rank(c));
    else for (const seat of side) for (const c of trick.cards) addTo(won, seat * t.ranks + t.cards.rank(c));
  }
  return { t, gone, won };
}

/**
 * How much `seat`'s hand score would change by winning `cards` (targets counted for me only).
 * Each rank is counted once, at its first card; a nested loop over a trick's few cards rather
 * than a Map per call (the Map's allocation showed in the profile).
 */
export function gainOf(k: Knowledge, seat: number, cards: readonly number[], me: number, myTargets: readonly number[]): number {
  const t = k.t;
  let gain = 0;
  for (let i = 0; i < cards.length; i++) {
    const r = t.cards.rank(cards[i] ?? missing());
    let seenBefore = false;
    for (let j = 0; j < i && !seenBefore; j++) seenBefore = t.cards.rank(cards[j] ?? missing()) === r;
    if (seenBefore) continue;
    let extra = 1;
    for (let j = i + 1; j < cards.length; j++) if (t.cards.rank(cards[j] ?? missing()) === r) extra++;
    let have = byteAt(k.won, seat * t.ranks + r);
    let withTarget = false;
    if (seat === me) {
      for (const c of myTargets)
        if (t.cards.rank(c) === r) {
          have++;
          withTarget = true;
        }
    }
    gain += groupPoints(t, r, have + extra, withTarget) - groupPoints(t, r, have, withTarget);
  }
  return gain;
}

/** Is `card` the highest of its suit still out (no higher card unplayed outside my hand)? */
export function isTopCard(k: Knowledge, card: number, hand: readonly number[]): boolean {
  const t = k.t;
  const suit = t.cards.suit(card);
  for (let r = 0; r < t.cards.rank(card); r++) {
    const c = t.cards.card(r, suit);
    if (byteAt(k.gone, c) < byteAt(t.cardCopies, c) && !hand.includes(c)) return false;
  }
  return true;
}

/** Which card of `cards` (in play order) currently wins, given the trump suit: the ruleset's own rule. */
export function winningIndex(t: TrickTables, cards: readonly number[], trump: number): number {
  return trickWinner(t, cards, cards.length, trump);
}
