import { gameModules } from '../components/games.js';

/**
 * The budget of a page with one game: every script it fetches before its first paint, gzipped.
 * One table for the check that holds it (test/components/loader.test.ts) and the bench that
 * reports it (bench/embed.bench.ts). A page grows past its budget only on purpose: raise the
 * figure here in the commit that spends it, and say what bought it.
 */
/** The games of the element map, each measured on a page of its own. */
export const FIRST_PAINT_GAMES = Object.keys(gameModules) as (keyof typeof gameModules)[];

/** The budget of a game's page unless it is given its own below. */
const DEFAULT_BUDGET = 45 * 1024;

/** Games held to a smaller budget than the default. */
const SMALLER_BUDGETS: Readonly<Partial<Record<string, number>>> = { 'apples-table': 43 * 1024, 'apples-to-apples': 43 * 1024 };

/** Gzipped bytes each game's page may fetch before its first paint (deck texts apart). */
export const FIRST_PAINT_BUDGETS = Object.fromEntries(
  FIRST_PAINT_GAMES.map((tag) => [tag, SMALLER_BUDGETS[tag] ?? DEFAULT_BUDGET]),
) as Readonly<Record<(typeof FIRST_PAINT_GAMES)[number], number>>;
