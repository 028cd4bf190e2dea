/**
 * Batch scores with their derivation, for score sheets and the layout scorer. The derivation is
 * the compiled score expression's own `explain`; when a batch's points depend on the other
 * batches (the Special Colour Tree), a note says how many points the other cards cost and which.
 */
import type { AttrCard } from '../../../core/rules/ruleset.js';
import { itemAt } from '../../../core/cards/checked.js';
import type { Explained } from '../../../core/rules/expression-types.js';
import { cardName } from '../../../core/cards/attribute-value.js';
import type { ScoreSheet } from '../../../core/game/game.js';
import { batchScore, type DraftingTable } from './table.js';
import { cardsIn } from './reads.js';
import type { DraftingState } from './types.js';

/** How the cards of other batches change batch `b`'s points, or '' when they do not. */
function crossBatchNote(table: DraftingTable, orchard: readonly (readonly AttrCard[])[], b: number, value: number): string {
  const alone = batchScore(
    table,
    orchard.map((cards, i) => (i === b ? cards : [])),
    b,
  );
  if (alone === value) return '';
  const culprits: string[] = [];
  orchard.forEach((cards, o) => {
    if (o === b) return;
    cards.forEach((card, i) => {
      const without = orchard.map((other, k) => (k === o ? other.filter((_, j) => j !== i) : other));
      if (batchScore(table, without, b) !== value)
        culprits.push(`${cardName(table.ruleset.deck, card)} in ${itemAt(table.batches, o).name}`);
    });
  });
  const what = culprits.length ? culprits.join('; ') : 'the cards in other batches';
  const change = Math.abs(alone - value);
  return alone > value
    ? `${change} point${change === 1 ? '' : 's'} lost because of ${what}`
    : `${change} point${change === 1 ? '' : 's'} gained from ${what}`;
}

/** The points of batch `b` with their derivation, computed by the same compiled expression. */
export function explainBatch(table: DraftingTable, orchard: readonly (readonly AttrCard[])[], b: number): Explained<number> {
  const ctx = table.scratch;
  ctx.cards = itemAt(orchard, b);
  ctx.card = null;
  ctx.batches = orchard;
  ctx.batchIndex = b;
  const explained = itemAt(table.batches, b).score.explain(ctx);
  // `+ 0` turns a negated zero ("-count" of an empty batch) into a plain 0.
  const value = explained.value + 0;
  const note = crossBatchNote(table, orchard, b, value);
  return { value, text: note ? `${explained.text} — ${note}` : explained.text };
}

/** Score sheets by seat: one line per batch, with the ruleset's own derivation. */
export function explainScores(state: DraftingState): ScoreSheet[] {
  const table = state.table;
  const sheets: ScoreSheet[] = [];
  for (let p = 0; p < state.players; p++) {
    const orchard = cardsIn(state.orchards, p);
    const lines = table.batches.map((batch, b) => {
      const explained = explainBatch(table, orchard, b);
      return { label: batch.name, points: explained.value, explanation: explained.text };
    });
    sheets.push({ player: p, total: lines.reduce((sum, line) => sum + line.points, 0), lines });
  }
  return sheets;
}
