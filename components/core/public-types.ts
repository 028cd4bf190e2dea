/**
 * The types every public entry exports (the loader, `pomona/elements` and each one-file embed):
 * the event details and the maps that type the elements for TypeScript, React and Vue users.
 * Types only: importing this module adds no code to a page.
 */
export type {
  ActionEventDetail,
  GameEndEventDetail,
  HandEndEventDetail,
  PomonaEventMap,
  RulesetErrorEventDetail,
  SaveDiscardedEventDetail,
  SetupErrorEventDetail,
} from './events.js';
export type {
  PomonaElementProperties,
  PomonaElementTagNameMap,
  PomonaEventListeners,
  PomonaGameElementTagNameMap,
  PomonaPartTagNameMap,
} from './element-types.js';
