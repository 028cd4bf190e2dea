/**
 * The information-set MCTS player for the trick-taking family: the generic search of
 * src/core/bots/ismcts.ts over worlds that `sampleWorld` draws from the player's view, one tree shared
 * by all the worlds, each iteration played out to the end of the hand under way and valued by
 * that hand's scores. The play-outs are random legal cards. Bidding and the pile are the
 * rule-based player's choices, as for the determinized search player.
 */
import { itemAt } from '../../../core/cards/checked.js';
import { int32At } from '../../../core/cards/typed-reads.js';
import type { Bot } from '../../../core/game/game.js';
import type { TrickAction, TrickState, TrickView } from '../engine/index.js';
import { randomPlayOut, scoresOnly, trickEngine, worldSampler } from '../engine/index.js';
import type { TrickRuleset } from '../ruleset.js';
import type { Horizon } from '../../../core/bots/ismcts-options.js';
import { createIsmctsBot, resultValues } from '../../../core/bots/ismcts.js';
import { TablesCache } from './knowledge.js';
import { isCardChoice, rulesDecision } from './rules.js';
import type { Random } from '../../../core/cards/random.js';

/** How much the IS-MCTS player thinks per decision, and how it plays out and values its worlds. */
export interface TrickMctsBudget {
  /** Iterations (each a walk down the tree and a play-out to the end of the hand) per card decision. */
  readonly iterations: number;
  /** Distinct worlds sampled per decision (iterations cycle through copies of them). */
  readonly worlds: number;
  /** At most this many actions played in all per decision (tree and play-outs): early in a hand, play-outs are long and fewer iterations fit. */
  readonly actions: number;
  /**
   * How a hand is worth to each player: 'win-and-score' (the default: half for winning the hand,
   * half for the score between the hand's lowest and highest), or 'margin' (the player's score
   * less the others' mean, as the search player weighs it, scaled to 0..1), or 'game' (a guess
   * at the chance of winning the game from the running totals after the hand: the game's winners
   * when the hand ends it, else the product over the other seats of a logistic of the lead over
   * each, its scale growing with the hands the leader still needs to reach the goal).
   */
  readonly value?: 'win-and-score' | 'margin' | 'game';
  /**
   * Stop thinking after this many milliseconds of wall time even if the iterations are not all
   * done (`deadlineMs` of src/core/bots/ismcts-options.ts). Unset by default, so decisions repeat for a seed;
   * tables set it (`TABLE_TRICK_MCTS_BUDGET`).
   */
  readonly deadlineMs?: number;
  /** The UCT exploration constant (src/core/bots/ismcts.ts; default there). */
  readonly exploration?: number;
}

/**
 * The default budget: twice the 4,000 iterations and 120,000 actions it was, which won more hands
 * against three search players (docs/apples.md), and fits 200 ms a decision in Chromium since
 * iterations got cheaper (bench/mcts-in-chromium.bench.ts).
 */
export const DEFAULT_TRICK_MCTS_BUDGET: TrickMctsBudget = { iterations: 8000, worlds: 400, actions: 240_000 };

/**
 * The budget at a table people play at: the default, and at most 150 ms of wall time a decision,
 * so that a person never waits more than 200 ms for the player to think however slow or busy the
 * machine is, and the first decisions of a page (made before the browser has optimised the code)
 * do not freeze it. Most decisions finish their iterations well before (see
 * bench/mcts-in-chromium.bench.ts); where the limit cuts in, the choice depends on the machine.
 */
export const TABLE_TRICK_MCTS_BUDGET: TrickMctsBudget = { ...DEFAULT_TRICK_MCTS_BUDGET, deadlineMs: 150 };

/** How a hand's scores are worth to each player ('win-and-score'): half for winning the hand, half for the score between the hand's lowest and highest. */
const WIN_WEIGHT = 0.5;
/** A hand-score margin ('margin') of this many points either way counts as the best (1) or the worst (0) a hand can be. */
const MARGIN_SCALE = 80;

