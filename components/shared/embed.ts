/** What every embed exports besides its elements: the event types and the shipped rulesets. */
export type {
  ActionEventDetail,
  GameEndEventDetail,
  HandEndEventDetail,
  PomonaEventMap,
  RulesetErrorEventDetail,
  SaveDiscardedEventDetail,
  SetupErrorEventDetail,
} from './events.js';
export { shippedRulesets } from './shipped.js';
