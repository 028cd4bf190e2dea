/**
 * The IS-MCTS player's search of the choices before the tricks (its `bidding: 'search'` option):
 * the bids and passes, and the cards it gives to the bidding pile. These decide who names trump
 * and leads, and which cards go round the pile, yet the rule-based player's naive choices (bid
 * the length of a suit less four, give the weakest cards) were all the search players used.
 *
 * Flat determinized Monte Carlo, as the flat player does for cards: each world `sample` draws
 * from the view is played once for every legal candidate, from the same copy of the world and
 * the same random numbers (so the candidates differ by their own consequences, not by luck), the
 * rest of the hand going on with the rule-based choices for every seat's bids, gifts and targets
 * and random cards in the tricks (or the quick rule of thumb of rollout.ts); the candidate with
 * the best mean hand-score margin (the player's score less its opponents' mean) is chosen.
 */
import { float64At } from '../../../core/cards/typed-reads.js';
import type { Random } from '../../../core/cards/random.js';
import type { TrickAction, TrickState, TrickView } from '../engine/index.js';
import { randomPlayOut, scoresOnly, trickEngine } from '../engine/index.js';
import type { TrickTables } from '../engine/index.js';
import { quickPlay } from './rollout.js';
import { rulesDecision } from './rules.js';

/** How the search of the choices before the tricks plays its worlds out. */
export interface PreTrickBudget {
  /** Worlds sampled a decision; every candidate is played once in each. */
  readonly worlds: number;
  /** At most this many play-outs (worlds × candidates) a decision: fewer worlds when there are many candidates. */
  readonly maxPlayouts: number;
  /** Cards in the tricks: uniformly random ('random') or by the rule of thumb of rollout.ts ('rule'). */
  readonly play: 'random' | 'rule';
  /** Leave the rule-based choice only for a candidate better by at least this many standard errors of the paired difference. */
  readonly confidence: number;
}

/** Is this a choice the search before the tricks makes: a bid or pass, or a card for the pile, among two or more? */
export function isPreTrickChoice(legal: readonly TrickAction[]): boolean {
  const kind = legal[0]?.kind;
  return legal.length > 1 && (kind === 'bid' || kind === 'pass' || kind === 'give');
}

/** Where a play-out stops: the hand it began in scored, or thrown in, or the game over. */
interface HandEnd {
  hand: number;
  throwIns: number;
  stop(w: TrickState): boolean;
}

function handEnd(): HandEnd {
  const end: HandEnd = {
    hand: 0,
    throwIns: 0,
    stop: (w) => w.finished.length > end.hand || w.throwIns > end.throwIns,
  };
  return end;
}

/** Play `s` on to the end of its hand: the rule-based choices before the tricks, then the tricks at random or by the rule of thumb. */
function playOut(s: TrickState, tables: TrickTables, end: HandEnd, play: PreTrickBudget['play'], rng: Random): void {
  for (;;) {
    if (end.stop(s)) return;
    const toAct = trickEngine.toAct(s);
    if (toAct.kind === 'over') return;
    let action: TrickAction;
    if (toAct.kind === 'chance') action = trickEngine.chanceAction(s);
    else {
      // Several seats set their targets at once: the first listed (the order does not change what each sets aside).
      const seat = toAct.players[0];
      if (seat === undefined) throw new Error('pre-trick search: a players turn names no player');
      const legal = trickEngine.legalActions(s, seat);
      const first = legal[0];
      if (first === undefined) throw new Error('pre-trick search: a player to act has no legal action');
      if (first.kind === 'play') {
        if (play === 'random') {
          // Nothing but cards is left in the hand: the engine's fast random play-out to its end.
          randomPlayOut(s, Number.MAX_SAFE_INTEGER, end, rng);
          return;
        }
        action = legal.length === 1 ? first : quickPlay(s, seat, legal, rng);
      } else action = legal.length === 1 ? first : rulesDecision(tables, trickEngine.view(s, seat), legal);
    }
    const error = trickEngine.applyInPlace(s, action);
    if (error) throw new Error(`pre-trick search: the engine refused a listed action (${error.message})`);
  }
}

/** The hand-score margin of `me` in the hand `hand` of `s` (its score less its opponents' mean; partners share its score); 0 for a hand thrown in. */
function marginOf(s: TrickState, hand: number, me: number): number {
  const record = s.finished[hand];
  if (!record) return 0;
  const teamOf = s.t.teamOf;
  const side = teamOf[me];
  let mine = 0;
  let others = 0;
  let count = 0;
  const scores = record.scores;
  let p = 0;
  for (const score of scores) {
    if (p === me) mine = score;
    else if (teamOf[p] !== side) {
      others += score;
      count++;
    }
    p++;
  }
  return mine - (count > 0 ? others / count : 0);
}

/**
 * The candidates worth playing out for a choice among `legal`, the rule-based choice `ruled`
 * first: for a bid, passing and the lowest legal bid of each denomination (a higher number in the
 * same suit only costs more trumps face up in the pile, and the search has too few worlds to tell
 * a dozen bids apart); for a card for the pile, every card the player may give.
 */
