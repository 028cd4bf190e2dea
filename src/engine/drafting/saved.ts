/**
 * Saving and loading drafting games. A saved game is its setup and action log; loading checks
 * the envelope and replays every action through the engine, so a corrupt save is refused with
 * the first action that does not apply.
 */
import type { DraftRuleset } from '../../rules/ruleset.js';
import type { CreateResult, SavedGame } from '../game.js';
import { applyAction } from './apply.js';
import { createDraftGame } from './engine.js';
import type { DraftAction, DraftState } from './types.js';

/** The saved form of a game: plain JSON. */
export function saveDraftGame(state: DraftState): SavedGame<DraftAction> {
  return {
    format: 'pomona-game',
    version: 1,
    family: 'drafting',
    ruleset: state.ruleset,
    setup: { players: state.players, seed: state.seed, options: state.options },
    log: state.log.map((action) => structuredClone(action)),
  };
}

function refuse(code: string, message: string): CreateResult<DraftState> {
  return { ok: false, error: { code, message } };
}

/** Load a saved game (already parsed from JSON) against `ruleset`, validating everything. */
export function loadDraftGame(ruleset: DraftRuleset, saved: unknown): CreateResult<DraftState> {
  if (typeof saved !== 'object' || saved === null) return refuse('bad-save', 'A saved game must be a JSON object.');
  const s = saved as Partial<Record<keyof SavedGame<DraftAction>, unknown>>;
  if (s.format !== 'pomona-game' || s.version !== 1) return refuse('bad-save', 'Not a saved Pomona game (format "pomona-game", version 1).');
  if (s.family !== 'drafting') return refuse('wrong-family', `This save is for the ${String(s.family)} family, not drafting.`);
  if (s.ruleset !== ruleset.name) return refuse('wrong-ruleset', `This save was played with "${String(s.ruleset)}", not "${ruleset.name}".`);
  const setup = s.setup as { players?: unknown; seed?: unknown; options?: unknown } | undefined;
  if (typeof setup !== 'object' || setup === null) return refuse('bad-save', 'The save has no setup.');
  if (typeof setup.players !== 'number') return refuse('bad-save', 'The setup has no player count.');
  if (typeof setup.seed !== 'number' && typeof setup.seed !== 'string') return refuse('bad-save', 'The setup has no seed.');
  const options = setup.options ?? {};
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return refuse('bad-save', 'The setup options must be an object.');
  if (!Array.isArray(s.log)) return refuse('bad-save', 'The save has no action log.');
  const created = createDraftGame(ruleset, { players: setup.players, seed: setup.seed, options: options as Record<string, unknown> });
  if (!created.ok) return created;
  const state = created.state;
  for (let i = 0; i < s.log.length; i++) {
    const error = applyAction(state, s.log[i] as DraftAction);
    if (error) return refuse(error.code, `Action ${i + 1} of the log does not apply: ${error.message}`);
  }
  return { ok: true, state };
}
