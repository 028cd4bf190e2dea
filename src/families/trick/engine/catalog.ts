/**
 * Every player action and every "who acts" answer of one game, allocated once per compiled
 * ruleset: `legalActions` and `toAct` hand out these shared frozen objects, so a decision costs
 * one small array and no action objects. The lists they are looked up in are not frozen (only
 * typed read-only): V8 reads an element of a frozen array several times slower, and these
 * lists are read at every decision.
 */
import { Random } from '../../../core/cards/random.js';
import type { ToAct } from '../../../core/game/game.js';
import type { BidAction, GiveAction, PassAction, PlayAction, TargetAction } from './actions.js';
import type { BidEntry } from './view.js';

/** The frozen actions and turn answers of a game (players × cards × bids). */
export interface TrickCatalog {
  /** pass[seat]. */
  readonly pass: readonly PassAction[];
  /** bid[(seat * (bidMax + 1) + number) * denoms + denomination] (denominations: the suits, then no trumps). */
  readonly bid: readonly BidAction[];
  /** give[seat * distinct + card], and likewise target and play. */
  readonly give: readonly GiveAction[];
  readonly target: readonly TargetAction[];
  readonly play: readonly PlayAction[];
  /** The views' bid entries, by the state's bid code (see TrickState.bids): passEntry[seat], bidEntry[code]. */
  readonly passEntry: readonly BidEntry[];
  readonly bidEntry: readonly BidEntry[];
  /** allowedNumbers[held]: the bid numbers allowed holding `held` cards of the suit, ascending. */
  readonly allowedNumbers: readonly (readonly number[])[];
  /**
   * firstAllowed[held * (bidMax + 2) + from]: the index in allowedNumbers[held] of the first
   * number from `from` up (its length when there is none), for `from` from 0 to bidMax + 1.
   */
  readonly firstAllowed: Uint8Array;
  /**
   * One seat to act: one[seat]. The answers are frozen, their seat lists are not (a host reads
   * one at every decision, and V8 reads a frozen array's elements several times slower): they
   * are shared, typed read-only, and must not be changed.
   */
  readonly one: readonly ToAct[];
  readonly chance: ToAct;
  readonly over: ToAct;
  /** Several seats to act, by bit mask of the seats (filled as masks occur; a list indexed by mask is read faster than a Map). */
  readonly some: (ToAct | undefined)[];
  /**
   * Scratch space for one call at a time (never kept across calls, so games sharing the catalog
   * cannot see each other): card counts (all zero between calls), cards held by suit, and more below.
   */
  readonly cardCounts: Int16Array;
  readonly suitCounts: Int32Array;
  /** Where each denomination's bids that beat the standing bid start in its allowed numbers (see countBids in legal.ts). */
  readonly firstBid: Int32Array;
  /** The generator a chance event is drawn from, reseeded for each event (see drawChance). */
  readonly chanceRng: Random;
  /** The deck shuffled for a deal (see drawChance): one card per place, the deck's size. */
  readonly shuffled: number[];
}

/** Build the catalog of a game of `players` seats, `distinct` card faces, `denoms` denominations (suits and no trumps), bids up to `bidMax` and a deck of `deckCards` cards. */
export function buildCatalog(
  players: number,
  distinct: number,
  denoms: number,
  bidMax: number,
  allowed: (number: number, held: number) => boolean,
  dealEach: number,
  deckCards: number,
): TrickCatalog {
  const seats = Array.from({ length: players }, (_, p) => p);
  const perCard = <K extends 'give' | 'target' | 'play'>(kind: K) =>
    seats.flatMap((player) => Array.from({ length: distinct }, (_, card) => Object.freeze({ kind, player, card })));
  const bid: BidAction[] = [];
  for (const player of seats) {
    for (let number = 0; number <= bidMax; number++) {
      for (let suit = 0; suit < denoms; suit++) bid.push(Object.freeze({ kind: 'bid', player, number, suit }));
    }
  }
  // Bid codes are seat + players * (denomination + denoms * number), as the state stores them.
  const bidEntry: BidEntry[] = [];
  for (let number = 0; number <= bidMax; number++) {
    for (let suit = 0; suit < denoms; suit++)
      for (const player of seats) bidEntry.push(Object.freeze({ player, pass: false as const, number, suit }));
  }
  const allowedNumbers = Array.from({ length: dealEach + 1 }, (_, held) =>
    Array.from({ length: bidMax + 1 }, (_, number) => number).filter((number) => allowed(number, held)),
  );
  const firstAllowed = new Uint8Array((dealEach + 1) * (bidMax + 2));
  allowedNumbers.forEach((numbers, held) => {
    for (let from = 0; from <= bidMax + 1; from++) {
      const k = numbers.findIndex((number) => number >= from);
      firstAllowed[held * (bidMax + 2) + from] = k < 0 ? numbers.length : k;
    }
  });
  // The lookup lists are left unfrozen (see above); the actions and entries callers receive are frozen.
  return {
    passEntry: seats.map((player) => Object.freeze({ player, pass: true as const })),
    bidEntry,
    allowedNumbers,
    firstAllowed,
    pass: seats.map((player) => Object.freeze({ kind: 'pass', player }) as PassAction),
    bid,
    give: perCard('give'),
    target: perCard('target'),
    play: perCard('play'),
    one: seats.map((p) => Object.freeze({ kind: 'players', players: [p] }) as ToAct),
    chance: Object.freeze({ kind: 'chance' }),
    over: Object.freeze({ kind: 'over' }),
    some: [],
    cardCounts: new Int16Array(distinct),
    suitCounts: new Int32Array(denoms),
    firstBid: new Int32Array(denoms),
    chanceRng: new Random([0, 0, 0, 0]),
    shuffled: new Array<number>(deckCards).fill(0),
  };
}

/** The shared "these seats act" answer for a bit mask of seats (its seat list is not frozen: see `TrickCatalog.one`). */
export function someToAct(catalog: TrickCatalog, mask: number, players: number): ToAct {
  let answer = catalog.some[mask];
  if (!answer) {
    const list: number[] = [];
    for (let p = 0; p < players; p++) if (mask & (1 << p)) list.push(p);
    answer = catalog.some[mask] = Object.freeze({ kind: 'players', players: list });
  }
  return answer;
}
