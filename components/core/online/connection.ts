/**
 * The connection of one page to one online table: the Colyseus client, the table's public state
 * as plain data, and the messages of the wire (server/protocol.ts). No Lit and no DOM beyond
 * WebSocket and fetch: the embeds build it into a file of its own (pomona-online.js), imported
 * only when an element has a `server`, so a page that plays offline never downloads the SDK.
 */
import { Client, type Room } from '@colyseus/sdk';
import { isIndex, isRecord } from '../../../src/core/untrusted.js';
import {
  ClientMessage,
  ServerMessage,
  TABLE_ROOM,
  type CreateOptions,
  type GameFrame,
  type Refusal,
  type ReplayMessage,
  type SeatChoice,
  type TableAbout,
} from '../../../server/protocol.js';

/** A seat as everyone at the table sees it. */
export interface SeatSnapshot {
  readonly name: string;
  /** "open", "person" or "bot". */
  readonly kind: string;
  readonly bot: string;
  /** For a person: "connected", "reconnecting" or "away". */
  readonly connection: string;
  /** Whether a computer player plays this person's turns until they are back. */
  readonly standIn: boolean;
}

/** The table as everyone sees it (the schema state, copied into plain data at every change). */
export interface TableSnapshot {
  readonly game: string;
  readonly family: string;
  /** "lobby", "playing" or "over". */
  readonly phase: string;
  readonly host: number;
  readonly seats: readonly SeatSnapshot[];
  readonly spectatorsAllowed: boolean;
  readonly spectators: number;
  readonly turnSeconds: number;
  /** When the current turn's timer runs out (ms since the epoch), or 0. */
  readonly turnDeadline: number;
}

/** What the connection tells the page. */
export interface TableListener {
  state(snapshot: TableSnapshot): void;
  view(frame: GameFrame): void;
  refused(refusal: Refusal): void;
  kicked(reason: string): void;
  replay(replay: ReplayMessage): void;
  /** The connection dropped; the client tries to reconnect by itself. */
  dropped(): void;
  /** Back after a drop. */
  reconnected(): void;
  /** The connection is over for good (left, kicked, the table closed); `code` is the WebSocket close code. */
  closed(code: number): void;
}

/** How to reach a table: open a new one, join one by its code, or take a seat back. */
export type TableRequest =
  | { readonly kind: 'create'; readonly options: CreateOptions }
  | { readonly kind: 'join'; readonly code: string; readonly name: string }
  | { readonly kind: 'reconnect'; readonly token: string };

/** An open connection to a table. */
export interface TableConnection {
  /** The table's code. */
  readonly code: string;
  /** The token that takes this seat back after a reload (kept in session storage by the page). */
  readonly token: string;
  /** Send a message of the wire (server/protocol.ts `ClientMessage`). */
  send(type: (typeof ClientMessage)[keyof typeof ClientMessage], payload?: unknown): void;
  /** Ask for this seat's current view (answered by a `view` to the listener). */
  sync(): Promise<void>;
  /** Ask what the table plays and where this page sits; null if the answer did not come. */
  about(): Promise<TableAbout | null>;
  /** Leave the table for good (the seat goes to a computer player). */
  leave(): Promise<void>;
}

/** Why a table could not be reached, in words (the server's own message when it gave one). */
export class TableUnreachable extends Error {
  constructor(
    message: string,
    /** The matchmaker's status code when there was one (404: no such table). */
    readonly status: number | null,
  ) {
    super(message);
  }
}

/**
 * A game frame from the wire, or null when it is not one: the seat, step, legal actions and seats
 * to act are checked here, once; the view is the family's (drawn by its element, as text).
 */
export function readFrame(value: unknown): GameFrame | null {
  if (!isRecord(value) || !isIndex(value['seat']) || !isIndex(value['step']) || typeof value['over'] !== 'boolean') return null;
  const { legal, toAct, view } = value;
  if (!Array.isArray(legal) || !Array.isArray(toAct) || !toAct.every((seat) => isIndex(seat)) || !isRecord(view)) return null;
  return { seat: value['seat'], step: value['step'], over: value['over'], legal, toAct, view };
}

/** A finished game's replay from the wire, or null (its actions are checked when it is opened, as any saved game's). */
function readReplay(value: unknown): ReplayMessage | null {
  if (!isRecord(value) || !isIndex(value['players']) || !Array.isArray(value['log'])) return null;
  const { family, ruleset, seed } = value;
  if (typeof family !== 'string' || typeof ruleset !== 'string' || typeof seed !== 'string') return null;
  return { family, ruleset, seed, players: value['players'], log: value['log'] };
}

