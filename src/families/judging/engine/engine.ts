/** The judging family's GameEngine: Apples to Apples played from a compiled JudgingRuleset. */
import type { JudgingRuleset } from '../ruleset.js';
import { applyToCopy } from '../../../core/game/game.js';
import type { ActionError, GameEngine, ScoreSheet } from '../../../core/game/game.js';
import { refuseShared } from '../../../core/game/refusals.js';
import { applyChance, nextChance } from './chance.js';
import { roundLine } from './flow.js';
import { applyMove, legalMoves } from './moves.js';
import { sampleJudgingWorld } from './sample.js';
import type { JudgingAction, JudgingChanceAction, JudgingEvent, JudgingPlayerAction, JudgingState, JudgingView } from './types.js';
import { itemAt } from '../../../core/cards/checked.js';
import { judgingShowingEngine } from './showing.js';

export { judgingToAct, judgingResult } from './showing.js';

/**
 * A copy sharing only the immutable parts (card faces, numbers, options, decided rounds,
 * placements and logged actions, none of which is ever changed once made).
 */
export function cloneJudging(s: JudgingState): JudgingState {
  // Field by field (not a spread): the same shape as a new game's state, and no memo copied.
  return {
    ruleset: s.ruleset,
    players: s.players,
    seed: s.seed,
    options: s.options,
    numbers: s.numbers,
    cards: s.cards,
    phase: s.phase,
    chances: s.chances,
    round: s.round,
    greenPool: s.greenPool.slice(),
    greenUnder: s.greenUnder.slice(),
    redPool: s.redPool.slice(),
    redAt: s.redAt.slice(),
    discards: s.discards.slice(),
    hands: s.hands.map((h) => h.slice()),
    won: s.won.map((w) => w.slice()),
    judge: s.judge,
    green: s.green,
    placed: s.placed.slice(),
    placedBy: s.placedBy.slice(),
    done: s.done.slice(),
    returned: s.returned,
    judged: s.judged.slice(),
    history: s.history.slice(),
    log: s.log.slice(),
  };
}

/**
 * Apply any action, checking its shape first: actions may come from files or other programs,
 * and anything that is not an action of this family is refused as `malformed-action`.
 */
export function applyJudging(state: JudgingState, action: unknown, events?: JudgingEvent[]): ActionError | null {
  if (typeof action !== 'object' || action === null || Array.isArray(action))
    return refuseShared('malformed-action', 'an action is an object with a "kind"');
  switch ((action as { kind?: unknown }).kind) {
    case 'first-judge':
    case 'deal':
    case 'turn':
    case 'reveal':
      return applyChance(state, action as JudgingChanceAction, events);
    case 'place':
    case 'done':
    case 'choose':
      return applyMove(state, action as JudgingPlayerAction, events);
    default:
      return refuseShared('malformed-action', `unknown action ${safeText((action as { kind?: unknown }).kind)}`);
  }
}

/** A value from untrusted input, shortened, for a message. */
function safeText(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/** Score sheets: one line (one point) per green card won, saying from which round and with which red card. */
export function explainJudging(state: JudgingState): ScoreSheet[] {
  const sheets = state.won.map((_, player) => ({ player, total: 0, lines: [] as ScoreSheet['lines'][number][] }));
  for (const r of state.history) {
    if (!r.winner) continue;
    const sheet = itemAt(sheets, r.winner.player);
    sheet.total += 1;
    sheet.lines.push(roundLine(state, r));
  }
  return sheets;
}

/** The judging family's engine. */
export const judgingEngine: GameEngine<JudgingRuleset, JudgingState, JudgingAction, JudgingView, JudgingEvent> & {
  sampleWorld: NonNullable<GameEngine<JudgingRuleset, JudgingState, JudgingAction, JudgingView, JudgingEvent>['sampleWorld']>;
} = {
  ...judgingShowingEngine,
  legalActions: legalMoves,
  chanceAction(state) {
    const action = nextChance(state);
    if (!action) throw new Error(`no chance event is pending (phase ${state.phase})`);
    return action;
  },
  apply: (state, action) => applyToCopy(cloneJudging, applyJudging, state, action),
  applyInPlace: applyJudging,
  clone: cloneJudging,
  sampleWorld: sampleJudgingWorld,
  explain: explainJudging,
};
