/**
 * The one saved-game and replay format of every family: the setup and the action log, plain
 * JSON. Loading checks every field and replays the log through the engine; a corrupt or
 * incompatible save gives a reason, never an exception. The CLI, the elements and the tests
 * all use `replayLog` from here.
 */
import { isRecord } from '../untrusted.js';
import type { GameEvent, GameSetup, PlayingEngine, SavedGame } from './game.js';
import type { RulesetBase } from '../rules/ruleset.js';
import { SAVED_GAME_VERSION } from './saved-form.js';

export { SAVED_GAME_VERSION, toSavedGame } from './saved-form.js';

/** The outcome of replaying a log: the state, or where and why it stopped. */
export type ReplayResult<S> =
  | { readonly ok: true; readonly state: S }
  | { readonly ok: false; readonly reason: string; /** 0-based index of the refused action, when one was. */ readonly at?: number };

/**
 * Create the game from `setup` and apply the first `upTo` actions of `log` (all by default).
 * The log may come from an untrusted file: the engine refuses anything that is not an action.
 * `onEvents`, when given, receives what each action did, with its index in the log.
 */
export function replayLog<R extends RulesetBase, S, A, V, E extends GameEvent>(
  engine: PlayingEngine<R, S, A, V, E>,
  ruleset: R,
  setup: GameSetup,
  log: readonly unknown[],
  upTo = log.length,
  onEvents?: (index: number, events: readonly E[]) => void,
): ReplayResult<S> {
  const created = engine.create(ruleset, setup);
  if (!created.ok) return { ok: false, reason: created.error.message };
  const state = created.state;
  const events: E[] = [];
  for (let i = 0; i < upTo && i < log.length; i++) {
    events.length = 0;
    const action = log[i];
    if (typeof action !== 'object' || action === null || Array.isArray(action))
      return { ok: false, reason: `action ${i + 1} is not an action object`, at: i };
    const error = engine.applyInPlace(state, action, onEvents ? events : undefined);
    if (error) return { ok: false, reason: `action ${i + 1} was refused (${error.code}): ${error.message}`, at: i };
    if (onEvents) onEvents(i, events.slice());
  }
  return { ok: true, state };
}

/**
 * Reads one logged action as a person or another host may have written it (cards in notation,
 * "3D", or as the engine's numbers): the family's action notation (`FamilyDescriptor.parseAction`).
 */
export type ReadSavedAction = (
  json: unknown,
) => { readonly ok: true; readonly action: unknown } | { readonly ok: false; readonly message: string };

/**
 * Check that `value` has the shape of a saved game of this family and ruleset; a reason if not.
 * With `readAction`, every logged action is read through it as well, so a save whose cards are
 * written in notation (a hand-written one, or one from another host) loads as one with card
 * numbers does: the log of the save returned is in the engine's own form.
 */
/**
 * Why a value is not a save this game can resume: not a Pomona save at all, a save of another
 * version, another family or other rules, one with its setup or log missing, or an action of its
 * log that cannot be read.
 */
export type SaveProblem = 'not-a-save' | 'version' | 'family' | 'ruleset' | 'incomplete' | 'action';

export function checkSavedGame(
  value: unknown,
  family: string,
  rulesetName: string,
  readAction?: ReadSavedAction,
):
  | { ok: true; saved: SavedGame<unknown> }
  | { ok: false; reason: string; /** Which kind of problem, to say in another language. */ problem: SaveProblem } {
  const v = (isRecord(value) ? value : {}) as Record<string, unknown>;
  const setup = (isRecord(v['setup']) ? v['setup'] : {}) as Record<string, unknown>;
  // Each problem in the order it is reported: the first that applies is the reason.
  const problems: [boolean, string, SaveProblem][] = [
    [!isRecord(value), 'the save is not an object', 'not-a-save'],
    [v['format'] !== 'pomona-game', 'the save is not a Pomona game (its "format" is not "pomona-game")', 'not-a-save'],
    [
      typeof v['version'] === 'number' && v['version'] < SAVED_GAME_VERSION,
      `the save was written by an older Pomona (version ${String(v['version'])}; this one reads version ${SAVED_GAME_VERSION})`,
      'version',
    ],
    [v['version'] !== SAVED_GAME_VERSION, `the save is of an unknown version (${JSON.stringify(v['version'])})`, 'version'],
    [v['family'] !== family, `the save is of another kind of game (${String(v['family'])}, not ${family})`, 'family'],
    [v['ruleset'] !== rulesetName, `the save was made with other rules ("${String(v['ruleset'])}", not "${rulesetName}")`, 'ruleset'],
    [!isRecord(v['setup']), 'the save has no setup', 'incomplete'],
    [typeof setup['players'] !== 'number' || !Number.isInteger(setup['players']), 'the save has no player count', 'incomplete'],
    [typeof setup['seed'] !== 'number' && typeof setup['seed'] !== 'string', 'the save has no seed (a number or a text)', 'incomplete'],
    [
      setup['options'] !== undefined && (!isRecord(setup['options']) || Array.isArray(setup['options'])),
      "the save's options are not an object",
      'incomplete',
    ],
    [!Array.isArray(v['log']), 'the save has no action log', 'incomplete'],
  ];
  const problem = problems.find(([applies]) => applies);
  if (problem) return { ok: false, reason: problem[1], problem: problem[2] };
  const saved = value as SavedGame<unknown>;
  let log = saved.log;
  if (readAction) {
    const read: unknown[] = [];
    for (let i = 0; i < log.length; i++) {
      const parsed = readAction(log[i]);
      if (!parsed.ok) return { ok: false, reason: `action ${i + 1} of the save cannot be read: ${parsed.message}`, problem: 'action' };
      read.push(parsed.action);
    }
    log = read;
  }
  return { ok: true, saved: { ...saved, log, setup: { ...saved.setup, options: saved.setup.options ?? {} } } };
}

/** Check a saved game and replay its whole log: the state it reached, or why it cannot be loaded. */
export function loadSavedGame<R extends RulesetBase, S, A, V, E extends GameEvent>(
  engine: PlayingEngine<R, S, A, V, E>,
  ruleset: R,
  value: unknown,
): ReplayResult<S> {
  const checked = checkSavedGame(value, engine.family, ruleset.name);
  if (!checked.ok) return checked;
  return replayLog(engine, ruleset, checked.saved.setup, checked.saved.log);
}
