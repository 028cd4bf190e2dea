/**
 * A score's derivation as steps, for `<score-explainer>`: the position is scored by the engines'
 * own explain functions (the trick-taking `explainScore`, the drafting `scoreLayout` and
 * `explainBatch`), never by a second implementation; this module only lays their output out as
 * steps a class can follow, and reads and checks a position.
 */
import { PlayingCards } from '../../src/core/cards/playing.js';
import { cardFromObject, cardName, type AttrCardObject } from '../../src/core/cards/attribute-card.js';
import { compileTables, explainContract, explainScore } from '../../src/families/trick/engine/index.js';
import { scoreLayout } from '../../src/families/drafting/engine/layout.js';
import { resolveOptions } from '../../src/core/rules/options.js';
import type { Ruleset } from '../../src/core/rules/ruleset.js';
import type { DraftRuleset } from '../../src/families/drafting/ruleset.js';
import type { TrickRuleset } from '../../src/families/trick/ruleset.js';

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
function withResult(text: string, points: number): string {
  const trimmed = text.trim();
  const value = String(points);
  // "… = 20" and "…, so 0" already end with the points.
  if (trimmed === value || trimmed.endsWith(`= ${value}`) || trimmed.endsWith(`so ${value}`)) return trimmed;
  return `${trimmed} = ${value}`;
}

/** The total as a sum of the steps' points: "−15 + 5 + 20 + 15 = 25". */
function totalText(points: readonly number[], total: number): string {
  if (points.length === 0) return `${total}`;
  if (points.length === 1) return `${total}`;
  return `${points.map((p, i) => (i === 0 ? String(p) : p < 0 ? `− ${-p}` : `+ ${p}`)).join(' ')} = ${total}`;
}

function explainTrick(ruleset: TrickRuleset, position: Position): Derivation {
  const cards = new PlayingCards(ruleset.deck);
  const fail = (error: string): Derivation => ({ ruleset: ruleset.name, steps: [], total: 0, broken: [], error });
  const won = cards.parseList((position.cards ?? []).join(' '));
  if (!won.ok) return fail(won.message);
  const target = cards.parseList((position.target ?? []).join(' '));
  if (!target.ok) return fail(target.message);
  const resolved = resolveOptions(ruleset, {});
  if (!resolved.ok) return fail(resolved.message);
  const tables = compileTables(ruleset, resolved.options, ruleset.players.min);
  const breakdown = explainScore(tables, won.cards, target.cards);
  const steps: Step[] = breakdown.groups.map((g) => ({
    title: g.label,
    cards: g.cards.map((c) => cards.name(cards.parse(c) as number)),
    text: withResult(g.explanation, g.points),
    points: g.points,
  }));
  if (breakdown.unscored.length) {
    steps.push({
      title: 'no group',
      cards: breakdown.unscored.map((c) => cards.name(cards.parse(c) as number)),
      text: 'these cards are in no scoring group, so they score nothing',
      points: null,
    });
  }
  // The contract, when the position gives one and the rules score it: the engine's own line.
  const contract = position.contract
    ? explainContract(tables, position.contract.bid, -1, position.contract.tricks, "the bid winner's side")
    : null;
  if (contract)
    steps.push({ title: contract.label, cards: [], text: withResult(contract.explanation, contract.points), points: contract.points });
  return { ruleset: ruleset.name, steps, total: breakdown.total + (contract?.points ?? 0), broken: [], error: null };
}

function explainDrafting(ruleset: DraftRuleset, position: Position): Derivation {
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
  const steps: Step[] = [];
  for (const b of scored.report.batches) {
    const batchCards = present[b.batch] ?? [];
    if (batchCards.length === 0 && b.points === 0) continue;
    const names = batchCards.map((c) => {
      const parsed = cardFromObject(ruleset.deck, c);
      return parsed.ok ? cardName(ruleset.deck, parsed.card) : JSON.stringify(c);
    });
    steps.push({ title: b.batch, cards: names, text: withResult(b.explanation, b.points), points: b.points });
  }
  const broken = scored.report.violations.map((v) => {
    const parsed = cardFromObject(ruleset.deck, JSON.parse(v.card) as unknown);
    const card = parsed.ok ? cardName(ruleset.deck, parsed.card) : v.card;
    return `${v.batch}, card ${v.position} (${card}) breaks the rule: ${v.message}`;
  });
  return { ruleset: ruleset.name, steps, total: scored.report.total, broken, error: null };
}

/** Score a position under a ruleset, step by step. */
export function explainPosition(ruleset: Ruleset, position: Position): Derivation {
  if (ruleset.family === 'trick-taking') return explainTrick(ruleset, position);
  if (ruleset.family === 'drafting') return explainDrafting(ruleset, position);
  return {
    ruleset: ruleset.name,
    steps: [],
    total: 0,
    broken: [],
    error: `${ruleset.name} is a judging game: its rounds are won by a judge's choice, not scored from cards`,
  };
}

/** The closing line of a derivation: "Total: −15 + 5 + 20 + 15 = 25". */
export function totalLine(d: Derivation): string {
  return `Total: ${totalText(
    d.steps.flatMap((s) => (s.points === null ? [] : [s.points])),
    d.total,
  )}`;
}

/** Read a position from untrusted JSON (a link); null when it is not one. */
export function readPosition(value: unknown): Position | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  const strings = (x: unknown): x is string[] => Array.isArray(x) && x.every((s) => typeof s === 'string' && s.length < 8);
  const out: {
    cards?: string[];
    target?: string[];
    contract?: { bid: number; tricks: number };
    batches?: Record<string, AttrCardObject[]>;
  } = {};
  if (v.cards !== undefined) {
    if (!strings(v.cards) || v.cards.length > 200) return null;
    out.cards = v.cards;
  }
  if (v.target !== undefined) {
    if (!strings(v.target) || v.target.length > 4) return null;
    out.target = v.target;
  }
  if (v.contract !== undefined) {
    const c = v.contract as Record<string, unknown> | null;
    const small = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= 1000;
    if (typeof c !== 'object' || c === null || !small(c['bid']) || !small(c['tricks'])) return null;
    out.contract = { bid: c['bid'], tricks: c['tricks'] };
  }
  if (v.batches !== undefined) {
    if (typeof v.batches !== 'object' || v.batches === null || Array.isArray(v.batches)) return null;
    const batches: Record<string, AttrCardObject[]> = {};
    for (const [name, list] of Object.entries(v.batches as Record<string, unknown>)) {
      if (!Array.isArray(list) || list.length > 200) return null;
      const cards: AttrCardObject[] = [];
      for (const c of list) {
        if (typeof c !== 'object' || c === null || Array.isArray(c)) return null;
        const entries = Object.entries(c as Record<string, unknown>);
        if (!entries.every(([, x]) => typeof x === 'string' || typeof x === 'number')) return null;
        cards.push(Object.fromEntries(entries) as AttrCardObject);
      }
      batches[name] = cards;
    }
    out.batches = batches;
  }
  return out;
}
