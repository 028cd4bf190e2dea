/**
 * The elements check and replay saves through the one format of `src/core/game/saved.ts`: imported
 * with the code that plays (`LiveGame.loadPlay`), after the first paint.
 */
import type { SavedGame } from '../../../src/core/game/game.js';
import { checkSavedGame } from '../../../src/core/game/saved.js';
import { savedActionReader } from './resume.js';
import { TableDriver } from '../../../src/core/table/table-driver.js';
import type { Ruleset } from '../../../src/core/rules/ruleset.js';
import type { FamilyPlay } from '../family.js';

export { checkSavedGame, replayLog, type ReplayResult } from '../../../src/core/game/saved.js';
// The automatic turns and the table driver come with the code that plays, as the saves do.
export { driverFor, fireActionEvents, takeAutomaticTurn } from '../playing/driven-game.js';
export { resumeStored } from './resume.js';
export { LeaveGuard } from '../playing/leave-guard.js';

/** A saved game ready to watch: the save, every position by the number of actions applied, and the replay units reached at each. */
export interface ReplayOpened<S> {
  readonly ok: true;
  readonly saved: SavedGame<unknown>;
  readonly states: readonly S[];
  readonly marks: readonly { readonly small: number; readonly large: number }[];
}

/**
 * Check a saved game against these rules and play it through once (seeking is then immediate and
 * the larger steps know where tricks and hands end); a reason if it does not fit.
 */
export function openReplay<R extends Ruleset, S, A, V>(
  played: FamilyPlay<R, S, A, V>,
  ruleset: R,
  value: unknown,
  marksOf: (state: S) => { readonly small: number; readonly large: number },
): ReplayOpened<S> | { readonly ok: false; readonly reason: string } {
  const checked = checkSavedGame(value, ruleset.family, ruleset.name, savedActionReader(played, ruleset));
  if (!checked.ok) return checked;
  const { saved } = checked;
  const log = saved.log as readonly A[];
  // Played through the table driver, to copies: every position is kept for seeking.
  const started = TableDriver.start(played.engine, ruleset, saved.setup);
  if (!started.ok) return { ok: false, reason: started.error.message };
  const table = started.driver;
  const states: S[] = [table.state];
  for (let i = 0; i < log.length; i++) {
    const done = table.applyAction(log[i]);
    if (!done.ok) return { ok: false, reason: `action ${i + 1} was refused (${done.error.code}): ${done.error.message}` };
    states.push(table.state);
  }
  return { ok: true, saved, states, marks: states.map(marksOf) };
}
