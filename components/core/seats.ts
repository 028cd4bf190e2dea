/** Reading the `seats` attribute: who sits where ("you,mcts,rules,rules"), under which names. */
import { botSeed } from '../../src/core/bots/seeds.js';

/** One seat: a person at this screen, or a computer player of a named strength. */
export type SeatKind = { readonly kind: 'person' } | { readonly kind: 'bot'; readonly bot: string };

/** The outcome of reading a seats list. */
export type SeatsResult = { readonly ok: true; readonly seats: readonly SeatKind[] } | { readonly ok: false; readonly message: string };

/** Words that mean "a person sits here". */
const personWords = new Set(['you', 'person', 'human']);

/** Parse a comma-separated seats list against the known computer-player names. */
export function parseSeats(text: string, botNames: readonly string[]): SeatsResult {
  const words = text
    .split(',')
    .map((w) => w.trim().toLowerCase())
    .filter((w) => w !== '');
  if (words.length === 0) return { ok: false, message: 'no seats were given' };
  const seats: SeatKind[] = [];
  for (const word of words) {
    if (personWords.has(word)) seats.push({ kind: 'person' });
    else if (botNames.includes(word)) seats.push({ kind: 'bot', bot: word });
    else return { ok: false, message: `unknown seat "${word}": use you or one of ${botNames.join(', ')}` };
  }
  return { ok: true, seats };
}

/** The default table: you, then computer players of the given strength in every other seat. */
export function defaultSeats(players: number, bot: string): SeatKind[] {
  return Array.from({ length: players }, (_, i) => (i === 0 ? { kind: 'person' } : { kind: 'bot', bot }));
}

/** A computer player at the table: its name and its seed. */
export interface BotSeat {
  readonly name: string;
  readonly seed: number | string;
}

/** Who sits where, under which name; for each computer seat its player, null for people. */
export interface Seating {
  readonly seats: readonly SeatKind[];
  readonly names: readonly string[];
  readonly bots: readonly (BotSeat | null)[];
}

/**
 * Seat people and computer players (each with a seed drawn from the table's) from the element's
 * `seats`, `names` and `seed` settings, or say why they do not make a table for these rules;
 * `gamesStarted` counts the games the table has started before (each draws new seeds).
 */
export function seatTable(
  rules: { readonly name: string; readonly players: { readonly min: number; readonly max: number } },
  settings: { readonly seats: string | null; readonly names: string | null; readonly seed: string | null },
  family: { readonly botNames: readonly string[]; readonly defaultBot: string },
  gamesStarted: number,
): { readonly ok: true; readonly seating: Seating } | { readonly ok: false; readonly message: string } {
  const { players } = rules;
  const parsed = settings.seats
    ? parseSeats(settings.seats, family.botNames)
    : { ok: true as const, seats: defaultSeats(players.min, family.defaultBot) };
  if (!parsed.ok) return parsed;
  const n = parsed.seats.length;
  if (n < players.min || n > players.max) {
    const range = players.min === players.max ? `${players.min}` : `${players.min} to ${players.max}`;
    return { ok: false, message: `${rules.name} needs ${range} seats, but ${n} were given` };
  }
  const given = (settings.names ?? '').split(',').map((s) => s.trim());
  const people = parsed.seats.filter((s) => s.kind === 'person').length;
  const names = parsed.seats.map(
    (seat, i) => given[i] || (seat.kind === 'person' ? (people > 1 ? `Player ${i + 1}` : 'You') : `${seatWord(i, n)} (${seat.bot})`),
  );
  const bots = parsed.seats.map((seat, i) =>
    seat.kind === 'bot' ? { name: seat.bot, seed: botSeed(`${settings.seed ?? 'table'}/${gamesStarted}`, i) } : null,
  );
  return { ok: true, seating: { seats: parsed.seats, names, bots } };
}

/** Compass names for the seats of a four-player table, seat numbers otherwise. */
function seatWord(seat: number, players: number): string {
  const compass = players === 4 ? ['South', 'West', 'North', 'East'][seat] : undefined;
  return compass ?? `Seat ${seat + 1}`;
}
