/**
 * Who is at a table: the people seated and the spectators, by session, with the public seats they
 * take and give back, and who the host is (the person seated longest, when the host leaves).
 */
import { ServerError } from '@colyseus/core';
import { isRecord } from '../src/core/untrusted.js';
import { MAX_NAME_LENGTH } from './protocol.js';
import { readName } from './seat-choices.js';
import type { TableState } from './table-state.js';

/** The most spectators a table admits. */
export const MAX_SPECTATORS = 20;

/** A person at the table or watching it. */
export interface Member {
  /** The seat, or -1 for a spectator. */
  readonly seat: number;
  readonly joinedAt: number;
}

/** The members of one table, and the public seats they hold. */
export class TableMembers {
  private readonly bySession = new Map<string, Member>();

  constructor(private readonly state: InstanceType<typeof TableState>) {}

  /** The member of a session (none for a stranger). */
  of(sessionId: string): Member | undefined {
    return this.bySession.get(sessionId);
  }

  /** The seat of a session: -1 for a spectator or a stranger. */
  seatOf(sessionId: string): number {
    return this.bySession.get(sessionId)?.seat ?? -1;
  }

  /** The session sitting in `seat`, if any. */
  sessionAt(seat: number): string | undefined {
    return [...this.bySession].find(([, member]) => member.seat === seat)?.[0];
  }

  /** Every member's session and seat. */
  entries(): IterableIterator<[string, Member]> {
    return this.bySession.entries();
  }

  /** The sessions of every member. */
  sessions(): IterableIterator<string> {
    return this.bySession.keys();
  }

  /**
   * Take a person in, from untrusted join options: a place among the spectators, or the first open
   * seat in the lobby (the first person seated is the host). Throws a `ServerError` saying why not.
   */
  join(sessionId: string, options: unknown): void {
    const name = isRecord(options) ? readName(options.name) : null;
    if (name === null) throw new ServerError(400, `name: 1 to ${MAX_NAME_LENGTH} characters`);
    const state = this.state;
    if (isRecord(options) && options.spectator === true) {
      if (!state.spectatorsAllowed) throw new ServerError(403, 'this table has no spectators');
      if (state.spectators >= MAX_SPECTATORS) throw new ServerError(403, 'this table has all the spectators it admits');
      this.bySession.set(sessionId, { seat: -1, joinedAt: Date.now() });
      state.spectators++;
      return;
    }
    const seat = state.phase === 'lobby' ? state.seats.findIndex((s) => s.kind === 'open') : -1;
    if (seat < 0) throw new ServerError(403, 'this table has no open seat');
    const taken = state.seats[seat]!;
    taken.kind = 'person';
    taken.name = name;
    taken.connection = 'connected';
    if (this.seatedPeople().length === 0) state.host = seat;
    this.bySession.set(sessionId, { seat, joinedAt: Date.now() });
  }

  /**
   * A member gone for good: a spectator's place is freed; a seat opens again in the lobby, or a
   * computer player (`bot`) takes it during the game; the host's part passes on. The member, if any.
   */
  leave(sessionId: string, bot: string): Member | undefined {
    const member = this.bySession.get(sessionId);
    if (!member) return undefined;
    this.bySession.delete(sessionId);
    const state = this.state;
    if (member.seat < 0) {
      state.spectators = Math.max(0, state.spectators - 1);
      return member;
    }
    const seat = state.seats[member.seat]!;
    if (state.phase === 'lobby') {
      seat.kind = 'open';
      seat.name = '';
    } else {
      seat.kind = 'bot';
      seat.bot = bot;
      seat.name = `${seat.name} (bot)`;
      seat.standIn = false;
    }
    seat.connection = 'connected';
    if (state.host === member.seat) {
      const people = this.seatedPeople();
      if (people.length > 0) state.host = people[0]!.seat;
    }
    return member;
  }

  /** Seated people still at the table, longest seated first. */
  private seatedPeople(): Member[] {
    return [...this.bySession.values()].filter((m) => m.seat >= 0).sort((a, b) => a.joinedAt - b.joinedAt);
  }
}
