/**
 * What one player may see: their own hand and target, the public table (bids, face-up pile cards,
 * tricks, scores), and counts of everyone else's cards. Never another player's hidden cards.
 */
import type { OptionValues } from '../../rules/ruleset.js';
import type { HandRecord, TrickState } from './state.js';
import { PHASE_NAMES, PHASE_BIDDING, PHASE_TRICKS } from './state.js';
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
  /** The bidding pile: who has given, the face-up cards, and the cards this player gave. */
  readonly pile: { readonly given: readonly boolean[]; readonly faceUp: readonly number[]; readonly mine: readonly number[] };
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
  readonly winners: readonly number[] | null;
}

/** The view of `player`. */
export function viewOf(s: TrickState, player: number): TrickView {
  const t = s.t;
  const n = t.players;
  const cap = t.cap;
  const hand = Array.from(s.hands.subarray(player * cap, player * cap + (s.handLen[player] as number))).sort((a, b) => a - b);
  const bids: BidEntry[] = s.bids.map((code) => {
    if (code < 0) return { player: -1 - code, pass: true };
    const p = code % n;
    const rest = (code - p) / n;
    return { player: p, pass: false, suit: rest % t.suits, number: Math.floor(rest / t.suits) };
  });
  const tricks: TrickRecord[] = [];
  for (let h = 0; h < s.tricksDone; h++) {
    tricks.push({
      leader: s.historyLeader[h] as number,
      cards: Array.from(s.history.subarray(h * n, h * n + n)),
      winner: s.historyWinner[h] as number,
    });
  }
  const inHand = s.phase >= PHASE_BIDDING && s.phase <= PHASE_TRICKS;
  return {
    player,
    players: n,
    options: t.options,
    phase: PHASE_NAMES[s.phase] as string,
    dealer: s.dealer,
    toAct: toActPlayers(s),
    hand,
    handSizes: Array.from(s.handLen),
    targets: Array.from(s.targets.subarray(player * t.targetCards, player * t.targetCards + (s.targetLen[player] as number))),
    targetsSet: Array.from(s.targetLen),
    bids: inHand ? bids : [],
    highBid: s.bidder >= 0 ? { player: s.bidder, number: s.bidNumber, suit: s.bidSuit } : null,
    trump: s.trump,
    pile: {
      given: Array.from(s.given, (g) => g === 1),
      faceUp: Array.from(s.faceUp.subarray(0, s.faceUpLen)),
      mine: s.given[player] === 1 ? Array.from(s.gave.subarray(player * t.bidMax, player * t.bidMax + s.bidNumber)) : [],
    },
    trick: { leader: s.leader, cards: s.phase === PHASE_TRICKS ? Array.from(s.trick.subarray(0, s.trickLen)) : [] },
    tricks,
    totals: Array.from(s.totals),
    handScores: s.finished.map((h: HandRecord) => h.scores),
    handsDealt: s.handsDealt,
    goal: t.goal,
    winners: s.winners ? s.winners.slice() : null,
  };
}
