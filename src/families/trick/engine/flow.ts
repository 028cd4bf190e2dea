/** Moving between phases: to the targets, to the tricks, and the end of a hand (score, carry totals, end or pass the deal). */
import { missing } from '../../../core/cards/typed-reads.js';
import type { ScoreSheet } from '../../../core/game/game.js';
import type { TrickEvent } from './events.js';
import { explainContract, explainScore, scoreLines, scoreRankCounts } from './scoring.js';
import type { HandRecord } from './state.js';
import type { TrickTables } from './tables.js';
import { type TrickState, handCards } from './state.js';
import * as phases from './phases.js';

// Module-local copies: cheaper than a cross-module read on the hot path.
const PHASE_DEAL = phases.PHASE_DEAL;
const PHASE_OVER = phases.PHASE_OVER;
const PHASE_TARGET = phases.PHASE_TARGET;
const PHASE_TRICKS = phases.PHASE_TRICKS;

/** Score the hand (unless it was thrown in), then end the game or pass the deal. */
export function endHand(s: TrickState, scored: boolean, events: TrickEvent[] | undefined): void {
  const t = s.t;
  const n = t.players;
  if (scored) {
    const scores = handScores(s);
    for (let p = 0; p < n; p++) s.totals[p] = (s.totals[p] ?? missing()) + (scores[p] ?? missing());
    const record = handRecord(s, scores);
    s.finished.push(record);
    s.vc.totals = null;
    s.vc.handScores = null;
    if (events) events.push({ kind: 'hand-scored', hand: s.finished.length, sheets: handSheets(s, record), totals: Array.from(s.totals) });
  } else if (events) {
    events.push({ kind: 'thrown-in', hand: s.handsDealt });
  }
  // A thrown-in hand ends nothing, except the last hand the rules allow.
  if ((scored || s.handsDealt >= t.handLimit) && isGameOver(s)) {
    if (events) events.push({ kind: 'game-over', result: { scores: Array.from(s.totals), winners: (s.winners as number[]).slice() } });
    return;
  }
  s.dealer = (s.dealer + t.dealerStep) % n;
  s.phase = PHASE_DEAL;
}

/**
 * Each seat's score for the hand just played: its side's groups (partners pool their winnings and
 * targets), plus the contract score for the bid winner's side. Partners get the same score.
 * Targets join the winnings in `s.won` for scoring (it is cleared at the next deal).
 */
function handScores(s: TrickState): number[] {
  const t = s.t;
  const n = t.players;
  const ranks = t.ranks;
  const counts = s.won;
  // Each seat's own groups: the whole score when everyone plays alone (the search player's playouts
  // end here once per hand, so this path allocates only the result).
  const scores: number[] = [];
  const masks = t.teams ? new Array<number>(n).fill(0) : null;
  for (let p = 0; p < n; p++) {
    let mask = 0;
    for (let k = 0; k < (s.targetLen[p] ?? missing()); k++) {
      const r = (s.targets[p * t.targetCards + k] ?? missing()) % ranks;
      mask |= 1 << r;
      counts[p * ranks + r] = (counts[p * ranks + r] ?? missing()) + 1;
    }
    if (masks) masks[p] = mask;
    else scores.push(scoreRankCounts(t, counts, p * ranks, mask));
  }
  if (t.teams && masks) {
    // Partners pool their winnings and targets, and each gets the team's score.
    const pooled = new Int32Array(ranks);
    for (const team of t.teams) {
      pooled.fill(0);
      let mask = 0;
      for (const p of team) {
        for (let r = 0; r < ranks; r++) pooled[r] = (pooled[r] ?? missing()) + (counts[p * ranks + r] ?? missing());
        mask |= masks[p] ?? missing();
      }
      const score = scoreRankCounts(t, pooled, 0, mask);
      for (const p of team) scores[p] = score;
    }
  }
  if (t.contractPoints && s.bidder >= 0) {
    const side = t.teamOf[s.bidder] ?? missing();
    const points = t.contractPoints[s.bidNumber * (t.trickCount + 1) + sideTricks(t, s.historyWinner, s.tricksDone, side)] ?? missing();
    for (let p = 0; p < n; p++) if (t.teamOf[p] === side) scores[p] = (scores[p] ?? missing()) + points;
  }
  return scores;
}

/** Tricks taken by side `side` (a team, or a seat when there are no teams) among the first `done`. */
function sideTricks(t: TrickTables, winners: ArrayLike<number>, done: number, side: number): number {
  let taken = 0;
  for (let h = 0; h < done; h++) if (t.teamOf[winners[h] ?? missing()] === side) taken++;
  return taken;
}

