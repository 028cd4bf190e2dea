/**
 * What one player may see: their own hand, the green card, the placed cards once revealed (in the
 * anonymised order, without owners), and the owners only once the judge has chosen.
 */
import type { CardFace, JudgingState, JudgingView, Placement, RoundRecord, RoundView } from './types.js';

function shown(red: readonly CardFace[], p: Placement): { player: number; card: CardFace } {
  return { player: p.player, card: red[p.card] as CardFace };
}

/** A decided round as `viewer` sees it: everything but another player's returned card. */
export function roundView(state: JudgingState, record: RoundRecord, viewer: number): RoundView {
  const red = state.cards.red;
  const judged: { player: number; card: CardFace }[] = [];
  for (const p of record.judged) judged.push(shown(red, p));
  return {
    round: record.round,
    judge: record.judge,
    green: state.cards.green[record.green] as CardFace,
    judged,
    returned: record.returned
      ? { player: record.returned.player, card: record.returned.player === viewer ? (red[record.returned.card] as CardFace) : null }
      : null,
    winner: record.winner ? shown(red, record.winner) : null,
  };
}

/** The view of `player` (any seat number; an onlooker seat outside the table sees no hand). */
export function judgingView(state: JudgingState, player: number): JudgingView {
  const red = state.cards.red;
  const hand = (state.hands[player] ?? []).map((c) => red[c] as CardFace);
  const placedCounts = new Array<number>(state.players).fill(0);
  const myPlaced: CardFace[] = [];
  for (const p of state.placed) {
    placedCounts[p.player] = (placedCounts[p.player] as number) + 1;
    if (p.player === player) myPlaced.push(red[p.card] as CardFace);
  }
  const revealed = state.phase === 'judging';
  return {
    player,
    players: state.players,
    phase: state.phase,
    round: state.round,
    numbers: state.numbers,
    judge: state.judge,
    hand,
    green: state.green >= 0 ? (state.cards.green[state.green] as CardFace) : null,
    placedCounts,
    myPlaced,
    done: state.done.slice(),
    returnedTo: state.returned ? state.returned.player : null,
    judged: revealed ? state.judged.map((c) => red[c] as CardFace) : [],
    scores: state.won.map((w) => w.length),
    redStackSize: state.redStack.length,
    greenStackSize: state.greenStack.length,
    history: historyView(state, player),
  };
}

function historyView(state: JudgingState, viewer: number): RoundView[] {
  const out: RoundView[] = [];
  for (const r of state.history) out.push(roundView(state, r, viewer));
  return out;
}
