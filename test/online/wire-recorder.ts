/**
 * Records every frame a table server writes to each socket of the tests' clients: the global
 * WebSocket is replaced by one that keeps each received frame, before the SDK is loaded (the SDK
 * takes the WebSocket class when it loads).
 */
import { decode } from '@colyseus/schema';
import { unpack } from 'msgpackr';

/** One frame as it arrived. */
export interface RecordedFrame {
  readonly bytes: Uint8Array;
  /** For a room message or a reply to a request ("reply"): its type and decoded payload. */
  readonly message?: { readonly type: string | number; readonly payload: unknown };
}

/** The frames of one socket, with the URL it opened. */
export interface RecordedSocket {
  readonly url: string;
  readonly frames: RecordedFrame[];
  /** Drop the connection without leaving (as a lost network does). */
  drop(): void;
}

/** Every socket opened since the recorder was installed, in order. */
export const sockets: RecordedSocket[] = [];

/** The protocol codes of a room message and of a reply to a request (Colyseus Protocol). */
const ROOM_DATA = 13;
const ROOM_RESPONSE = 22;

/** Decode one frame a server wrote (also used on the frames a browser page received). */
export function decodeFrame(bytes: Uint8Array): RecordedFrame {
  if (bytes[0] === ROOM_RESPONSE) {
    const it = { offset: 1 };
    decode.number(bytes, it);
    it.offset++;
    const payload: unknown = bytes.byteLength > it.offset ? unpack(bytes.subarray(it.offset)) : undefined;
    return { bytes, message: { type: 'reply', payload } };
  }
  if (bytes[0] !== ROOM_DATA) return { bytes };
  const it = { offset: 1 };
  const type = decode.stringCheck(bytes, it) ? decode.string(bytes, it) : decode.number(bytes, it);
  const payload: unknown = bytes.byteLength > it.offset ? unpack(bytes.subarray(it.offset)) : undefined;
  return { bytes, message: { type, payload } };
}

const Native = globalThis.WebSocket;

/** A WebSocket that records what it receives. */
class RecordingWebSocket extends Native {
  constructor(url: string | URL, protocols?: string | string[]) {
    super(url, protocols);
    const record: RecordedSocket = { url: String(url), frames: [], drop: () => this.close(4010, 'dropped by the test') };
    sockets.push(record);
    this.addEventListener('message', (event: MessageEvent) => {
      const data = event.data as unknown;
      if (data instanceof ArrayBuffer) record.frames.push(decodeFrame(new Uint8Array(data)));
      else if (ArrayBuffer.isView(data)) record.frames.push(decodeFrame(new Uint8Array(data.buffer, data.byteOffset, data.byteLength)));
    });
  }
}

globalThis.WebSocket = RecordingWebSocket;
