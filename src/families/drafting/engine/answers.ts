/**
 * What a game remembers of its batch rules' answers (`DraftingState.answers`), as answer words by
 * card class, and the batch masks that let a legal list read a row's batches three words at a
 * time. Kept because the plain alternative (each game asking its rules card class by card
 * class, no masks, no memos) ran `simulate` at 0.35x of 1384a5d (bench/drafting-compare.ts).
 */
import type { AttrCard } from '../../../core/rules/ruleset.js';
import type { DraftingState } from './types.js';
import type { DraftingTable } from './table.js';
import { mayPlace } from './placement.js';
import { WORD_BITS, type AnswerMemo } from './memo.js';
import { batchAt, cardAt, cardsIn, intAt, missing, numberAt } from './reads.js';

/** The empty answer memory of a game: a row of answer words (see WORD_BITS) per player. */
export function freshAnswers(table: DraftingTable): number[] {
  return new Array<number>(table.players * table.answerStride).fill(0);
}

/**
 * The state's rule answers (see `DraftingState.answers`), made when first needed: each batch with
 * a memo node starts from the node's answers, the others with nothing asked yet.
 */
export function answersOf(state: DraftingState): number[] {
  if (state.answers !== null) return state.answers;
  const table = state.table;
  const answers = freshAnswers(table);
  state.answers = answers;
  for (let p = 0; p < state.players; p++) for (let b = 0; b < table.batches.length; b++) rowFromMemo(state, answers, p, b);
  return answers;
}

/** How a batch stands (see `DraftingTable.maskAt`): the word of the row's masks it is a bit of, or NO_MASK (it takes no card). */
const TAKES_ALL = 0;
const TAKES_SOME = 1;
const NOT_ASKED = 2;
const NO_MASK = 3;
/** The fourth word of the masks: 1 once they are kept (see `classifyRow`). */
const KEPT = 3;

/** How `player`'s batch `b` (not an open one) stands now, given the player's row of `answers` from `row`. */
function standing(
  table: DraftingTable,
  answers: number[],
  row: number,
  orchard: readonly (readonly AttrCard[])[] | undefined,
  b: number,
): number {
  const capacity = table.capacities[b] ?? -1;
  if (capacity >= 0 && (orchard?.[b]?.length ?? 0) >= capacity) return NO_MASK;
  if (table.ruled[b] !== 1) return TAKES_ALL;
  const at = row + (table.answerRow[b] ?? 0);
  const all = table.askedAll[b];
  const takes = answers[at + 1] ?? 0;
  if (answers[at] !== all) return NOT_ASKED;
  if (takes === all) return TAKES_ALL;
  return takes !== 0 ? TAKES_SOME : NO_MASK;
}

/**
 * `classify` for every batch of `player`'s row at once, the first time a legal list reads the
 * row's masks (a copy of a state makes its answers afresh for every player, and most are never
 * listed for): their fourth word says whether they are kept yet.
 */
export function classifyRow(state: DraftingState, answers: number[], player: number): void {
  const table = state.table;
  const row = player * table.answerStride;
  const orchard = state.orchards[player];
  const masks = row + table.maskAt;
  answers[masks + TAKES_ALL] = 0;
  answers[masks + TAKES_SOME] = 0;
  answers[masks + NOT_ASKED] = 0;
  answers[masks + KEPT] = 1;
  for (let b = 0; b < table.batches.length; b++) {
    if (((table.openBatches >>> b) & 1) === 1) continue;
    const word = standing(table, answers, row, orchard, b);
    if (word !== NO_MASK) answers[masks + word] = (answers[masks + word] ?? 0) | (1 << b);
  }
}

/**
 * Record how `player`'s batch `b` stands now in the row's three batch masks (see
 * `DraftingTable.maskAt`), after its answers or its cards changed: so that a legal list reads three
 * words rather than looking at every batch.
 */
export function classify(state: DraftingState, answers: number[], player: number, b: number): void {
  const table = state.table;
  if (!table.oneWord || ((table.openBatches >>> b) & 1) === 1) return;
  const row = player * table.answerStride;
  const masks = row + table.maskAt;
  // Not kept yet: the first legal list works them all out.
  if (answers[masks + KEPT] !== 1) return;
  const bit = 1 << b;
  answers[masks + TAKES_ALL] = (answers[masks + TAKES_ALL] ?? 0) & ~bit;
  answers[masks + TAKES_SOME] = (answers[masks + TAKES_SOME] ?? 0) & ~bit;
  answers[masks + NOT_ASKED] = (answers[masks + NOT_ASKED] ?? 0) & ~bit;
  const word = standing(table, answers, row, state.orchards[player], b);
  if (word !== NO_MASK) answers[masks + word] = (answers[masks + word] ?? 0) | bit;
}

/**
 * Ask batch `b`'s rules about every card class at `node` of its memo, once: `orchard` holds the
 * node's cards in batch `b` (the batch's rules read no other batch). All at once, so that a game
 * can copy the node's answers into its own compact row (see `DraftingState.answers`) and never
 * look in the memo, a large table spread over memory, while listing legal placements.
 */
