/**
 * The drafting engine's showing part: a game set up, who acts, the phase, a seat's view, the
 * result and the log, without the modules that apply placements or ask the batches' rules. A
 * table's first paint needs only this; `draftingEngine` (engine.ts) is this and the rest.
 */
import type { DraftingRuleset } from '../ruleset.js';
import { resolveOptions } from '../../../core/rules/options.js';
import type { CreateResult, GameResult, GameSetup, ShowingEngine, ToAct } from '../../../core/game/game.js';
import { refuseShared } from '../../../core/game/refusals.js';
import { initialState, viewOf } from './state.js';
import { tableFor } from './table.js';
import { missing } from './reads.js';
import type { DraftingAction, DraftingEvent, DraftingState, DraftingView } from './types.js';

/** Start a game: check the setup against the ruleset and prepare its tables. */
export function createDraftGame(ruleset: DraftingRuleset, setup: GameSetup): CreateResult<DraftingState> {
  const { players, seed } = setup;
  if (!Number.isInteger(players) || players < ruleset.players.min || players > ruleset.players.max) {
    return {
      ok: false,
      error: refuseShared(
        'bad-setup',
        `${ruleset.name} is for ${ruleset.players.min} to ${ruleset.players.max} players, not ${String(players)}.`,
      ),
    };
  }
  if (typeof seed !== 'number' && typeof seed !== 'string') {
    return { ok: false, error: refuseShared('bad-setup', 'The seed must be a number or a text.') };
  }
  const resolved = resolveOptions(ruleset, setup.options ?? {});
  if (!resolved.ok) return { ok: false, error: refuseShared('bad-option', resolved.message) };
  const table = tableFor(ruleset, players, resolved.options);
  if (!Number.isInteger(table.centrePerPlayer) || table.centrePerPlayer < 1) {
    return {
      ok: false,
      error: refuseShared(
        'bad-setup',
        `The centre must turn up at least one card per player; the ruleset gives ${table.centrePerPlayer} for ${players} players.`,
      ),
    };
  }
  const needed = players * ruleset.cardsEach;
  if (ruleset.deck.cards.length < needed) {
    return {
      ok: false,
      error: refuseShared(
        'bad-setup',
        `${players} players need ${needed} cards (${ruleset.cardsEach} each) but the deck holds ${ruleset.deck.cards.length}.`,
      ),
    };
  }
  return { ok: true, state: initialState(table, ruleset.name, seed) };
}

/** Final scores and winners (every seat with the highest total), once the game is over. */
export function draftResult(state: DraftingState): GameResult | null {
  return state.outcome;
}

/**
 * `toAct`'s answers, shared by every call (the contract allows it): self-play asks before every
 * action, and made afresh `simulate` measured 0.73x of 1384a5d rather than 0.76x (bench/drafting-compare.ts).
 */
const OVER: ToAct = Object.freeze({ kind: 'over' });
const CHANCE: ToAct = Object.freeze({ kind: 'chance' });

/** The drafting engine as a table shows a game (see the module's comment). */
export const draftingShowingEngine: ShowingEngine<DraftingRuleset, DraftingState, DraftingAction, DraftingView, DraftingEvent> = {
  family: 'drafting',
  create: createDraftGame,
  toAct(state: DraftingState): ToAct {
    if (state.phase === 'over') return OVER;
    if (state.phase === 'place') return state.table.toAct[state.turn] ?? missing('seat', state.turn);
    return CHANCE;
  },
  phase(state: DraftingState): string {
    return state.phase;
  },
  view: viewOf,
  result: draftResult,
  log(state: DraftingState): readonly DraftingAction[] {
    return state.log;
  },
};
