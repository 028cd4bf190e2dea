/**
 * The information-set MCTS player for the trick-taking family: the generic search of
 * src/bots/ismcts.ts over worlds that `sampleWorld` draws from the player's view, one tree shared
 * by all the worlds, each iteration played out to the end of the hand under way by a quick rule
 * of thumb read from the imagined world (rollout.ts: the rule-based player's card play, much
 * stronger than random cards and far cheaper than the rule-based player itself, which needs a
 * view at every card) and valued by that hand's scores. Bidding and the pile are the rule-based
 * player's choices, as for the determinized search player.
 */
import type { Bot } from '../../engine/game.js';
import type { TrickAction, TrickState, TrickView } from '../../engine/trick/index.js';
import { trickEngine } from '../../engine/trick/index.js';
import type { TrickRuleset } from '../../rules/ruleset.js';
import type { Horizon } from '../ismcts.js';
import { createIsmctsBot, resultValues } from '../ismcts.js';
import { TablesCache } from './knowledge.js';
import { rulesDecision } from './rules.js';
import { quickPlay } from './rollout.js';

/** How much the IS-MCTS player thinks per decision. */
export interface TrickMctsBudget {
  /** Iterations (each a walk down the tree and a play-out to the end of the hand) per card decision. */
  readonly iterations: number;
  /** Distinct worlds sampled per decision (iterations cycle through copies of them). */
  readonly worlds: number;
  /** At most this many actions played in all per decision (tree and play-outs): early in a hand, play-outs are long and fewer iterations fit. */
  readonly actions: number;
}

/** The default budget: well within 200 ms a decision on this machine (see bench/trick.bench.ts). */
export const DEFAULT_TRICK_MCTS_BUDGET: TrickMctsBudget = { iterations: 4000, worlds: 400, actions: 120_000 };

/** How a hand's scores are worth to each player: half for winning the hand, half for the score between the hand's lowest and highest. */
const WIN_WEIGHT = 0.5;

/** The end of the hand under way, valued by its scores. */
function handHorizon(world: TrickState): Horizon<TrickState> {
  const hand = world.finished.length;
  return {
    stop: (w) => w.finished.length > hand,
    values(w) {
      const record = w.finished[hand];
      const n = w.t.players;
      if (!record) return new Array<number>(n).fill(0.5);
      const scores = record.scores;
      let best = -Infinity;
      for (const s of scores) if (s > best) best = s;
      const winners: number[] = [];
      for (let p = 0; p < n; p++) if (scores[p] === best) winners.push(p);
      return resultValues({ scores, winners }, n, WIN_WEIGHT);
    },
  };
}

/** An IS-MCTS player for a trick-taking ruleset; `seed` makes its choices repeatable. */
export function createTrickMctsBot(ruleset: TrickRuleset, seed: number | string, budget: TrickMctsBudget = DEFAULT_TRICK_MCTS_BUDGET): Bot<TrickView, TrickAction> {
  const cache = new TablesCache(ruleset);
  const search = createIsmctsBot(trickEngine, ruleset, seed, {
    iterations: budget.iterations,
    worlds: budget.worlds,
    actionBudget: budget.actions,
    copyWorld: (from, into) => {
      if (into === null) return from.copy();
      into.copyFrom(from);
      return into;
    },
    rolloutPolicy: quickPlay,
    horizon: handHorizon,
    name: 'mcts',
  });
  return {
    name: 'mcts',
    decide(view, legal) {
      const first = legal[0] as TrickAction;
      if (legal.length === 1 || (first.kind !== 'play' && first.kind !== 'target')) return rulesDecision(cache.get(view), view, legal);
      return search.decide(view, legal);
    },
  };
}
