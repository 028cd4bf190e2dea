/**
 * What a table takes from a client's socket before Colyseus reads it: at most so many frames a
 * second, and only the frames a table uses. Colyseus's own rate limit cannot be used: it waits
 * for the room's drop handling (the seat held for a minute) before it closes the socket, so a
 * flooding client is cut off without being told and its requests time out.
 */
import { CloseCode, Protocol, type Client, type Room } from '@colyseus/core';

/** The close code of a client over the message rate: Colyseus's "may try to reconnect", so the SDK takes the held seat back. */
export const CLOSE_TOO_MANY_MESSAGES = CloseCode.MAY_TRY_RECONNECT;
/** The close code of a frame that cannot be read or that a table never uses (as Colyseus closes an undecodable one). */
export const CLOSE_UNREADABLE = CloseCode.WITH_ERROR;

/** Frame codes a table reads (the SDK sends no others to a room with no inputs and no byte messages). */
const TABLE_FRAMES: ReadonlySet<number> = new Set([
  Protocol.JOIN_ROOM,
  Protocol.LEAVE_ROOM,
  Protocol.ROOM_DATA,
  Protocol.ROOM_REQUEST,
  Protocol.PING,
]);
/** The low bits of a frame's first byte name its kind (the high bits are modifiers). */
const FRAME_CODE_MASK = 0x1f;

type FrameHandler = (client: Client, buffer: Uint8Array | undefined) => void;

/** Colyseus's frame entry point of a room (bound per client when it joins). */
interface FrameEntry {
  _onMessage: FrameHandler;
}

/** The frames counted in a client's current second. */
interface Count {
  startedAt: number;
  frames: number;
}

/**
 * Screen every frame `room` gets: a client past `perSecond` frames within a second is closed with
 * {@link CLOSE_TOO_MANY_MESSAGES}; a frame of a kind the table never uses closes it with
 * {@link CLOSE_UNREADABLE}. Both close the socket at once; the room then holds the seat as for any drop.
 */
export function guardFrames(room: Room, perSecond: number, now: () => number = () => room.clock.currentTime): void {
  const entry = room as unknown as FrameEntry;
  const read = entry._onMessage.bind(room);
  const counts = new WeakMap<Client, Count>();
  const closed = new WeakSet<Client>();
  const close = (client: Client, code: number, reason: string): void => {
    closed.add(client);
    client.leave(code, reason);
  };
  entry._onMessage = (client, buffer) => {
    if (closed.has(client)) return;
    if (buffer && buffer.byteLength > 0) {
      const time = now();
      let count = counts.get(client);
      if (!count || time - count.startedAt >= 1000) counts.set(client, (count = { startedAt: time, frames: 0 }));
      if (++count.frames > perSecond) return close(client, CLOSE_TOO_MANY_MESSAGES, `too many messages: at most ${perSecond} a second`);
      if (!TABLE_FRAMES.has(buffer[0]! & FRAME_CODE_MASK)) return close(client, CLOSE_UNREADABLE, 'unknown frame');
    }
    read(client, buffer);
  };
}
