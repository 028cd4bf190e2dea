/**
 * The shipped families, registered: importing this module makes trick-taking (Apples), judging
 * (Apples to Apples) and drafting (Orchard) known to every host through core/registry.ts. This is
 * the one list of the shipped families; a host never names one.
 */
import { registerFamily } from '../core/registry.js';
import { draftingDescriptor } from './drafting/descriptor.js';
import { judgingDescriptor } from './judging/descriptor.js';
import { trickDescriptor } from './trick/descriptor.js';

/** The shipped families' descriptors, in the order hosts list them. */
export const shippedFamilies = [trickDescriptor, judgingDescriptor, draftingDescriptor] as const;

registerFamily(trickDescriptor);
registerFamily(judgingDescriptor);
registerFamily(draftingDescriptor);
