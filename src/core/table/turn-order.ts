/**
 * Who goes first when several players may act at once: drawn from the game's seed and the step,
 * the same on every host (the table driver, the elements' computer players).
 */
import { Random } from '../cards/random.js';

/** The text the turn order of a game is drawn from, when several may act at once. */
export const turnOrderSeed = (seed: number | string): string => `turn order of ${String(seed)}`;

/** One generator restarted for each draw (a draw is one pick: a generator made for each would cost more). */
let orderDrawer: Random | null = null;

/** `turnOrderPick` with the seed's text made already (a driver makes it once). */
export function pickAt(orderText: string, step: number, candidates: readonly number[]): number {
  return (orderDrawer ??= Random.from(0)).reseed(orderText, step).pick(candidates);
}

/**
 * Which of `candidates`, who may all act at `step` of the game seeded `seed`, goes first: drawn
 * from the seed and the step alone, so a game resumed from its log goes on as it would have, and
 * every host that draws the order this way plays one seed the same way.
 */
export function turnOrderPick(seed: number | string, step: number, candidates: readonly number[]): number {
  return pickAt(turnOrderSeed(seed), step, candidates);
}
