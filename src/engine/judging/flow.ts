/**
 * The automatic steps between actions: dealing and refilling hands, closing the placing,
 * deciding a round and passing the judge. They only run on states already checked.
 */
import type { JudgingState, Placement } from './types.js';

/** The seat `steps` places to the judge's passing side of `seat`. */
export function seatFrom(state: JudgingState, seat: number, steps = 1): number {
  const n = state.players;
  const dir = state.numbers.passes === 'left' ? 1 : -1;
  return (((seat + dir * steps) % n) + n) % n;
}

/** How many cards `player` has placed this round. */
export function placedCount(state: JudgingState, player: number): number {
  let count = 0;
  for (const p of state.placed) if (p.player === player) count++;
  return count;
}

/** A non-judge who may place no more cards this round (done, at the most allowed, or out of cards). */
export function finishedPlacing(state: JudgingState, player: number): boolean {
  if (state.done[player]) return true;
  const count = placedCount(state, player);
  return count >= state.numbers.maxEach || (state.hands[player] as number[]).length === 0;
}

/** Seats that may still place this round, in seat order. */
export function stillPlacing(state: JudgingState): number[] {
  const out: number[] = [];
  if (state.phase !== 'placing') return out;
  for (let p = 0; p < state.players; p++) if (p !== state.judge && !finishedPlacing(state, p)) out.push(p);
  return out;
}

/**
 * Bring every hand up to the hand size, seat by seat from the judge's passing side. When the red
 * stack runs out with cards still owed, stop and wait for the reshuffle; otherwise the judge turns.
 */
export function refill(state: JudgingState): void {
  const size = state.numbers.handSize;
  for (let i = 1; i <= state.players; i++) {
    const hand = state.hands[seatFrom(state, state.judge, i)] as number[];
    while (hand.length < size) {
      const card = state.redStack.pop();
      if (card === undefined) {
        state.phase = 'reshuffle';
        return;
      }
      hand.push(card);
    }
  }
  state.phase = 'turn';
}

/** Close the placing: the last card may go back to its owner, the rest wait to be revealed. */
export function closePlacing(state: JudgingState): void {
  const entries = state.placed.slice();
  if (state.numbers.firstJudged !== null && entries.length > state.numbers.firstJudged) {
    entries.length = state.numbers.firstJudged;
  }
  if (state.numbers.lastReturns && entries.length > 0) {
    const last = entries.pop() as Placement;
    state.returned = last;
    state.placed = state.placed.filter((p) => p !== last);
    (state.hands[last.player] as number[]).push(last.card);
  }
  state.judged = entries.map((e) => e.card);
  if (entries.length === 0) finishRound(state, null);
  else state.phase = 'reveal';
}

/** Close the placing if the round's placing rule says it is over. */
export function maybeClosePlacing(state: JudgingState): void {
  const first = state.numbers.firstJudged;
  if ((first !== null && state.placed.length >= first) || stillPlacing(state).length === 0) closePlacing(state);
}

/**
 * Record the round, give the green card to the winner (or put it under the green stack when no card
 * was judged), discard the judged cards, and either end the game or pass the judge and refill.
 */
export function finishRound(state: JudgingState, winner: Placement | null): void {
  const owner = new Map<number, number>();
  for (const p of state.placed) owner.set(p.card, p.player);
  state.history.push({
    round: state.round,
    judge: state.judge,
    green: state.green,
    judged: state.judged.map((card) => ({ player: owner.get(card) as number, card })),
    returned: state.returned,
    winner,
  });
  if (winner) (state.won[winner.player] as number[]).push(state.green);
  else state.greenStack.unshift(state.green);
  for (const card of state.judged) state.discards.push(card);
  state.green = -1;
  state.placed = [];
  state.done.fill(false);
  state.returned = null;
  state.judged = [];
  if (winner && (state.won[winner.player] as number[]).length >= state.numbers.goal) {
    state.phase = 'over';
    return;
  }
  state.judge = seatFrom(state, state.judge);
  refill(state);
}
