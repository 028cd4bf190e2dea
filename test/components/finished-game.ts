/**
 * A game of a shipped ruleset played by computer players through the package's API, in a fixed
 * order (the lowest seat first when several may act), and saved as the elements save one: an
 * element with `persist` resumes it where it stopped (at its end, or where `stop` said), the same
 * in every run.
 */
import { createBot, gameEngine, loadBundledRuleset, saveGame, botNames } from '../../src/index.js';
import type { SavedGame } from '../../src/core/game/game.js';

/** A whole game, saved at its end. */
export function finishedGame(rules: string, players: number, seed: string): Promise<SavedGame<unknown>> {
  return gameUntil(rules, players, seed, () => false);
}

/** A game played until `stop` says so of the state before an action (seat 0's view, whom it waits for), or to its end. */
export async function gameUntil(
  rules: string,
  players: number,
  seed: string,
  stop: (view: unknown, toAct: readonly number[]) => boolean,
): Promise<SavedGame<unknown>> {
  const loaded = await loadBundledRuleset(rules);
  if (!loaded.ok) throw new Error(`${rules} did not load`);
  const ruleset = loaded.ruleset;
  const engine = gameEngine(ruleset);
  const setup = { players, seed, options: {} };
  const created = engine.create(ruleset, setup);
  if (!created.ok) throw new Error(created.error.message);
  let state = created.state;
  const bot = botNames(ruleset)[0]?.name ?? 'random';
  const bots = Array.from({ length: players }, (_, seat) => createBot(ruleset, bot, { seed: `${seed}/${seat}` }));
  for (let step = 0; step < 50_000; step++) {
    const toAct = engine.toAct(state);
    if (toAct.kind === 'over') return saveGame(ruleset, setup, state);
    if (toAct.kind === 'players' && stop(engine.view(state, 0), toAct.players)) return saveGame(ruleset, setup, state);
    const seat = toAct.kind === 'players' ? Math.min(...toAct.players) : -1;
    const action =
      seat < 0
        ? engine.chanceAction(state)
        : (bots[seat] as (typeof bots)[number]).decide(engine.view(state, seat), engine.legalActions(state, seat));
    const applied = engine.apply(state, action);
    if (!applied.ok) throw new Error(applied.error.message);
    state = applied.state;
  }
  throw new Error(`${rules} did not end`);
}
