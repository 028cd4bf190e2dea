/**
 * Table codes: 10 symbols from an alphabet of 31 that leaves out the look-alikes (0/O, 1/I/L),
 * drawn with `crypto` (31^10, about 49 bits): a code cannot be guessed, so a table can only be
 * joined by someone who was given it.
 */
import { randomInt } from 'node:crypto';

/** The symbols of a table code: digits 2–9 and the letters without I, L and O. */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** How many symbols a table code has. */
export const CODE_LENGTH = 10;

/** A new random table code. */
export function newRoomCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** A code as a person may type it (lower case, spaces, dashes), in its canonical form, or null when it cannot be one. */
export function normaliseRoomCode(typed: unknown): string | null {
  if (typeof typed !== 'string' || typed.length > 40) return null;
  const code = typed.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== CODE_LENGTH) return null;
  for (const symbol of code) if (!CODE_ALPHABET.includes(symbol)) return null;
  return code;
}