/**
 * 'game': the points a hand that the leader gains, for guessing the hands left to the goal (with
 * these players a game to 250 lasts a median of 8 hands), and the logistic scale of the lead
 * over one seat that one hand could undo (two seats' hand scores differ by about 40 points, a
 * standard deviation; a logistic of scale 22 has that spread). The player's guesses, not rules.
 */
const GAME_HAND_POINTS = 30;
const GAME_LEAD_SCALE = 22;

/** The end of the hand under way, valued by its scores. */
function handHorizon(world: TrickState, value: TrickMctsBudget['value']): Horizon<TrickState> {
  const hand = world.finished.length;
  // Reused from one iteration to the next (the search reads the values before the next call).
  const winners: number[] = [];
  const result: { scores: readonly number[]; readonly winners: number[] } = { scores: [], winners };
  const out: number[] = [];
  return {
    stop: (w) => w.finished.length > hand,
    values(w) {
      const record = w.finished[hand];
      const n = w.t.players;
      if (!record) return new Array<number>(n).fill(0.5);
      const scores = record.scores;
      if (value === 'game') return gameValues(w, out);
      if (value === 'margin') {
        let total = 0;
        for (const x of scores) total += x;
        return scores.map((x) => Math.min(1, Math.max(0, 0.5 + (x - (total - x) / (n - 1)) / (2 * MARGIN_SCALE))));
      }
      let best = -Infinity;
      for (const s of scores) if (s > best) best = s;
      // Refilled in place; its length set only when it changes (setting it is a call into the runtime).
      let count = 0;
      for (let p = 0; p < n; p++) if (scores[p] === best) winners[count++] = p;
      if (winners.length !== count) winners.length = count;
      result.scores = scores;
      return resultValues(result, n, WIN_WEIGHT, out);
    },
  };
}

/**
 * The 'game' value of a world whose hand has just been scored (its totals carried): 1 shared by
 * the game's winners when it is over; else, for each seat, the product over the other seats of
 * the logistic of its lead over them, on a scale that grows with the square root of the hands
 * the leader still needs, so that a lead counts for more the nearer the game's end.
 */
export function gameValues(w: TrickState, out: number[] = []): number[] {
  const n = w.t.players;
  const totals = w.totals;
  if (out.length !== n) out.length = n;
  const winners = w.winners;
  if (winners !== null) {
    for (let p = 0; p < n; p++) out[p] = 0;
    for (const p of winners) out[p] = 1 / winners.length;
    return out;
  }
  let top = -Infinity;
  for (let p = 0; p < n; p++) top = Math.max(top, int32At(totals, p));
  const hands = Math.max(1, (w.t.goal - top) / GAME_HAND_POINTS);
  const scale = GAME_LEAD_SCALE * Math.sqrt(hands);
  for (let p = 0; p < n; p++) {
    let v = 1;
    const mine = int32At(totals, p);
    for (let q = 0; q < n; q++) if (q !== p) v /= 1 + Math.exp((int32At(totals, q) - mine) / scale);
    out[p] = v;
  }
  return out;
}

/**
 * An IS-MCTS player for a trick-taking ruleset; `seed` makes its choices repeatable. It is the
 * 'search' player; `name` is the seat name it answers to ('mcts' is its earlier name).
 */
