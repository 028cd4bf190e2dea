/**
 * Types for using the elements from TypeScript and from frameworks: every element by tag name,
 * the properties a page may set on each, and a listener for each `pomona-*` event. The React and
 * Vue declarations of the package (`pomona/react`, `pomona/vue`) are built from these. Types
 * only: nothing here exists at run time.
 */
import type { LitElement } from 'lit';
import type { PomonaEventMap } from './events.js';
import type { PomonaGameElementTagNameMap, PomonaPartTagNameMap } from '../games.js';

export type { PomonaGameElementTagNameMap, PomonaPartTagNameMap } from '../games.js';

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