/**
 * One seat's sheet for a finished hand: the groups of its side's winnings and targets, and the
 * contract line when its side won the bidding, each with the ruleset expression's derivation.
 */
export function handSheet(s: TrickState, record: HandRecord, seat: number): ScoreSheet {
  const t = s.t;
  const side = t.teamOf[seat] ?? missing();
  const partners = t.teams ? (t.teams[side] ?? missing()) : [seat];
  const winnings: number[] = [];
  const targets: number[] = [];
  for (const p of partners) {
    const cards = handCards(t, record, p);
    winnings.push(...cards.winnings);
    targets.push(...cards.targets);
  }
  // Every seat's sheet is read by everyone at the table: its lines speak of the seat in the third person.
  const lines = scoreLines(explainScore(t, winnings, targets, t.teams ? 'side' : 'seat'));
  if (record.bidder >= 0 && t.teamOf[record.bidder] === side) {
    const taken = sideTricks(t, record.trickWinners, record.trickWinners.length, side);
    const line = explainContract(t, record.bidNumber, record.bidSuit, taken, t.teams ? 'side' : 'bidder');
    if (line) lines.push(line);
  }
  const sheet: ScoreSheet = { player: seat, total: record.scores[seat] ?? missing(), lines };
  return t.teams ? { ...sheet, partners: partners.slice() } : sheet;
}

/** Each seat's score sheet for one finished hand: its groups with their derivations. */
export function handSheets(s: TrickState, record: HandRecord): ScoreSheet[] {
  return Array.from({ length: s.t.players }, (_, p) => handSheet(s, record, p));
}

/**
 * Set the winners and end the game if someone reached the goal and the tie rule allows it, or the
 * hand limit is reached (then the highest total wins, and a tie is shared). Partners share a total,
 * so a tie is between sides, not seats.
 */
function isGameOver(s: TrickState): boolean {
  const t = s.t;
  let best = -Infinity;
  for (let p = 0; p < t.players; p++) best = Math.max(best, s.totals[p] ?? missing());
  const atLimit = s.handsDealt >= t.handLimit;
  if (best < t.goal && !atLimit) return false;
  const leaders: number[] = [];
  const sides = new Set<number>();
  for (let p = 0; p < t.players; p++) {
    if (s.totals[p] !== best) continue;
    leaders.push(p);
    sides.add(t.teamOf[p] ?? missing());
  }
  if (sides.size > 1 && !t.tieShared && !atLimit) return false;
  s.winners = leaders;
  s.phase = PHASE_OVER;
  return true;
}

function handRecord(s: TrickState, scores: number[]): HandRecord {
  // A search player's scratch world keeps the record it asks for (see playout.ts).
  if (s.recordHand) return s.recordHand(s, scores);
  const done = s.tricksDone;
  return {
    dealer: s.dealer,
    bidder: s.bidder,
    bidNumber: s.bidNumber,
    bidSuit: s.bidSuit,
    trump: s.trump,
    bids: s.bids.slice(),
    tricks: s.history.slice(0, done * s.t.players),
    trickLeaders: s.historyLeader.slice(0, done),
    trickWinners: s.historyWinner.slice(0, done),
    targets: s.targets.slice(),
    targetLen: s.targetLen.slice(),
    scores,
  };
}

/** Clear everything that belongs to one hand. */
export function resetHand(s: TrickState): void {
  s.handLen.fill(0);
  s.suitLen.fill(0);
  s.bidNumber = 0;
  s.bidSuit = -1;
  s.bidder = -1;
  s.passesInRow = 0;
  s.bidTurns = 0;
  s.passed.fill(0);
  s.bids = [];
  s.trump = -1;
  s.given.fill(0);
  s.pileLen = 0;
  s.gave.fill(0);
  s.faceUpLen = 0;
  s.targetLen.fill(0);
  s.trickLen = 0;
  s.tricksDone = 0;
  s.won.fill(0);
  s.vc.clear();
}

/** Move to choosing targets (or straight to the tricks when the rules have none). */
export function startTargets(s: TrickState): void {
  if (s.t.targetCards > 0) s.phase = PHASE_TARGET;
  else startTricks(s);
}

/** Move to the tricks: the bid winner leads. */
export function startTricks(s: TrickState): void {
  s.phase = PHASE_TRICKS;
  s.leader = s.bidder;
  s.turn = s.bidder;
  s.trickLen = 0;
  s.tricksDone = 0;
}
