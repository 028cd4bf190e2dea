/**
 * A move the engine refused, in the page's language. The tables offer only the moves the engine
 * allows, so a refusal comes from a move made as the game moved on (a click as a turn passed, a
 * second click after the last card): what it says is by the refusal's stable code, never the
 * engine's English message. Imported on the first refusal, not with the first paint.
 */
import { msg } from '@lit/localize';

/** The refusal with stable code `code` in words: the codes every family shares (src/core/game/refusals.ts), then any other. */
export function refusalSentence(code: string): string {
  switch (code) {
    case 'not-your-turn':
      return msg('It is not your turn.');
    case 'game-over':
      return msg('The game is over.');
    case 'wrong-phase':
      return msg('That cannot be done now.');
    default:
      return msg('That move is not allowed now: choose another.');
  }
}
