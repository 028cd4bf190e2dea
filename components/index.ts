/**
 * Every Pomona element at once (the npm package's `pomona/elements` entry): importing this module
 * defines the game elements (safe to load twice). `<apples-table>` plays Apples, the trick-taking
 * game; its parts can be used inside it. `<orchard-board>` plays Orchard, the drafting game;
 * `<apples-to-apples>` the party judging game. The built dist/pomona.js is the loader instead
 * (loader.ts: each game imported when its tag appears); dist/apples-table.js, dist/orchard-board.js
 * and dist/apples-to-apples.js are each game in one file.
 */
export * from './apples-table/embed.js';
export * from './orchard-board/embed.js';
export * from './apples-to-apples/embed.js';
// The event and element-map types come with each embed (shared/public-types.ts).
