/**
 * Saving a game to Web Storage after every action, and reading it back. A save that cannot be
 * parsed is moved aside (never silently deleted) so the caller can warn and start afresh.
 */

/** What was found under a storage key. */
export type StoredValue =
  | { readonly kind: 'none' }
  | { readonly kind: 'found'; readonly value: unknown }
  | { readonly kind: 'unreadable'; readonly reason: string };

/** The storage area games are saved in, or null where storage is blocked (sandboxed frames). */
export function defaultStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Read and parse the JSON stored under `key`. */
export function readStored(storage: Storage | null, key: string): StoredValue {
  if (!storage) return { kind: 'none' };
  let text: string | null;
  try {
    text = storage.getItem(key);
  } catch {
    return { kind: 'none' };
  }
  if (text === null) return { kind: 'none' };
  try {
    return { kind: 'found', value: JSON.parse(text) as unknown };
  } catch {
    return { kind: 'unreadable', reason: 'the save is not valid JSON' };
  }
}

/** Store `value` as JSON under `key`; false if storage refused (full or blocked). */
export function writeStored(storage: Storage | null, key: string, value: unknown): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** Move whatever is under `key` to `key + ":discarded"` and return that key. */
export function setAside(storage: Storage | null, key: string): string {
  const movedTo = `${key}:discarded`;
  if (!storage) return movedTo;
  try {
    const text = storage.getItem(key);
    if (text !== null) storage.setItem(movedTo, text);
    storage.removeItem(key);
  } catch {
    // Storage that refuses writes leaves nothing to move.
  }
  return movedTo;
}
