/**
 * What the drafting bots compute from a view: the prepared ruleset, the orchards as attribute
 * cards, the cards not yet seen, and the score gain of a placement (all batches rescored, so
 * cross-batch rules such as the Special Colour Tree count).
 */
import type { AttrCard } from '../../../core/rules/ruleset.js';
import type { DraftingRuleset } from '../ruleset.js';
import { batchScore, prepareTable, type DraftingTable } from '../engine/table.js';
import { mayPlace } from '../engine/placement.js';
import type { DraftingView } from '../engine/types.js';
import { itemAt } from '../../../core/cards/checked.js';

/** Prepares the ruleset once per table shape and reuses it across decisions. */
export class TableCache {
  private table: DraftingTable | null = null;

  constructor(private readonly ruleset: DraftingRuleset) {}

  /** The prepared table for this view's player count and options. */
  forView(view: DraftingView): DraftingTable {
    const t = this.table;
    if (t && t.players === view.players && t.options === view.options) return t;
    const fresh = prepareTable(this.ruleset, view.players, view.options);
    this.table = fresh;
    return fresh;
  }
}

/** One player's batches as attribute cards (fresh arrays the caller may change). */
export function orchardOf(table: DraftingTable, batches: readonly (readonly number[])[]): AttrCard[][] {
  return batches.map((ids) => ids.map((id) => itemAt(table.cards, id)));
}

/** Card ids nobody has seen yet: not in any orchard and not in the centre. */
export function unseenCards(table: DraftingTable, view: DraftingView): number[] {
  const seen = new Uint8Array(table.cards.length);
  for (const id of view.centre) seen[id] = 1;
  for (const orchard of view.batches) for (const ids of orchard) for (const id of ids) seen[id] = 1;
  const out: number[] = [];
  for (let id = 0; id < seen.length; id++) if (!seen[id]) out.push(id);
  return out;
}

/** Each batch's current points, into `out`. */
export function batchScores(table: DraftingTable, orchard: AttrCard[][], out: number[]): number[] {
  out.length = 0;
  for (let b = 0; b < table.batches.length; b++) out.push(batchScore(table, orchard, b));
  return out;
}

/**
 * How many points the orchard gains if `card` goes into batch `b` (legality not checked).
 * `before` holds the current batch scores; every batch is rescored with the card in place.
 */
export function placementGain(table: DraftingTable, orchard: AttrCard[][], before: readonly number[], b: number, card: AttrCard): number {
  const cards = itemAt(orchard, b);
  cards.push(card);
  let gain = 0;
  for (const [i, points] of before.entries()) gain += batchScore(table, orchard, i) - points;
  cards.pop();
  return gain;
}

/** How many of `cards` could still go into batch `b` after `card` is placed there. */
export function openness(table: DraftingTable, orchard: AttrCard[][], b: number, card: AttrCard, cards: readonly number[]): number {
  const target = itemAt(orchard, b);
  target.push(card);
  let open = 0;
  for (const id of cards) if (mayPlace(table, orchard, b, itemAt(table.cards, id))) open++;
  target.pop();
  return open;
}

/**
 * Batches whose score reads other batches: in the rules language only `elsewhere` does, so a
 * score expression without that word depends on its own cards alone.
 */
export function linkedBatches(table: DraftingTable): number[] {
  const out: number[] = [];
  table.batches.forEach((batch, b) => {
    if (/\belsewhere\b/.test(batch.score.source)) out.push(b);
  });
  return out;
}
