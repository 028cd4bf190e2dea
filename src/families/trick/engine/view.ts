/**
 * What one player may see: their own hand and target, the public table (bids, face-up pile cards,
 * tricks, scores), and counts of everyone else's cards. Never another player's hidden cards.
 *
 * A view is plain data, built cheaply: the public parts that change rarely (bids, finished tricks,
 * scores, the pile's counts) are frozen lists kept on the state until an action changes them and
 * shared by every view until then; the parts that change at every turn are small fresh lists.
 */
import { byteAt, entryAt, int32At, numberAt } from '../../../core/cards/typed-reads.js';
import type { OptionValues } from '../../../core/rules/ruleset.js';
import type { TrickState } from './state.js';
import { PHASE_BIDDING, PHASE_PILE, PHASE_TRICKS, phaseName } from './state.js';
import { toActPlayers } from './turns.js';

/** One bid or pass of the current hand's bidding. */
export type BidEntry =
  | { readonly player: number; readonly pass: true }
  | { readonly player: number; readonly pass: false; readonly number: number; readonly suit: number };

/** A finished trick: the cards in play order from the leader. */
export interface TrickRecord {
  readonly leader: number;
  readonly cards: readonly number[];
  readonly winner: number;
}

/** A player's view of the trick-taking game. Cards are card numbers (see PlayingCards). */
export interface TrickView {
  readonly player: number;
  readonly players: number;
  /** The game's house-rule options (public). */
  readonly options: OptionValues;
  readonly phase: string;
  readonly dealer: number;
  /** Seats the game is waiting for (empty during chance events and at the end). */
  readonly toAct: readonly number[];
  /** Own hand, sorted by suit then rank (highest first). */
  readonly hand: readonly number[];
  /** Cards held by each seat. */
  readonly handSizes: readonly number[];
  /** Own target card(s). */
  readonly targets: readonly number[];
  /** How many targets each seat has set aside. */
  readonly targetsSet: readonly number[];
  readonly bids: readonly BidEntry[];
  /** The high bid so far (or the winning bid), or null. */
  readonly highBid: { readonly player: number; readonly number: number; readonly suit: number } | null;
  /** The trump suit, or -1 before the bidding ends or with no trumps. */
  readonly trump: number;
  /**
   * The bidding pile of this hand: how many cards each seat has given (`each` from every seat),
   * the face-up cards in the order given, and the cards this player gave.
   */
  readonly pile: {
    readonly each: number;
    readonly given: readonly number[];
    readonly faceUp: readonly number[];
    readonly mine: readonly number[];
  };
  /** The trick being played. */
  readonly trick: { readonly leader: number; readonly cards: readonly number[] };
  /** This hand's finished tricks. */
  readonly tricks: readonly TrickRecord[];
  /** Running totals by seat. */
  readonly totals: readonly number[];
  /** Hand scores of every finished hand, by seat. */
  readonly handScores: readonly (readonly number[])[];
  /** Hands dealt so far (thrown-in hands included). */
  readonly handsDealt: number;
  /** Points that end the game. */
  readonly goal: number;
  /** The most hands the game lasts (thrown-in hands count). */
  readonly handLimit: number;
  /** Partnerships: each team's seats, or null when everyone plays alone (partners share one total). */
  readonly teams: readonly (readonly number[])[] | null;
  readonly winners: readonly number[] | null;
}

const EMPTY: readonly number[] = Object.freeze([]);
const NO_BIDS: readonly BidEntry[] = Object.freeze([]);

/** The `len` numbers of `from` starting at `at`, as a plain list (one function per array type keeps the reads monomorphic). */
function listOf(from: Uint8Array, at: number, len: number): number[] {
  // Sized once and filled: no growth on push. Filled from 0 up, so it is never read with holes.
  const out = new Array<number>(len);
  for (let i = 0; i < len; i++) out[i] = byteAt(from, at + i);
  return out;
}

/** As `listOf`, for the totals. */
function totalsOf(from: Int32Array, len: number): number[] {
  const out = new Array<number>(len);
  for (let i = 0; i < len; i++) out[i] = int32At(from, i);
  return out;
}

