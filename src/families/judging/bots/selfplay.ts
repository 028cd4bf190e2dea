/**
 * Self-play: computer players play a whole game through the table driver every host uses (in
 * place), so several players acting at once go in the same turn order as anywhere else.
 */
import type { Bot, GameResult, GameSetup } from '../../../core/game/game.js';
import { TableDriver } from '../../../core/table/table-driver.js';
import { judgingEngine } from '../engine/engine.js';
import type { JudgingAction, JudgingState, JudgingView } from '../engine/types.js';
import type { JudgingRuleset } from '../ruleset.js';

/** A finished self-play game, or the refusal of its setup. */
export type SelfPlayResult =
  { readonly ok: true; readonly state: JudgingState; readonly result: GameResult } | { readonly ok: false; readonly message: string };

/** Far more actions than any game takes: a round is at most a few chance events and 2 actions a seat. */
const LIMIT = 100_000;

/** Play a game to the end with one bot per seat (each already seeded). Throws only on an engine or bot bug. */
export function playJudging(ruleset: JudgingRuleset, setup: GameSetup, bots: readonly Bot<JudgingView, JudgingAction>[]): SelfPlayResult {
  if (bots.length !== setup.players)
    return { ok: false, message: `${setup.players} players need ${setup.players} bots, not ${bots.length}` };
  const started = TableDriver.start(judgingEngine, ruleset, setup, { inPlace: true, players: bots.map((bot) => ({ create: () => bot })) });
  if (!started.ok) return { ok: false, message: started.error.message };
  const table = started.driver;
  table.playBots(LIMIT);
  const result = table.result();
  if (!result) throw new Error(`self-play did not finish in ${LIMIT} actions`);
  return { ok: true, state: table.state, result };
}
