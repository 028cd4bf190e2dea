/**
 * The element map: every game element by tag, each with its code as a chunk of its own that the
 * loader imports on first use, and the element classes by tag for TypeScript. This is the one list
 * of the game elements; the loader, the types for frameworks and the build derive theirs from it.
 */
import type { ApplesBidding } from './apples-table/apples-bidding.js';
import type { ApplesCard } from './apples-table/apples-card.js';
import type { ApplesHand } from './apples-table/apples-hand.js';
import type { ApplesScoreSheet } from './apples-table/apples-score-sheet.js';
import type { ApplesTable } from './apples-table/apples-table.js';
import type { ApplesTrick } from './apples-table/apples-trick.js';
import type { A2AScoreSheet } from './apples-to-apples/a2a-score-sheet.js';
import type { ApplesToApples } from './apples-to-apples/apples-to-apples.js';
import type { OrchardBoard } from './orchard-board/orchard-board.js';
import type { OrchardScoreSheet } from './orchard-board/orchard-score-sheet.js';
import type { PositionPicker } from './score-explainer/position-picker.js';

/** Each game's code, by tag: a chunk of its own, imported on first use. */
export const gameModules = {
  'apples-table': () => import('./apples-table/embed.js'),
  'orchard-board': () => import('./orchard-board/embed.js'),
  'apples-to-apples': () => import('./apples-to-apples/embed.js'),
} as const;

/**
 * Each family's picker of cards for the score explainer, by family id, imported when a ruleset of
 * that family is explained (a family that scores no position has none).
 */
export const positionPickers: Readonly<Record<string, () => Promise<{ readonly positionPicker: PositionPicker }>>> = {
  'trick-taking': () => import('./apples-table/position-picker.js'),
  drafting: () => import('./orchard-board/position-picker.js'),
};

/** The game elements by tag name: each plays a whole game and fires the `pomona-*` events. */
export interface PomonaGameElementTagNameMap {
  'apples-table': ApplesTable;
  'orchard-board': OrchardBoard;
  'apples-to-apples': ApplesToApples;
}

/** The parts the game elements are made of, by tag name (usable in a game element's light DOM). */
export interface PomonaPartTagNameMap {
  'apples-card': ApplesCard;
  'apples-hand': ApplesHand;
  'apples-trick': ApplesTrick;
  'apples-bidding': ApplesBidding;
  'apples-score-sheet': ApplesScoreSheet;
  'a2a-score-sheet': A2AScoreSheet;
  'orchard-score-sheet': OrchardScoreSheet;
}
