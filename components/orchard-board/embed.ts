/**
 * The Orchard embed on its own (dist/orchard-board.js): `<orchard-board>` and its score sheet, for
 * pages that show only the drafting game.
 */
export { OrchardBoard } from './orchard-board.js';
export { OrchardScoreSheet } from './orchard-score-sheet.js';
export { orchardBoardContext, type OrchardBoardContext } from './context.js';
export * from '../core/embed.js';
