/**
 * Reading an element the code knows is there. With `noUncheckedIndexedAccess` every `items[i]`
 * may be undefined. Where an index is valid by construction (a seat below the player count, a
 * card id below the deck's size, a position below a list's length), `itemAt` says so with a check
 * rather than a cast that would only silence the compiler: a broken invariant fails here, by
 * name, instead of travelling on as an undefined that breaks something far away.
 *
 * Not for arrays that may hold `undefined` on purpose (a sparse table, an optional slot). It lives
 * in `src/core/cards/`, the layer every other folder may import.
 */
export function itemAt<T>(items: ArrayLike<T>, index: number): T {
  const item = items[index];
  if (item === undefined) throw new RangeError(`internal error: nothing at index ${index}`);
  return item;
}

/** The last element of a list the code knows is not empty. */
export function lastOf<T>(items: ArrayLike<T>): T {
  return itemAt(items, items.length - 1);
}
