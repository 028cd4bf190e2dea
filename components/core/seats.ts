/** Reading the `seats` attribute: who sits where ("you,mcts,rules,rules"). */

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
