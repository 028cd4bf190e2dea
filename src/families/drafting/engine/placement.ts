/**
 * Placing a card: the frozen place actions that legal-action lists share, whether a batch takes a
 * card (the fast test of the legal-move loop, and the checked one with its reason) and the
 * refusal in the ruleset's own words. What applies and lists moves needs these; showing a game
 * does not, so they are not in a table's first paint.
 */
import type { AttrCard } from '../../../core/rules/ruleset.js';
import { itemAt } from '../../../core/cards/checked.js';
import type { PlaceAction } from './types.js';
import { batchAt, cardsIn, missing } from './reads.js';
import type { DraftingTable, Refusal } from './table.js';

/** The one frozen action placing `card` into `player`'s batch `batch` (arguments already checked). */
export function placeAction(table: DraftingTable, player: number, card: number, batch: number): PlaceAction {
  const nb = table.batches.length;
  const first = (player * table.cards.length + card) * nb;
  if (table.placeActions[first] === undefined) placeActionsOf(table, player, card);
  const action = table.placeActions[first + batch];
  if (action === undefined) throw new RangeError(`internal error: no placement of card ${card} into batch ${batch}`);
  return action;
}

/** Make the frozen actions placing `card` into each of `player`'s batches (all of them at once: a legal list asks for several). */
export function placeActionsOf(table: DraftingTable, player: number, card: number): void {
  const nb = table.batches.length;
  const first = (player * table.cards.length + card) * nb;
  for (let batch = 0; batch < nb; batch++)
    table.placeActions[first + batch] = Object.freeze({ kind: 'place' as const, player, card, batch });
}

/**
 * May `card` go into batch `b` of the orchard `orchard` (one card array per batch)?
 * Returns null when it may, else why not. The card is pushed onto the batch for the check and
 * popped again, so the orchard is unchanged afterwards.
 */
export function checkPlacement(table: DraftingTable, orchard: AttrCard[][], b: number, card: AttrCard): Refusal | null {
  const batch = batchAt(table.batches, b);
  const cards = cardsIn(orchard, b);
  if (batch.capacity !== null && cards.length >= batch.capacity) return { kind: 'full', batch: b };
  const allow = batch.allow;
  if (allow.length === 0) return null;
  const ctx = table.scratch;
  cards.push(card);
  ctx.cards = cards;
  ctx.card = card;
  ctx.batches = orchard;
  ctx.batchIndex = b;
  let failed = -1;
  let r = 0;
  for (const rule of allow) {
    if (!rule.evaluate(ctx)) {
      failed = r;
      break;
    }
    r++;
  }
  cards.pop();
  return failed < 0 ? null : { kind: 'rule', batch: b, rule: failed };
}

/** Fast legality test used by the legal-move loop: true when `card` may go into batch `b`. */
export function mayPlace(table: DraftingTable, orchard: AttrCard[][], b: number, card: AttrCard): boolean {
  const batch = table.batches[b] ?? missing('batch', b);
  const cards = orchard[b] ?? missing('batch', b);
  if (batch.capacity !== null && cards.length >= batch.capacity) return false;
  const allow = batch.allow;
  if (allow.length === 0) return true;
  const ctx = table.scratch;
  cards.push(card);
  ctx.cards = cards;
  ctx.card = card;
  ctx.batches = orchard;
  ctx.batchIndex = b;
  let ok = true;
  for (const rule of allow) {
    if (!rule.evaluate(ctx)) {
      ok = false;
      break;
    }
  }
  cards.pop();
  return ok;
}

/** The sentence for a refusal, in the ruleset's own words. */
export function refusalMessage(table: DraftingTable, orchard: AttrCard[][], refusal: Refusal, card: AttrCard): string {
  const batch = batchAt(table.batches, refusal.batch);
  const about = batch.description ? `${batch.name}: ${batch.description}` : batch.name;
  if (refusal.kind === 'full') {
    const n = batch.capacity ?? 0;
    return `${about} (it holds at most ${n} card${n === 1 ? '' : 's'} and is full)`;
  }
  const cards = cardsIn(orchard, refusal.batch);
  const ctx = table.scratch;
  cards.push(card);
  ctx.cards = cards;
  ctx.card = card;
  ctx.batches = orchard;
  ctx.batchIndex = refusal.batch;
  const rule = itemAt(batch.allow, refusal.rule);
  let text: string;
  try {
    text = rule.explain(ctx).text;
  } finally {
    cards.pop();
  }
  return `${about} (${text})`;
}
