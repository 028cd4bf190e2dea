/**
 * The Apples IS-MCTS player's time per decision as a table meets it: one game, every seat the
 * `mcts` player with the default budget (as `seats="mcts,mcts,mcts,mcts"` would seat them), hands
 * played one after another, and the wall time of every searched decision (a target or a card
 * with a choice) recorded with what kind of decision it was. Browser-safe (no Node modules): the
 * same function runs in Node and, bundled, in Chromium (bench/mcts-in-chromium.bench.ts), so the
 * two runtimes time the same decisions.
 */
import { createTrickMctsBot, DEFAULT_TRICK_MCTS_BUDGET, type TrickMctsBudget } from '../src/families/trick/bots/mcts.js';
import { botSeed } from '../src/core/bots/seeds.js';
import { trickEngine, type TrickAction, type TrickState, type TrickView } from '../src/families/trick/engine/index.js';
import type { Bot } from '../src/core/game/game.js';
import type { TrickRuleset } from '../src/families/trick/ruleset.js';

/** One searched decision: how long it took and where in the game it came. */
export interface TimedDecision {
  /** Wall milliseconds of `decide`. */
  readonly ms: number;
  /** CPU milliseconds of `decide` where the runtime can tell (Node), else null. */
  readonly cpuMs: number | null;
  /** 'target' (setting a target card aside) or 'play' (a card to a trick). */
  readonly kind: 'target' | 'play';
  /** The hand (0-based) and, for a card, the trick of the hand it went to (0-based). */
  readonly hand: number;
  readonly trick: number;
  /** How many choices the decision had. */
  readonly choices: number;
  /** The decision's place among all searched decisions of the run (0 is the first, made on cold code). */
  readonly index: number;
}

/**
 * One game of four mcts seats, stepped decision by decision: `next()` plays the chance events and
 * the unsearched actions (bids, the pile, forced cards) up to the next searched decision, and
 * `decide()` makes that one decision and times it, so a caller can measure around it too (the
 * Chromium bench reads the page's main-thread CPU time between the two).
 */
export class MctsDecisionRun {
  private readonly state: TrickState;
  private readonly bots: Bot<TrickView, TrickAction>[];
  private readonly decisions: TimedDecision[] = [];
  private pending: { seat: number; legal: readonly TrickAction[] } | null = null;

  constructor(
    ruleset: TrickRuleset,
    private readonly hands: number,
    seed: string,
    budget: TrickMctsBudget = DEFAULT_TRICK_MCTS_BUDGET,
  ) {
    const players = 4;
    this.bots = Array.from({ length: players }, (_, seat) => createTrickMctsBot(ruleset, botSeed(seed, seat), budget));
    const created = trickEngine.create(ruleset, { players, seed });
    if (!created.ok) throw new Error(created.error.message);
    this.state = created.state;
  }

  /** Play on to the next searched decision; false when the hands are over. */
  next(): boolean {
    const state = this.state;
    while (state.finished.length < this.hands) {
      const toAct = trickEngine.toAct(state);
      if (toAct.kind === 'over') return false;
      let action: TrickAction;
      if (toAct.kind === 'chance') action = trickEngine.chanceAction(state);
      else {
        // Several seats set their targets at once: the lowest first, as a table's loop takes them.
        const seat = toAct.players[0] as number;
        const legal = trickEngine.legalActions(state, seat);
        const first = legal[0];
        if (legal.length > 1 && (first?.kind === 'play' || first?.kind === 'target')) {
          this.pending = { seat, legal };
          return true;
        }
        action = (this.bots[seat] as Bot<TrickView, TrickAction>).decide(trickEngine.view(state, seat), legal);
      }
      const error = trickEngine.applyInPlace(state, action);
      if (error) throw new Error(error.message);
    }
    return false;
  }

  /** Make the searched decision `next()` stopped at, timed by `clock`, and play it. */
  decide(clock: { now(): number; cpu?: () => number }): TimedDecision {
    if (!this.pending) throw new Error('no searched decision is waiting: call next() first');
    const { seat, legal } = this.pending;
    this.pending = null;
    const view = trickEngine.view(this.state, seat);
    const cpuStart = clock.cpu?.() ?? 0;
    const start = clock.now();
    const action = (this.bots[seat] as Bot<TrickView, TrickAction>).decide(view, legal);
    const ms = clock.now() - start;
    const decision: TimedDecision = {
      ms,
      cpuMs: clock.cpu ? clock.cpu() - cpuStart : null,
      kind: legal[0]?.kind === 'target' ? 'target' : 'play',
      hand: this.state.finished.length,
      trick: view.tricks.length,
      choices: legal.length,
      index: this.decisions.length,
    };
    this.decisions.push(decision);
    const error = trickEngine.applyInPlace(this.state, action);
    if (error) throw new Error(error.message);
    return decision;
  }
}

/** Play `hands` hands of one four-seat game of mcts players; time every searched decision. */
export function timeMctsDecisions(
  ruleset: TrickRuleset,
  hands: number,
  seed: string,
  clock: { now(): number; cpu?: () => number },
  budget: TrickMctsBudget = DEFAULT_TRICK_MCTS_BUDGET,
): TimedDecision[] {
  const run = new MctsDecisionRun(ruleset, hands, seed, budget);
  const decisions: TimedDecision[] = [];
  while (run.next()) decisions.push(run.decide(clock));
  return decisions;
}
