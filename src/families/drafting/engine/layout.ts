/**
 * Scoring a finished orchard written by hand: a layout maps batch names to the cards placed
 * there in order, each card an object of its attributes. Each batch is scored by the ruleset
 * with its explanation, and each placement is checked against the batch's rules.
 *
 * A layout does not say in which order cards went into different batches, so each card is
 * checked against the earlier cards of its own batch with the other batches still empty: the
 * most lenient order. (For Orchard's Special Colour Tree this is exact: the tree can always
 * have been planted first, and a later card of its colour elsewhere only costs its 20 points.)
 */
import type { AttrCard, OptionValues } from '../../../core/rules/ruleset.js';
import type { DraftingRuleset } from '../ruleset.js';
import { cardFromObject, cardIndex, cardName, formatCard } from '../../../core/cards/attribute-card.js';
import { itemAt } from '../../../core/cards/checked.js';
import { prepareTable } from './table.js';
import { checkPlacement, refusalMessage } from './placement.js';
import { explainBatch, type ExplainSpeech } from './explain.js';
import type { Said } from '../../../core/i18n/diagnostics.js';
import { draftingLayoutSays } from '../messages/layout.js';

/** One batch's points and derivation. */
export interface LayoutBatchScore {
  readonly batch: string;
  readonly points: number;
  readonly explanation: string;
}

/** A placement of the layout that the batch's rules refuse. */
export interface LayoutViolation {
  readonly batch: string;
  /** 1-based position of the card in its batch. */
  readonly position: number;
  /** The card, in layout notation. */
  readonly card: string;
  /** The card in words: "russet, sweetness 1, height 5". */
  readonly name: string;
  readonly code: 'batch-full' | 'placement-refused';
  /** The violated rule in the ruleset's words. */
  readonly message: string;
}

/** Why a layout cannot be scored, and where in it (batch name, then card index from 0). */
export interface LayoutProblem {
  readonly ok: false;
  readonly message: string;
  /** The same, to say in the reader's language. */
  readonly said: Said;
  readonly at: readonly (string | number)[];
}

/** The score report of a layout. */
export interface LayoutReport {
  readonly total: number;
  readonly batches: readonly LayoutBatchScore[];
  readonly violations: readonly LayoutViolation[];
}

const problem = (said: Said, at: readonly (string | number)[]): LayoutProblem => ({ ok: false, message: said.message, said, at });

/** Score a parsed layout; a malformed layout is refused with a readable message. */
export function scoreLayout(
  ruleset: DraftingRuleset,
  layout: unknown,
  options: OptionValues,
  players = ruleset.players.min,
  speech?: ExplainSpeech,
): { ok: true; report: LayoutReport } | LayoutProblem {
  if (typeof layout !== 'object' || layout === null || Array.isArray(layout)) {
    return problem(draftingLayoutSays('layout-not-object'), []);
  }
  const names = ruleset.batches.map((b) => b.name);
  const deck = ruleset.deck;
  const orchard: AttrCard[][] = names.map(() => []);
  const index = cardIndex(deck);
  const used = new Map<number, number>();
  for (const [name, cards] of Object.entries(layout as Record<string, unknown>)) {
    const b = names.indexOf(name);
    if (b < 0) return problem(draftingLayoutSays('layout-unknown-batch', { name, batches: names.map((n) => `"${n}"`).join(', ') }), [name]);
    if (!Array.isArray(cards)) return problem(draftingLayoutSays('layout-not-list', { name }), [name]);
    for (let i = 0; i < cards.length; i++) {
      const parsed = cardFromObject(deck, cards[i]);
      if (!parsed.ok) return problem(draftingLayoutSays('layout-card', { name, n: i + 1, problem: parsed.said }), [name, i]);
      const ids = index.idsOf(parsed.card);
      // The first copy of the card in the deck stands for all of them (none: the deck lacks it).
      const [first] = ids;
      const n = (first === undefined ? 0 : (used.get(first) ?? 0)) + 1;
      if (first === undefined || n > ids.length) {
        return problem(draftingLayoutSays('layout-too-often', { name, n: i + 1, card: cardName(deck, parsed.card), copies: ids.length }), [
          name,
          i,
        ]);
      }
      used.set(first, n);
      itemAt(orchard, b).push(itemAt(deck.cards, first));
    }
  }
  const table = prepareTable(ruleset, players, options);
  const violations: LayoutViolation[] = [];
  orchard.forEach((cards, b) => {
    const trial: AttrCard[][] = names.map(() => []);
    cards.forEach((card, i) => {
      const refusal = checkPlacement(table, trial, b, card);
      if (refusal) {
        violations.push({
          batch: itemAt(names, b),
          position: i + 1,
          card: formatCard(deck, card),
          name: cardName(deck, card, speech?.naming),
          code: refusal.kind === 'full' ? 'batch-full' : 'placement-refused',
          message: refusalMessage(table, trial, refusal, card),
        });
      }
      itemAt(trial, b).push(card);
    });
  });
  const batches = names.map((batch, b) => {
    const explained = explainBatch(table, orchard, b, speech);
    return { batch, points: explained.value, explanation: explained.text };
  });
  return { ok: true, report: { total: batches.reduce((sum, s) => sum + s.points, 0), batches, violations } };
}
