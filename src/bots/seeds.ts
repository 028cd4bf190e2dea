/**
 * Seeds for computer players. A bot's seed must not let it recompute the deal: it is a 32-bit
 * number drawn from a generator of its own (seeded by the game's seed under a prefix that no
 * game uses), so the game's seed cannot be read back out of it.
 */
import { Random } from '../cards/random.js';

/** One generator restarted for every seed drawn (`reseed` gives what `Random.from` would make): a self-play run asks for several seeds a game. */
const drawer = Random.from('computer player seeds');
/** The seed text of the last game asked about, so that a game's seats share one. */
let lastGame: number | string | undefined;
let lastText = '';

/** The seed of the computer player in `seat` of the game seeded `gameSeed`: a number, not the game's seed. */
export function botSeed(gameSeed: number | string, seat: number): number {
  if (gameSeed !== lastGame) {
    lastText = `computer player of ${typeof gameSeed}:${String(gameSeed)}`;
    lastGame = gameSeed;
  }
  return drawer.reseed(lastText, seat).nextUint32();
}
