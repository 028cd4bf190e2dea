/** A teacher's orchard (each batch's cards) scored step by step with the engine's own explanation, and the placing rules it breaks. */
import { cardFromObject } from '../../core/cards/attribute-card.js';
import { cardName } from '../../core/cards/attribute-value.js';
import { explainWordsOf } from '../../core/i18n/explain-words.js';
import { withResult, type Derivation, type Position, type PositionSpeech, type Step } from '../../core/rules/derivation.js';
import { resolveOptions } from '../../core/rules/options.js';
import { rulesetTexts, type RulesetTexts } from '../../core/rules/ruleset-texts.js';
import type { ExplainSpeech } from './engine/explain.js';
import { scoreLayout, type LayoutReport, type LayoutViolation } from './engine/layout.js';
import type { DraftingPhrases } from './phrases/phrases.js';
import type { DraftingRuleset } from './ruleset.js';

/** A derivation's words in a language the ruleset speaks: the engine's speech, the family's sentences and the ruleset's names. */
export interface Spoken {
  readonly explain: ExplainSpeech;
  readonly phrases: DraftingPhrases;
  readonly texts: RulesetTexts;
}

/** `speech` for this ruleset, or null for English and for rules that do not speak its language (explained in English, whole). */
export function spokenIn(ruleset: DraftingRuleset, speech: PositionSpeech | undefined): Spoken | null {
  if (!speech || speech.language === 'en') return null;
  const make = speech.phrasebooks.drafting;
  const texts = rulesetTexts(ruleset, [speech.language]);
  if (!make || texts.language !== speech.language) return null;
  // The language file's phrasebook of this folder is this family's own type (phrases.ts).
  const phrases = make(speech.words) as DraftingPhrases;
  return {
    phrases,
    texts,
    explain: {
      say: explainWordsOf(speech.words, texts, speech.code),
      naming: texts,
      batch: (name) => texts.batch(name),
      scoreChange: (points, lost, culprits) => phrases.scoreChange(points, lost, culprits),
    },
  };
}

/** A placement the batch's rules refuse, said in the ruleset's words for the language (the card named so by the scorer): "2. russet, sweetness 1, height 5: …". */
export function brokenRuleIn(ruleset: DraftingRuleset, v: LayoutViolation, spoken: Spoken): string {
  const batch = ruleset.batches.find((b) => b.name === v.batch);
  const name = spoken.texts.batch(v.batch);
  const sentence =
    v.code === 'batch-full'
      ? spoken.phrases.batchFull(name, batch?.capacity ?? 0)
      : spoken.phrases.batchNeeds(
          name,
          batch?.description
            ? spoken.texts.describe(v.batch, batch.description)
            : (batch?.allow ?? []).map((rule) => spoken.phrases.rule(rule)).join('; '),
        );
  return `${v.position}. ${v.name}: ${sentence}`;
}

/** A placement the batch's rules refuse, in words: "Steady Height, card 2 (russet, sweetness 1, height 5) breaks the rule: ...". */
export function brokenRule(v: LayoutViolation): string {
  return `${v.batch}, card ${v.position} (${v.name}) breaks the rule: ${v.message}`;
}

/** An orchard scored batch by batch, with the placing rules it breaks. */
export function explainDraftingPosition(ruleset: DraftingRuleset, position: Position, speech?: PositionSpeech): Derivation {
  const resolved = resolveOptions(ruleset, {});
  const fail = (error: string): Derivation => ({ ruleset: ruleset.name, steps: [], total: 0, broken: [], error });
  if (!resolved.ok) return fail(resolved.message);
  const layout = position.batches ?? {};
  const known = new Set(ruleset.batches.map((b) => b.name));
  const missing = Object.keys(layout).filter((name) => !known.has(name) && (layout[name]?.length ?? 0) > 0);
  if (missing.length) return fail(`${ruleset.name} has no batch ${missing.map((m) => `"${m}"`).join(', ')}`);
  const present = Object.fromEntries(Object.entries(layout).filter(([name]) => known.has(name)));
  const spoken = spokenIn(ruleset, speech);
  const scored = scoreLayout(ruleset, present, resolved.options, ruleset.players.min, spoken?.explain);
  if (!scored.ok) return fail(scored.message);
  return layoutDerivation(ruleset, present, scored.report, spoken);
}

/** A scored layout as a derivation: each batch that has cards or points, with its cards in words and the line of its score rule. */
export function layoutDerivation(
  ruleset: DraftingRuleset,
  layout: Readonly<Record<string, unknown>>,
  report: LayoutReport,
  spoken: Spoken | null = null,
): Derivation {
  const steps: Step[] = [];
  for (const b of report.batches) {
    const given = layout[b.batch];
    const batchCards: readonly unknown[] = Array.isArray(given) ? given : [];
    if (batchCards.length === 0 && b.points === 0) continue;
    const names = batchCards.map((c) => {
      const parsed = cardFromObject(ruleset.deck, c);
      return parsed.ok ? cardName(ruleset.deck, parsed.card, spoken?.texts) : JSON.stringify(c);
    });
    const source = ruleset.batches.find((batch) => batch.name === b.batch)?.scoreSource;
    steps.push({
      title: spoken ? spoken.texts.batch(b.batch) : b.batch,
      cards: names,
      text: withResult(b.explanation, b.points, spoken ? (because, result) => spoken.explain.say.so(because, result) : undefined),
      points: b.points,
      from: source ? [source] : [],
    });
  }
  const broken = report.violations.map((v) => (spoken ? brokenRuleIn(ruleset, v, spoken) : brokenRule(v)));
  return { ruleset: ruleset.name, steps, total: report.total, broken, error: null };
}
