/** The judging family's GameEngine: Apples to Apples played from a compiled JudgeRuleset. */
import type { JudgeRuleset } from '../../rules/ruleset.js';
import { applyToCopy } from '../game.js';
import type { ActionError, GameEngine, GameResult, ScoreSheet, ToAct } from '../game.js';
import { applyChance, nextChance } from './chance.js';
import { stillPlacing } from './flow.js';
import { applyMove, legalMoves } from './moves.js';
import { createJudgingGame } from './setup.js';
import type { JudgingAction, JudgingPlayerAction, JudgingState, JudgingView } from './types.js';
import { judgingView } from './view.js';

const chanceKinds = new Set(['shuffle', 'first-judge', 'turn', 'reveal', 'reshuffle']);
const playerKinds = new Set(['place', 'done', 'choose']);

/** A copy sharing only the immutable parts (card texts, numbers, options, decided rounds). */
export function cloneJudging(s: JudgingState): JudgingState {
  return {
    ...s,
    greenStack: s.greenStack.slice(),
    redStack: s.redStack.slice(),
    discards: s.discards.slice(),
    hands: s.hands.map((h) => h.slice()),
    won: s.won.map((w) => w.slice()),
    placed: s.placed.slice(),
    done: s.done.slice(),
    judged: s.judged.slice(),
    history: s.history.slice(),
    log: s.log.slice(),
  };
}

/** Apply any action, checking its shape first (logs may come from files). */
export function applyJudging(state: JudgingState, action: JudgingAction): ActionError | null {
  const kind: unknown = action !== null && typeof action === 'object' ? (action as { kind?: unknown }).kind : undefined;
  if (typeof kind === 'string' && chanceKinds.has(kind)) return applyChance(state, action as Parameters<typeof applyChance>[1]);
  if (typeof kind === 'string' && playerKinds.has(kind)) return applyMove(state, action as JudgingPlayerAction);
  return { code: 'unknown-action', message: `unknown action ${JSON.stringify(kind ?? action)}` };
}

/** Who acts now: chance, the non-judges still placing, the judge, or nobody. */
export function judgingToAct(state: JudgingState): ToAct {
  if (state.phase === 'over') return { kind: 'over' };
  if (state.phase === 'placing') return { kind: 'players', players: stillPlacing(state) };
  if (state.phase === 'judging') return { kind: 'players', players: [state.judge] };
  return { kind: 'chance' };
}

/** Score sheets: one line (one point) per green card won, saying from which round and with which red card. */
export function explainJudging(state: JudgingState): ScoreSheet[] {
  const sheets = state.won.map((_, player) => ({ player, total: 0, lines: [] as ScoreSheet['lines'][number][] }));
  for (const r of state.history) {
    if (!r.winner) continue;
    const sheet = sheets[r.winner.player] as (typeof sheets)[number];
    sheet.total += 1;
    sheet.lines.push({
      label: (state.cards.green[r.green] as { text: string }).text,
      points: 1,
      explanation: `round ${r.round}: judge ${r.judge + 1} chose "${(state.cards.red[r.winner.card] as { text: string }).text}"`,
    });
  }
  return sheets;
}

/** The final scores and winner, once someone has reached the goal. */
export function judgingResult(state: JudgingState): GameResult | null {
  if (state.phase !== 'over') return null;
  const scores = state.won.map((w) => w.length);
  const winners = scores.flatMap((s, p) => (s >= state.numbers.goal ? [p] : []));
  return { scores, winners };
}

/** The judging family's engine. */
export const judgingEngine: GameEngine<JudgeRuleset, JudgingState, JudgingAction, JudgingView> = {
  family: 'judging',
  create: createJudgingGame,
  toAct: judgingToAct,
  phase: (state) => state.phase,
  legalActions: (state, player) => legalMoves(state, player),
  chanceAction(state) {
    const action = nextChance(state);
    if (!action) throw new Error(`no chance event is pending (phase ${state.phase})`);
    return action;
  },
  apply: (state, action) => applyToCopy(cloneJudging, applyJudging, state, action),
  applyInPlace: applyJudging,
  clone: cloneJudging,
  view: judgingView,
  explain: explainJudging,
  result: judgingResult,
  log: (state) => state.log,
};
