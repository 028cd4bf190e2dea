/**
 * Counters kept in typed arrays (cards by suit, copies of a card left to place): with
 * `noUncheckedIndexedAccess` an element may be undefined, so a count moves through this one
 * function instead of `counts[i]++`, which the compiler would have to be told to trust.
 */

/** The typed arrays the engine and the players count in. */
export type Counts = Int8Array | Uint8Array | Int16Array | Uint16Array | Int32Array | Uint32Array;

/** Add `by` to `counts[index]` and return the new count (an index outside the array counts from 0 and is not kept, as typed arrays do). */
export function addTo(counts: Counts, index: number, by = 1): number {
  const next = (counts[index] ?? 0) + by;
  counts[index] = next;
  return next;
}
