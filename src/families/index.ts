/**
 * Importing this module registers the shipped families (src/families/shipped.ts) with the
 * registry: what the CLI, the studio and the tests do before they load any rules.
 */
import { registerShippedFamilies } from './shipped.js';

export { registerShippedFamilies, shippedFamilies } from './shipped.js';

registerShippedFamilies();
