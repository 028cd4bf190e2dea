/**
 * A score's derivation as steps, the form in which a teacher's position is explained: each family
 * scores a position with its engine's own explain functions (never a second implementation) and
 * lays the result out as these steps (the family descriptor's `explainPosition`).
 */
import type { AttrCardObject } from '../cards/attribute-card.js';
import type { LanguageTag } from '../i18n/languages.js';
import type { Words } from '../i18n/words-of.js';

/** The cards a teacher put down: an Apples winnings pile and target, or an orchard. */
export interface Position {
  /** Trick-taking: the winnings pile, in card notation ("3S", "10D"). */
  readonly cards?: readonly string[];
  /** Trick-taking: the target card(s). */
  readonly target?: readonly string[];
  /** Trick-taking with a contract: the winning bid's number and the tricks the bid winner's side took. */
  readonly contract?: { readonly bid: number; readonly tricks: number };
  /** Drafting: each batch's cards in the order placed, as attribute objects. */
  readonly batches?: Readonly<Record<string, readonly AttrCardObject[]>>;
}

/** Where a value of a derivation is stated: a file, a line and what the line says there. */
export interface RuleSource {
  readonly file: string;
  readonly line: number;
  /** The rule as written (without its comment): `group of 2 = value`, `A: 15`. */
  readonly text: string;
}

/** One step of a derivation. */
export interface Step {
  /** What is scored: "three Jacks", "Unlucky". */
  readonly title: string;
  /** The cards it covers, in words. */
  readonly cards: readonly string[];
  /** The derivation from the ruleset's own expression: "2 × 10 = 20". */
  readonly text: string;
  /** Points, or null for a step that scores nothing by itself (singles). */
  readonly points: number | null;
  /** The rules the points come from, with their lines (none for a step no rule scores). */
  readonly from?: readonly RuleSource[];
}

/**
 * Where a step's points come from, in words: "from line 12: `pair: 15`", naming the file when it
 * is not `entry` (a shipped file the rules extend): "from line 46 of apples.rules: `A: 15`".
 */
export function fromLines(sources: readonly RuleSource[], entry?: string, words: DerivationWords = ENGLISH_DERIVATION): string {
  if (sources.length === 0) return '';
  return words.from(sources.map((s) => ({ line: s.line, file: entry !== undefined && s.file !== entry ? s.file : null, text: s.text })));
}

/** The words a derivation's steps are printed with (`derivationLines`), in one language. */
export interface DerivationWords {
  /** Where the points come from: "from line 12: `pair: 15` and line 46 of apples.rules: `A: 15`" (`file` null: the rules' own file). */
  from(sources: readonly { readonly line: number; readonly file: string | null; readonly text: string }[]): string;
  /** A placing rule the position breaks. */
  breaks(rule: string): string;
  /** The closing line, around the sum of the steps: "Total: 6 + 20 = 26". */
  total(sum: string): string;
}

/** The command line's English, as it has always printed derivations. */
export const ENGLISH_DERIVATION: DerivationWords = {
  from: (sources) => `from ${sources.map((s) => `line ${s.line}${s.file === null ? '' : ` of ${s.file}`}: \`${s.text}\``).join(' and ')}`,
  breaks: (rule) => `breaks a placing rule: ${rule}`,
  total: (sum) => `Total: ${sum}`,
};

/**
 * How a host asks for a derivation in a language other than English: the language, its card words,
 * every family's phrasebook in it (a language file's `phrasebooks`, by the family's folder), and
 * how to set a piece of the ruleset's notation (plain by default; a page marks it as code). A
 * ruleset that does not speak the language is explained in English, whole.
 */
export interface PositionSpeech {
  readonly language: LanguageTag;
  readonly words: Words;
  readonly phrasebooks: Readonly<Record<string, (words: Words) => unknown>>;
  readonly code?: (notation: string) => string;
}

/** A position scored under one ruleset. */
export interface Derivation {
  readonly ruleset: string;
  readonly steps: readonly Step[];
  readonly total: number;
  /** Placing rules the position breaks, in the ruleset's words. */
  readonly broken: readonly string[];
  /** Why the position cannot be scored under this ruleset (cards its deck lacks...), or null. */
  readonly error: string | null;
}

/** The derivation text with "= N" added when the explanation does not already end with it. */
export function withResult(text: string, points: number, so?: (because: string, result: string) => string): string {
  const trimmed = text.trim();
  const value = String(points);
  // "… = 20" and "…, so 0" (in the derivation's language) already end with the points.
  if (trimmed === value || trimmed.endsWith(`= ${value}`) || trimmed.endsWith(`so ${value}`)) return trimmed;
  if (so && trimmed.endsWith(so('', value).trim())) return trimmed;
  return `${trimmed} = ${value}`;
}

/** The total as a sum of the steps' points: "−15 + 5 + 20 + 15 = 25". */
export function totalText(points: readonly number[], total: number): string {
  if (points.length === 0) return `${total}`;
  if (points.length === 1) return `${total}`;
  return `${points.map((p, i) => (i === 0 ? String(p) : p < 0 ? `− ${-p}` : `+ ${p}`)).join(' ')} = ${total}`;
}

/**
 * A derivation as lines of text, as `pomona score --explain` prints it: each step with its
 * points and the rules they come from, then the total.
 */
export function derivationLines(d: Derivation, entry?: string, words: DerivationWords = ENGLISH_DERIVATION): string[] {
  if (d.error) return [d.error];
  const lines: string[] = [];
  for (const step of d.steps) {
    // Cards named by their attributes ("red, sweetness 1, height 2") are told apart with semicolons.
    const separator = step.cards.some((card) => card.includes(', ')) ? '; ' : ', ';
    lines.push(`${step.title}: ${step.text}${step.cards.length ? ` (${step.cards.join(separator)})` : ''}`);
    const from = fromLines(step.from ?? [], entry, words);
    if (from) lines.push(`  ${from}`);
  }
  for (const broken of d.broken) lines.push(words.breaks(broken));
  lines.push(words.total(totalSum(d)));
  return lines;
}

/** A derivation's total as the sum of its steps' points: "−15 + 5 + 20 + 15 = 25". */
export function totalSum(d: Derivation): string {
  return totalText(
    d.steps.flatMap((s) => (s.points === null ? [] : [s.points])),
    d.total,
  );
}

/** The closing line of a derivation: "Total: −15 + 5 + 20 + 15 = 25". */
export function totalLine(d: Derivation): string {
  return ENGLISH_DERIVATION.total(totalSum(d));
}
