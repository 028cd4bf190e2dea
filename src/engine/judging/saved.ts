/** Saving a game as its setup and action log, and loading one back with every action checked. */
import type { JudgeRuleset } from '../../rules/ruleset.js';
import type { ActionError, SavedGame } from '../game.js';
import { applyJudging } from './engine.js';
import { createJudgingGame } from './setup.js';
import type { JudgingAction, JudgingState } from './types.js';

/** The saved form of a game: plain JSON that replays exactly. */
export function saveJudging(state: JudgingState): SavedGame<JudgingAction> {
  return {
    format: 'pomona-game',
    version: 1,
    family: 'judging',
    ruleset: state.ruleset,
    setup: { players: state.players, seed: state.seed, options: state.options },
    log: state.log.slice(),
  };
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return x !== null && typeof x === 'object' && !Array.isArray(x);
}

/**
 * Rebuild a game from a saved one (parsed JSON of unknown shape): checks the header against the
 * ruleset, then replays the log, refusing at the first action the rules do not allow.
 */
export function loadJudging(ruleset: JudgeRuleset, saved: unknown): { ok: true; state: JudgingState } | { ok: false; error: ActionError } {
  const fail = (code: string, message: string): { ok: false; error: ActionError } => ({ ok: false, error: { code, message } });
  if (!isRecord(saved) || saved.format !== 'pomona-game' || saved.version !== 1) {
    return fail('bad-save', 'not a saved Pomona game (format "pomona-game", version 1)');
  }
  if (saved.family !== 'judging') return fail('wrong-family', `the saved game is of the ${String(saved.family)} family, not judging`);
  if (saved.ruleset !== ruleset.name) {
    return fail('wrong-ruleset', `the saved game was played with "${String(saved.ruleset)}", not "${ruleset.name}"`);
  }
  const setup = saved.setup;
  if (!isRecord(setup) || typeof setup.players !== 'number' || (typeof setup.seed !== 'number' && typeof setup.seed !== 'string')) {
    return fail('bad-save', 'the saved setup needs a player count and a seed');
  }
  if (setup.options !== undefined && !isRecord(setup.options)) return fail('bad-save', 'the saved options must be an object');
  if (!Array.isArray(saved.log)) return fail('bad-save', 'the saved game has no action log');
  const created = createJudgingGame(ruleset, { players: setup.players, seed: setup.seed, options: setup.options ?? {} });
  if (!created.ok) return created;
  const state = created.state;
  for (let i = 0; i < saved.log.length; i++) {
    const error = applyJudging(state, saved.log[i] as JudgingAction);
    if (error) return fail(error.code, `action ${i + 1} of the log: ${error.message}`);
  }
  return { ok: true, state };
}
