/** A teacher's orchard (each batch's cards) scored step by step with the engine's own explanation, and the placing rules it breaks. */
import { cardFromObject, cardName } from '../../core/cards/attribute-card.js';
import { withResult, type Derivation, type Position, type Step } from '../../core/rules/derivation.js';
import { resolveOptions } from '../../core/rules/options.js';
import { scoreLayout, type LayoutReport, type LayoutViolation } from './engine/layout.js';
import type { DraftingRuleset } from './ruleset.js';

/** A placement the batch's rules refuse, in words: "Steady Height, card 2 (russet, sweetness 1, height 5) breaks the rule: ...". */
export function brokenRule(v: LayoutViolation): string {
  return `${v.batch}, card ${v.position} (${v.name}) breaks the rule: ${v.message}`;
}

/** An orchard scored batch by batch, with the placing rules it breaks. */
export function explainDraftingPosition(ruleset: DraftingRuleset, position: Position): Derivation {
  const resolved = resolveOptions(ruleset, {});
  const fail = (error: string): Derivation => ({ ruleset: ruleset.name, steps: [], total: 0, broken: [], error });
  if (!resolved.ok) return fail(resolved.message);
  const layout = position.batches ?? {};
  const known = new Set(ruleset.batches.map((b) => b.name));
  const missing = Object.keys(layout).filter((name) => !known.has(name) && (layout[name]?.length ?? 0) > 0);
  if (missing.length) return fail(`${ruleset.name} has no batch ${missing.map((m) => `"${m}"`).join(', ')}`);
  const present = Object.fromEntries(Object.entries(layout).filter(([name]) => known.has(name)));
  const scored = scoreLayout(ruleset, present, resolved.options);
  if (!scored.ok) return fail(scored.message);
  return layoutDerivation(ruleset, present, scored.report);
}

/** A scored layout as a derivation: each batch that has cards or points, with its cards in words and the line of its score rule. */
export function layoutDerivation(ruleset: DraftingRuleset, layout: Readonly<Record<string, unknown>>, report: LayoutReport): Derivation {
  const steps: Step[] = [];
  for (const b of report.batches) {
    const given = layout[b.batch];
    const batchCards: readonly unknown[] = Array.isArray(given) ? given : [];
    if (batchCards.length === 0 && b.points === 0) continue;
    const names = batchCards.map((c) => {
      const parsed = cardFromObject(ruleset.deck, c);
      return parsed.ok ? cardName(ruleset.deck, parsed.card) : JSON.stringify(c);
    });
    const source = ruleset.batches.find((batch) => batch.name === b.batch)?.scoreSource;
    steps.push({ title: b.batch, cards: names, text: withResult(b.explanation, b.points), points: b.points, from: source ? [source] : [] });
  }
  return { ruleset: ruleset.name, steps, total: report.total, broken: report.violations.map(brokenRule), error: null };
}
