/**
 * The score explainer's positions: scored by the ruleset's family (its descriptor's
 * `explainPosition`), and read and checked from a link.
 */
import '../../src/families/index.js';
import type { AttrCardObject } from '../../src/core/cards/attribute-card.js';
import type { Derivation, Position, PositionSpeech } from '../../src/core/rules/derivation.js';
import type { Ruleset } from '../../src/core/rules/ruleset.js';
import { familyDescriptor } from '../../src/core/registry.js';
import { isIndex, isRecord } from '../../src/core/untrusted.js';

export { totalLine, type Derivation, type Position, type Step } from '../../src/core/rules/derivation.js';

/** Score a position under a ruleset, step by step (in `speech`'s language when the family and the rules speak it). */
export function explainPosition(ruleset: Ruleset, position: Position, speech?: PositionSpeech): Derivation {
  const family = familyDescriptor(ruleset.family);
  if (family?.explainPosition) return family.explainPosition(ruleset, position, speech);
  return { ruleset: ruleset.name, steps: [], total: 0, broken: [], error: `${ruleset.name} is not scored from cards` };
}

/** Read a position from untrusted JSON (a link); null when it is not one. */
export function readPosition(value: unknown): Position | null {
  if (!isRecord(value)) return null;
  const v = value;
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
    const c = v.contract;
    const small = (x: unknown): x is number => isIndex(x, 1001);
    if (!isRecord(c) || !small(c['bid']) || !small(c['tricks'])) return null;
    out.contract = { bid: c['bid'], tricks: c['tricks'] };
  }
  if (v.batches !== undefined) {
    if (!isRecord(v.batches)) return null;
    const batches: Record<string, AttrCardObject[]> = {};
    for (const [name, list] of Object.entries(v.batches)) {
      if (!Array.isArray(list) || list.length > 200) return null;
      const cards: AttrCardObject[] = [];
      for (const c of list) {
        if (!isRecord(c)) return null;
        const entries = Object.entries(c);
        if (!entries.every(([, x]) => typeof x === 'string' || typeof x === 'number')) return null;
        cards.push(Object.fromEntries(entries) as AttrCardObject);
      }
      batches[name] = cards;
    }
    out.batches = batches;
  }
  return out;
}
