/**
 * The greedy Orchard player: the placement with the best immediate score gain; among equal
 * gains, the one that keeps its batch open to the most cards not yet placed.
 */
import type { AttrCard } from '../../../core/rules/ruleset.js';
import type { DraftingRuleset } from '../ruleset.js';
import type { Bot } from '../../../core/game/game.js';
import type { DraftingTable } from '../engine/table.js';
import type { DraftingAction, DraftingView, PlaceAction } from '../engine/types.js';
import { batchScores, openness, orchardOf, placementGain, TableCache, unseenCards } from './model.js';
import { itemAt } from '../../../core/cards/checked.js';

/** The placements among `legal` with the best immediate gain for `orchard`. */
export function bestGains(
  table: DraftingTable,
  orchard: AttrCard[][],
  legal: readonly PlaceAction[],
): { best: PlaceAction[]; gain: number } {
  const before = batchScores(table, orchard, []);
  let gain = -Infinity;
  let best: PlaceAction[] = [];
  for (const action of legal) {
    const g = placementGain(table, orchard, before, action.batch, itemAt(table.cards, action.card));
    if (g > gain) {
      gain = g;
      best = [action];
    } else if (g === gain) best.push(action);
  }
  return { best, gain };
}

/** Greedy choice for one orchard: best gain, ties broken by openness towards `open` cards. */
export function greedyChoice(
  table: DraftingTable,
  orchard: AttrCard[][],
  legal: readonly PlaceAction[],
  open: readonly number[],
): PlaceAction {
  const { best } = bestGains(table, orchard, legal);
  let choice = itemAt(best, 0);
  if (best.length === 1) return choice;
  let most = -1;
  for (const action of best) {
    const n = openness(table, orchard, action.batch, itemAt(table.cards, action.card), open);
    if (n > most) {
      most = n;
      choice = action;
    }
  }
  return choice;
}

/** A bot that takes the best immediate gain and keeps options open. */
export function createGreedyDraftBot(ruleset: DraftingRuleset): Bot<DraftingView, DraftingAction> {
  const tables = new TableCache(ruleset);
  return {
    name: 'greedy',
    decide(view: DraftingView, legal: readonly DraftingAction[]): DraftingAction {
      const places = legal.filter((a): a is PlaceAction => a.kind === 'place');
      if (places.length === 0) return itemAt(legal, 0);
      const table = tables.forView(view);
      const orchard = orchardOf(table, itemAt(view.batches, view.player));
      const open = unseenCards(table, view);
      return greedyChoice(table, orchard, places, open);
    },
  };
}
