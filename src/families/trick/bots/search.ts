/**
 * The search player: determinized Monte Carlo from its own view. For each world the engine
 * samples from that view (`sampleWorld`: hidden cards dealt consistently with everything the view
 * shows) it tries every candidate action and plays the hand out at random, then picks the action
 * with the best mean margin (its hand score minus the opponents' average; partners share its score). Bidding and the pile use
 * the rule-based choices.
 */
import { Random } from '../../../core/cards/random.js';
import type { Bot } from '../../../core/game/game.js';
import type { TrickAction, TrickState, TrickView } from '../engine/index.js';
import { trickEngine } from '../engine/index.js';
import type { TrickRuleset } from '../ruleset.js';
import { TablesCache } from './knowledge.js';
import { isCardChoice, rulesDecision } from './rules.js';

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
export function createFlatSearchBot(
  ruleset: TrickRuleset,
  seed: number | string,
  budget: SearchBudget = DEFAULT_SEARCH_BUDGET,
): Bot<TrickView, TrickAction> {
  const cache = new TablesCache(ruleset);
  const rng = Random.from(seed, 0x5ea5c4);
  return {
    name: 'flat',
    decide(view, legal) {
      return isCardChoice(legal) ? searchDecision(ruleset, view, legal, budget, rng) : rulesDecision(cache.get(view), view, legal);
    },
  };
}

/** Pick among `legal` by playouts in worlds sampled from `view`. */
export function searchDecision(
  ruleset: TrickRuleset,
  view: TrickView,
  legal: readonly TrickAction[],
  budget: SearchBudget,
  rng: Random,
): TrickAction {
  // Each candidate with the sum of its play-outs' margins (-Infinity once a world refuses it).
  const tallies = legal.map((action) => ({ action, sum: 0 }));
  const worlds = Math.max(1, Math.min(budget.worlds, Math.floor(budget.maxPlayouts / legal.length)));
  let scratch: TrickState | null = null;
  for (let w = 0; w < worlds; w++) {
    const base = trickEngine.sampleWorld(ruleset, view, rng);
    scratch ??= base.copy();
    for (const tally of tallies) {
      scratch.copyFrom(base);
      if (trickEngine.applyInPlace(scratch, tally.action) !== null) {
        tally.sum = -Infinity;
        continue;
      }
      tally.sum += playout(scratch, view.player, rng);
    }
  }
  // Every candidate played the same worlds: the best sum is the best mean; the first listed of equals
  // (reduce throws on an empty list).
  return tallies.reduce((best, tally) => (tally.sum > best.sum ? tally : best)).action;
}

/** Play the hand out at random (to its scoring); return the player's hand score minus the others' mean. */
function playout(s: TrickState, me: number, rng: Random): number {
  const hands = s.finished.length;
  for (;;) {
    const toAct = trickEngine.toAct(s);
    if (toAct.kind !== 'players') break;
    // One player acts at a time in this family. (Read here rather than through itemAt or
    // rng.pick: a decision makes tens of thousands of these reads.)
    const seat = toAct.players[0];
    if (seat === undefined) throw new Error('search: a players turn names no player');
    const legal = trickEngine.legalActions(s, seat);
    if (legal.length === 0) break;
    const action = legal[rng.below(legal.length)];
    if (action === undefined) throw new RangeError('search: a draw outside the legal list');
    if (trickEngine.applyInPlace(s, action) !== null) break;
  }
  const record = s.finished[hands];
  if (!record) return 0;
  // The margin over the opponents: partners share my score, so they are left out.
  const side = s.t.teamOf[me];
  let mine = 0;
  let others = 0;
  let count = 0;
  let p = 0;
  for (const score of record.scores) {
    if (p === me) mine = score;
    else if (s.t.teamOf[p] !== side) {
      others += score;
      count++;
    }
    p++;
  }
  return mine - (count > 0 ? others / count : 0);
}