export function createTrickMctsBot(
  ruleset: TrickRuleset,
  seed: number | string,
  budget: TrickMctsBudget = DEFAULT_TRICK_MCTS_BUDGET,
  name: 'search' | 'mcts' = 'mcts',
): Bot<TrickView, TrickAction> {
  const cache = new TablesCache(ruleset);
  let horizon: Horizon<TrickState> | null = null;
  let horizonHand = -1;
  // The worlds of a decision all come from its one view: what the view makes certain is worked
  // out once a decision (`worldSampler`), not once a world.
  let sampledView: TrickView | null = null;
  let sampler: ((rng: Random) => TrickState) | null = null;
  const sampleWorld = (rules: TrickRuleset, view: TrickView, rng: Random): TrickState => {
    if (sampler === null || view !== sampledView) {
      sampler = worldSampler(rules, view);
      sampledView = view;
    }
    return sampler(rng);
  };
  const engine = { ...trickEngine, sampleWorld };
  const search = createIsmctsBot(engine, ruleset, seed, {
    ...(budget.exploration === undefined ? {} : { exploration: budget.exploration }),
    iterations: budget.iterations,
    worlds: budget.worlds,
    actionBudget: budget.actions,
    ...(budget.deadlineMs === undefined ? {} : { deadlineMs: budget.deadlineMs }),
    copyWorld: (from, into) => {
      if (into === null) into = from.copy();
      else into.copyFrom(from);
      // The horizon reads nothing of the hand played out but its scores.
      into.recordHand = scoresOnly;
      return into;
    },
    randomPlayOut,
    // One horizon for all the worlds of a decision (they are all in the same hand): made once,
    // not for every iteration.
    horizon: (world) => {
      if (horizon === null || horizonHand !== world.finished.length) {
        horizon = handHorizon(world, budget.value);
        horizonHand = world.finished.length;
      }
      return horizon;
    },
    name,
  });
  return {
    name,
    decide(view, legal) {
      return isCardChoice(legal) ? search.decide(view, legal) : rulesDecision(cache.get(view), view, legal);
    },
  };
}

/**
 * The work a page can do while it is idle before an mcts player's first turn, so that the first
 * decision does not run on code the browser has not compiled yet (cold, the first decisions of a
 * page took several times as long as later ones: bench/mcts-in-chromium.bench.ts). Each call of
 * the returned step makes one small search decision in games of its own (their own deals and
 * seeds: nothing of the table's game is read or changed) and says whether there is more to do.
 * The first step is 1/160 of the budget (iterations, worlds and actions), each next one 15%
 * larger up to a twentieth: small while the code is cold and slow, so that a step fits an idle
 * slice, and large enough later to run the search as a full decision does (in Chromium, steps of
 * 1/80 of the budget of the time, half today's, left the page's first decision about twice as
 * slow as the next ones, steps of 1/13 of it made it as fast; the sizes here are those steps'
 * work). The steps together do `decisions` full decisions' work (by default one and a half of
 * today's, the three of the old budget that were measured). A host calls it in idle time with the
 * ruleset its players were made for (components/apples-table/trick-bots.ts).
 */
export function trickMctsWarmUp(
  ruleset: TrickRuleset,
  decisions = 1.5,
  budget: TrickMctsBudget = DEFAULT_TRICK_MCTS_BUDGET,
): () => boolean {
  const players = ruleset.players.min;
  const cache = new TablesCache(ruleset);
  let games = 0;
  let state: TrickState | null = null;
  let size = 1 / 160;
  let done = 0;
  return () => {
    while (done < decisions) {
      if (state === null || trickEngine.toAct(state).kind === 'over') {
        const created = trickEngine.create(ruleset, { players, seed: `mcts-warm-up/${games++}` });
        if (!created.ok) break;
        state = created.state;
        state.recordLog = false;
      }
      const toAct = trickEngine.toAct(state);
      let searched = false;
      let action: TrickAction;
      if (toAct.kind === 'chance') action = trickEngine.chanceAction(state);
      else if (toAct.kind === 'players') {
        // One player acts at a time in this family.
        const seat = itemAt(toAct.players, 0);
        const legal = trickEngine.legalActions(state, seat);
        const view = trickEngine.view(state, seat);
        searched = isCardChoice(legal);
        if (searched) {
          const part = (x: number): number => Math.max(1, Math.ceil(x * size));
          const bot = createTrickMctsBot(ruleset, `mcts-warm-up/${done}`, {
            ...budget,
            iterations: part(budget.iterations),
            worlds: part(budget.worlds),
            actions: part(budget.actions),
          });
          action = bot.decide(view, legal);
        } else action = rulesDecision(cache.get(view), view, legal);
      } else continue;
      if (trickEngine.applyInPlace(state, action)) break;
      if (searched) {
        done += size;
        size = Math.min(0.05, size * 1.15);
        return done < decisions;
      }
    }
    done = decisions;
    return false;
  };
}
