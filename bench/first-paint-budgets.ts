/**
 * The budget of a page with one game: every script it fetches before its first paint, gzipped.
 * One table for the check that holds it (test/components/loader.test.ts) and the bench that
 * reports it (bench/embed.bench.ts).
 *
 * Apples' page measured 44,448 B once the wording of expression problems, the attributes of cards
 * and the `by players` tables of the expression compiler left its first paint (46,052 B before);
 * the budget kept about 600 B of the room freed, so that it is spent on purpose, not silently.
 * Orchard's page spent its share on purpose: the engine's batch masks and list-position placements
 * (session 8, about 7% less CPU a game through the public path) took it to 45,146 B, so it keeps
 * the 45 KB all pages had before. Apples' page spent its share on purpose too: the trick engine
 * and the generator check their reads (`list[i] ?? missing()`) where casts only silenced
 * `noUncheckedIndexedAccess` (session 11: about 1–2% of `simulate`'s speed, and 45,115 B), so it
 * keeps the 45 KB as well.
 */
export const FIRST_PAINT_GAMES = ['apples-table', 'orchard-board', 'apples-to-apples'] as const;

/** Gzipped bytes each game's page may fetch before its first paint (deck texts apart). */
export const FIRST_PAINT_BUDGETS: Readonly<Record<(typeof FIRST_PAINT_GAMES)[number], number>> = {
  'apples-table': 45 * 1024,
  'orchard-board': 45 * 1024,
  'apples-to-apples': 44 * 1024,
};
