/**
 * The Apples embed on its own (dist/apples-table.js): `<apples-table>` and the parts it is made of,
 * for pages that show only the trick-taking game.
 */
export { ApplesTable } from './apples-table.js';
export { ApplesCard } from './apples-card.js';
export { ApplesHand } from './apples-hand.js';
export { ApplesTrick } from './apples-trick.js';
export { ApplesBidding } from './apples-bidding.js';
export { ApplesScoreSheet } from './apples-score-sheet.js';
export { applesTableContext, type ApplesTableContext } from './context.js';
export * from '../core/embed.js';