/** A text field of the schema state, or `fallback`. */
function text(record: Record<string, unknown>, key: string, fallback: string): string {
  const value = record[key];
  return typeof value === 'string' ? value : fallback;
}

/** Copy the schema state into plain data (nothing of the SDK's objects leaves this module). */
function snapshotOf(state: unknown): TableSnapshot {
  const s = state as Record<string, unknown> & { seats?: Iterable<Record<string, unknown>> };
  const seats: SeatSnapshot[] = [];
  for (const seat of s.seats ?? [])
    seats.push({
      name: text(seat, 'name', ''),
      kind: text(seat, 'kind', 'open'),
      bot: text(seat, 'bot', ''),
      connection: text(seat, 'connection', 'connected'),
      standIn: seat['standIn'] === true,
    });
  return {
    game: text(s, 'game', ''),
    family: text(s, 'family', ''),
    phase: text(s, 'phase', 'lobby'),
    host: Number(s['host'] ?? 0),
    seats,
    spectatorsAllowed: s['spectatorsAllowed'] !== false,
    spectators: Number(s['spectators'] ?? 0),
    turnSeconds: Number(s['turnSeconds'] ?? 0),
    turnDeadline: Number(s['turnDeadline'] ?? 0),
  };
}

/** The matchmaker's refusal as words and a status. */
function unreachable(error: unknown): TableUnreachable {
  const record = (error ?? {}) as { message?: unknown; code?: unknown; status?: unknown };
  const status = typeof record.code === 'number' ? record.code : typeof record.status === 'number' ? record.status : null;
  const message = typeof record.message === 'string' && record.message ? record.message : 'the table server could not be reached';
  return new TableUnreachable(message, status);
}

/** Connect to a table of the server at `endpoint` (ws:, wss:, http: or https:). */
export async function openTable(endpoint: string, request: TableRequest, listener: TableListener): Promise<TableConnection> {
  const client = new Client(endpoint);
  let room: Room;
  try {
    room =
      request.kind === 'create'
        ? await client.create(TABLE_ROOM, request.options)
        : request.kind === 'join'
          ? await client.joinById(request.code, { name: request.name })
          : await client.reconnect(request.token);
  } catch (error) {
    throw unreachable(error);
  }
  room.onStateChange((state) => listener.state(snapshotOf(state)));
  room.onMessage(ServerMessage.view, (message: unknown) => {
    const frame = readFrame(message);
    if (frame) listener.view(frame);
  });
  room.onMessage(ServerMessage.refused, (message: unknown) =>
    listener.refused({
      code: isRecord(message) && typeof message['code'] === 'string' ? (message['code'] as Refusal['code']) : 'malformed',
      message: isRecord(message) && typeof message['message'] === 'string' ? message['message'] : '',
    }),
  );
  room.onMessage(ServerMessage.kicked, (message: { reason?: unknown }) =>
    listener.kicked(typeof message?.reason === 'string' ? message.reason : ''),
  );
  room.onMessage(ServerMessage.replay, (message: unknown) => {
    const replay = readReplay(message);
    if (replay) listener.replay(replay);
  });
  room.onDrop(() => listener.dropped());
  room.onReconnect(() => {
    listener.reconnected();
    void connection.sync();
  });
  room.onLeave((code) => listener.closed(code));
  const connection: TableConnection = {
    code: room.roomId,
    get token() {
      return room.reconnectionToken;
    },
    send: (type, payload) => room.send(type, payload),
    async sync() {
      try {
        const frame = readFrame(await room.request<undefined, unknown>(ClientMessage.sync));
        if (frame) listener.view(frame);
      } catch {
        // A sync cut off by a drop is asked again when the connection is back.
      }
    },
    async about() {
      try {
        return await room.request<undefined, TableAbout>(ClientMessage.about);
      } catch {
        return null;
      }
    },
    async leave() {
      await room.leave(true).catch(() => undefined);
    },
  };
  if (room.state) listener.state(snapshotOf(room.state));
  await connection.sync();
  return connection;
}

export type { CreateOptions, GameFrame, Refusal, ReplayMessage, SeatChoice, TableAbout };
export { ClientMessage };
