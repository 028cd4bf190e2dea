/**
 * Types for using the elements from TypeScript and from frameworks: every element by tag name,
 * the properties a page may set on each, and a listener for each `pomona-*` event. The React and
 * Vue declarations of the package (`pomona/react`, `pomona/vue`) are built from these. Types
 * only: nothing here exists at run time.
 */
import type { LitElement } from 'lit';
import type { ApplesBidding } from '../apples-table/apples-bidding.js';
import type { ApplesCard } from '../apples-table/apples-card.js';
import type { ApplesHand } from '../apples-table/apples-hand.js';
import type { ApplesScoreSheet } from '../apples-table/apples-score-sheet.js';
import type { ApplesTable } from '../apples-table/apples-table.js';
import type { ApplesTrick } from '../apples-table/apples-trick.js';
import type { A2AScoreSheet } from '../apples-to-apples/a2a-score-sheet.js';
import type { ApplesToApples } from '../apples-to-apples/apples-to-apples.js';
import type { OrchardBoard } from '../orchard-board/orchard-board.js';
import type { OrchardScoreSheet } from '../orchard-board/orchard-score-sheet.js';
import type { PomonaEventMap } from './events.js';

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

/** Every Pomona element by tag name (each is also declared in `HTMLElementTagNameMap` beside its class). */
export interface PomonaElementTagNameMap extends PomonaGameElementTagNameMap, PomonaPartTagNameMap {}

/** Whether `T[K]` may be assigned: false for `readonly` fields and getters without a setter. */
type IsWritable<T, K extends keyof T> =
  (<U>() => U extends { [Q in K]: T[K] } ? 1 : 2) extends <U>() => U extends { -readonly [Q in K]: T[K] } ? 1 : 2 ? true : false;

/**
 * The properties a page may set on element `E`: its own public, writable fields (those every Lit
 * element has, methods and getters are left out), each optional.
 */
export type PomonaElementProperties<E> = {
  [
    K in keyof E as K extends keyof LitElement
      ? never
      : E[K] extends (...args: never[]) => unknown
        ? never
        : IsWritable<E, K> extends true
          ? K
          : never
  ]?: E[K];
};

/**
 * A listener for each Pomona event, named `on` followed by the event name (`onpomona-game-end`):
 * the form in which React 19 adds listeners to custom elements.
 */
export type PomonaEventListeners = {
  [K in keyof PomonaEventMap as `on${K}`]?: (event: PomonaEventMap[K]) => void;
};
