/** What every embed exports besides its elements: the public types (events, element maps) and the shipped rulesets. */
export type * from './public-types.js';
export { shippedRulesets } from './shipped.js';
