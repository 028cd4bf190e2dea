/** Rebuilding a game from its setup and action log: resuming a save, stepping through a replay. */
import type { GameEngine, GameSetup, SavedGame } from '../../src/engine/game.js';
import type { OptionValues, Ruleset } from '../../src/rules/ruleset.js';

/** The outcome of replaying a log: the final state, or where and why it stopped. */
export type ReplayResult<S> =
  | { readonly ok: true; readonly state: S }
  | { readonly ok: false; readonly reason: string };

/** Create the game from `setup` and apply the first `upTo` actions of `log` (all by default). */
export function replayLog<R extends Ruleset, S, A, V>(
  engine: GameEngine<R, S, A, V>,
  ruleset: R,
  setup: GameSetup,
  log: readonly A[],
  upTo = log.length,
): ReplayResult<S> {
  const created = engine.create(ruleset, setup);
  if (!created.ok) return { ok: false, reason: created.error.message };
  const state = engine.clone(created.state);
  for (let i = 0; i < upTo && i < log.length; i++) {
    const error = engine.applyInPlace(state, log[i] as A);
    if (error) return { ok: false, reason: `action ${i + 1} was refused: ${error.message}` };
  }
  return { ok: true, state };
}

/** The saved form of a game: plain JSON that `replayLog` turns back into the same state. */
export function toSavedGame<R extends Ruleset, S, A, V>(
  engine: GameEngine<R, S, A, V>,
  ruleset: R,
  setup: { players: number; seed: number | string; options: OptionValues },
  state: S,
): SavedGame<A> {
  return {
    format: 'pomona-game',
    version: 1,
    family: ruleset.family,
    ruleset: ruleset.name,
    setup: { players: setup.players, seed: setup.seed, options: { ...setup.options } },
    log: [...engine.log(state)],
  };
}

/** Check that `value` has the shape of a saved game of this family and ruleset; a reason if not. */
export function checkSavedGame(value: unknown, family: string, rulesetName: string): { ok: true; saved: SavedGame<unknown> } | { ok: false; reason: string } {
  const v = (isRecord(value) ? value : {}) as Record<string, unknown>;
  const setup = (isRecord(v.setup) ? v.setup : {}) as Record<string, unknown>;
  // Each problem in the order it is reported: the first that applies is the reason.
  const problems: [boolean, string][] = [
    [!isRecord(value), 'the save is not an object'],
    [v.format !== 'pomona-game' || v.version !== 1, 'the save is not a Pomona game of a known version'],
    [v.family !== family, `the save is of another kind of game (${String(v.family)})`],
    [v.ruleset !== rulesetName, `the save was made with other rules ("${String(v.ruleset)}")`],
    [!isRecord(v.setup), 'the save has no setup'],
    [typeof setup.players !== 'number' || !Number.isInteger(setup.players), 'the save has no player count'],
    [typeof setup.seed !== 'number' && typeof setup.seed !== 'string', 'the save has no seed'],
    [!isRecord(setup.options), 'the save has no options'],
    [!Array.isArray(v.log), 'the save has no action log'],
  ];
  const problem = problems.find(([applies]) => applies);
  return problem ? { ok: false, reason: problem[1] } : { ok: true, saved: value as SavedGame<unknown> };
}

/** Whether `value` is an object (not null), so its fields can be read. */
function isRecord(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}
