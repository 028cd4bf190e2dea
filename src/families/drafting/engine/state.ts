/**
 * Making, copying and reading drafting states. The JSON part of a state is plain data; the
 * prepared table, the attribute-card orchards, the remembered rule answers and the result ride
 * along, left out of JSON by `toJSON`. A state's arrays are its own, changed in place by its
 * actions; a copy, a view and `toJSON` copy them, so what they hand out never changes.
 */
import type { AttrCard } from '../../../core/rules/ruleset.js';
import type { GameResult } from '../../../core/game/game.js';
import type { DraftData, DraftState, DraftView } from './types.js';
import { batchScore, completeNode, mayPlace, memoChild, memoNode, type DraftTable } from './table.js';
import { batchAt, cardAt, cardsIn, intAt, missing, numberAt } from './reads.js';

/** The empty answer memory of a game: a row of answer words (see WORD_BITS) per player. */
export function freshAnswers(table: DraftTable): number[] {
  return new Array<number>(table.players * table.answerStride).fill(0);
}

/**
 * A drafting state: plain fields, the derived ones beside them, and `toJSON` giving the plain
 * data alone. A class rather than hidden properties on a plain object: defining those cost
 * microseconds for every new state and copy, a hundred times the rest of a copy.
 */
class DraftGameState implements DraftState {
  constructor(
    readonly ruleset: string,
    readonly players: number,
    readonly seed: number | string,
    readonly options: DraftData['options'],
    public stage: DraftData['stage'],
    public deck: number[],
    public centre: number[],
    public batches: number[][][],
    public leader: number,
    public turn: number,
    public phase: number,
    public chance: number,
    public log: DraftData['log'],
    readonly table: DraftTable,
    public orchards: AttrCard[][][],
    public memoNodes: number[],
    public answers: number[] | null,
    public outcome: GameResult | null,
  ) {}

  toJSON(): DraftData {
    const { ruleset, players, seed, options, stage, leader, turn, phase, chance } = this;
    const deck = this.deck.slice();
    const centre = this.centre.slice();
    const batches = copyLists(this.batches);
    const log = this.log.slice();
    return { ruleset, players, seed, options, stage, deck, centre, batches, leader, turn, phase, chance, log };
  }
}

/** Each player's lists copied, batch by batch (card ids or attribute cards). */
function copyLists<T>(lists: readonly (readonly (readonly T[])[])[]): T[][][] {
  return lists.map((player) => player.map((batch) => batch.slice()));
}

/** Make a state of plain data (its arrays copied) and its prepared table; the orchards and memo nodes are worked out from the card ids. */
export function attach(data: DraftData, table: DraftTable): DraftState {
  const d = data;
  return new DraftGameState(
    d.ruleset,
    d.players,
    d.seed,
    d.options,
    d.stage,
    d.deck.slice(),
    d.centre.slice(),
    copyLists(d.batches),
    d.leader,
    d.turn,
    d.phase,
    d.chance,
    d.log.slice(),
    table,
    d.batches.map((batches) => batches.map((ids) => ids.map((id) => cardAt(table.cards, id)))),
    nodesFor(table, d.batches),
    null,
    null,
  );
}

/** Each batch's node in its table memo, found by walking the memo over the cards it holds. */
function nodesFor(table: DraftTable, batches: DraftData['batches']): number[] {
  const nb = table.batches.length;
  const n = table.cards.length;
  const nodes = new Array<number>(batches.length * nb);
  batches.forEach((ids, p) => {
    for (let b = 0; b < nb; b++) {
      const memo = table.memos[b];
      nodes[p * nb + b] = memo ? memoNode(memo, table.cardClass, b * n, cardsIn(ids, b)) : -1;
    }
  });
  return nodes;
}

/** A fresh state at the start of a game: every card in the deck in canonical order. */
export function initialState(table: DraftTable, rulesetName: string, seed: number | string): DraftState {
  const players = table.players;
  const nb = table.batches.length;
  const batches: number[][][] = new Array<number[][]>(players);
  const orchards: AttrCard[][][] = new Array<AttrCard[][]>(players);
  for (let p = 0; p < players; p++) {
    const ids: number[][] = new Array<number[]>(nb);
    const cards: AttrCard[][] = new Array<AttrCard[]>(nb);
    for (let b = 0; b < nb; b++) {
      ids[b] = [];
      cards[b] = [];
    }
    batches[p] = ids;
    orchards[p] = cards;
  }
  // Every batch is empty: each stands at its memo's root (node 0), so no memo walk is needed.
  const nodes = new Array<number>(players * nb).fill(0);
  return new DraftGameState(
    rulesetName,
    players,
    seed,
    table.options,
    'shuffle',
    table.cards.map((_, id) => id),
    [],
    batches,
    0,
    0,
    0,
    0,
    [],
    table,
    orchards,
    nodes,
    null,
    null,
  );
}

