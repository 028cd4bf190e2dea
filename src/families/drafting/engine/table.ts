/**
 * A drafting ruleset prepared for one game: the batches' compiled constraints and scores,
 * the centre size for the player count, one reusable expression context (so that checking a
 * placement allocates nothing) and the frozen place actions that legal-action lists share.
 */
import type { AttrCard, BatchContext, OptionValues } from '../../../core/rules/ruleset.js';
import type { Batch, DraftingRuleset } from '../ruleset.js';
import type { ToAct } from '../../../core/game/game.js';
import { Random } from '../../../core/cards/random.js';
import type { PlaceAction } from './types.js';
import { batchAt, intAt, missing, numberAt } from './reads.js';
import { WORD_BITS, type AnswerMemo } from './memo.js';

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
  { readonly kind: 'full'; readonly batch: number } | { readonly kind: 'rule'; readonly batch: number; readonly rule: number };

/** The ruleset of one game, ready to interpret quickly. */
export interface DraftingTable {
  readonly ruleset: DraftingRuleset;
  readonly options: OptionValues;
  readonly players: number;
  readonly batches: readonly Batch[];
  /** Every card of the deck, by id. */
  readonly cards: readonly AttrCard[];
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
   * For each batch of `linkedAllow` (same order), 1 when more cards elsewhere can only turn its
   * rules' yes into no (every rule that reads elsewhere says `elsewhereTrend` 'down', as the
   * Special Colour Tree's `count(...) = 0`): a card it refuses stays refused until its own batch
   * changes, so a placement elsewhere forgets only the answers that were yes (`forgetAnswers`).
   */
  readonly linkedOnlyRefuses: Uint8Array;
  /**
   * The class of each card for each batch's rules, at b * cards + card: cards that agree on
   * every attribute the batch's rules read get one class, and the rules cannot tell them apart,
   * so one answer serves the whole class (Orchard's Special Colour Tree: 4 classes, not 120).
   */
  readonly cardClass: Int32Array;
  /** A card of each class, at b * cards + class: the one the rules are asked about for the whole class. */
  readonly classCard: Int32Array;
  /**
   * What the rules of each batch not in `linkedAllow` said, by the classes of the cards the
   * batch holds (in order) and the class of the card placed: the same for every player and
   * every game of the table, so shared by them all. Null for linked batches and batches with
   * no rules.
   */
  readonly memos: readonly (AnswerMemo | null)[];
  /**
   * Where a card's class sits in a batch's answer words (see WORD_BITS), at b * cards + card:
   * the word (class / WORD_BITS) and the bit in it (1 << class % WORD_BITS).
   */
  readonly classWord: Int32Array;
  readonly classBit: Int32Array;
  /** How many answer words each batch's classes take (classes / WORD_BITS, rounded up), by batch. */
  readonly classWords: Int32Array;
  /** Where each batch's asked and allowed words start in one player's row of a state's answers (one more entry: the end). */
  readonly answerRow: Int32Array;
  /**
   * The words of one player's row of a state's answers: the answer words of every batch, then
   * (at `maskAt` in the row) three words saying, as bits by batch, how each batch not in
   * `openBatches` stands (when `oneWord`): takes every card, takes some (its classes are
   * all asked), or has classes not asked yet. A batch in none of them takes no card (full, or
   * no class allowed). A fourth word is 1 once the three are kept (worked out by a row's first
   * legal list). See `classify` in answers.ts.
   */
  readonly answerStride: number;
  readonly maskAt: number;
  /**
   * The place actions, one frozen object per player, card and batch (at (player * cards + card)
   * * batches + batch): all made with the table when there are at most `MADE_ACTIONS` (`actionsMade`),
   * else each card's when first asked for. Legal lists of fresh action objects measured
   * `simulate` at 0.59x of 1384a5d rather than 0.76x (bench/drafting-compare.ts).
   */
  readonly placeActions: (PlaceAction | undefined)[];
  readonly actionsMade: boolean;
  /** Who is to act when a player is, one frozen answer per seat (see `toAct` in engine.ts). */
  readonly toAct: readonly ToAct[];
  /**
   * Whether every batch's classes fit one answer word and the batches one word of bits (at most
   * WORD_BITS each): then `legalPlacements` works a batch's answers out as one word.
   */
  readonly oneWord: boolean;
  /** Each card's class for every batch, card by card (at card * batches + b), when `oneWord`. */
  readonly classByCard: Uint8Array;
  /** The asked word of a batch's row when every class has been asked, by batch (when `oneWord`). */
  readonly askedAll: Int32Array;
  /** The classes each batch of `scratchMixed` takes, one word per batch, reused by `legalPlacements` (single-threaded use only). */
  readonly scratchAccept: Int32Array;
  /** The batches that take some cards but not all, reused by `legalPlacements` (single-threaded use only). */
  readonly scratchMixed: Int32Array;
  /** A flag per card, reused (all 0 between uses) to check that a shuffle lists every card once. */
  readonly scratchSeen: Uint8Array;
  /** One generator restarted (`reseed`) for every shuffle the table's games draw, rather than a new one a game (single-threaded use only). */
  readonly scratchRandom: Random;
  /** Most cards each batch holds (-1: no limit), by batch index. */
  readonly capacities: Int32Array;
  /** Whether each batch has placement rules (1) or takes any card (0), by batch index. */
  readonly ruled: Uint8Array;
  /** The batches with no rules and no limit, as bits (they take every card, always): when `oneWord`. */
  readonly openBatches: number;
}

