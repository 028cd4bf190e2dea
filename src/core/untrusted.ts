/**
 * Reading untrusted JSON (a saved game, a scenario, a link, a property a page sets): the one
 * check that a value is an object whose fields may be read. Everything that enters from outside
 * goes through it before a field is trusted.
 */

/** Whether `value` is a plain object (not null, not a list), whose fields may be read. */
export function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether `value` is a whole number from 0 up to (not including) `below`. */
export function isIndex(value: unknown, below = Number.MAX_SAFE_INTEGER): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < below;
}