/** This hand's bids as the catalog's shared entries. */
function bidsOf(s: TrickState): readonly BidEntry[] {
  const catalog = s.t.catalog;
  const codes = s.bids;
  const out = new Array<BidEntry>(codes.length);
  for (let i = 0; i < codes.length; i++) {
    const code = numberAt(codes, i);
    out[i] = code < 0 ? entryAt(catalog.passEntry, -1 - code) : entryAt(catalog.bidEntry, code);
  }
  return out;
}

/** This hand's finished tricks, reusing the records already built. */
function tricksOf(s: TrickState): readonly TrickRecord[] {
  const old = s.vc.tricks;
  if (old !== null && old.length === s.tricksDone) return old;
  const n = s.t.players;
  // The records already built are kept: a hand's tricks only grow until the next hand starts afresh.
  const kept = old !== null && old.length < s.tricksDone ? old : [];
  const tricks = new Array<TrickRecord>(s.tricksDone);
  for (const [h, record] of kept.entries()) tricks[h] = record;
  for (let h = kept.length; h < s.tricksDone; h++) {
    tricks[h] = { leader: byteAt(s.historyLeader, h), cards: listOf(s.history, h * n, n), winner: byteAt(s.historyWinner, h) };
  }
  s.vc.tricks = tricks;
  return tricks;
}

/** The pile as `player` sees it: kept until a card is given or the hand's phase moves on. */
function pileOf(s: TrickState, player: number): TrickView['pile'] {
  const vc = s.vc;
  const kept = vc.piles[player];
  if (kept !== undefined && kept !== null && vc.pilePhase === s.phase) return kept;
  if (vc.pilePhase !== s.phase) {
    vc.piles.length = 0;
    vc.pilePhase = s.phase;
  }
  const t = s.t;
  // An onlooker (a seat number past the table's) was given nothing and holds nothing.
  const given = player < t.players ? byteAt(s.given, player) : 0;
  return (vc.piles[player] = {
    each: t.pile && s.phase >= PHASE_PILE && s.phase <= PHASE_TRICKS ? s.bidNumber : 0,
    given: (vc.pileGiven ??= listOf(s.given, 0, t.players)),
    faceUp: (vc.pileFaceUp ??= s.faceUpLen === 0 ? EMPTY : listOf(s.faceUp, 0, s.faceUpLen)),
    mine: given === 0 ? EMPTY : listOf(s.gave, player * t.bidMax, given),
  });
}

/** The view of `player`; a seat number past the table's is an onlooker's, who sees no hand and no target. */
export function viewOf(s: TrickState, player: number): TrickView {
  const t = s.t;
  const n = t.players;
  const vc = s.vc;
  const inHand = s.phase >= PHASE_BIDDING && s.phase <= PHASE_TRICKS;
  const seated = player < n;
  const targetLen = seated ? byteAt(s.targetLen, player) : 0;
  let highBid = vc.highBid;
  if (highBid === undefined) highBid = vc.highBid = s.bidder >= 0 ? { player: s.bidder, number: s.bidNumber, suit: s.bidSuit } : null;
  return {
    player,
    players: n,
    options: t.options,
    phase: phaseName(s.phase),
    dealer: s.dealer,
    toAct: toActPlayers(s),
    hand: seated ? listOf(s.hands, player * t.cap, byteAt(s.handLen, player)) : EMPTY,
    handSizes: listOf(s.handLen, 0, n),
    targets: targetLen === 0 ? EMPTY : (vc.targets[player] ??= listOf(s.targets, player * t.targetCards, targetLen)),
    targetsSet: (vc.targetsSet ??= listOf(s.targetLen, 0, n)),
    bids: inHand ? (vc.bids ??= bidsOf(s)) : NO_BIDS,
    highBid,
    trump: s.trump,
    pile: pileOf(s, player),
    trick: { leader: s.leader, cards: s.phase === PHASE_TRICKS && s.trickLen > 0 ? listOf(s.trick, 0, s.trickLen) : EMPTY },
    tricks: tricksOf(s),
    totals: (vc.totals ??= totalsOf(s.totals, n)),
    handScores: (vc.handScores ??= s.finished.map((h) => h.scores.slice())),
    handsDealt: s.handsDealt,
    goal: t.goal,
    handLimit: t.handLimit,
    teams: t.teams,
    winners: s.winners === null ? null : (vc.winners ??= s.winners.slice()),
  };
}
