/**
 * The trick-taking engine: the GameEngine surface over TrickState. One engine value serves every
 * ruleset of the family; a state carries its compiled tables.
 */
import { byteAt, int32At } from '../../../core/cards/typed-reads.js';
import { resolveOptions } from '../../../core/rules/options.js';
import type { TrickRuleset } from '../ruleset.js';
import { applyToCopy } from '../../../core/game/game.js';
import type { CreateResult, GameResult, GameSetup, PlayingEngine, ScoreSheet } from '../../../core/game/game.js';
import type { TrickAction } from './actions.js';
import { refuse } from './actions.js';
import type { TrickEvent } from './events.js';
import { applyInPlace } from './apply.js';
import { drawChance } from './apply-chance.js';
import { legalActions } from './legal.js';
import { handSheet, handSheets } from './flow.js';
import { PHASE_NAMES, TrickState, phaseName } from './state.js';
import { compileTables } from './tables.js';
import { toAct } from './turns.js';
import type { TrickView } from './view.js';
import { viewOf } from './view.js';

/** Start a game: check the setup, compile the tables, and wait for the first dealer to be drawn. */
export function createGame(ruleset: TrickRuleset, setup: GameSetup): CreateResult<TrickState> {
  if (typeof setup !== 'object' || setup === null)
    return { ok: false, error: refuse('bad-setup', 'A game needs a setup: players and a seed.') };
  const players = setup.players;
  if (!Number.isInteger(players) || players < ruleset.players.min || players > ruleset.players.max) {
    const range =
      ruleset.players.min === ruleset.players.max ? `${ruleset.players.min}` : `${ruleset.players.min} to ${ruleset.players.max}`;
    return { ok: false, error: refuse('bad-setup', `${ruleset.name} is played by ${range} players, not ${String(players)}.`) };
  }
  if (typeof setup.seed !== 'number' && typeof setup.seed !== 'string') {
    return { ok: false, error: refuse('bad-setup', 'The seed must be a number or a text.') };
  }
  const chosen = setup.options ?? {};
  if (typeof chosen !== 'object' || chosen === null || Array.isArray(chosen))
    return { ok: false, error: refuse('bad-option', 'The options must be an object of option names and values.') };
  const resolved = resolveOptions(ruleset, chosen);
  if (!resolved.ok) return { ok: false, error: refuse('bad-option', resolved.message) };
  const tables = compileTables(ruleset, resolved.options, players);
  if (tables.deckCards < players * tables.dealEach) {
    return {
      ok: false,
      error: refuse('bad-setup', `The deck holds ${tables.deckCards} cards, too few to deal ${tables.dealEach} to ${players} players.`),
    };
  }
  return { ok: true, state: new TrickState(tables, setup.seed) };
}

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

/** The result once the game is over. */
export function resultOf(s: TrickState): GameResult | null {
  if (!s.winners) return null;
  // Copied in a loop: Array.from goes through the typed array's iterator, which costs more than
  // the rest of a self-play host's end of game.
  const scores = new Array<number>(s.totals.length);
  for (let p = 0; p < scores.length; p++) scores[p] = int32At(s.totals, p);
  return { scores, winners: s.winners.slice() };
}

/**
 * The engine as a table plays it, without `sampleWorld`: the elements' first paint uses this one,
 * so the sampling (the search players' need, loaded with them) stays out of it.
 */
export const trickPlayingEngine: PlayingEngine<TrickRuleset, TrickState, TrickAction, TrickView, TrickEvent> = {
  family: 'trick-taking',
  create: createGame,
  toAct,
  phase: (s) => phaseName(s.phase),
  legalActions,
  chanceAction(s) {
    const action = drawChance(s);
    if (!action) throw new Error(`chanceAction called in phase ${PHASE_NAMES[s.phase]}, which is not a chance event`);
    return action;
  },
  apply: (s, action) => applyToCopy((state: TrickState) => state.copy(), applyInPlace, s, action),
  applyInPlace,
  clone: (s) => s.copy(),
  view: viewOf,
  explain: explainGame,
  result: resultOf,
  log: (s) => s.logArray(),
};
