/**
 * "What this variant changes": a variant and its base are both compiled, each is described as a
 * list of labelled facts in plain words (with the option defaults each one declares), and the
 * facts that differ become lines like "points to win: 250 → 500".
 */
import { describeRuleset } from '../../src/core/rules/facts.js';
import type { Ruleset } from '../../src/core/rules/ruleset.js';
import { itemAt } from '../../src/core/cards/checked.js';

/** One difference between a variant and its base. */
export interface VariantChange {
  readonly label: string;
  /** The base's value in words, or null when the base has no such thing. */
  readonly before: string | null;
  /** The variant's value in words, or null when the variant removed it. */
  readonly after: string | null;
}

export { describeRuleset } from '../../src/core/rules/facts.js';

const TOKEN = /"[^"]*"|\d+|[A-Za-z_][A-Za-z0-9_]*|<=|>=|!=|\S/g;

/**
 * Two values in words; when both are expressions that differ in one stretch of tokens, only that
 * stretch ("13 → 15"), with the whole new expression after it for context.
 */
function shortChange(before: string, after: string): { before: string; after: string; context: string | null } {
  const a = before.match(TOKEN) ?? [];
  const b = after.match(TOKEN) ?? [];
  if (a.length < 3 && b.length < 3) return { before, after, context: null };
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  // Only a one-word change reads better on its own ("13 → 15"); otherwise show both in full.
  if (endA - start !== 1 || endB - start !== 1) return { before, after, context: null };
  return { before: itemAt(a, start), after: itemAt(b, start), context: after };
}

/** The changes from `base` to `variant`, in the variant's order of facts. */
export function variantChanges(base: Ruleset, variant: Ruleset): VariantChange[] {
  const a = describeRuleset(base);
  const b = describeRuleset(variant);
  const changes: VariantChange[] = [];
  for (const [label, after] of b) {
    const before = a.get(label);
    if (before === undefined) changes.push({ label, before: null, after });
    else if (before !== after) {
      const short = shortChange(before, after);
      changes.push({ label: short.context ? `${label} (${short.context})` : label, before: short.before, after: short.after });
    }
  }
  for (const [label, before] of a) if (!b.has(label)) changes.push({ label, before, after: null });
  // A batch added or removed as a whole is one line, not one per clause.
  const whole = new Set(
    changes.filter((c) => /^batch [^:]+$/.test(c.label) && (c.before === null || c.after === null)).map((c) => c.label),
  );
  return changes.filter((c) => !c.label.includes(':') || !whole.has(c.label.slice(0, c.label.indexOf(':'))));
}

/** A change as one line: "points to win: 250 → 500", "batch Twin Towers: added", "... removed". */
export function changeLine(change: VariantChange): string {
  if (change.before === null)
    return change.label.startsWith('batch ') && !change.label.includes(':')
      ? `${change.label}: added`
      : `${change.label}: added (${change.after})`;
  if (change.after === null) return `${change.label}: removed`;
  return `${change.label}: ${change.before} → ${change.after}`;
}