/**
 * An independent copy: every array copied (cards and log entries never change, so they are
 * shared); the remembered rule answers are left behind (the copy makes its own from the memo
 * nodes, and asks the rest again, when it first needs them).
 */
export function cloneState(s: DraftState): DraftState {
  return new DraftGameState(
    s.ruleset,
    s.players,
    s.seed,
    s.options,
    s.stage,
    s.deck.slice(),
    s.centre.slice(),
    copyLists(s.batches),
    s.leader,
    s.turn,
    s.phase,
    s.chance,
    s.log.slice(),
    s.table,
    copyLists(s.orchards),
    s.memoNodes.slice(),
    null,
    s.outcome,
  );
}

/** Record in the state's orchards and memo nodes that `player` placed card `id` into batch `b`. */
export function placeInOrchard(state: DraftState, player: number, b: number, id: number): void {
  const table = state.table;
  ((state.orchards[player] ?? missing('orchard', player))[b] ?? missing('batch', b)).push(table.cards[id] ?? missing('card', id));
  const memo = table.memos[b];
  if (!memo) return;
  const at = player * table.batches.length + b;
  // No node there: as a full memo (the batch is asked game by game from now on).
  const node = state.memoNodes[at] ?? -1;
  state.memoNodes[at] = node < 0 ? -1 : memoChild(memo, node, table.cardClass[b * table.cards.length + id] ?? missing('card class', id));
}

/**
 * The state's rule answers (see `DraftState.answers`), made when first needed: each batch with
 * a memo node starts from the node's answers, the others with nothing asked yet.
 */
export function answersOf(state: DraftState): number[] {
  if (state.answers !== null) return state.answers;
  const table = state.table;
  // Every game of the table starts from the same answers: copied once they are known.
  // (Cards are in the deck, the centre or an orchard: a deck and centre short of the whole deck
  // say at once that some player holds cards, as in every copy made mid-game.)
  const empty = state.deck.length + state.centre.length === table.cards.length && noCardsPlaced(state);
  if (empty && table.startAnswers !== null) return (state.answers = table.startAnswers.slice());
  const answers = freshAnswers(table);
  state.answers = answers;
  const stride = table.answerStride;
  const linked = table.linkedAllow;
  for (let p = 0; p < state.players; p++) {
    for (let b = 0; b < table.batches.length; b++) rowFromMemo(state, answers, p, b);
    // A linked batch of an empty orchard: the table's answers, the same in every game.
    if (linked.length > 0 && cardsHeld(state, p) === 0) {
      for (const l of linked) {
        for (let w = intAt(table.answerRow, l), end = intAt(table.answerRow, l + 1); w < end; w++)
          answers[p * stride + w] = numberAt(table.emptyAnswers, w);
      }
    }
  }
  if (empty) {
    // Kept at once for every row: every game of the table starts from these.
    if (table.oneWord) for (let p = 0; p < state.players; p++) classifyRow(state, answers, p);
    table.startAnswers = answers.slice();
  }
  return answers;
}

/** How a batch stands (see `DraftTable.maskAt`): the word of the row's masks it is a bit of, or NO_MASK (it takes no card). */
const TAKES_ALL = 0;
const TAKES_SOME = 1;
const NOT_ASKED = 2;
const NO_MASK = 3;
/** The fourth word of the masks: 1 once they are kept (see `classifyRow`). */
const KEPT = 3;

