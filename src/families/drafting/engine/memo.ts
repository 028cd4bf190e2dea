/**
 * The table's memos of rule answers: for each batch whose rules read no other batch, what the
 * rules say about every card class once the batch holds a given sequence of card classes, the
 * same in every game of the table. Kept because without them `simulate` of Orchard ran at
 * 0.47x of 1384a5d (bench/drafting-compare.ts, median of 9 paired samples of 500 games).
 */
import { missing } from './reads.js';

/**
 * Rule answers are kept as bits, one per card class, in words of WORD_BITS bits: two words for
 * each WORD_BITS classes, the first saying which classes were asked, the second which the rules
 * allowed. 30 bits, not 32, so that every word is a small integer to V8 (a "Smi"): a plain array
 * of them stays a compact array of integers, and making one for a new game is cheap (a typed
 * array that size lives outside the heap and costs ten times as much to make).
 */
export const WORD_BITS = 30;

/**
 * The answers of one batch's rules by what the batch holds: a tree whose nodes are sequences of
 * card classes (the root is the empty batch). Node `v` has its answer words (asked, allowed:
 * see WORD_BITS) from 2 * v * words on, every class asked at once the first time a game needs
 * the node (`completeNode`), and its children at v * classes + class in `child` (0: not made
 * yet). It stops growing at `MEMO_MAX_NODES`; deeper batches are then remembered per game instead.
 */
export interface AnswerMemo {
  readonly classes: number;
  /** Answer words per node: classes / WORD_BITS, rounded up. */
  readonly words: number;
  child: Int32Array;
  answers: number[];
  size: number;
}

/** Most nodes one batch's memo may hold (with Orchard's at most 30 classes: about 2.4 MB). */
const MEMO_MAX_NODES = 16384;

/** The node of `memo` for the batch holding `ids` (card ids, in order), made if needed; -1 when the memo is full. */
export function memoNode(memo: AnswerMemo, classOf: Int32Array, offset: number, ids: readonly number[]): number {
  let node = 0;
  for (const id of ids) {
    if (node < 0) break;
    node = memoChild(memo, node, classOf[offset + id] ?? missing('card class', offset + id));
  }
  return node;
}

/** The node after `node` when a card of class `k` is added, made if needed; -1 when the memo is full. */
export function memoChild(memo: AnswerMemo, node: number, k: number): number {
  const classes = memo.classes;
  const at = node * classes + k;
  let next = memo.child[at] ?? missing('memo child', at);
  if (next === 0) {
    if (memo.size >= MEMO_MAX_NODES) return -1;
    next = memo.size++;
    if (memo.size * classes > memo.child.length) {
      const room = Math.min(MEMO_MAX_NODES, memo.size * 2);
      const child = new Int32Array(room * classes);
      child.set(memo.child);
      memo.child = child;
      // Grown by pushing zeros: the array stays one of small integers.
      const answers = memo.answers;
      for (let i = answers.length, end = 2 * room * memo.words; i < end; i++) answers.push(0);
    }
    memo.child[at] = next;
  }
  return next;
}
