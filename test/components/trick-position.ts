/**
 * A position of Apples reached the same way in every run: the engine plays a seeded game with
 * its own computer players in a fixed order (the lowest seat first when several seats act at
 * once), and the log is saved where an `<apples-table persist=...>` resumes it. No timing of the
 * browser enters, so the cards on the table are the same from run to run.
 */
import '../../src/families/index.js';
import { createTrickBot } from '../../src/families/trick/bots/index.js';
import type { SavedGame } from '../../src/core/game/game.js';
import { toSavedGame } from '../../src/core/game/saved.js';
import { trickEngine, type TrickAction, type TrickView } from '../../src/families/trick/engine/index.js';
import { loadBundledRuleset } from '../../src/core/rules/bundled.js';
import { resolveOptions } from '../../src/core/rules/options.js';

/** The saved game of four seats (seat 0 a person) of `rules` played until `stop` holds for seat 0's view. */
export async function trickPosition(
  seed: string,
  stop: (view: TrickView) => boolean,
  rules = 'apples.rules',
): Promise<SavedGame<TrickAction>> {
  const loaded = await loadBundledRuleset(rules);
  if (!loaded.ok || loaded.ruleset.family !== 'trick-taking') throw new Error('the bundled Apples rules did not load');
  const ruleset = loaded.ruleset;
  const options = resolveOptions(ruleset, {});
  if (!options.ok) throw new Error(options.message);
  const created = trickEngine.create(ruleset, { players: 4, seed, options: options.options });
  if (!created.ok) throw new Error(created.error.message);
  let state = created.state;
  const bots = [0, 1, 2, 3].map((seat) => createTrickBot('rules', ruleset, `${seed}/${seat}`));
  for (let step = 0; step < 20000; step++) {
    const toAct = trickEngine.toAct(state);
    if (toAct.kind === 'players' && toAct.players.includes(0) && stop(trickEngine.view(state, 0))) {
      return toSavedGame(trickEngine, ruleset, { players: 4, seed, options: options.options }, state);
    }
    let action: TrickAction;
    if (toAct.kind === 'chance') action = trickEngine.chanceAction(state);
    else if (toAct.kind === 'players') {
      const seat = Math.min(...toAct.players);
      action = (bots[seat] as (typeof bots)[number]).decide(trickEngine.view(state, seat), trickEngine.legalActions(state, seat));
    } else throw new Error('the game ended before the position was reached');
    const applied = trickEngine.apply(state, action);
    if (!applied.ok) throw new Error(applied.error.message);
    state = applied.state;
  }
  throw new Error('the position was never reached');
}

/** Store a saved game under `key`, for an element with `persist=key` to resume. */
export function storeGame(key: string, saved: SavedGame<unknown>): void {
  localStorage.setItem(key, JSON.stringify(saved));
}
