/**
 * A drafting ruleset prepared for one game: the batches' compiled constraints and scores,
 * the centre size for the player count, one reusable expression context (so that checking a
 * placement allocates nothing) and the frozen place actions that legal-action lists share.
 */
import type { AttrCard, Batch, BatchContext, DraftRuleset, OptionValues } from '../../rules/ruleset.js';
import type { ToAct } from '../game.js';
import type { DraftState, PlaceAction } from './types.js';

/** The context handed to the compiled expressions; one per table, rewritten for each check. */
export interface ScratchContext extends BatchContext {
  options: OptionValues;
  players: number;
  cards: readonly AttrCard[];
  card: AttrCard | null;
  batches: readonly (readonly AttrCard[])[];
  batchIndex: number;
}

/** Why a placement is refused: the batch is full, or one of its rules fails. */
export type Refusal =
  | { readonly kind: 'full'; readonly batch: number }
  | { readonly kind: 'rule'; readonly batch: number; readonly rule: number };

/** The ruleset of one game, ready to interpret quickly. */
export interface DraftTable {
  readonly ruleset: DraftRuleset;
  readonly options: OptionValues;
  readonly players: number;
  readonly batches: readonly Batch[];
  /** Every card of the deck, by id. */
  readonly cards: readonly AttrCard[];
  /** The card ids in canonical order (the deck before its shuffle), shared by every game of the table. */
  readonly canonicalDeck: readonly number[];
  /** Cards turned up in the centre for each player at the start of a phase. */
  readonly centrePerPlayer: number;
  readonly cardsEach: number;
  /** +1 when the leader passes left (clockwise), -1 when it passes right. */
  readonly direction: 1 | -1;
  /** The shared scratch context (single-threaded use only). */
  readonly scratch: ScratchContext;
  /**
   * Batches whose placement rules read the other batches (in the rules language only
   * `elsewhere` does): a placement anywhere in an orchard may change what they allow.
   */
  readonly linkedAllow: readonly number[];
  /**
   * The class of each card for each batch's rules, at b * cards + card: cards that agree on
   * every attribute the batch's rules read get one class, and the rules cannot tell them apart,
   * so one answer serves the whole class (Orchard's Special Colour Tree: 4 classes, not 120).
   */
  readonly cardClass: Int32Array;
  /**
   * What the rules of each batch not in `linkedAllow` said, by the classes of the cards the
   * batch holds (in order) and the class of the card placed: the same for every player and
   * every game of the table, so shared by them all. Null for linked batches and batches with
   * no rules.
   */
  readonly memos: readonly (AnswerMemo | null)[];
  /** Where each batch's answers start in one player's row of a state's answers (one more entry: the end). */
  readonly answerRow: Int32Array;
  /** The length of one player's row of a state's answers: the card classes of every batch. */
  readonly answerStride: number;
  /** The place actions, one frozen object per player, card and batch, made when first asked for. */
  readonly placeActions: (PlaceAction | undefined)[];
  /** Who is to act, one frozen answer per player (toAct is asked before every action). */
  readonly toAct: readonly ToAct[];
  /** Flags reused while finding the legal placements, at centre slot * batches + batch (single-threaded use only). */
  readonly scratchFlags: Uint8Array;
  /**
   * The state, and its log's length, that `scratchFlags` were last worked out for: until either
   * changes they are the legal list just handed out, and a placement of that state is checked
   * against them rather than asking the rules again.
   */
  lastLegalState: DraftState | null;
  lastLegalAt: number;
  /** Most cards each batch holds (-1: no limit), by batch index. */
  readonly capacities: Int32Array;
  /** Whether each batch has placement rules (1) or takes any card (0), by batch index. */
  readonly ruled: Uint8Array;
  /** Per batch, where `answerBase` left the array its answers are in (single-threaded use only). */
  readonly scratchAnswers: Uint8Array[];
}

/**
 * The answers of one batch's rules by what the batch holds: a tree whose nodes are sequences of
 * card classes (the root is the empty batch). Node `v` has `classes` answer bytes at
 * v * classes + class (0 not asked yet, 1 allowed, 2 refused) and its children at the same
 * places in `child` (0: not made yet). It stops growing at `MEMO_MAX_NODES`; deeper batches are
 * then remembered per game instead.
 */
export interface AnswerMemo {
  readonly classes: number;
  child: Int32Array;
  answers: Uint8Array;
  size: number;
}

/** Most nodes one batch's memo may hold (with Orchard's at most 30 classes: 2.4 MB). */
const MEMO_MAX_NODES = 16384;

/** The node of `memo` for the batch holding `ids` (card ids, in order), made if needed; -1 when the memo is full. */
export function memoNode(memo: AnswerMemo, classOf: Int32Array, offset: number, ids: readonly number[]): number {
  let node = 0;
  for (let i = 0; i < ids.length && node >= 0; i++) node = memoChild(memo, node, classOf[offset + (ids[i] as number)] as number);
  return node;
}

