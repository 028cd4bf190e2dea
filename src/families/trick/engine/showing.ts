/**
 * The trick-taking engine's showing part: a game set up, who acts, the phase, a seat's view, the
 * result and the log, without the modules that apply actions (apply, legal, chance, scoring). A
 * table's first paint needs only this; `trickPlayingEngine` (engine.ts) is this and the rest.
 */
import { int32At } from '../../../core/cards/typed-reads.js';
import { resolveOptions } from '../../../core/rules/options.js';
import type { CreateResult, GameResult, GameSetup, ShowingEngine } from '../../../core/game/game.js';
import type { TrickRuleset } from '../ruleset.js';
import type { TrickAction } from './actions.js';
import { refuse } from './actions.js';
import type { TrickEvent } from './events.js';
import { TrickState, phaseName } from './state.js';
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

/** The result once the game is over. */
export function resultOf(s: TrickState): GameResult | null {
  if (!s.winners) return null;
  // Copied in a loop: Array.from goes through the typed array's iterator, which costs more than
  // the rest of a self-play host's end of game.
  const scores = new Array<number>(s.totals.length);
  for (let p = 0; p < scores.length; p++) scores[p] = int32At(s.totals, p);
  return { scores, winners: s.winners.slice() };
}

/** The engine as a table shows a game (see the module's comment). */
export const trickShowingEngine: ShowingEngine<TrickRuleset, TrickState, TrickAction, TrickView, TrickEvent> = {
  family: 'trick-taking',
  create: createGame,
  toAct,
  phase: (s) => phaseName(s.phase),
  view: viewOf,
  result: resultOf,
  log: (s) => s.logArray(),
};