/** Card classes per batch: cards equal on every attribute the batch's rules read share one. */
function cardClasses(ruleset: DraftingRuleset): { cardClass: Int32Array; classCard: Int32Array; counts: number[] } {
  const cards = ruleset.deck.cards;
  const n = cards.length;
  const cardClass = new Int32Array(ruleset.batches.length * n);
  const classCard = new Int32Array(ruleset.batches.length * n);
  const counts: number[] = [];
  ruleset.batches.forEach((batch, b) => {
    // Rules that do not say what they read may read anything: then every card is its own class.
    const known = batch.allow.every((rule) => rule.reads !== undefined);
    const attributes = [...new Set(batch.allow.flatMap((rule) => rule.reads?.attributes ?? []))];
    const ids = new Map<string, number>();
    cards.forEach((card, id) => {
      const key = known ? attributes.map((a) => card[a]).join(',') : String(id);
      let c = ids.get(key);
      if (c === undefined) {
        ids.set(key, (c = ids.size));
        classCard[b * n + c] = id;
      }
      cardClass[b * n + id] = c;
    });
    counts.push(ids.size);
  });
  return { cardClass, classCard, counts };
}

/** Most place actions a table makes at once (see `DraftingTable.placeActions`): Orchard's 6-player table has 5,760. */
const MADE_ACTIONS = 1 << 16;

/** The place actions of a table: every one made now when there are few enough, else none yet. */
function allActions(players: number, n: number, nb: number): (PlaceAction | undefined)[] {
  const actions = new Array<PlaceAction | undefined>(players * n * nb);
  if (players * n * nb > MADE_ACTIONS) return actions;
  for (let player = 0; player < players; player++) {
    for (let card = 0; card < n; card++)
      for (let batch = 0; batch < nb; batch++)
        actions[(player * n + card) * nb + batch] = Object.freeze({ kind: 'place' as const, player, card, batch });
  }
  return actions;
}

