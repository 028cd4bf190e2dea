/**
 * The synchronised state of a table: public table data only (names, connection state, bots,
 * host, timer deadlines). Game data never goes here: it travels as `view` messages built by the
 * engine for each seat (protocol.ts).
 */
import { ArraySchema, schema, t, type SchemaType } from '@colyseus/schema';

/** One seat as everyone at the table sees it. */
export const SeatState = schema(
  {
    /** The display name ("Ann", "Rules bot"). */
    name: t.string().default(''),
    /** "open" (waiting for a person), "person" or "bot". */
    kind: t.string().default('open'),
    /** The computer player's name for a bot seat, or the stand-in's for a person ("rules"). */
    bot: t.string().default(''),
    /** For a person: "connected", "reconnecting" (held for 60 s) or "away" (a bot plays their turns). */
    connection: t.string().default('connected'),
    /** Whether a bot is playing this person's turns until they are back. */
    standIn: t.boolean().default(false),
  },
  'SeatState',
);
/** One seat as everyone at the table sees it. */
export type SeatState = SchemaType<typeof SeatState>;

/** The table as everyone sees it. */
export const TableState = schema(
  {
    /** The game's name, e.g. "Apples to Apples". */
    game: t.string().default(''),
    /** The family id of the rules. */
    family: t.string().default(''),
    /** "lobby", "playing" or "over". */
    phase: t.string().default('lobby'),
    /** The host's seat. */
    host: t.number().default(0),
    seats: t.array(SeatState),
    /** Whether spectators may watch. */
    spectatorsAllowed: t.boolean().default(true),
    /** How many are watching. */
    spectators: t.number().default(0),
    /** The turn timer in seconds (0: off). */
    turnSeconds: t.number().default(0),
    /** When the current turn's timer runs out (ms since the epoch), or 0. */
    turnDeadline: t.number().default(0),
  },
  'TableState',
);
/** The table as everyone sees it. */
export type TableState = SchemaType<typeof TableState>;

export { ArraySchema };
