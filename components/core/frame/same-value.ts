/**
 * Comparing property values by what they hold rather than by identity. Frameworks (React 19, Vue
 * with `.prop`) set an element's properties again at every render, usually with a new object
 * written inline (`options={{ winning_score: 150 }}`): a property that starts a game compares by
 * value, so an equal value changes nothing and only a real change starts a new game.
 */
import type { PropertyDeclaration } from 'lit';

/** How deep two values are compared; house rules and seat lists are one or two levels deep. */
const maxDepth = 32;

/**
 * Whether `a` and `b` hold the same data: primitives by `Object.is`, arrays item by item, plain
 * objects key by key (in any order). Other objects (dates, maps, class instances) are the same
 * only when they are one object. Never throws: a cycle or a structure deeper than 32 levels counts
 * as different unless it is the very same object, and getters that throw count as different.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  try {
    return compare(a, b, 0, []);
  } catch {
    return false;
  }
}

/** The pairs being compared on the way down, to stop at a cycle. */
type Path = [object, object][];

function compare(a: unknown, b: unknown, depth: number, path: Path): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (depth >= maxDepth || path.some(([x, y]) => x === a || y === b)) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    path.push([a, b]);
    const same = a.every((item, i) => compare(item, b[i], depth + 1, path));
    path.pop();
    return same;
  }
  if (!isPlain(a) || !isPlain(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  path.push([a, b]);
  const same = keys.every(
    (key) =>
      Object.prototype.hasOwnProperty.call(b, key) &&
      compare((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], depth + 1, path),
  );
  path.pop();
  return same;
}

/** An object literal or `Object.create(null)`: the only objects compared key by key. */
function isPlain(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Lit's `hasChanged` for a property compared by value: an equal new value requests no update. */
export const changedByValue: NonNullable<PropertyDeclaration['hasChanged']> = (value, old) => !sameValue(value, old);
