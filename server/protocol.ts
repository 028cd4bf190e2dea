/**
 * What travels between a Pomona table server and its clients, shared by both ends. Pure data and
 * constants (no Node, no DOM), so the browser client imports it too.
 *
 * The synchronised schema state holds only public table data (see table-state.ts). Game data
 * travels only as a `view` message (or the reply to `sync`) carrying `engine.view(state, seat)`
 * for the receiving seat, with that seat's own legal actions.
 */

/** The room name every table is registered under. */
export const TABLE_ROOM = 'table';

/** Messages a client sends. */
export const ClientMessage = {
  /** An action of the sender's seat: `{ action }` (still one of its legal moves when it arrives, or refused). */
  act: 'act',
  /** A request: the sender's current view (answered with a `GameFrame`). */
  sync: 'sync',
  /** A request: the table's rules and the sender's seat (answered with a `TableAbout`). */
  about: 'about',
  /** Host: start the game; seats still open become bots. */
  start: 'start',
  /** Host: remove the person in `{ seat }`; they are replaced by a bot. */
  kick: 'kick',
  /** Host: set `{ seat, choice }` before the start (open it, or seat a named bot). */
  seat: 'seat',
  /** Host: `{ allowed }` turns spectators on or off. */
  spectators: 'spectators',
  /** Host: `{ seconds }` (0, 30, 60 or 120) sets the turn timer. */
  turnTimer: 'turn-timer',
} as const;

/** Messages the server sends. */
export const ServerMessage = {
  /** A `GameFrame`: the receiver's view after a change. */
  view: 'view',
  /** A `Refusal`: the one reply to a message that failed a check. */
  refused: 'refused',
  /** `{ reason }` just before the host removes this client. */
  kicked: 'kicked',
  /** A `ReplayMessage` once the game is over and nothing is hidden any more (again to one who reconnects after the end). */
  replay: 'replay',
} as const;

/** The finished game, for a replay: nothing is hidden once it is over. */
export interface ReplayMessage {
  readonly family: string;
  readonly ruleset: string;
  readonly players: number;
  readonly seed: string;
  readonly log: readonly unknown[];
}

/** Why a message was refused: the stable codes of the wire. */
export type RefusalCode = 'not-your-turn' | 'illegal-action' | 'malformed' | 'not-host' | 'not-now';

/** The one reply to a message that failed a check. */
export interface Refusal {
  readonly code: RefusalCode;
  readonly message: string;
}

/** One seat's game data: its view as the engine builds it, and its own legal actions. */
export interface GameFrame {
  /** The seat the view belongs to; the onlooker seat (the player count) for spectators. */
  readonly seat: number;
  /** How many actions the table has applied: a client drops a frame older than one it has. */
  readonly step: number;
  /** `engine.view(state, seat)`, as JSON. */
  readonly view: unknown;
  /** The receiver's legal actions now (empty when it is not their turn, or for a spectator). */
  readonly legal: readonly unknown[];
  /** The seats the game waits for now (public: every seat sees who is to act). */
  readonly toAct: readonly number[];
  /** Whether the game is over. */
  readonly over: boolean;
}

/** The reply to `about`: what the table plays and where the sender sits (-1: a spectator). */
export interface TableAbout {
  readonly rules: RulesChoice;
  readonly seat: number;
}

/** A seat as the host chooses it when creating a table. */
export type SeatChoice = { readonly kind: 'open' } | { readonly kind: 'bot'; readonly bot: string; readonly name?: string };

/** Where a table's rules come from: a shipped ruleset by file name, or rules text (a house variant). */
export type RulesChoice = { readonly kind: 'bundled'; readonly name: string } | { readonly kind: 'text'; readonly text: string };

/** The options of `create`: checked on the server before the table exists. */
export interface CreateOptions {
  readonly rules: RulesChoice;
  readonly seats: readonly SeatChoice[];
  /** The host's display name (≤ 24 characters). */
  readonly name: string;
  readonly spectators?: boolean;
  readonly turnSeconds?: number;
}

/** The options of `joinById`. */
export interface JoinOptions {
  readonly name: string;
  /** Join as a spectator rather than taking an open seat. */
  readonly spectator?: boolean;
}

/** The longest display name. */
export const MAX_NAME_LENGTH = 24;

/** The turn timers a host may choose (0: off). */
export const TURN_TIMERS = [0, 30, 60, 120] as const;

/** The symbols of a table code (server/room-code.ts draws them): digits 2–9 and the letters without I, L and O. */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** How many symbols a table code has. */
export const CODE_LENGTH = 10;

/** A code as a person may type it (lower case, spaces, dashes), in its canonical form, or null when it cannot be one. */
export function normaliseRoomCode(typed: unknown): string | null {
  if (typeof typed !== 'string' || typed.length > 40) return null;
  const code = typed.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== CODE_LENGTH) return null;
  for (const symbol of code) if (!CODE_ALPHABET.includes(symbol)) return null;
  return code;
}
