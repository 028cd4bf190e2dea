/**
 * The judging engine's showing part: a game set up, who acts, the phase, a seat's view, the result
 * and the log, without the modules that apply moves and chance. A table's first paint needs only
 * this; `judgingEngine` (engine.ts) is this and the rest.
 */
import type { JudgingRuleset } from '../ruleset.js';
import type { GameResult, ShowingEngine, ToAct } from '../../../core/game/game.js';
import { resultOf, stillPlacing } from './flow.js';
import { createJudgingGame } from './setup.js';
import type { JudgingAction, JudgingEvent, JudgingState, JudgingView } from './types.js';
import { judgingView } from './view.js';

const overToAct: ToAct = Object.freeze({ kind: 'over' });
const chanceToAct: ToAct = Object.freeze({ kind: 'chance' });
/** The judge of each seat acting alone, made once (asked after every action: no allocation). */
const judgeToAct: ToAct[] = [];

/** Who acts now: chance, the non-judges still placing, the judge, or nobody. Shared frozen answers where they repeat. */
export function judgingToAct(state: JudgingState): ToAct {
  switch (state.phase) {
    case 'over':
      return overToAct;
    case 'placing':
      return { kind: 'players', players: stillPlacing(state) };
    case 'judging':
      return (judgeToAct[state.judge] ??= Object.freeze({ kind: 'players', players: Object.freeze([state.judge]) }));
    default:
      return chanceToAct;
  }
}

/** The final scores and winner, once someone has reached the goal. */
export function judgingResult(state: JudgingState): GameResult | null {
  return state.phase === 'over' ? resultOf(state) : null;
}

/** The judging engine as a table shows a game (see the module's comment). */
export const judgingShowingEngine: ShowingEngine<JudgingRuleset, JudgingState, JudgingAction, JudgingView, JudgingEvent> = {
  family: 'judging',
  create: createJudgingGame,
  toAct: judgingToAct,
  phase: (state) => state.phase,
  view: judgingView,
  result: judgingResult,
  log: (state) => state.log,
};
