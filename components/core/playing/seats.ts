/** Reading the `seats` attribute: who sits where ("you,mcts,rules,rules"), under which names. */
import { msg, str } from '@lit/localize';
import { botSeed } from '../../../src/core/bots/seeds.js';

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
  if (words.length === 0) return { ok: false, message: msg('no seats were given') };
  const seats: SeatKind[] = [];
  for (const word of words) {
    if (personWords.has(word)) seats.push({ kind: 'person' });
    else if (botNames.includes(word)) seats.push({ kind: 'bot', bot: word });
    else return { ok: false, message: msg(str`unknown seat "${word}": use you or one of ${botNames.join(', ')}`) };
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

/**
 * Who sits where, under which name; for each computer seat its player, null for people. `names`
 * are said in the page's language when they are read (the names a page gives stay as given).
 */
export interface Seating {
  readonly seats: readonly SeatKind[];
  readonly names: readonly string[];
  readonly bots: readonly (BotSeat | null)[];
  /** The seat the element calls "You" (the one person at the screen, unnamed by the page), or -1. */
  readonly you: number;
}

/**
 * Seat people and computer players from the element's `seats` and `names` settings, or say why
 * they do not make a table for these rules. Each computer player's seed is its seat's in the game
 * seeded `gameSeed` (`botSeed`, as the table driver seeds it on every host: one seed, one game).
 */
export function seatTable(
  rules: { readonly name: string; readonly players: { readonly min: number; readonly max: number } },
  settings: { readonly seats: string | null; readonly names: string | null; readonly seed: string | null },
  family: { readonly botNames: readonly string[]; readonly defaultBot: string },
  gameSeed: number | string,
): { readonly ok: true; readonly seating: Seating } | { readonly ok: false; readonly message: string } {
  const { players } = rules;
  const parsed = settings.seats
    ? parseSeats(settings.seats, family.botNames)
    : { ok: true as const, seats: defaultSeats(players.min, family.defaultBot) };
  if (!parsed.ok) return parsed;
  const n = parsed.seats.length;
  if (n < players.min || n > players.max) {
    const { name } = rules;
    return {
      ok: false,
      message:
        players.min === players.max
          ? msg(str`${name} needs ${players.min} seats, but ${n} were given`)
          : msg(str`${name} needs ${players.min} to ${players.max} seats, but ${n} were given`),
    };
  }
  const given = (settings.names ?? '').split(',').map((s) => s.trim());
  const people = parsed.seats.filter((s) => s.kind === 'person').length;
  const seats = parsed.seats;
  const bots = seats.map((seat, i) => (seat.kind === 'bot' ? { name: seat.bot, seed: botSeed(gameSeed, i) } : null));
  const you = people === 1 ? seats.findIndex((seat, i) => seat.kind === 'person' && !given[i]) : -1;
  return {
    ok: true,
    seating: {
      seats,
      bots,
      you,
      // Read at every render, so a change of language renames the seats the element named.
      get names() {
        return seats.map(
          (seat, i) =>
            given[i] ||
            (seat.kind === 'person'
              ? people > 1
                ? msg(str`Player ${i + 1}`)
                : msg('You')
              : `${seatWord(i, seats.length)} (${botWord(seat.bot)})`),
        );
      },
    },
  };
}

/** Compass names for the seats of a four-player table, seat numbers otherwise. */
function seatWord(seat: number, players: number): string {
  if (players === 4) {
    if (seat === 0) return msg('South');
    if (seat === 1) return msg('West');
    if (seat === 2) return msg('North');
    if (seat === 3) return msg('East');
  }
  return msg(str`Seat ${seat + 1}`);
}

/** A computer player's name as a seat shows it: the strength the `seats` attribute names, in the page's language. */
function botWord(bot: string): string {
  const words: Readonly<Record<string, string>> = {
    random: msg('random'),
    rules: msg('rules'),
    flat: msg('flat'),
    search: msg('search'),
    mcts: msg('search'),
    greedy: msg('greedy'),
    lookahead: msg('lookahead'),
    matcher: msg('matcher'),
    reader: msg('reader'),
  };
  return words[bot] ?? bot;
}
