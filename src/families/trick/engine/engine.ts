/**
 * The trick-taking engine: the GameEngine surface over TrickState. One engine value serves every
 * ruleset of the family; a state carries its compiled tables.
 */
import { byteAt, int32At } from '../../../core/cards/typed-reads.js';
import type { TrickRuleset } from '../ruleset.js';
import { applyToCopy } from '../../../core/game/game.js';
import type { PlayingEngine, ScoreSheet } from '../../../core/game/game.js';
import type { TrickAction } from './actions.js';
import type { TrickEvent } from './events.js';
import { applyInPlace } from './apply.js';
import { drawChance } from './apply-chance.js';
import { legalActions } from './legal.js';
import { handSheet, handSheets } from './flow.js';
import { PHASE_NAMES, type TrickState } from './state.js';
import { trickShowingEngine } from './showing.js';
import type { TrickView } from './view.js';

export { createGame, resultOf } from './showing.js';

/** Score sheets of every finished hand, with the group derivations, by seat. */
export function explainGame(s: TrickState): ScoreSheet[] {
  const n = s.t.players;
  return Array.from({ length: n }, (_, p) => {
    const lines = s.finished.flatMap((hand, i) =>
      handSheet(s, hand, p).lines.map((line) => ({ ...line, label: `hand ${i + 1}: ${line.label}` })),
    );
    const sheet = { player: p, total: int32At(s.totals, p), lines };
    const team = s.t.teams?.[byteAt(s.t.teamOf, p)];
    return team ? { ...sheet, partners: team.slice() } : sheet;
  });
}

/** Each finished hand's score sheets (with derivations), hand by hand, by seat. */
export function explainHands(s: TrickState): ScoreSheet[][] {
  return s.finished.map((record) => handSheets(s, record));
}

/**
 * The engine as a table plays it, without `sampleWorld`: the elements' first paint uses this one,
 * so the sampling (the search players' need, loaded with them) stays out of it.
 */
export const trickPlayingEngine: PlayingEngine<TrickRuleset, TrickState, TrickAction, TrickView, TrickEvent> = {
  ...trickShowingEngine,
  legalActions,
  chanceAction(s) {
    const action = drawChance(s);
    if (!action) throw new Error(`chanceAction called in phase ${PHASE_NAMES[s.phase]}, which is not a chance event`);
    return action;
  },
  apply: (s, action) => applyToCopy((state: TrickState) => state.copy(), applyInPlace, s, action),
  applyInPlace,
  clone: (s) => s.copy(),
  explain: explainGame,
};
