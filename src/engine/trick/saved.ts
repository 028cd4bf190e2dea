/**
 * Saving and loading games as plain JSON (`SavedGame`: setup + action log). Loading checks every
 * field and replays the log; corrupt input gives a readable message, never an exception.
 */
import type { TrickRuleset } from '../../rules/ruleset.js';
import type { SavedGame } from '../game.js';
import type { TrickAction } from './actions.js';
import { applyInPlace } from './apply.js';
import { createGame } from './engine.js';
import { parseAction } from './notation.js';
import type { TrickState } from './state.js';

/** A loaded game, or what is wrong with the file. */
export type LoadedGame = { readonly ok: true; readonly state: TrickState } | { readonly ok: false; readonly message: string };

/** The game as a saved-game record (its log holds card numbers); the same as JSON.stringify(state). */
export function saveGame(s: TrickState): SavedGame<TrickAction> {
  return s.toJSON();
}

/** Load a saved game against a ruleset: check the record, then replay its log. */
export function loadGame(ruleset: TrickRuleset, json: unknown): LoadedGame {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return { ok: false, message: 'a saved game is a JSON object' };
  const o = json as Record<string, unknown>;
  if (o['format'] !== 'pomona-game') return { ok: false, message: 'not a saved Pomona game ("format" is not "pomona-game")' };
  if (o['version'] !== 1) return { ok: false, message: `unsupported saved-game version ${JSON.stringify(o['version'])}` };
  if (o['family'] !== 'trick-taking') return { ok: false, message: `this saved game is of the ${String(o['family'])} family, not trick-taking` };
  if (o['ruleset'] !== ruleset.name) return { ok: false, message: `this game was saved with the rules "${String(o['ruleset'])}", not "${ruleset.name}"` };
  const setup = o['setup'];
  if (typeof setup !== 'object' || setup === null) return { ok: false, message: 'the saved game has no "setup"' };
  const st = setup as Record<string, unknown>;
  const seed = st['seed'];
  if (typeof seed !== 'number' && typeof seed !== 'string') return { ok: false, message: 'the saved "seed" must be a number or a text' };
  const options = st['options'] ?? {};
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return { ok: false, message: 'the saved "options" must be an object' };
  const created = createGame(ruleset, { players: st['players'] as number, seed, options: options as Record<string, unknown> });
  if (!created.ok) return { ok: false, message: created.error.message };
  const log = o['log'];
  if (!Array.isArray(log)) return { ok: false, message: 'the saved game has no "log" list' };
  return replayLog(created.state, log);
}

/** Apply a list of JSON actions to a state in order; stop at the first bad or refused one. */
export function replayLog(state: TrickState, log: readonly unknown[]): LoadedGame {
  for (let i = 0; i < log.length; i++) {
    const parsed = parseAction(state.t.cards, log[i]);
    if (!parsed.ok) return { ok: false, message: `action ${i + 1}: ${parsed.message}` };
    const error = applyInPlace(state, parsed.action);
    if (error) return { ok: false, message: `action ${i + 1} was refused (${error.code}): ${error.message}` };
  }
  return { ok: true, state };
}
