/**
 * The drafting family's engine (Orchard): a GameEngine that interprets the batches of a
 * DraftRuleset. Placement rules and scores are the ruleset's compiled expressions.
 */
import type { AttrCard, DraftRuleset } from '../../rules/ruleset.js';
import type { Random } from '../../cards/random.js';
import { resolveOptions } from '../../rules/options.js';
import { applyToCopy } from '../game.js';
import type { CreateResult, GameEngine, GameResult, GameSetup, ScoreSheet, ToAct } from '../game.js';
import { applyAction, nextChance } from './apply.js';
import { cloneState, initialState, scoresOf, viewOf } from './state.js';
import { mayPlace, prepareTable } from './table.js';
import { explainBatch } from './explain.js';
import { drawBelow } from './chance.js';
import type { DraftAction, DraftState, DraftView, PlaceAction } from './types.js';

/** Start a game: check the setup against the ruleset and prepare its tables. */
export function createDraftGame(ruleset: DraftRuleset, setup: GameSetup): CreateResult<DraftState> {
  const { players, seed } = setup;
  if (!Number.isInteger(players) || players < ruleset.players.min || players > ruleset.players.max) {
    return { ok: false, error: { code: 'bad-player-count', message: `${ruleset.name} is for ${ruleset.players.min} to ${ruleset.players.max} players, not ${players}.` } };
  }
  if (typeof seed !== 'number' && typeof seed !== 'string') {
    return { ok: false, error: { code: 'bad-seed', message: 'The seed must be a number or a text.' } };
  }
  const resolved = resolveOptions(ruleset, setup.options ?? {});
  if (!resolved.ok) return { ok: false, error: { code: 'bad-option', message: resolved.message } };
  const table = prepareTable(ruleset, players, resolved.options);
  if (!Number.isInteger(table.centrePerPlayer) || table.centrePerPlayer < 1) {
    return { ok: false, error: { code: 'bad-setup', message: `The centre must turn up at least one card per player; the ruleset gives ${table.centrePerPlayer} for ${players} players.` } };
  }
  const needed = players * ruleset.cardsEach;
  if (ruleset.deck.cards.length < needed) {
    return { ok: false, error: { code: 'bad-setup', message: `${players} players need ${needed} cards (${ruleset.cardsEach} each) but the deck holds ${ruleset.deck.cards.length}.` } };
  }
  return { ok: true, state: initialState(table, ruleset.name, seed) };
}

/** Every legal placement for `player`, appended to `out` (cleared first); returns `out`. */
export function legalPlacements(state: DraftState, player: number, out: PlaceAction[] = []): PlaceAction[] {
  out.length = 0;
  if (state.stage !== 'place' || player !== state.turn) return out;
  const table = state.table;
  const orchard = state.orchards[player] as AttrCard[][];
  const centre = state.centre;
  const nb = table.batches.length;
  for (let i = 0; i < centre.length; i++) {
    const id = centre[i] as number;
    const card = table.cards[id] as AttrCard;
    for (let b = 0; b < nb; b++) {
      if (mayPlace(table, orchard, b, card)) out.push({ kind: 'place', player, card: id, batch: b });
    }
  }
  return out;
}

/**
 * A uniformly random legal placement for the player to act, found by rejection sampling over
 * the (card, batch) pairs: usually one or two checks instead of listing them all. Used by fast
 * random self-play and rollouts; it falls back to listing when most pairs are refused.
 */
export function randomPlacement(state: DraftState, rng: Random): PlaceAction | null {
  if (state.stage !== 'place') return null;
  const table = state.table;
  const orchard = state.orchards[state.turn] as AttrCard[][];
  const centre = state.centre;
  const nb = table.batches.length;
  const pairs = centre.length * nb;
  for (let attempt = 0; attempt < 2 * nb; attempt++) {
    const k = drawBelow(rng, pairs);
    const id = centre[(k / nb) | 0] as number;
    const b = k % nb;
    if (mayPlace(table, orchard, b, table.cards[id] as AttrCard)) return { kind: 'place', player: state.turn, card: id, batch: b };
  }
  const legal = legalPlacements(state, state.turn);
  return legal.length ? rng.pick(legal) : null;
}

/** Score sheets by seat: one line per batch, with the ruleset's own derivation. */
export function explainScores(state: DraftState): ScoreSheet[] {
  const table = state.table;
  const sheets: ScoreSheet[] = [];
  for (let p = 0; p < state.players; p++) {
    const orchard = state.orchards[p] as AttrCard[][];
    const lines = table.batches.map((batch, b) => {
      const explained = explainBatch(table, orchard, b);
      return { label: batch.name, points: explained.value, explanation: explained.text };
    });
    sheets.push({ player: p, total: lines.reduce((sum, line) => sum + line.points, 0), lines });
  }
  return sheets;
}

/** Final scores and winners (every seat with the highest total), once the game is over. */
export function draftResult(state: DraftState): GameResult | null {
  if (state.stage !== 'over') return null;
  const scores = scoresOf(state);
  const best = Math.max(...scores);
  return { scores, winners: scores.flatMap((s, p) => (s === best ? [p] : [])) };
}

/** The drafting engine. */
export const draftingEngine: GameEngine<DraftRuleset, DraftState, DraftAction, DraftView> = {
  family: 'drafting',
  create: createDraftGame,
  toAct(state: DraftState): ToAct {
    if (state.stage === 'over') return { kind: 'over' };
    if (state.stage === 'place') return { kind: 'players', players: [state.turn] };
    return { kind: 'chance' };
  },
  phase(state: DraftState): string {
    return state.stage;
  },
  legalActions(state: DraftState, player: number): DraftAction[] {
    return legalPlacements(state, player);
  },
  chanceAction: nextChance,
  apply: (state, action) => applyToCopy(cloneState, applyAction, state, action),
  applyInPlace: applyAction,
  clone: cloneState,
  view: viewOf,
  explain: explainScores,
  result: draftResult,
  log(state: DraftState): readonly DraftAction[] {
    return state.log;
  },
};

