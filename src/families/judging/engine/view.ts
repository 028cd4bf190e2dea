/**
 * What one player may see: their own hand, the green card, the placed cards once revealed (in the
 * anonymised order, without owners), and the owners only once the judge has chosen.
 *
 * A view is built at every decision, so it is cheap: the decided rounds are shown as round
 * views made once per round and shared by every later view of the same state object. Views are
 * read, never changed (a bot that changed one would change what later views show, though never
 * the game itself).
 */
import type { CardFace, JudgingCards, JudgingState, JudgingView, Placement, RoundRecord, RoundView } from './types.js';
import { itemAt } from '../../../core/cards/checked.js';

const noCards: readonly CardFace[] = Object.freeze([]);
const noRounds: readonly RoundView[] = Object.freeze([]);

/**
 * The decided rounds as views, made once per state (the fast path plays one state object
 * through a whole game): each round's public view and its returned card's owner's view, and
 * each seat's list with the length of history it was made for.
 */
interface HistoryMemo {
  readonly pub: RoundView[];
  readonly own: (RoundView | null)[];
  /** The records the views were made from. */
  readonly records: RoundRecord[];
  readonly bySeat: { length: number; list: readonly RoundView[] }[];
  /** Green cards won by seat, for the history length `scoresAt` (they change only when a round is decided). */
  scores: readonly number[];
  scoresAt: number;
}

/**
 * Where a state keeps its memo: a symbol property that is not enumerable, so JSON, copies
 * (`{...state}`) and deep comparisons never see it; a copy builds its own the first time it is viewed.
 */
const memoKey = Symbol('pomona judging view memo');

function memoOf(state: JudgingState): HistoryMemo | undefined {
  return (state as { [memoKey]?: HistoryMemo })[memoKey];
}

function newMemo(state: JudgingState): HistoryMemo {
  const memo: HistoryMemo = { pub: [], own: [], records: [], bySeat: [], scores: [], scoresAt: -1 };
  Object.defineProperty(state, memoKey, { value: memo, writable: true, enumerable: false, configurable: true });
  return memo;
}

function shown(red: readonly CardFace[], p: Placement): { player: number; card: CardFace } {
  return { player: p.player, card: itemAt(red, p.card) };
}

function makeRoundView(cards: JudgingCards, record: RoundRecord, returnedCard: CardFace | null): RoundView {
  const red = cards.red;
  const judged: { player: number; card: CardFace }[] = [];
  for (const p of record.judged) judged.push(shown(red, p));
  return {
    round: record.round,
    judge: record.judge,
    green: itemAt(cards.green, record.green),
    judged,
    returned: record.returned ? { player: record.returned.player, card: returnedCard } : null,
    winner: record.winner ? shown(red, record.winner) : null,
  };
}

/** A decided round as `viewer` sees it: everything but another player's returned card. */
export function roundView(state: JudgingState, record: RoundRecord, viewer: number): RoundView {
  const own = record.returned !== null && record.returned.player === viewer;
  return makeRoundView(state.cards, record, own ? itemAt(state.cards.red, record.returned.card) : null);
}

/**
 * Green cards won by seat: a list shared by the views of one state between two decided rounds
 * (not frozen: V8 copies frozen arrays slowly, and a view is read, never changed).
 */
function scoresOf(state: JudgingState): readonly number[] {
  const memo = memoOf(state) ?? newMemo(state);
  if (memo.scoresAt !== state.history.length) {
    const scores = new Array<number>(state.players);
    for (let p = 0; p < state.players; p++) scores[p] = itemAt(state.won, p).length;
    memo.scores = scores;
    memo.scoresAt = state.history.length;
  }
  return memo.scores;
}

/** Every decided round as `viewer` sees it, oldest first: a list shared between views (read, never changed). */
function historyView(state: JudgingState, viewer: number): readonly RoundView[] {
  const history = state.history;
  const n = history.length;
  if (n === 0) return noRounds;
  // Seats (and onlooker seats) are small whole numbers; anything else is built but not kept.
  if (!(Number.isInteger(viewer) && viewer >= 0 && viewer < 1024)) return history.map((r) => roundView(state, r, viewer));
  let memo = memoOf(state);
  // The engine only ever appends to a state's history; anything else (a state changed by hand) starts afresh.
  const built = memo ? memo.pub.length : 0;
  if (!memo || built > n || (built > 0 && memo.records[built - 1] !== history[built - 1])) memo = newMemo(state);
  const cards = state.cards;
  for (let i = memo.pub.length; i < n; i++) {
    const record = itemAt(history, i);
    memo.records.push(record);
    memo.pub.push(makeRoundView(cards, record, null));
    memo.own.push(record.returned ? makeRoundView(cards, record, itemAt(cards.red, record.returned.card)) : null);
  }
  const kept = memo.bySeat[viewer];
  if (kept && kept.length === n) return kept.list;
  const out: RoundView[] = kept && kept.length < n ? kept.list.slice() : [];
  for (let i = out.length; i < n; i++) {
    const record = itemAt(history, i);
    out.push((record.returned && record.returned.player === viewer ? memo.own[i] : null) ?? itemAt(memo.pub, i));
  }
  const list = out;
  memo.bySeat[viewer] = { length: n, list };
  return list;
}

/** The view of `player` (any seat number; an onlooker seat outside the table sees no hand). */
export function judgingView(state: JudgingState, player: number): JudgingView {
  const red = state.cards.red;
  const n = state.players;
  const hand = (state.hands[player] ?? []).map((card) => itemAt(red, card));
  let myPlaced: CardFace[] | readonly CardFace[] = noCards;
  if (state.placedBy[player]) {
    const mine: CardFace[] = [];
    for (const p of state.placed) if (p.player === player) mine.push(itemAt(red, p.card));
    myPlaced = mine;
  }
  const handSizes = new Array<number>(n);
  for (let p = 0; p < n; p++) handSizes[p] = itemAt(state.hands, p).length;
  const history = historyView(state, player);
  let judged = noCards;
  if (state.phase === 'judging') {
    judged = state.judged.map((card) => itemAt(red, card));
  }
  const returned = state.returned;
  return {
    player,
    players: n,
    phase: state.phase,
    round: state.round,
    numbers: state.numbers,
    options: state.options,
    judge: state.judge,
    hand,
    green: state.green >= 0 ? itemAt(state.cards.green, state.green) : null,
    placedCounts: state.placedBy.slice(),
    myPlaced,
    done: state.done.slice(),
    returnedTo: returned ? returned.player : null,
    myReturned: returned && returned.player === player ? itemAt(red, returned.card) : null,
    handSizes,
    judged,
    scores: scoresOf(state),
    redStackSize: state.redPool.length,
    greenStackSize: state.greenPool.length + state.greenUnder.length,
    discards: state.discards.length,
    history,
  };
}