/** Prepare a ruleset for a game of `players` with the chosen option values. */
export function prepareTable(ruleset: DraftingRuleset, players: number, options: OptionValues): DraftingTable {
  const centrePerPlayer = ruleset.centrePerPlayer.evaluate({ options, players });
  const linkedAllow: number[] = [];
  ruleset.batches.forEach((batch, b) => {
    if (batch.allow.some((rule) => rule.reads?.elsewhere ?? true)) linkedAllow.push(b);
  });
  const { cardClass, classCard, counts } = cardClasses(ruleset);
  const nb = ruleset.batches.length;
  const n = ruleset.deck.cards.length;
  const classWords = Int32Array.from(counts, (k) => Math.ceil(k / WORD_BITS));
  const answerRow = new Int32Array(nb + 1);
  classWords.forEach((words, b) => (answerRow[b + 1] = intAt(answerRow, b) + 2 * words));
  // One player's answer words for every batch (see `answerStride`).
  const rowWords = intAt(answerRow, nb);
  const oneWord = nb <= WORD_BITS && counts.every((k) => k <= WORD_BITS);
  const table: DraftingTable = {
    ruleset,
    options,
    players,
    batches: ruleset.batches,
    cards: ruleset.deck.cards,
    centrePerPlayer,
    cardsEach: ruleset.cardsEach,
    direction: ruleset.leaderPasses === 'left' ? 1 : -1,
    scratch: { options, players, cards: [], card: null, batches: [], batchIndex: 0 },
    linkedAllow,
    linkedOnlyRefuses: Uint8Array.from(linkedAllow, (l) =>
      batchAt(ruleset.batches, l).allow.every(
        (rule) => rule.reads !== undefined && (!rule.reads.elsewhere || rule.reads.elsewhereTrend === 'down'),
      )
        ? 1
        : 0,
    ),
    cardClass,
    classCard,
    classWord: cardClass.map((c) => (c / WORD_BITS) | 0),
    classBit: cardClass.map((c) => 1 << (c % WORD_BITS)),
    classWords,
    answerRow,
    answerStride: rowWords + 4,
    maskAt: rowWords,
    memos: ruleset.batches.map((batch, b) => {
      if (batch.allow.length === 0 || linkedAllow.includes(b)) return null;
      const classes = numberAt(counts, b);
      const words = intAt(classWords, b);
      return {
        classes,
        words,
        child: new Int32Array(64 * classes),
        answers: new Array<number>(2 * 64 * words).fill(0),
        size: 1,
      };
    }),
    placeActions: allActions(players, n, nb),
    actionsMade: players * n * nb <= MADE_ACTIONS,
    toAct: Array.from({ length: players }, (_, p) => Object.freeze({ kind: 'players' as const, players: Object.freeze([p]) })),
    oneWord,
    classByCard: oneWord
      ? Uint8Array.from({ length: n * nb }, (_, at) => intAt(cardClass, (at % nb) * n + ((at / nb) | 0)))
      : new Uint8Array(0),
    askedAll: Int32Array.from(counts, (k) => (k >= WORD_BITS ? (1 << WORD_BITS) - 1 : (1 << k) - 1)),
    scratchAccept: new Int32Array(nb),
    scratchMixed: new Int32Array(nb),
    scratchSeen: new Uint8Array(n),
    scratchRandom: Random.from('drafting table'),
    capacities: Int32Array.from(ruleset.batches, (batch) => batch.capacity ?? -1),
    ruled: Uint8Array.from(ruleset.batches, (batch) => (batch.allow.length > 0 ? 1 : 0)),
    openBatches: oneWord
      ? ruleset.batches.reduce((bits, batch, b) => (batch.allow.length === 0 && batch.capacity === null ? bits | (1 << b) : bits), 0)
      : 0,
  };
  return table;
}

/** Prepared tables by ruleset, player count and option values: games of the same table share one. */
const prepared = new WeakMap<DraftingRuleset, Map<string, DraftingTable>>();

/** The prepared table for a game (made once per ruleset, player count and option values, then shared). */
export function tableFor(ruleset: DraftingRuleset, players: number, options: OptionValues): DraftingTable {
  let tables = prepared.get(ruleset);
  if (!tables) prepared.set(ruleset, (tables = new Map<string, DraftingTable>()));
  const key = `${players}:${JSON.stringify(options)}`;
  let table = tables.get(key);
  if (!table) tables.set(key, (table = prepareTable(ruleset, players, options)));
  return table;
}

/** The points of batch `b` of an orchard (fast path). */
export function batchScore(table: DraftingTable, orchard: readonly (readonly AttrCard[])[], b: number): number {
  const ctx = table.scratch;
  ctx.cards = orchard[b] ?? missing('batch', b);
  ctx.card = null;
  ctx.batches = orchard;
  ctx.batchIndex = b;
  // `+ 0` turns a negated zero ("-count" of an empty batch) into a plain 0.
  return (table.batches[b] ?? missing('batch', b)).score.evaluate(ctx) + 0;
}

/** The total points of an orchard (fast path). */
export function orchardScore(table: DraftingTable, orchard: readonly (readonly AttrCard[])[]): number {
  let total = 0;
  for (let b = 0; b < table.batches.length; b++) total += batchScore(table, orchard, b);
  return total;
}

/** The number of bits set in `x` (a 32-bit word). */
export function bitCount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}
