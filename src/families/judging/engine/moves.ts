/**
 * Player actions: placing red cards, declaring "done", and the judge's choice. Every refusal has
 * a stable code (shared ones from src/core/game/refusals.ts, the family's own in JUDGING_REFUSALS);
 * a refused action leaves the state exactly as it was.
 */
import type { ActionError } from '../../../core/game/game.js';
import { refuseShared } from '../../../core/game/refusals.js';
import { finishRound, finishedPlacing, maybeClosePlacing, placedCount, placementOf } from './flow.js';
import { actionsOf, chooseAction, doneAction, placeAction } from './tables.js';
import type { JudgingEvent, JudgingPlayerAction, JudgingRefusalCode, JudgingState, Placement } from './types.js';
import { itemAt } from '../../../core/cards/checked.js';

/** Every action `player` may take now: shared frozen action objects in a fresh list. */
export function legalMoves(state: JudgingState, player: number): JudgingPlayerAction[] {
  if (state.phase === 'placing') {
    if (player === state.judge || player < 0 || player >= state.players || finishedPlacing(state, player)) return [];
    const table = actionsOf(state.cards);
    const hand = itemAt(state.hands, player);
    const canStop = placedCount(state, player) >= state.numbers.minEach;
    const out = hand.map((card): JudgingPlayerAction => placeAction(table, state.cards, player, card));
    if (canStop) out.push(doneAction(table, player));
    return out;
  }
  if (state.phase === 'judging' && player === state.judge) {
    const table = actionsOf(state.cards);
    return state.judged.map((card) => chooseAction(table, state.cards, player, card));
  }
  return [];
}

/** A red card as a message names it: its text in quotes. */
function redName(state: JudgingState, card: number): string {
  return `"${itemAt(state.cards.red, card).text}"`;
}

function refuse(code: JudgingRefusalCode, message: string): ActionError {
  return { code, message };
}

/** Why `player` cannot place or declare done now, or null if they may. */
function placingRefusal(state: JudgingState, player: number, verb: string): ActionError | null {
  if (state.phase === 'reveal' || state.phase === 'judging') {
    return refuse('placing-closed', `placing is closed for this round; you cannot ${verb}`);
  }
  if (state.phase !== 'placing')
    return refuseShared('wrong-phase', `red cards are placed after the judge turns a green card; you cannot ${verb} now`);
  if (player === state.judge) return refuse('judge-cannot-place', `player ${player + 1} is the judge and does not place red cards`);
  if (state.done[player]) return refuse('already-done', `player ${player + 1} has declared they are done this round`);
  return null;
}

/** Whether `x` is a whole number in [0, below). */
function isIndex(x: unknown, below: number): x is number {
  return typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < below;
}

/**
 * Apply a player action after checking it; the state is untouched on refusal. `action` may be
 * untrusted JSON whose `kind` is a player kind: seats and cards out of range are malformed. The
 * log keeps the shared frozen action, never the caller's object.
 */
export function applyMove(state: JudgingState, action: JudgingPlayerAction, events?: JudgingEvent[]): ActionError | null {
  const kind = action.kind;
  const player: unknown = action.player;
  if (!isIndex(player, state.players))
    return refuseShared('malformed-action', `there is no seat ${String(player)} at a table of ${state.players}`);
  const card: unknown = kind === 'done' ? 0 : action.card;
  if (!isIndex(card, state.cards.red.length)) return refuseShared('malformed-action', `there is no red card ${String(card)}`);
  if (state.phase === 'over') return refuseShared('game-over', 'the game is over');
  const table = actionsOf(state.cards);
  switch (kind) {
    case 'place': {
      const refusal = placingRefusal(state, player, 'place a card');
      if (refusal) return refusal;
      const hand = itemAt(state.hands, player);
      const at = hand.indexOf(card);
      if (at < 0) return refuseShared('card-not-in-hand', `player ${player + 1} does not hold ${redName(state, card)}`);
      const count = placedCount(state, player);
      if (count >= state.numbers.maxEach) {
        return refuse(
          'too-many-cards',
          `each player places at most ${state.numbers.maxEach} red card${state.numbers.maxEach === 1 ? '' : 's'} a round`,
        );
      }
      hand.splice(at, 1);
      const placement: Placement = { player, card };
      state.placed.push(placement);
      state.placedBy[player] = count + 1;
      state.log.push(placeAction(table, state.cards, player, card));
      if (events) events.push({ kind: 'card-placed', player, placed: count + 1 });
      break;
    }
    case 'done': {
      const refusal = placingRefusal(state, player, 'declare done');
      if (refusal) return refusal;
      const count = placedCount(state, player);
      if (count < state.numbers.minEach) {
        return refuse(
          'too-few-cards',
          `each player places at least ${state.numbers.minEach} red card${state.numbers.minEach === 1 ? '' : 's'} before being done`,
        );
      }
      if (finishedPlacing(state, player)) return refuse('already-done', `player ${player + 1} has already placed every card they may`);
      state.done[player] = true;
      state.log.push(doneAction(table, player));
      if (events) events.push({ kind: 'done-placing', player });
      break;
    }
    case 'choose': {
      if (state.phase !== 'judging') return refuseShared('wrong-phase', 'the judge chooses once the placed cards are revealed');
      if (player !== state.judge) return refuseShared('not-your-turn', `player ${player + 1} is not the judge`);
      if (!state.judged.includes(card)) return refuse('not-judged', `${redName(state, card)} is not one of the cards being judged`);
      state.log.push(chooseAction(table, state.cards, player, card));
      finishRound(state, placementOf(state, card), events);
      return null;
    }
    default:
      return refuseShared('malformed-action', `unknown action '${String(kind)}'`);
  }
  maybeClosePlacing(state, events);
  return null;
}
