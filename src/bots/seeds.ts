/**
 * Seeds for computer players. A bot's seed must not let it recompute the deal: it is a 32-bit
 * number drawn from a generator of its own (seeded by the game's seed under a prefix that no
 * game uses), so the game's seed cannot be read back out of it.
 */
import { extendPrefix, Random, seedPrefix, streamState, type RandomState } from '../cards/random.js';

/** The hash of the players' seed text up to the game's seed, for text and for number game seeds. */
const TEXT_PREFIX = seedPrefix('computer player of string:');
const NUMBER_PREFIX = seedPrefix('computer player of number:');

/** The last game seed asked about and the hash of its players' seed text: a game's seats are seeded one after another. */
let lastGameSeed: number | string | undefined;
let lastPrefix: RandomState = [0, 0, 0, 0];

/** The seed of the computer player in `seat` of the game seeded `gameSeed`: a number, not the game's seed. */
export function botSeed(gameSeed: number | string, seat: number): number {
  // Stream `seat` of the text `computer player of <type>:<seed>`: its common part hashed once,
  // the game's seed once per game, and only the stream per seat.
  if (gameSeed !== lastGameSeed) {
    lastPrefix = extendPrefix(typeof gameSeed === 'number' ? NUMBER_PREFIX : TEXT_PREFIX, String(gameSeed));
    lastGameSeed = gameSeed;
  }
  return new Random(streamState(lastPrefix, seat)).nextUint32();
}
