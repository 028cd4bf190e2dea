/**
 * Batch scores with their derivation, for score sheets and the layout scorer. The derivation is
 * the compiled score expression's own `explain`; when a batch's points depend on the other
 * batches (the Special Colour Tree), a note says how many points the other cards cost and which.
 * The engine explains in English; a table in another language passes an `ExplainSpeech`.
 */
import type { AttrCard } from '../../../core/rules/ruleset.js';
import { itemAt } from '../../../core/cards/checked.js';
import type { Explained } from '../../../core/rules/expression-types.js';
import type { ExplainWords } from '../../../core/rules/explain-words.js';
import { asWritten, cardName, type AttributeNaming } from '../../../core/cards/attribute-value.js';
import type { ScoreSheet } from '../../../core/game/game.js';
import { batchScore, type DraftingTable } from './table.js';
import { cardsIn } from './reads.js';
import type { DraftingState } from './types.js';

/** A card of another batch that changes a batch's points, named. */
export interface Culprit {
  readonly card: string;
  readonly batch: string;
}

/** How a derivation is said in a language other than the engine's English. */
export interface ExplainSpeech {
  /** The words between the ruleset's notation. */
  readonly say: ExplainWords;
  /** Attribute and value names, for the cards a note names. */
  readonly naming: AttributeNaming;
  /** A batch's name. */
  batch(name: string): string;
  /** The note on points the cards of other batches cost or give: "20 points lost because of …". */
  scoreChange(points: number, lost: boolean, culprits: readonly Culprit[]): string;
}

/** The engine's English note: "20 points lost because of red, sweetness 4, height 3 in Unlucky". */
function englishScoreChange(points: number, lost: boolean, culprits: readonly Culprit[]): string {
  const what = culprits.length ? culprits.map((c) => `${c.card} in ${c.batch}`).join('; ') : 'the cards in other batches';
  return `${points} point${points === 1 ? '' : 's'} ${lost ? 'lost because of' : 'gained from'} ${what}`;
}

/** How the cards of other batches change batch `b`'s points, or '' when they do not. */
function crossBatchNote(
  table: DraftingTable,
  orchard: readonly (readonly AttrCard[])[],
  b: number,
  value: number,
  speech: ExplainSpeech | undefined,
): string {
  const alone = batchScore(
    table,
    orchard.map((cards, i) => (i === b ? cards : [])),
    b,
  );
  if (alone === value) return '';
  const culprits: Culprit[] = [];
  orchard.forEach((cards, o) => {
    if (o === b) return;
    cards.forEach((card, i) => {
      const without = orchard.map((other, k) => (k === o ? other.filter((_, j) => j !== i) : other));
      if (batchScore(table, without, b) !== value) {
        const batch = itemAt(table.batches, o).name;
        culprits.push({
          card: cardName(table.ruleset.deck, card, speech?.naming ?? asWritten),
          batch: speech ? speech.batch(batch) : batch,
        });
      }
    });
  });
  return (speech?.scoreChange ?? englishScoreChange)(Math.abs(alone - value), alone > value, culprits);
}

/** The points of batch `b` with their derivation, computed by the same compiled expression (said by `speech`, English without). */
export function explainBatch(
  table: DraftingTable,
  orchard: readonly (readonly AttrCard[])[],
  b: number,
  speech?: ExplainSpeech,
): Explained<number> {
  const ctx = table.scratch;
  ctx.cards = itemAt(orchard, b);
  ctx.card = null;
  ctx.batches = orchard;
  ctx.batchIndex = b;
  const score = itemAt(table.batches, b).score;
  const explained = score.explain(ctx, speech?.say);
  // `+ 0` turns a negated zero ("-count" of an empty batch) into a plain 0.
  const value = explained.value + 0;
  const note = crossBatchNote(table, orchard, b, value, speech);
  // An empty batch that scores nothing says so: its rule worked out on no cards ("triangle[0] = 0",
  // "0 × (0 − 1) = 0") tells a player nothing.
  if (ctx.cards.length === 0 && value === 0 && !note) return { value, text: speech?.say.noCards ?? 'no cards' };
  return { value, text: note ? `${explained.text} — ${note}` : explained.text };
}

/** Score sheets by seat: one line per batch, with the ruleset's own derivation (said by `speech`, English without). */
export function explainScores(state: DraftingState, speech?: ExplainSpeech): ScoreSheet[] {
  const table = state.table;
  const sheets: ScoreSheet[] = [];
  for (let p = 0; p < state.players; p++) {
    const orchard = cardsIn(state.orchards, p);
    const lines = table.batches.map((batch, b) => {
      const explained = explainBatch(table, orchard, b, speech);
      return { label: batch.name, points: explained.value, explanation: explained.text };
    });
    sheets.push({ player: p, total: lines.reduce((sum, line) => sum + line.points, 0), lines });
  }
  return sheets;
}