/** The node after `node` when a card of class `k` is added, made if needed; -1 when the memo is full. */
export function memoChild(memo: AnswerMemo, node: number, k: number): number {
  const classes = memo.classes;
  const at = node * classes + k;
  let next = memo.child[at] as number;
  if (next === 0) {
    if (memo.size >= MEMO_MAX_NODES) return -1;
    next = memo.size++;
    if (memo.size * classes > memo.answers.length) {
      const grown = Math.min(MEMO_MAX_NODES, memo.size * 2) * classes;
      const answers = new Uint8Array(grown);
      answers.set(memo.answers);
      memo.answers = answers;
      const child = new Int32Array(grown);
      child.set(memo.child);
      memo.child = child;
    }
    memo.child[at] = next;
  }
  return next;
}

/** Card classes per batch: cards equal on every attribute the batch's rules read share one. */
function cardClasses(ruleset: DraftRuleset): { cardClass: Int32Array; counts: number[] } {
  const cards = ruleset.deck.cards;
  const n = cards.length;
  const cardClass = new Int32Array(ruleset.batches.length * n);
  const counts: number[] = [];
  ruleset.batches.forEach((batch, b) => {
    // Rules that do not say what they read may read anything: then every card is its own class.
    const known = batch.allow.every((rule) => rule.reads !== undefined);
    const attributes = [...new Set(batch.allow.flatMap((rule) => rule.reads?.attributes ?? []))];
    const ids = new Map<string, number>();
    for (let id = 0; id < n; id++) {
      const card = cards[id] as AttrCard;
      const key = known ? attributes.map((a) => card[a]).join(',') : String(id);
      let c = ids.get(key);
      if (c === undefined) ids.set(key, (c = ids.size));
      cardClass[b * n + id] = c;
    }
    counts.push(ids.size);
  });
  return { cardClass, counts };
}

/** Prepare a ruleset for a game of `players` with the chosen option values. */
export function prepareTable(ruleset: DraftRuleset, players: number, options: OptionValues): DraftTable {
  const centrePerPlayer = ruleset.centrePerPlayer.evaluate({ options, players });
  const linkedAllow: number[] = [];
  ruleset.batches.forEach((batch, b) => {
    if (batch.allow.some((rule) => rule.reads?.elsewhere ?? true)) linkedAllow.push(b);
  });
  const { cardClass, counts } = cardClasses(ruleset);
  const answerRow = new Int32Array(ruleset.batches.length + 1);
  counts.forEach((k, b) => (answerRow[b + 1] = (answerRow[b] as number) + k));
  return {
    ruleset,
    options,
    players,
    batches: ruleset.batches,
    cards: ruleset.deck.cards,
    canonicalDeck: Object.freeze(Array.from(ruleset.deck.cards, (_, id) => id)),
    centrePerPlayer,
    cardsEach: ruleset.cardsEach,
    direction: ruleset.leaderPasses === 'left' ? 1 : -1,
    scratch: { options, players, cards: [], card: null, batches: [], batchIndex: 0 },
    linkedAllow,
    cardClass,
    answerRow,
    answerStride: answerRow[ruleset.batches.length] as number,
    memos: ruleset.batches.map((batch, b) => {
      if (batch.allow.length === 0 || linkedAllow.includes(b)) return null;
      const classes = counts[b] as number;
      return { classes, child: new Int32Array(64 * classes), answers: new Uint8Array(64 * classes), size: 1 };
    }),
    placeActions: new Array<PlaceAction | undefined>(players * ruleset.deck.cards.length * ruleset.batches.length),
    toAct: Array.from({ length: players }, (_, p) => Object.freeze({ kind: 'players' as const, players: Object.freeze([p]) })),
    // The centre never holds more than the deck.
    scratchFlags: new Uint8Array(ruleset.deck.cards.length * ruleset.batches.length),
    lastLegalState: null,
    lastLegalAt: -1,
    capacities: Int32Array.from(ruleset.batches, (batch) => batch.capacity ?? -1),
    ruled: Uint8Array.from(ruleset.batches, (batch) => (batch.allow.length > 0 ? 1 : 0)),
    scratchAnswers: ruleset.batches.map(() => new Uint8Array(0)),
  };
}

/** Prepared tables by ruleset, player count and option values: games of the same table share one. */
const prepared = new WeakMap<DraftRuleset, Map<string, DraftTable>>();

