/**
 * The search player: determinized Monte Carlo from its own view. For each world the engine
 * samples from that view (`sampleWorld`: hidden cards dealt consistently with everything the view
 * shows) it tries every candidate action and plays the hand out at random, then picks the action
 * with the best mean margin (its hand score minus the opponents' average; partners share its score). Bidding and the pile use
 * the rule-based choices.
 */
import { Random } from '../../cards/random.js';
import type { Bot } from '../../engine/game.js';
import type { TrickAction, TrickState, TrickView } from '../../engine/trick/index.js';
import { trickEngine } from '../../engine/trick/index.js';
import type { TrickRuleset } from '../../rules/ruleset.js';
import { TablesCache } from './knowledge.js';
import { rulesDecision } from './rules.js';

/** How much the search player may think per decision. */
export interface SearchBudget {
  /** Sampled worlds per decision; each tries every candidate action once. */
  readonly worlds: number;
  /** Upper bound on playouts (worlds × candidates) per decision. */
  readonly maxPlayouts: number;
}

/** The default budget: decides well within 200 ms per move on this machine (see bench/trick.bench.ts). */
export const DEFAULT_SEARCH_BUDGET: SearchBudget = { worlds: 300, maxPlayouts: 2000 };

/**
 * A flat determinized Monte Carlo player for a trick-taking ruleset: the 'search' player before
 * the information-set tree search replaced it (it now sits as 'flat').
 */
export function createFlatSearchBot(ruleset: TrickRuleset, seed: number | string, budget: SearchBudget = DEFAULT_SEARCH_BUDGET): Bot<TrickView, TrickAction> {
  const cache = new TablesCache(ruleset);
  const rng = Random.from(seed, 0x5ea5c4);
  return {
    name: 'flat',
    decide(view, legal) {
      const first = legal[0] as TrickAction;
      if (legal.length === 1 || (first.kind !== 'play' && first.kind !== 'target')) return rulesDecision(cache.get(view), view, legal);
      return searchDecision(ruleset, view, legal, budget, rng);
    },
  };
}

/** Pick among `legal` by playouts in worlds sampled from `view`. */
export function searchDecision(ruleset: TrickRuleset, view: TrickView, legal: readonly TrickAction[], budget: SearchBudget, rng: Random): TrickAction {
  const sums = new Float64Array(legal.length);
  const worlds = Math.max(1, Math.min(budget.worlds, Math.floor(budget.maxPlayouts / legal.length)));
  let scratch: TrickState | null = null;
  for (let w = 0; w < worlds; w++) {
    const base = trickEngine.sampleWorld(ruleset, view, rng);
    scratch ??= base.copy();
    for (let i = 0; i < legal.length; i++) {
      scratch.copyFrom(base);
      if (trickEngine.applyInPlace(scratch, legal[i] as TrickAction) !== null) {
        sums[i] = -Infinity;
        continue;
      }
      sums[i] = (sums[i] as number) + playout(scratch, view.player, rng);
    }
  }
  let best = 0;
  for (let i = 1; i < legal.length; i++) if ((sums[i] as number) > (sums[best] as number)) best = i;
  return legal[best] as TrickAction;
}

/** Play the hand out at random (to its scoring); return the player's hand score minus the others' mean. */
function playout(s: TrickState, me: number, rng: Random): number {
  const hands = s.finished.length;
  for (;;) {
    const toAct = trickEngine.toAct(s);
    if (toAct.kind !== 'players') break;
    const legal = trickEngine.legalActions(s, toAct.players[0] as number);
    if (legal.length === 0 || trickEngine.applyInPlace(s, legal[rng.below(legal.length)] as TrickAction) !== null) break;
  }
  const record = s.finished[hands];
  if (!record) return 0;
  // The margin over the opponents: partners share my score, so they are left out.
  const n = record.scores.length;
  const side = s.t.teamOf[me];
  let others = 0;
  let count = 0;
  for (let p = 0; p < n; p++) {
    if (s.t.teamOf[p] === side) continue;
    others += record.scores[p] as number;
    count++;
  }
  return (record.scores[me] as number) - (count > 0 ? others / count : 0);
}
