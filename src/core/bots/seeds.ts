/**
 * Seeds for computer players. A bot's seed must not let it recompute the deal: it is a 32-bit
 * number drawn from a generator of its own (seeded by the game's seed under a prefix that no
 * game uses), so the game's seed cannot be read back out of it.
 */
import { Random } from '../cards/random.js';

/**
 * One generator restarted (`reseed`) for every seed drawn: a seed is one number, and a
 * generator made for each cost more than the draw.
 */
let drawer: Random | null = null;

/** The seed of the computer player in `seat` of the game seeded `gameSeed`: a number, not the game's seed. */
export function botSeed(gameSeed: number | string, seat: number): number {
  return (drawer ??= Random.from(0)).reseed(`computer player of ${typeof gameSeed}:${String(gameSeed)}`, seat).nextUint32();
}

/**
 * `botSeed` of every seat from 0 to `seeds.length - 1`, written into `seeds`: the seed text is
 * made and hashed once for them all (self-play seeds every seat of every game).
 */
export function botSeedsInto(gameSeed: number | string, seeds: number[]): void {
  const text = `computer player of ${typeof gameSeed}:${String(gameSeed)}`;
  const rng = (drawer ??= Random.from(0));
  for (let seat = 0; seat < seeds.length; seat++) seeds[seat] = rng.reseed(text, seat).nextUint32();
}
