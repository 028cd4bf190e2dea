/** Register the high-card family: from here on every host (the loader, simulate, the conformance suite, the generic element) plays it. */
import { registerFamily } from '../../../src/core/registry.js';
import { highCardDescriptor } from './descriptor.js';

registerFamily(highCardDescriptor);

export { highCardDescriptor };
export const highCardRules = new URL('./high-card.rules', import.meta.url).pathname;
