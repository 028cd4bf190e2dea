/**
 * Online play's problems in words a person can act on: a name the server refuses, a table that
 * cannot be opened or joined, and the refusal codes of the wire.
 */
import { msg, str } from '@lit/localize';
import { MAX_NAME_LENGTH } from '../../../server/protocol.js';

/** A display name as the server takes it, or null. */
export function checkedName(name: string): string | null {
  const trimmed = name.replace(/\s+/g, ' ').trim();
  return trimmed.length > 0 && [...trimmed].length <= MAX_NAME_LENGTH ? trimmed : null;
}

/** What a name must be. */
export function nameProblem(): string {
  return msg(str`Type a name of 1 to ${MAX_NAME_LENGTH} characters.`);
}

/** Why a table could not be opened or joined, in words a person can act on. */
export function joinProblem(error: unknown): string {
  const status = (error as { status?: unknown })?.status;
  const message = error instanceof Error ? error.message : '';
  if (status === 404 || /not found|no rooms? found/i.test(message))
    return msg('There is no table with that code: check it, or ask for the link again.');
  if (/no open seat/.test(message)) return msg('That table is full, or its game has started.');
  if (/server full/.test(message)) return msg('The table server is full: try again in a while.');
  if (/too many/.test(message)) {
    // The server says when its window has room again (and sends it as Retry-After too).
    const seconds = /try again in (\d+) s/.exec(message)?.[1];
    return seconds ? msg(str`Too many tries from here: try again in ${seconds} s.`) : msg('Too many tries from here: wait a minute.');
  }
  if (/rules/.test(message)) return msg(str`The server refused these rules: ${message}`);
  return message ? msg(str`The table server could not be reached (${message}).`) : msg('The table server did not answer.');
}

/** A refusal of the wire in words. */
export function refusalWords(code: string): string {
  switch (code) {
    case 'not-your-turn':
      return msg('It is not your turn.');
    case 'illegal-action':
      return msg('That move is not allowed now: choose another.');
    case 'not-host':
      return msg('Only the host can do that.');
    case 'not-now':
      return msg('That cannot be done now.');
    default:
      return msg('The server did not understand that move.');
  }
}