export function preTrickCandidates(legal: readonly TrickAction[], ruled: TrickAction): TrickAction[] {
  const out: TrickAction[] = [ruled];
  if (legal[0]?.kind === 'give') {
    for (const a of legal) if (a !== ruled) out.push(a);
    return out;
  }
  const lowest = new Map<number, TrickAction>();
  for (const a of legal) {
    if (a.kind === 'pass') {
      if (a !== ruled) out.push(a);
    } else if (a.kind === 'bid') {
      const held = lowest.get(a.suit);
      if (held === undefined || (held.kind === 'bid' && a.number < held.number)) lowest.set(a.suit, a);
    }
  }
  for (const a of lowest.values()) if (a !== ruled) out.push(a);
  return out;
}

/** What the play-outs of a choice found: each candidate's mean margin, and its paired difference from the first candidate's (mean and t; NaN for a candidate a world refused). */
export interface PreTrickTally {
  readonly means: Float64Array;
  readonly t: Float64Array;
  readonly worlds: number;
}

/**
 * Each of `candidates` played out in the same worlds `sample` draws from `view`. `rng` draws the
 * worlds and the play-outs' seeds; `playRng` is reseeded for every world so that each candidate
 * plays it out with the same random numbers, and the differences from the first candidate are
 * paired world by world.
 */
export function preTrickTally(
  tables: TrickTables,
  view: TrickView,
  candidates: readonly TrickAction[],
  budget: PreTrickBudget,
  sample: (rng: Random) => TrickState,
  rng: Random,
  playRng: Random,
): PreTrickTally {
  const k = candidates.length;
  const sums = new Float64Array(k);
  const diffs = new Float64Array(k);
  const squares = new Float64Array(k);
  const worlds = Math.max(2, Math.min(budget.worlds, Math.floor(budget.maxPlayouts / k)));
  const end = handEnd();
  let scratch: TrickState | null = null;
  for (let w = 0; w < worlds; w++) {
    const base = sample(rng);
    // The search reads nothing of a hand played out but its scores.
    base.recordHand = scoresOnly;
    base.recordLog = false;
    const hand = base.finished.length;
    end.hand = hand;
    end.throwIns = base.throwIns;
    const seed = rng.nextUint32();
    scratch ??= base.copy();
    let first = 0;
    for (const [i, candidate] of candidates.entries()) {
      if (Number.isNaN(sums[i])) continue;
      scratch.copyFrom(base);
      if (trickEngine.applyInPlace(scratch, candidate) !== null) {
        sums[i] = Number.NaN;
        continue;
      }
      playRng.reseed(seed);
      playOut(scratch, tables, end, budget.play, playRng);
      const v = marginOf(scratch, hand, view.player);
      if (i === 0) first = v;
      sums[i] = float64At(sums, i) + v;
      diffs[i] = float64At(diffs, i) + (v - first);
      squares[i] = float64At(squares, i) + (v - first) * (v - first);
    }
  }
  const t = new Float64Array(k);
  for (let i = 0; i < k; i++) {
    const mean = float64At(diffs, i) / worlds;
    const variance = (float64At(squares, i) - worlds * mean * mean) / (worlds - 1);
    sums[i] = float64At(sums, i) / worlds;
    t[i] = Number.isNaN(sums[i]) ? Number.NaN : variance > 0 ? mean / Math.sqrt(variance / worlds) : 0;
  }
  return { means: sums, t, worlds };
}

/**
 * The search's choice among `legal` (a bid or pass, or a card for the pile): the candidate
 * (`preTrickCandidates`) with the best mean margin when it beats the rule-based choice by
 * `budget.confidence` standard errors or more, paired world by world; else the rule-based choice.
 * Without that guard the best of a dozen noisy means is mostly luck: at a few hundred worlds
 * the search bid far more, and higher, than the rule-based player and lost hands by it.
 */
export function preTrickDecision(
  tables: TrickTables,
  view: TrickView,
  legal: readonly TrickAction[],
  budget: PreTrickBudget,
  sample: (rng: Random) => TrickState,
  rng: Random,
  playRng: Random,
): TrickAction {
  const ruled = rulesDecision(tables, view, legal);
  const candidates = preTrickCandidates(legal, ruled);
  if (candidates.length < 2) return ruled;
  const tally = preTrickTally(tables, view, candidates, budget, sample, rng, playRng);
  let best = 0;
  let bestMean = float64At(tally.means, 0);
  for (let i = 1; i < candidates.length; i++) {
    const m = float64At(tally.means, i);
    if (!Number.isNaN(m) && m > bestMean) {
      best = i;
      bestMean = m;
    }
  }
  const chosen = candidates[best];
  return best > 0 && chosen !== undefined && float64At(tally.t, best) >= budget.confidence ? chosen : ruled;
}
