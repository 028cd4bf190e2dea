/**
 * The shipped families: trick-taking (Apples), judging (Apples to Apples) and drafting (Orchard).
 * This is the one list of them; a host never names one. Importing it registers nothing (so a
 * bundle that never loads rules leaves the families out): `registerShippedFamilies` does.
 */
import { registerFamily } from '../core/registry.js';
import { draftingDescriptor } from './drafting/descriptor.js';
import { judgingDescriptor } from './judging/descriptor.js';
import { trickDescriptor } from './trick/descriptor.js';

/** The shipped families' descriptors, in the order hosts list them. */
export const shippedFamilies = [trickDescriptor, judgingDescriptor, draftingDescriptor] as const;

/** Make the shipped families known to every host (again: nothing happens). */
export function registerShippedFamilies(): void {
  registerFamily(trickDescriptor);
  registerFamily(judgingDescriptor);
  registerFamily(draftingDescriptor);
}
