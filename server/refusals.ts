/** The one reply to a message that failed a check, with the wire's stable codes. */
import type { Refusal, RefusalCode } from './protocol.js';

export function refusal(code: RefusalCode, message: string): Refusal {
  return { code, message };
}

/**
 * The wire's refusal of a move the table driver refused. The wire keeps to its own sentences: the
 * engine's name cards in its notation, and the client says a refusal in its page's language by code.
 */
export function moveRefusal(driverCode: string): Refusal {
  return driverCode === 'not-your-turn'
    ? refusal('not-your-turn', 'it is not your turn')
    : refusal('illegal-action', 'that is not a move you can make now');
}
