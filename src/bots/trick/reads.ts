/**
 * Checked reads of the trick-taking tables and worlds (typed arrays) at indexes valid by
 * construction: a card below the deck's size, a seat's row and a suit, a position below a count.
 * One function per kind of typed array rather than the generic `itemAt` of src/cards/checked.ts:
 * that one read site sees every kind of list in the program, and V8 compiles it to a slow generic
 * load; each of these sees one kind and stays a plain load. The players' hot loops read through
 * them (with `itemAt`, the modelled worlds of belief.ts took about 1.3 times the CPU a decision).
 */

/** The byte at `index`; throws by name where there is none (a broken invariant). */
export function byteAt(bytes: Uint8Array, index: number): number {
  const value = bytes[index];
  if (value === undefined) throw new RangeError(`internal error: no byte at index ${index}`);
  return value;
}

/** The count at `index` (see `byteAt`). */
export function countAt(counts: Int16Array, index: number): number {
  const value = counts[index];
  if (value === undefined) throw new RangeError(`internal error: no count at index ${index}`);
  return value;
}
