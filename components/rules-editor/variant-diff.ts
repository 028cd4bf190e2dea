/**
 * "What this variant changes": a variant and its base are both compiled, each is described as a
 * list of labelled facts in plain words (with the option defaults each one declares), and the
 * facts that differ become lines like "points to win: 250 → 500".
 */
import { msg, str } from '@lit/localize';
import { describeRuleset, type Fact, type FactSpeech } from '../../src/core/rules/facts.js';
import type { Ruleset } from '../../src/core/rules/ruleset.js';
import { itemAt } from '../../src/core/cards/checked.js';

/** One difference between a variant and its base, said in the language the facts were asked in. */
export interface VariantChange {
  readonly label: string;
  /** The base's value in words, or null when the base has no such thing. */
  readonly before: string | null;
  /** The variant's value in words, or null when the variant removed it. */
  readonly after: string | null;
  /** The change is a thing as a whole (a batch) coming or going, not one of its facts. */
  readonly whole: boolean;
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

/** The changes from `base` to `variant`, in the variant's order of facts, said as `speech` says them (English by default). */
export function variantChanges(base: Ruleset, variant: Ruleset, speech?: FactSpeech): VariantChange[] {
  const a = describeRuleset(base, speech);
  const b = describeRuleset(variant, speech);
  const changes: (VariantChange & { readonly fact: Fact })[] = [];
  const change = (fact: Fact, before: string | null, after: string | null) =>
    changes.push({ label: fact.label, before, after, whole: fact.whole !== undefined, fact });
  for (const [key, fact] of b) {
    const before = a.get(key)?.value;
    if (before === undefined) change(fact, null, fact.value);
    else if (before !== fact.value) {
      const short = shortChange(before, fact.value);
      change({ ...fact, label: short.context ? `${fact.label} (${short.context})` : fact.label }, short.before, short.after);
    }
  }
  for (const [key, fact] of a) if (!b.has(key)) change(fact, fact.value, null);
  // A batch added or removed as a whole is one line, not one per clause.
  const wholes = new Set(
    changes.filter((c) => c.fact.whole !== undefined && (c.before === null || c.after === null)).map((c) => c.fact.whole),
  );
  return changes
    .filter((c) => c.fact.partOf === undefined || !wholes.has(c.fact.partOf))
    .map(({ label, before, after, whole }) => ({ label, before, after, whole }));
}

/** A change as one line: "points to win: 250 → 500", "batch Twin Towers: added", "... removed". */
export function changeLine(change: VariantChange): string {
  const { label } = change;
  if (change.before === null)
    return change.whole
      ? msg(str`${label}: added`, { id: 'studio-change-added' })
      : msg(str`${label}: added (${change.after ?? ''})`, { id: 'studio-change-added-value' });
  if (change.after === null) return msg(str`${label}: removed`, { id: 'studio-change-removed' });
  return `${label}: ${change.before} → ${change.after}`;
}

/** The changes of one variant said in one language, worked out again only when the variant or the language changes. */
export class ChangesSaid {
  private last: { base: Ruleset; variant: Ruleset; language: string; changes: readonly VariantChange[] } | null = null;

  of(base: Ruleset, variant: Ruleset, speech: FactSpeech): readonly VariantChange[] {
    const last = this.last;
    if (last && last.base === base && last.variant === variant && last.language === speech.language) return last.changes;
    const changes = variantChanges(base, variant, speech);
    this.last = { base, variant, language: speech.language, changes };
    return changes;
  }
}
