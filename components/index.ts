/**
 * The Pomona embed (dist/pomona.js): importing this module defines the game elements (safe to load
 * twice). `<apples-table>` plays Apples, the trick-taking game; its parts can be used inside it.
 * `<orchard-board>` plays Orchard, the drafting game; `<apples-to-apples>` the party judging game.
 * Each game is also built on its own (dist/apples-table.js, dist/orchard-board.js,
 * dist/apples-to-apples.js) for pages that show one game.
 */
export * from './apples-table/embed.js';
export * from './orchard-board/embed.js';
export * from './apples-to-apples/embed.js';
export type {
  PomonaElementProperties,
  PomonaElementTagNameMap,
  PomonaEventListeners,
  PomonaGameElementTagNameMap,
  PomonaPartTagNameMap,
} from './shared/element-types.js';
