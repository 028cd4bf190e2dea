/**
 * Table codes: 10 symbols from an alphabet of 31 that leaves out the look-alikes (0/O, 1/I/L),
 * drawn with `crypto` (31^10, about 49 bits): a code cannot be guessed, so a table can only be
 * joined by someone who was given it.
 */
import { randomInt } from 'node:crypto';
import { CODE_ALPHABET, CODE_LENGTH } from './protocol.js';

/** A new random table code. */
export function newRoomCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}
