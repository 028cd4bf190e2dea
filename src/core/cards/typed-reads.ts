/**
 * Checked reads at indexes valid by construction (a card below the deck's size, a seat's row and
 * a suit, a position below a count), for the hot loops of the engines and players. A broken
 * invariant fails here, by name, instead of travelling on as an undefined.
 *
 * Two things keep them as fast as an unchecked read (measured: bench/trick-compare.ts):
 * - One function per kind of array rather than the generic `itemAt` of checked.ts: that one read
 *   site sees every kind of list in the program, and V8 compiles it to a slow generic load; each
 *   of these sees one kind and stays a plain load and a compare.
 * - The message is built in `missing`, not here: each reader then stays under the bytecode size
 *   below which V8 inlines a function wherever it is called (27 bytes in Node 20). With the
 *   message built in line a reader was 33 bytes, took from the budget that lets the engine's
 *   larger functions be inlined into each other, and made `simulate` about 10% slower.
 *
 * The hottest paths (the trick engine's cards, legal lists, deal and scoring; the generator) read
 * in line instead, `list[i] ?? missing()`: no call to inline, so nothing taken from the
 * inlining budget, and the check folds away where V8 knows the read is in range. Measured
 * against the casts these replaced (both orders, 61 samples of 800 games each): 0.98 of their
 * speed, where the readers here cost 6–8% on the same path.
 */

/**
 * Throws for a read that found nothing: a broken invariant. The in-line reads call it with no
 * arguments: each call site is then a few bytes of an Apples page's first paint rather than a
 * dozen (about 230 gzipped bytes in all), and the stack trace says which read it was.
 */
export function missing(what?: string, index?: number): never {
  throw new RangeError(
    what === undefined ? 'internal error: a value the game guarantees is missing' : `internal error: no ${what} at index ${index ?? '?'}`,
  );
}

/** The byte at `index`. */
export function byteAt(bytes: Uint8Array, index: number): number {
  const value = bytes[index];
  return value === undefined ? missing('byte', index) : value;
}

/** The 16-bit count at `index`. */
export function countAt(counts: Int16Array, index: number): number {
  const value = counts[index];
  return value === undefined ? missing('count', index) : value;
}

/** The 32-bit number at `index`: points, totals. */
export function int32At(numbers: Int32Array, index: number): number {
  const value = numbers[index];
  return value === undefined ? missing('number', index) : value;
}

/** The number at `index` of a plain list of small numbers. */
export function numberAt(numbers: readonly number[], index: number): number {
  const value = numbers[index];
  return value === undefined ? missing('number', index) : value;
}

/**
 * The entry at `index` of a table of objects built once (a catalog of shared actions, a list of
 * lists). Every caller passes arrays of objects, so its one read site sees one kind of array.
 */
export function entryAt<T extends object>(table: readonly T[], index: number): T {
  const value = table[index];
  return value === undefined ? missing('entry', index) : value;
}

/** The 64-bit float at `index`: sums and means. */
export function float64At(numbers: Float64Array, index: number): number {
  const value = numbers[index];
  return value === undefined ? missing('number', index) : value;
}