export function completeNode(table: DraftingTable, memo: AnswerMemo, b: number, node: number, orchard: AttrCard[][]): void {
  const answers = memo.answers;
  const at = 2 * node * memo.words;
  // Every batch has a class, so a node asked about has a bit in its first asked word.
  if (answers[at] !== 0) return;
  const first = b * table.cards.length;
  for (let c = 0; c < memo.classes; c++) {
    const w = at + 2 * ((c / WORD_BITS) | 0);
    const bit = 1 << (c % WORD_BITS);
    answers[w] = numberAt(answers, w) | bit;
    if (mayPlace(table, orchard, b, cardAt(table.cards, intAt(table.classCard, first + c))))
      answers[w + 1] = numberAt(answers, w + 1) | bit;
  }
}

/**
 * Copy the answers of `player`'s batch `b` from its memo node (asking the rules about the node
 * first if no game did yet); false when the batch has no memo node (linked, unruled, or the
 * memo had no room).
 */
function rowFromMemo(state: DraftingState, answers: number[], player: number, b: number): boolean {
  const table = state.table;
  const memo = table.memos[b];
  if (!memo) return false;
  // No node there, as no node (-1): the caller forgets the batch's answers.
  const node = state.memoNodes[player * table.batches.length + b] ?? -1;
  if (node < 0) return false;
  completeNode(table, memo, b, node, state.orchards[player] ?? missing('orchard', player));
  const from = memo.answers;
  const at = 2 * node * memo.words;
  const to = player * table.answerStride + (table.answerRow[b] ?? missing('answer row', b));
  // A word not there was asked about nothing: those classes are asked again.
  for (let i = 2 * memo.words - 1; i >= 0; i--) answers[to + i] = from[at + i] ?? 0;
  return true;
}

/**
 * The rules' answer for card `id` in `player`'s batch `b`, whose answer words start at `at` in
 * the state's `answers`: asked once, then remembered.
 */
export function ruleAnswer(state: DraftingState, answers: number[], at: number, player: number, b: number, id: number): boolean {
  const table = state.table;
  const c = b * table.cards.length + id;
  const w = at + 2 * (table.classWord[c] ?? missing('class word', c));
  const bit = table.classBit[c] ?? missing('class bit', c);
  // A word not there was asked about nothing yet.
  const asked = answers[w] ?? 0;
  if ((asked & bit) === 0) {
    answers[w] = asked | bit;
    if (mayPlace(table, state.orchards[player] ?? missing('orchard', player), b, table.cards[id] ?? missing('card', id)))
      answers[w + 1] = (answers[w + 1] ?? 0) | bit;
    classify(state, answers, player, b);
  }
  return ((answers[w + 1] ?? 0) & bit) !== 0;
}

/** May `player` place card `id` into batch `b` now? The batch's limit is checked every time; the rules' answer is remembered. */
export function allowedIn(state: DraftingState, player: number, b: number, id: number): boolean {
  const table = state.table;
  const batch = batchAt(table.batches, b);
  const orchard = cardsIn(state.orchards, player);
  if (batch.capacity !== null && cardsIn(orchard, b).length >= batch.capacity) return false;
  if (batch.allow.length === 0) return true;
  return ruleAnswer(state, answersOf(state), player * table.answerStride + intAt(table.answerRow, b), player, b, id);
}

/**
 * Bring the answers up to date after `player` placed a card into batch `b` (its memo node has
 * moved with it): batch `b`'s from its new memo node, or forgotten when it has none, and in every
 * other batch whose rules look at the other batches, every answer (of a batch in
 * `linkedOnlyRefuses`, only the yeses).
 */
export function forgetAnswers(state: DraftingState, player: number, b: number): void {
  const table = state.table;
  const answers = state.answers;
  // Not made yet: `answersOf` will start from the memo nodes as they are then.
  if (answers === null) return;
  const row = player * table.answerStride;
  const starts = table.answerRow;
  if (!rowFromMemo(state, answers, player, b))
    clearRow(answers, row + (starts[b] ?? missing('answer row', b)), row + (starts[b + 1] ?? missing('answer row', b + 1)));
  classify(state, answers, player, b);
  const linked = table.linkedAllow;
  for (let i = 0; i < linked.length; i++) {
    const l = linked[i] ?? missing('linked batch', i);
    if (l === b) continue;
    const at = row + (starts[l] ?? missing('answer row', l));
    const end = row + (starts[l + 1] ?? missing('answer row', l + 1));
    if (table.linkedOnlyRefuses[i] === 1) {
      // A refusal of a rule that more cards elsewhere never turn to yes is kept: only the yeses
      // are forgotten (word pairs: asked, allowed). Without this (every answer forgotten)
      // `simulate` ran at 0.74x of 1384a5d; with it 0.83x (bench/drafting-compare.ts).
      for (let w = at; w < end; w += 2) {
        answers[w] = (answers[w] ?? 0) & ~(answers[w + 1] ?? 0);
        answers[w + 1] = 0;
      }
    } else clearRow(answers, at, end);
    classify(state, answers, player, l);
  }
}

/** Zero `answers` from `start` to `end`: rows are a few words, where a loop beats calling `fill`. */
function clearRow(answers: number[], start: number, end: number): void {
  for (let i = start; i < end; i++) answers[i] = 0;
}
