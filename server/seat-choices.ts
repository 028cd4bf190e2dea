/**
 * A table's seats as its host chooses them (open for a person, or a named computer player),
 * read from untrusted options and checked against the rules' player counts; and the seat each
 * choice makes in the public table state.
 */
import { ServerError } from '@colyseus/core';
import type { AnyFamilyDescriptor } from '../src/core/registry.js';
import type { Ruleset } from '../src/core/rules/ruleset.js';
import { isRecord } from '../src/core/untrusted.js';
import { MAX_NAME_LENGTH, type SeatChoice } from './protocol.js';
import { SeatState } from './table-state.js';

/** The most seats a table may have. */
const MAX_SEATS = 12;

/** Read a display name from untrusted options. */
export function readName(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const name = value.replace(/\s+/g, ' ').trim();
  if (name.length === 0 || [...name].length > MAX_NAME_LENGTH) return null;
  return name;
}

/**
 * Read the seat choices: within the ruleset's player counts, with at least one open seat for the
 * host. Throws a `ServerError` (400) naming what is wrong.
 */
export function readSeatChoices(value: unknown, family: AnyFamilyDescriptor, ruleset: Ruleset): SeatChoice[] {
  if (!Array.isArray(value) || value.length < 1 || value.length > MAX_SEATS)
    throw new ServerError(400, `seats: a list of 1 to ${MAX_SEATS} seats`);
  const { min, max } = ruleset.players;
  if (value.length < min || value.length > max) throw new ServerError(400, `seats: ${ruleset.name} is for ${min}–${max} players`);
  const seats = value.map((seat: unknown, index) => readSeatChoice(seat, index, family));
  if (!seats.some((seat) => seat.kind === 'open')) throw new ServerError(400, 'seats: at least one seat must be open, for the host');
  return seats;
}

/** One seat's choice (the `index`-th, for the message); throws a `ServerError` (400). */
export function readSeatChoice(seat: unknown, index: number, family: AnyFamilyDescriptor): SeatChoice {
  if (isRecord(seat) && seat.kind === 'open') return { kind: 'open' };
  if (isRecord(seat) && seat.kind === 'bot' && typeof seat.bot === 'string' && Object.hasOwn(family.bots, seat.bot)) {
    if (seat.name === undefined) return { kind: 'bot', bot: seat.bot };
    const name = readName(seat.name);
    if (name === null) throw new ServerError(400, `seats[${index}].name: 1 to ${MAX_NAME_LENGTH} characters`);
    return { kind: 'bot', bot: seat.bot, name };
  }
  throw new ServerError(400, `seats[${index}]: { kind: "open" } or { kind: "bot", bot: one of ${Object.keys(family.bots).join(', ')} }`);
}

/** The public seat a choice makes. */
export function seatFor(choice: SeatChoice): InstanceType<typeof SeatState> {
  const seat = new SeatState();
  seat.kind = choice.kind;
  if (choice.kind === 'bot') {
    seat.bot = choice.bot;
    seat.name = choice.name ?? botName(choice.bot);
  }
  return seat;
}

/** A computer player's name at the table: "Rules bot". */
export function botName(bot: string): string {
  return `${bot.charAt(0).toUpperCase()}${bot.slice(1)} bot`;
}
