/** Moving between phases: to the targets, to the tricks, and the end of a hand (score, carry totals, end or pass the deal). */
import type { ScoreSheet } from '../game.js';
import type { TrickEvent } from './events.js';
import { explainScore, scoreLines, scoreRankCounts } from './scoring.js';
import type { HandRecord } from './state.js';
import { TrickState, handCards } from './state.js';
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
    const scores: number[] = [];
    // Targets join the winnings for scoring (s.won is cleared at the next deal).
    const counts = s.won;
    for (let p = 0; p < n; p++) {
      let mask = 0;
      for (let k = 0; k < (s.targetLen[p] as number); k++) {
        const r = (s.targets[p * t.targetCards + k] as number) % t.ranks;
        mask |= 1 << r;
        counts[p * t.ranks + r] = (counts[p * t.ranks + r] as number) + 1;
      }
      const score = scoreRankCounts(t, counts, p * t.ranks, mask);
      scores.push(score);
      s.totals[p] = (s.totals[p] as number) + score;
    }
    const record = handRecord(s, scores);
    s.finished.push(record);
    s.vc.totals = null;
    s.vc.handScores = null;
    if (events) events.push({ kind: 'hand-scored', hand: s.finished.length, sheets: handSheets(s, record), totals: Array.from(s.totals) });
    if (isGameOver(s)) {
      if (events) events.push({ kind: 'game-over', result: { scores: Array.from(s.totals), winners: (s.winners as number[]).slice() } });
      return;
    }
  } else if (events) {
    events.push({ kind: 'thrown-in', hand: s.handsDealt });
  }
  s.dealer = (s.dealer + t.dealerStep) % n;
  s.phase = PHASE_DEAL;
}

/** Each seat's score sheet for one finished hand: its groups with their derivations. */
export function handSheets(s: TrickState, record: HandRecord): ScoreSheet[] {
  const sheets: ScoreSheet[] = [];
  for (let p = 0; p < s.t.players; p++) {
    const { winnings, targets } = handCards(s.t, record, p);
    const lines = scoreLines(explainScore(s.t, winnings, targets));
    sheets.push({ player: p, total: record.scores[p] as number, lines });
  }
  return sheets;
}

/** Set the winners and end the game if someone reached the goal and the tie rule allows it. */
function isGameOver(s: TrickState): boolean {
  const t = s.t;
  let best = -Infinity;
  for (let p = 0; p < t.players; p++) best = Math.max(best, s.totals[p] as number);
  if (best < t.goal) return false;
  const leaders: number[] = [];
  for (let p = 0; p < t.players; p++) if (s.totals[p] === best) leaders.push(p);
  if (leaders.length > 1 && !t.tieShared) return false;
  s.winners = leaders;
  s.phase = PHASE_OVER;
  return true;
}

function handRecord(s: TrickState, scores: number[]): HandRecord {
  const done = s.tricksDone;
  return {
    dealer: s.dealer,
    bidder: s.bidder,
    bidNumber: s.bidNumber,
    trump: s.trump,
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
