/**
 * Seeds for computer players. A bot's seed must not let it recompute the deal: it is a 32-bit
 * number drawn from a generator of its own (seeded by the game's seed under a prefix that no
 * game uses), so the game's seed cannot be read back out of it.
 */
import { Random } from '../cards/random.js';

/** The seed of the computer player in `seat` of the game seeded `gameSeed`: a number, not the game's seed. */
export function botSeed(gameSeed: number | string, seat: number): number {
  return Random.from(`computer player of ${typeof gameSeed}:${String(gameSeed)}`, seat).nextUint32();
}
