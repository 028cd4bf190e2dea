/**
 * The automatic steps between actions: dealing and refilling hands, closing the placing,
 * deciding a round and passing the judge. They only run on states already checked. Each pushes
 * what it did onto `events` when a list is given, and allocates nothing for events otherwise.
 */
import type { ScoreLine } from '../../../core/game/game.js';
import type { JudgingEvent, JudgingState, Placement, RoundRecord } from './types.js';
import { itemAt } from '../../../core/cards/checked.js';

/** The seat `steps` places to the judge's passing side of `seat`. */
export function seatFrom(state: JudgingState, seat: number, steps = 1): number {
  const n = state.players;
  const dir = state.numbers.passes === 'left' ? 1 : -1;
  return (((seat + dir * steps) % n) + n) % n;
}

/** How many cards `player` has placed this round. */
export function placedCount(state: JudgingState, player: number): number {
  return itemAt(state.placedBy, player);
}

/** A non-judge who may place no more cards this round (done, at the most allowed, or out of cards). */
export function finishedPlacing(state: JudgingState, player: number): boolean {
  if (state.done[player]) return true;
  return itemAt(state.hands, player).length === 0 || placedCount(state, player) >= state.numbers.maxEach;
}

/** Seats that may still place this round, in seat order. */
export function stillPlacing(state: JudgingState): number[] {
  const out: number[] = [];
  if (state.phase !== 'placing') return out;
  for (let p = 0; p < state.players; p++) if (p !== state.judge && !finishedPlacing(state, p)) out.push(p);
  return out;
}

/** Whether any non-judge may still place (stillPlacing without the list). */
function anyStillPlacing(state: JudgingState): boolean {
  for (let p = 0; p < state.players; p++) if (p !== state.judge && !finishedPlacing(state, p)) return true;
  return false;
}

/** How many red cards the next deal owes: every hand filled up to the hand size. */
export function owedCards(state: JudgingState): number {
  const size = state.numbers.handSize;
  let owed = 0;
  for (let p = 0; p < state.players; p++) owed += Math.max(0, size - itemAt(state.hands, p).length);
  return owed;
}

/**
 * Put a deal's cards (already checked and taken from the stack) into the hands, seat by seat
 * from the judge's passing side, each up to the hand size; `reshuffledAt` is how many cards were
 * dealt before the stack ran out and the discards became the new one (-1 if it did not). Then the
 * judge turns a green card.
 */
export function redeal(
  state: JudgingState,
  cards: readonly number[],
  reshuffledAt: number,
  reshuffled: number,
  events?: JudgingEvent[],
): void {
  const size = state.numbers.handSize;
  let next = 0;
  for (let i = 1; i <= state.players; i++) {
    const seat = seatFrom(state, state.judge, i);
    const hand = itemAt(state.hands, seat);
    let dealt = 0;
    while (hand.length < size && next < cards.length) {
      if (events && next === reshuffledAt) {
        if (dealt > 0) events.push({ kind: 'dealt', player: seat, cards: dealt });
        dealt = 0;
        events.push({ kind: 'reshuffled', cards: reshuffled });
      }
      hand.push(itemAt(cards, next++));
      dealt++;
    }
    if (events && dealt > 0) events.push({ kind: 'dealt', player: seat, cards: dealt });
  }
  state.phase = 'turn';
}

/** Close the placing: the last card may go back to its owner, the rest wait to be revealed. */
export function closePlacing(state: JudgingState, events?: JudgingEvent[]): void {
  const first = state.numbers.firstJudged;
  const placed = state.placed;
  // Only the first N are judged; placing closes at the N-th card, so no more are ever down.
  let count = first !== null && placed.length > first ? first : placed.length;
  if (state.numbers.lastReturns && count > 0) {
    const last = itemAt(placed, count - 1);
    state.returned = last;
    state.placed = placed.slice(0, count - 1).concat(placed.slice(count));
    state.placedBy[last.player] = itemAt(state.placedBy, last.player) - 1;
    itemAt(state.hands, last.player).push(last.card);
    count--;
  }
  const judged = new Array<number>(count);
  for (let i = 0; i < count; i++) judged[i] = itemAt(state.placed, i).card;
  state.judged = judged;
  if (events) {
    const byRule = first !== null && placed.length >= first;
    events.push({
      kind: 'placing-closed',
      judged: count,
      firstJudged: byRule ? first : null,
      returnedTo: state.returned ? state.returned.player : null,
    });
  }
  if (count === 0) finishRound(state, null, events);
  else state.phase = 'reveal';
}

/** Close the placing if the round's placing rule says it is over. */
export function maybeClosePlacing(state: JudgingState, events?: JudgingEvent[]): void {
  const first = state.numbers.firstJudged;
  if ((first !== null && state.placed.length >= first) || !anyStillPlacing(state)) closePlacing(state, events);
}

/** The score-sheet line of a won round (shared by `explain` and the `points` event). */
export function roundLine(state: JudgingState, record: RoundRecord): ScoreLine {
  const winner = record.winner as Placement;
  return {
    label: itemAt(state.cards.green, record.green).text,
    points: 1,
    explanation: `round ${record.round}: judge ${record.judge + 1} chose "${itemAt(state.cards.red, winner.card).text}"`,
  };
}

/**
 * Record the round, give the green card to the winner (or put it under the green stack when no card
 * was judged), discard the judged cards, and either end the game or pass the judge and refill.
 */
export function finishRound(state: JudgingState, winner: Placement | null, events?: JudgingEvent[]): void {
  const judged: Placement[] = [];
  for (const card of state.judged) judged.push(placementOf(state, card));
  const record: RoundRecord = { round: state.round, judge: state.judge, green: state.green, judged, returned: state.returned, winner };
  state.history.push(record);
  if (winner) itemAt(state.won, winner.player).push(state.green);
  else state.greenUnder.unshift(state.green);
  if (events) {
    if (winner) {
      events.push({
        kind: 'round-judged',
        round: record.round,
        judge: record.judge,
        green: record.green,
        card: winner.card,
        owner: winner.player,
        judged: record.judged,
      });
      events.push({
        kind: 'points',
        player: winner.player,
        points: 1,
        total: itemAt(state.won, winner.player).length,
        line: roundLine(state, record),
      });
    } else {
      events.push({ kind: 'no-card-judged', round: record.round, judge: record.judge, green: record.green });
    }
  }
  for (const card of state.judged) state.discards.push(card);
  state.green = -1;
  state.placed = [];
  state.placedBy.fill(0);
  state.done.fill(false);
  state.returned = null;
  state.judged = [];
  if (winner && itemAt(state.won, winner.player).length >= state.numbers.goal) {
    state.phase = 'over';
    if (events) events.push({ kind: 'game-over', result: resultOf(state) });
    return;
  }
  state.judge = seatFrom(state, state.judge);
  // The new judge deals: a chance event, unless no hand is short (nothing was placed).
  state.phase = owedCards(state) > 0 ? 'deal' : 'turn';
}

/** The placement of a card placed this round. */
export function placementOf(state: JudgingState, card: number): Placement {
  for (const placement of state.placed) if (placement.card === card) return placement;
  throw new Error(`red card ${card} was not placed this round`);
}

/** The final scores and the winners (those at the goal) of a finished game. */
export function resultOf(state: JudgingState): { scores: number[]; winners: number[] } {
  const scores = state.won.map((w) => w.length);
  const winners: number[] = [];
  scores.forEach((score, p) => {
    if (score >= state.numbers.goal) winners.push(p);
  });
  return { scores, winners };
}