/** How `player`'s batch `b` (not an open one) stands now, given the player's row of `answers` from `row`. */
function standing(
  table: DraftTable,
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
export function classifyRow(state: DraftState, answers: number[], player: number): void {
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
 * `DraftTable.maskAt`), after its answers or its cards changed: so that a legal list reads three
 * words rather than looking at every batch.
 */
export function classify(state: DraftState, answers: number[], player: number, b: number): void {
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

/** Whether no player has placed a card yet. */
function noCardsPlaced(state: DraftState): boolean {
  for (let p = 0; p < state.players; p++) if (cardsHeld(state, p) !== 0) return false;
  return true;
}

/**
 * Copy the answers of `player`'s batch `b` from its memo node (asking the rules about the node
 * first if no game did yet); false when the batch has no memo node (linked, unruled, or the
 * memo had no room).
 */
function rowFromMemo(state: DraftState, answers: number[], player: number, b: number): boolean {
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
export function ruleAnswer(state: DraftState, answers: number[], at: number, player: number, b: number, id: number): boolean {
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
export function allowedIn(state: DraftState, player: number, b: number, id: number): boolean {
  const table = state.table;
  const batch = batchAt(table.batches, b);
  const orchard = cardsIn(state.orchards, player);
  if (batch.capacity !== null && cardsIn(orchard, b).length >= batch.capacity) return false;
  if (batch.allow.length === 0) return true;
  return ruleAnswer(state, answersOf(state), player * table.answerStride + intAt(table.answerRow, b), player, b, id);
}

/**
 * Bring the answers up to date after `player` placed card `id` into batch `b` (its memo node has
 * moved with it): batch `b`'s from its new memo node, or forgotten when it has none, and in every
 * other batch whose rules look at the other batches, those the placement may change (its
 * `linkedForget` mask, all of them without one; of a batch in `linkedOnlyRefuses`, only yeses).
 */
export function forgetAnswers(state: DraftState, player: number, b: number, id: number): void {
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
    const at = row + (starts[l] ?? missing('answer row', l));
    const masks = table.linkedForget[i];
    if (l === b) continue;
    if (!masks) {
      clearRow(answers, at, row + (starts[l + 1] ?? missing('answer row', l + 1)));
      classify(state, answers, player, l);
      continue;
    }
    const words = table.classWords[l] ?? missing('class words', l);
    const from = (b * table.cards.length + id) * words;
    const onlyRefuses = table.linkedOnlyRefuses[i] === 1;
    let changed = false;
    for (let k = 0; k < words; k++) {
      // A refusal of a rule that more cards elsewhere never turn to yes is kept. (Defaults that
      // can only forget more: a mask not there forgets every class, a word not there was
      // asked about nothing.)
      const mask = onlyRefuses ? (masks[from + k] ?? -1) & (answers[at + 2 * k + 1] ?? 0) : (masks[from + k] ?? -1);
      if (mask !== 0) {
        answers[at + 2 * k] = (answers[at + 2 * k] ?? 0) & ~mask;
        answers[at + 2 * k + 1] = (answers[at + 2 * k + 1] ?? 0) & ~mask;
        changed = true;
      }
    }
    // Its cards did not change (the card went elsewhere): only forgotten answers move its masks.
    if (changed) classify(state, answers, player, l);
  }
}

/** Zero `answers` from `start` to `end`: rows are a few words, where a loop beats calling `fill`. */
function clearRow(answers: number[], start: number, end: number): void {
  for (let i = start; i < end; i++) answers[i] = 0;
}

/** Cards placed so far by `player`. */
export function cardsHeld(state: DraftState, player: number): number {
  const batches = state.batches[player] ?? missing('batch lists', player);
  let n = 0;
  for (let b = 0; b < batches.length; b++) n += batches[b]?.length ?? 0;
  return n;
}

/** Current points by seat (fast path). */
export function scoresOf(state: DraftState): number[] {
  const out = new Array<number>(state.players);
  for (let p = 0; p < state.players; p++) out[p] = playerScore(state, p);
  return out;
}

/**
 * `player`'s points: a batch whose memo node fixes its points (`DraftTable.scoreByNode`) is
 * scored once per node for every game of the table, the others are scored afresh.
 */
function playerScore(state: DraftState, player: number): number {
  const table = state.table;
  const orchard = state.orchards[player] ?? missing('orchard', player);
  const nb = table.batches.length;
  let total = 0;
  for (let b = 0; b < nb; b++) {
    const memo = table.scoreByNode[b] === 1 ? table.memos[b] : null;
    // No node there, as no node: scored afresh.
    const node = memo ? (state.memoNodes[player * nb + b] ?? -1) : -1;
    if (memo && node >= 0) {
      // Past the scores kept so far: not worked out yet, as NaN says.
      let points = memo.scores[node] ?? NaN;
      if (Number.isNaN(points)) memo.scores[node] = points = batchScore(table, orchard, b);
      total += points;
    } else total += batchScore(table, orchard, b);
  }
  return total;
}

/** What `player` sees: all of it but the order of the face-down deck, in arrays of the view's own. */
export function viewOf(state: DraftState, player: number): DraftView {
  return {
    ruleset: state.ruleset,
    player,
    players: state.players,
    options: state.options,
    stage: state.stage,
    centre: state.centre.slice(),
    batches: copyLists(state.batches),
    leader: state.leader,
    turn: state.turn,
    phase: state.phase,
    deckLeft: state.deck.length,
  };
}
