/**
 * Undo against computer players: where a game goes back to when the person at the screen takes
 * back their last action. Everything from that action on is dropped (the computer players' answers
 * too) and the rest of the log is replayed from the start, so the deal and every chance action
 * before it stay as they were, and the engine checks every action again.
 */
import type { GameSetup, PlayingEngine } from '../../../src/core/game/game.js';
import type { RulesetBase } from '../../../src/core/rules/ruleset.js';
import { msg } from '@lit/localize';
import { replayLog } from '../../../src/core/game/saved.js';
import { TableDriver } from '../../../src/core/table/table-driver.js';
import type { BindingOf, GameTypes } from '../game-types.js';
import type { LiveGame } from './live-game.js';

/**
 * How many actions of `log` stay when `person` takes back their last action: the log up to it,
 * and, where seats choose together (a fair lap), up to the start of that lap, so the person chooses
 * again beside the same others. Null when the person has not acted or the log does not replay.
 */
export function undoLength<R extends RulesetBase, S, A, V>(
  engine: PlayingEngine<R, S, A, V>,
  ruleset: R,
  setup: GameSetup,
  log: readonly A[],
  person: number,
  actor: (action: A) => number | null,
): number | null {
  let last = -1;
  for (let i = log.length - 1; i >= 0 && last < 0; i--) if (actor(log[i] as A) === person) last = i;
  if (last < 0) return null;
  // Before each action: did the game wait for the person (among others) there? (Replayed in place through the table driver.)
  const started = TableDriver.start(engine, ruleset, setup, { inPlace: true });
  if (!started.ok) return null;
  const table = started.driver;
  const waitsForPerson: boolean[] = [];
  for (let i = 0; i <= last; i++) {
    waitsForPerson.push(table.isToAct(person));
    if (i < last && !table.applyAction(log[i]).ok) return null;
  }
  if (!waitsForPerson[last]) return null;
  let keep = last;
  while (keep > 0 && waitsForPerson[keep - 1] && actor(log[keep - 1] as A) !== null && actor(log[keep - 1] as A) !== person) keep--;
  return keep;
}

/**
 * Take back the last action of the one person at `game`'s table of computer players, with
 * everything after it: the log before it is replayed from the start, so the deal stays the same.
 * False when there is nothing to take back (or several people share the screen: undo would show
 * one of them what another did).
 */
export function takeBack<G extends GameTypes>(game: LiveGame<G>, binding: BindingOf<G>): boolean {
  const { ruleset, state, played } = game;
  const person = game.lonePerson;
  if (!ruleset || !state || !played || person < 0 || played.engine.result(state)) return false;
  const setup = { players: game.seats.length, seed: game.seed, options: game.options };
  const log = played.engine.log(state);
  const keep = undoLength(played.engine, ruleset, setup, log, person, (action) => binding.actor(action));
  if (keep === null) return false;
  const replayed = replayLog(played.engine, ruleset, setup, log, keep);
  if (!replayed.ok) return false;
  game.goOn(replayed.state, msg('Your last move is taken back.'));
  return true;
}
