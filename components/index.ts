/**
 * The Pomona embed: importing this module defines the game elements (safe to load twice).
 * `<apples-table>` plays Apples, the trick-taking game; its parts can be used inside it.
 * `<orchard-board>` plays Orchard, the drafting game; `<apples-to-apples>` the party judging game.
 */
export { ApplesTable } from './apples-table/apples-table.js';
export { ApplesCard } from './apples-table/apples-card.js';
export { ApplesHand } from './apples-table/apples-hand.js';
export { ApplesTrick } from './apples-table/apples-trick.js';
export { ApplesBidding } from './apples-table/apples-bidding.js';
export { ApplesScoreSheet } from './apples-table/apples-score-sheet.js';
export { applesTableContext, type ApplesTableContext } from './apples-table/context.js';
export { OrchardBoard } from './orchard-board/orchard-board.js';
export { OrchardScoreSheet } from './orchard-board/orchard-score-sheet.js';
export { orchardBoardContext, type OrchardBoardContext } from './orchard-board/context.js';
export { ApplesToApples } from './apples-to-apples/apples-to-apples.js';
export { A2AScoreSheet } from './apples-to-apples/a2a-score-sheet.js';
export { applesToApplesContext, type ApplesToApplesContext } from './apples-to-apples/context.js';
export type {
  ActionEventDetail,
  GameEndEventDetail,
  HandEndEventDetail,
  PomonaEventMap,
  RulesetErrorEventDetail,
  SaveDiscardedEventDetail,
} from './shared/events.js';
export { shippedRulesets } from './shared/shipped.js';