/** The prepared table for a game (made once per ruleset, player count and option values, then shared). */
export function tableFor(ruleset: DraftRuleset, players: number, options: OptionValues): DraftTable {
  let tables = prepared.get(ruleset);
  if (!tables) prepared.set(ruleset, (tables = new Map()));
  const key = `${players}:${JSON.stringify(options)}`;
  let table = tables.get(key);
  if (!table) tables.set(key, (table = prepareTable(ruleset, players, options)));
  return table;
}

/** The one frozen action placing `card` into `player`'s batch `batch` (arguments already checked). */
export function placeAction(table: DraftTable, player: number, card: number, batch: number): PlaceAction {
  const nb = table.batches.length;
  const first = (player * table.cards.length + card) * nb;
  if (table.placeActions[first] === undefined) placeActionsOf(table, player, card);
  return table.placeActions[first + batch] as PlaceAction;
}

/** Make the frozen actions placing `card` into each of `player`'s batches (all of them at once: a legal list asks for several). */
export function placeActionsOf(table: DraftTable, player: number, card: number): void {
  const nb = table.batches.length;
  const first = (player * table.cards.length + card) * nb;
  for (let batch = 0; batch < nb; batch++) table.placeActions[first + batch] = Object.freeze({ kind: 'place' as const, player, card, batch });
}

/**
 * May `card` go into batch `b` of the orchard `orchard` (one card array per batch)?
 * Returns null when it may, else why not. The card is pushed onto the batch for the check and
 * popped again, so the orchard is unchanged afterwards.
 */
export function checkPlacement(table: DraftTable, orchard: AttrCard[][], b: number, card: AttrCard): Refusal | null {
  const batch = table.batches[b] as Batch;
  const cards = orchard[b] as AttrCard[];
  if (batch.capacity !== null && cards.length >= batch.capacity) return { kind: 'full', batch: b };
  const allow = batch.allow;
  if (allow.length === 0) return null;
  const ctx = table.scratch;
  cards.push(card);
  ctx.cards = cards;
  ctx.card = card;
  ctx.batches = orchard;
  ctx.batchIndex = b;
  let failed = -1;
  for (let r = 0; r < allow.length; r++) {
    if (!(allow[r] as Batch['allow'][number]).evaluate(ctx)) {
      failed = r;
      break;
    }
  }
  cards.pop();
  return failed < 0 ? null : { kind: 'rule', batch: b, rule: failed };
}

/** Fast legality test used by the legal-move loop: true when `card` may go into batch `b`. */
export function mayPlace(table: DraftTable, orchard: AttrCard[][], b: number, card: AttrCard): boolean {
  const batch = table.batches[b] as Batch;
  const cards = orchard[b] as AttrCard[];
  if (batch.capacity !== null && cards.length >= batch.capacity) return false;
  const allow = batch.allow;
  if (allow.length === 0) return true;
  const ctx = table.scratch;
  cards.push(card);
  ctx.cards = cards;
  ctx.card = card;
  ctx.batches = orchard;
  ctx.batchIndex = b;
  let ok = true;
  for (let r = 0; r < allow.length && ok; r++) ok = (allow[r] as Batch['allow'][number]).evaluate(ctx);
  cards.pop();
  return ok;
}

/** The sentence for a refusal, in the ruleset's own words. */
export function refusalMessage(table: DraftTable, orchard: AttrCard[][], refusal: Refusal, card: AttrCard): string {
  const batch = table.batches[refusal.batch] as Batch;
  const about = batch.description ? `${batch.name}: ${batch.description}` : batch.name;
  if (refusal.kind === 'full') {
    const n = batch.capacity ?? 0;
    return `${about} (it holds at most ${n} card${n === 1 ? '' : 's'} and is full)`;
  }
  const cards = orchard[refusal.batch] as AttrCard[];
  const ctx = table.scratch;
  cards.push(card);
  ctx.cards = cards;
  ctx.card = card;
  ctx.batches = orchard;
  ctx.batchIndex = refusal.batch;
  const rule = batch.allow[refusal.rule] as Batch['allow'][number];
  let text: string;
  try {
    text = rule.explain(ctx).text;
  } finally {
    cards.pop();
  }
  return `${about} (${text})`;
}

/** The points of batch `b` of an orchard (fast path). */
export function batchScore(table: DraftTable, orchard: readonly (readonly AttrCard[])[], b: number): number {
  const ctx = table.scratch;
  ctx.cards = orchard[b] as AttrCard[];
  ctx.card = null;
  ctx.batches = orchard;
  ctx.batchIndex = b;
  // `+ 0` turns a negated zero ("-count" of an empty batch) into a plain 0.
  return (table.batches[b] as Batch).score.evaluate(ctx) + 0;
}

/** The total points of an orchard (fast path). */
export function orchardScore(table: DraftTable, orchard: readonly (readonly AttrCard[])[]): number {
  let total = 0;
  for (let b = 0; b < table.batches.length; b++) total += batchScore(table, orchard, b);
  return total;
}
