/**
 * Self-play: computer players play a whole game. When several players may act at once (placing is
 * simultaneous), who gets there first is drawn from a seeded generator of its own.
 */
import { Random } from '../../../core/cards/random.js';
import type { Bot, GameResult, GameSetup } from '../../../core/game/game.js';
import { askBot } from '../../../core/game/game.js';
import { judgingEngine } from '../engine/engine.js';
import type { JudgingAction, JudgingState, JudgingView } from '../engine/types.js';
import type { JudgingRuleset } from '../ruleset.js';
import { itemAt } from '../../../core/cards/checked.js';

/** A finished self-play game, or the refusal of its setup. */
export type SelfPlayResult =
  { readonly ok: true; readonly state: JudgingState; readonly result: GameResult } | { readonly ok: false; readonly message: string };

/** Play a game to the end with one bot per seat. Throws only on an engine or bot bug. */
export function playJudging(ruleset: JudgingRuleset, setup: GameSetup, bots: readonly Bot<JudgingView, JudgingAction>[]): SelfPlayResult {
  const engine = judgingEngine;
  const created = engine.create(ruleset, setup);
  if (!created.ok) return { ok: false, message: created.error.message };
  if (bots.length !== setup.players)
    return { ok: false, message: `${setup.players} players need ${setup.players} bots, not ${bots.length}` };
  const state = created.state;
  const order = Random.from(setup.seed, 0x4f524452);
  // Far more steps than any game can take: a round is at most a few chance events and 2 actions a seat.
  const limit = 100_000;
  for (let step = 0; step < limit; step++) {
    const toAct = engine.toAct(state);
    if (toAct.kind === 'over') return { ok: true, state, result: engine.result(state) as GameResult };
    let action: JudgingAction;
    if (toAct.kind === 'chance') action = engine.chanceAction(state);
    else {
      const player = order.pick(toAct.players);
      action = askBot(itemAt(bots, player), engine, state, player, engine.legalActions(state, player));
    }
    const error = engine.applyInPlace(state, action);
    if (error) throw new Error(`self-play refused ${JSON.stringify(action)}: ${error.code}: ${error.message}`);
  }
  throw new Error(`self-play did not finish in ${limit} steps`);
}
