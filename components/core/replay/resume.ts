/**
 * Resuming a save after a reload: it is checked against these rules, the table is seated for it,
 * its log is replayed through the whole engine and the face-down choices saved beside it are
 * reopened. Comes with the code that plays (replay.ts), which resuming needs anyway.
 */
import { msg } from '@lit/localize';
import { checkSavedGame, replayLog, type ReadSavedAction } from '../../../src/core/game/saved.js';
import type { Ruleset } from '../../../src/core/rules/ruleset.js';
import type { FamilyPlay } from '../family.js';
import type { BindingOf, GameTypes } from '../game-types.js';
import type { LiveGame } from '../playing/live-game.js';

/** What the live region says of a resumed save. */
const resumedWords = (): string => msg('Your saved game is resumed.');

/** How an element reads the actions of a save it did not write itself (cards in notation), when its family can. */
export function savedActionReader<R extends Ruleset, S, A, V>(played: FamilyPlay<R, S, A, V>, ruleset: R): ReadSavedAction | undefined {
  const read = played.readAction;
  return read ? (json) => read(ruleset, json) : undefined;
}

/** Why a save was not resumed: a reason to show (it is set aside), or null when the table itself cannot be seated. */
export type ResumeRefused = { readonly ok: false; readonly reason: string | null };

/** Resume `value`, read from the element's storage, on `game` (whose code that plays is here). */
export function resumeStored<G extends GameTypes>(
  game: LiveGame<G>,
  binding: BindingOf<G>,
  value: unknown,
): { readonly ok: true } | ResumeRefused {
  const { ruleset, played } = game;
  if (!ruleset || !played) return { ok: false, reason: null };
  const checked = checkSavedGame(value, binding.family, ruleset.name, savedActionReader(played, ruleset));
  if (!checked.ok) return checked;
  const { saved } = checked;
  if (!game.seatFor(saved.setup.seed)) return { ok: false, reason: null };
  if (saved.setup.players !== game.seats.length)
    return { ok: false, reason: `the save has ${saved.setup.players} players but the table has ${game.seats.length} seats` };
  const replayed = replayLog(played.engine, ruleset, saved.setup, saved.log, saved.log.length);
  if (!replayed.ok) return { ok: false, reason: replayed.reason };
  const lap = value && typeof value === 'object' ? (value as { lap?: unknown }).lap : undefined;
  game.goOn(replayed.state, resumedWords(), {
    seed: String(saved.setup.seed),
    options: saved.setup.options,
    // Reopened only when it still fits (see `FairLap.reopen`): each choice is a legal move of its seat.
    reopenLap: () => {
      const toAct = binding.engine.toAct(replayed.state);
      if (!game.lap || !lap || toAct.kind !== 'players') return;
      const driver = game.driver();
      game.lap.reopen(lap, toAct.players, (seat, action) => binding.actor(action) === seat && !driver?.check(action));
    },
  });
  return { ok: true };
}
