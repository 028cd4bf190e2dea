/**
 * Reads the drafting engine knows find something (a card id below the deck's size, a batch below
 * the batch count, a seat below the player count, a word inside a player's answer row). Where a
 * read cannot be given a default that can only refuse or forget (as `answers[w] ?? 0`, a word
 * asked about nothing), the hot paths write `list[i] ?? missing('what', i)`: one compare on the
 * way, and a broken invariant throws here, by name, rather than travelling on as an undefined.
 * Not a reader function per kind of list: a call on every read of the functions that list and
 * place used up the compiler's inlining budget there (about 8% more CPU a game in a
 * same-process comparison), and the seldom paths read through the checked readers below.
 */
import type { AttrCard } from '../../../core/rules/ruleset.js';
import type { Batch } from '../ruleset.js';

/** Throws for a read that found nothing where the code knows there is something. */
export function missing(what: string, index: number): never {
  throw new RangeError(`internal error: no ${what} at index ${index}`);
}

// Checked readers, one per kind of list, for the code that sets a table up and the seldom paths
// of the engine. Not the generic `itemAt`: it runs in every game's loop of `simulateGames`, and
// feeding it the engine's kinds of list too made the public path slower (about 4%, same-process
// comparison).

/** The 32-bit word at `index` of a table's Int32Array. */
export function intAt(ints: Int32Array, index: number): number {
  return ints[index] ?? missing('word', index);
}

/** The number at `index` of a list of small integers (card ids, answer words, counts). */
export function numberAt(numbers: readonly number[], index: number): number {
  return numbers[index] ?? missing('number', index);
}

/** Batch `b` of a ruleset's batches. */
export function batchAt(batches: readonly Batch[], b: number): Batch {
  return batches[b] ?? missing('batch', b);
}

/** The card with deck id `id`. */
export function cardAt(cards: readonly AttrCard[], id: number): AttrCard {
  return cards[id] ?? missing('card', id);
}

/** The list at `index` of a list of lists (an orchard's batches, a player's orchard). */
export function cardsIn<T>(lists: readonly T[], index: number): T {
  return lists[index] ?? missing('list', index);
}
