/** The rule-based trick player as it was before profiling (the baseline of bench/simulator.bench.ts); a copy of src/families/trick/bots/knowledge.ts then. */
/**
 * What a player can work out from their view: the compiled tables of the game, the cards already
 * played, what each seat has won, who is void in which suit, and how a trick would change a score.
 */
import type { TrickRuleset } from '../../src/families/trick/ruleset.js';
import type { TrickTables, TrickView } from '../../src/families/trick/engine/index.js';
import { compileTables } from '../../src/families/trick/engine/index.js';
import { groupPoints } from '../../src/families/trick/engine/tables.js';
import { trickWinner } from '../../src/families/trick/engine/winner.js';
import { addTo } from '../../src/core/game/counts.js';
import { byteAt } from '../../src/families/trick/bots/reads.js';

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
  /** void[seat * suits + suit] = 1 when the seat failed to follow that suit this hand. */
  readonly voids: Uint8Array;
  /** Bit mask of my target ranks. */
  readonly targetMask: number;
}

/** Work out the facts of a view. */
export function knowledgeOf(t: TrickTables, view: TrickView): Knowledge {
  const n = t.players;
  const gone = new Uint8Array(t.ranks * t.suits);
  const won = new Uint8Array(n * t.ranks);
  const voids = new Uint8Array(n * t.suits);
  for (const c of view.hand) addTo(gone, c);
  for (const c of view.targets) addTo(gone, c);
  const follow = (leader: number, cards: readonly number[]): void => {
    const [lead] = cards;
    // A trick with no card yet shows nothing.
    if (lead === undefined) return;
    const led = t.cards.suit(lead);
    cards.forEach((c, k) => {
      addTo(gone, c);
      if (t.cards.suit(c) !== led) voids[((leader + k) % n) * t.suits + led] = 1;
    });
  };
  for (const trick of view.tricks) {
    follow(trick.leader, trick.cards);
    // Partners pool their winnings, so a trick counts for every seat of the winner's side.
    const side = t.teams?.find((team) => team.includes(trick.winner)) ?? [trick.winner];
    for (const seat of side) for (const c of trick.cards) addTo(won, seat * t.ranks + t.cards.rank(c));
  }
  if (view.trick.cards.length > 0) follow(view.trick.leader, view.trick.cards);
  let targetMask = 0;
  for (const c of view.targets) targetMask |= 1 << t.cards.rank(c);
  return { t, gone, won, voids, targetMask };
}

/** How much `seat`'s hand score would change by winning `cards` (targets counted for me only). */
export function gainOf(k: Knowledge, seat: number, cards: readonly number[], me: number, myTargets: readonly number[]): number {
  const t = k.t;
  const add = new Map<number, number>();
  for (const c of cards) add.set(t.cards.rank(c), (add.get(t.cards.rank(c)) ?? 0) + 1);
  let gain = 0;
  for (const [r, extra] of add) {
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
