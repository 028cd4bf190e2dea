/**
 * What the host of a table may do besides starting the game: remove a person, seat a computer
 * player or open a seat before the start, let spectators watch or not, set the turn timer. Each
 * command reads an untrusted message and gives a refusal, or null when it was done.
 */
import type { Client, Deferred } from '@colyseus/core';
import type { AnyFamilyDescriptor } from '../src/core/registry.js';
import { isIndex, isRecord } from '../src/core/untrusted.js';
import { ServerMessage, type Refusal } from './protocol.js';
import { refusal } from './refusals.js';
import { readSeatChoice, seatFor } from './seat-choices.js';
import type { TableMembers } from './table-members.js';
import { isTurnTimer } from './table-options.js';
import type { TableState } from './table-state.js';

/** What the commands change and whom they reach. */
export interface HostedTable {
  readonly state: InstanceType<typeof TableState>;
  readonly members: TableMembers;
  readonly family: AnyFamilyDescriptor;
  /** The connected client of a session, if it is connected. */
  client(sessionId: string): Client | undefined;
  /** The wait for a dropped person to come back to `seat`, if one is held. */
  held(seat: number): Deferred<Client> | undefined;
}

/** `{ seat }`: the person there leaves the table (a computer player takes the seat once they are gone). */
export function kick(table: HostedTable, hostSeat: number, message: unknown): Refusal | null {
  const seat = isRecord(message) ? message.seat : undefined;
  if (!isIndex(seat, table.state.seats.length)) return refusal('malformed', 'kick needs { seat }');
  if (seat === hostSeat) return refusal('not-now', 'the host cannot kick themselves');
  const sessionId = table.members.sessionAt(seat);
  if (sessionId === undefined) return refusal('not-now', 'nobody is in that seat');
  const client = table.client(sessionId);
  if (client) {
    client.send(ServerMessage.kicked, { reason: 'the host removed you from the table' });
    client.leave(4000, 'kicked');
  } else {
    // Dropped and held: stop holding the seat; the leave seats the computer player.
    table.held(seat)?.reject(new Error('kicked'));
  }
  return null;
}

/** `{ seat, choice }` before the start: open the seat, or seat a (named) computer player there. */
export function setSeat(table: HostedTable, message: unknown): Refusal | null {
  const { state } = table;
  if (state.phase !== 'lobby') return refusal('not-now', 'seats are set before the start');
  const seat = isRecord(message) ? message.seat : undefined;
  if (!isIndex(seat, state.seats.length) || !isRecord(message)) return refusal('malformed', 'seat needs { seat, choice }');
  if (state.seats[seat]!.kind === 'person') return refusal('not-now', 'a person sits there');
  try {
    state.seats[seat] = seatFor(readSeatChoice(message.choice, seat, table.family));
  } catch (error) {
    return refusal('malformed', error instanceof Error ? error.message : 'bad seat choice');
  }
  return null;
}

/** `{ allowed }`: spectators may watch, or not (those watching leave). */
export function setSpectators(table: HostedTable, message: unknown): Refusal | null {
  if (!isRecord(message) || typeof message.allowed !== 'boolean') return refusal('malformed', 'spectators needs { allowed: true | false }');
  table.state.spectatorsAllowed = message.allowed;
  if (!message.allowed) for (const [id, member] of table.members.entries()) if (member.seat < 0) table.client(id)?.leave(4000);
  return null;
}

/** `{ seconds }`: the turn timer (0, 30, 60 or 120). */
export function setTurnTimer(table: HostedTable, message: unknown): Refusal | null {
  const seconds = isRecord(message) ? message.seconds : undefined;
  if (!isTurnTimer(seconds)) return refusal('malformed', 'turn-timer needs { seconds: 0, 30, 60 or 120 }');
  table.state.turnSeconds = seconds;
  return null;
}
