/**
 * The ruleset's rule for a player who cannot follow the led suit (`when void trump if able`,
 * `when void overtrump if able`): what it asks of them now. Legal actions, the refusals and
 * sampleWorld's reading of past plays all ask here, so they cannot disagree.
 */
import { byteAt } from '../../../core/cards/typed-reads.js';
import type { TrickState } from './state.js';
import { wouldWin } from './winner.js';

/** Nothing asked beyond following suit. */
export const VOID_FREE = 0;
/** Must play a trump. */
export const VOID_TRUMP = 1;
/** Must play a trump that takes the trick so far. */
export const VOID_OVERTRUMP = 2;

/** What the void rule asks of `seat` for the card they play now (VOID_FREE, VOID_TRUMP or VOID_OVERTRUMP). */
export function voidDemand(s: TrickState, seat: number): number {
  const t = s.t;
  if (t.voidRule === VOID_FREE || s.trickLen === 0 || s.trump < 0) return VOID_FREE;
  const suitOf = t.suitOf;
  const led = byteAt(suitOf, byteAt(s.trick, 0));
  if (led === s.trump) return VOID_FREE;
  const base = seat * t.cap;
  const end = base + byteAt(s.handLen, seat);
  let trumps = 0;
  let winning = 0;
  for (let i = base; i < end; i++) {
    const c = byteAt(s.hands, i);
    const suit = byteAt(suitOf, c);
    if (suit === led) return VOID_FREE;
    if (suit !== s.trump) continue;
    trumps++;
    if (t.voidRule === VOID_OVERTRUMP && winning === 0 && wouldWin(t, s.trick, s.trickLen, s.trump, c)) winning++;
  }
  if (trumps === 0) return VOID_FREE;
  return winning > 0 ? VOID_OVERTRUMP : VOID_TRUMP;
}
