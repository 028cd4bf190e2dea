/**
 * Player actions: placing red cards, declaring "done", and the judge's choice. Every refusal has
 * a stable code; a refused action leaves the state exactly as it was.
 */
import type { ActionError } from '../game.js';
import { finishRound, finishedPlacing, maybeClosePlacing, placedCount } from './flow.js';
import type { JudgingPlayerAction, JudgingState, Placement } from './types.js';

/** Every action `player` may take now. */
export function legalMoves(state: JudgingState, player: number): JudgingPlayerAction[] {
  if (state.phase === 'placing') {
    if (player === state.judge || player < 0 || player >= state.players || finishedPlacing(state, player)) return [];
    const out: JudgingPlayerAction[] = [];
    for (const card of state.hands[player] as number[]) out.push({ kind: 'place', player, card });
    if (placedCount(state, player) >= state.numbers.minEach) out.push({ kind: 'done', player });
    return out;
  }
  if (state.phase === 'judging' && player === state.judge) {
    return state.judged.map((card) => ({ kind: 'choose', player, card }));
  }
  return [];
}

/** A red card as a message names it: its text in quotes, or its number if there is no such card. */
function redName(state: JudgingState, card: unknown): string {
  const face = typeof card === 'number' ? state.cards.red[card] : undefined;
  return face ? `"${face.text}"` : `red card ${String(card)}`;
}

function err(code: string, message: string): ActionError {
  return { code, message };
}

/** Why `player` cannot place or declare done now, or null if they may. */
function placingRefusal(state: JudgingState, player: number, verb: string): ActionError | null {
  if (state.phase === 'reveal' || state.phase === 'judging') {
    return err('placing-closed', `placing is closed for this round; you cannot ${verb}`);
  }
  if (state.phase !== 'placing') return err('not-placing', `red cards are placed after the judge turns a green card; you cannot ${verb} now`);
  if (player === state.judge) return err('judge-cannot-place', `player ${player + 1} is the judge and does not place red cards`);
  if (state.done[player]) return err('already-done', `player ${player + 1} has declared they are done this round`);
  return null;
}

/** Apply a player action after checking it; the state is untouched on refusal. */
export function applyMove(state: JudgingState, action: JudgingPlayerAction): ActionError | null {
  if (state.phase === 'over') return err('game-over', 'the game is over');
  const player = action.player;
  if (typeof player !== 'number' || !Number.isInteger(player) || player < 0 || player >= state.players) {
    return err('bad-player', `there is no seat ${String(player)} at a table of ${state.players}`);
  }
  switch (action.kind) {
    case 'place': {
      const refusal = placingRefusal(state, player, 'place a card');
      if (refusal) return refusal;
      const hand = state.hands[player] as number[];
      const at = typeof action.card === 'number' ? hand.indexOf(action.card) : -1;
      if (at < 0) return err('not-in-hand', `player ${player + 1} does not hold ${redName(state, action.card)}`);
      const count = placedCount(state, player);
      if (count >= state.numbers.maxEach) {
        return err('too-many-cards', `each player places at most ${state.numbers.maxEach} red card${state.numbers.maxEach === 1 ? '' : 's'} a round`);
      }
      hand.splice(at, 1);
      state.placed.push({ player, card: action.card });
      break;
    }
    case 'done': {
      const refusal = placingRefusal(state, player, 'declare done');
      if (refusal) return refusal;
      const count = placedCount(state, player);
      if (count < state.numbers.minEach) {
        return err('too-few-cards', `each player places at least ${state.numbers.minEach} red card${state.numbers.minEach === 1 ? '' : 's'} before being done`);
      }
      if (finishedPlacing(state, player)) return err('already-done', `player ${player + 1} has already placed every card they may`);
      state.done[player] = true;
      break;
    }
    case 'choose': {
      if (state.phase !== 'judging') {
        return err('not-judging', 'the judge chooses once the placed cards are revealed');
      }
      if (player !== state.judge) return err('not-judge', `player ${player + 1} is not the judge`);
      if (!state.judged.includes(action.card)) {
        return err('not-judged', `${redName(state, action.card)} is not one of the cards being judged`);
      }
      state.log.push(action);
      const owner = state.placed.find((p) => p.card === action.card) as Placement;
      finishRound(state, owner);
      return null;
    }
    default:
      return err('unknown-action', `unknown action '${String((action as { kind?: unknown }).kind)}'`);
  }
  state.log.push(action);
  maybeClosePlacing(state);
  return null;
}
