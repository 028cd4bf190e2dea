/**
 * The Apples to Apples embed on its own (dist/apples-to-apples.js): `<apples-to-apples>` and its
 * score sheet, for pages that show only the party game. Its shipped decks load from
 * pomona-decks.js beside it.
 */
export { ApplesToApples } from './apples-to-apples.js';
export { A2AScoreSheet } from './a2a-score-sheet.js';
export { applesToApplesContext, type ApplesToApplesContext } from './context.js';
export * from '../core/embed.js';
