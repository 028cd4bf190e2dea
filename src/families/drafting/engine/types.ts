/**
 * The data of a drafting game: actions, events, state and views. All plain JSON; cards are deck
 * ids (indexes into `ruleset.deck.cards`), batches are indexes into `ruleset.batches`.
 */
import type { AttrCard, OptionValues } from '../../../core/rules/ruleset.js';
import type { GameOverEvent, GameResult } from '../../../core/game/game.js';
import type { DraftingTable } from './table.js';

/** Chance: the deck is shuffled into this order (a permutation of every card id). */
export interface ShuffleAction {
  readonly kind: 'shuffle';
  readonly order: readonly number[];
}

/** Chance: these cards are turned face up in the centre (each must still be in the deck). */
export interface RevealAction {
  readonly kind: 'reveal';
  readonly cards: readonly number[];
}

/** A player takes `card` from the centre and places it into their batch `batch`. */
export interface PlaceAction {
  readonly kind: 'place';
  readonly player: number;
  readonly card: number;
  readonly batch: number;
}

/** Any action of a drafting game: a chance event or a placement. */
export type DraftingAction = ShuffleAction | RevealAction | PlaceAction;

/**
 * The drafting family's own refusal codes, with what each means. Everything else (a malformed
 * action, a player out of turn, the wrong phase, the game over, a bad setup) uses the shared
 * codes of src/core/game/refusals.ts.
 */
export const DRAFTING_REFUSALS = {
  'card-not-in-centre': 'the card is in the deck but not face up in the centre',
  'batch-full': 'the batch already holds as many cards as its ruleset allows',
  'placement-refused': "one of the batch's placement rules (allow) forbids the card there",
} as const;

/** A refusal code of the drafting family. */
export type DraftingRefusalCode = keyof typeof DRAFTING_REFUSALS;

/** The deck was shuffled (its order stays secret: only the number of cards is told). */
export interface ShuffledEvent {
  readonly kind: 'shuffled';
  readonly cards: number;
}

/** A phase began: these cards were turned face up in the centre; `leader` places first. */
export interface RevealedEvent {
  readonly kind: 'revealed';
  /** The phase just begun, from 1. */
  readonly phase: number;
  readonly leader: number;
  readonly cards: readonly number[];
}

/** A card was placed, with what it scored. */
export interface PlacedEvent {
  readonly kind: 'placed';
  readonly player: number;
  readonly card: number;
  readonly batch: number;
  /** Change of the player's total (it can be negative: the Bad Batch, a lost Special Colour Tree). */
  readonly points: number;
  /** The batch's points after the placement. */
  readonly batchPoints: number;
  /** The player's total after the placement. */
  readonly total: number;
}

/** The centre is empty: the phase ended and the lead passed (`leader` is null when the game ended with it). */
export interface PhaseEndedEvent {
  readonly kind: 'phase-ended';
  readonly phase: number;
  readonly leader: number | null;
}

/** What an action of a drafting game reports; `game-over` comes last when the game ends. */
export type DraftingEvent = ShuffledEvent | RevealedEvent | PlacedEvent | PhaseEndedEvent | GameOverEvent;

/** Where the game stands. */
export type DraftingPhase = 'shuffle' | 'reveal' | 'place' | 'over';

/**
 * The plain-data fields of a drafting state: what a saved game holds. The state's arrays are its
 * own, changed in place by its actions; a view, a copy and `toJSON` get copies of them.
 */
export interface DraftingData {
  readonly ruleset: string;
  readonly players: number;
  readonly seed: number | string;
  readonly options: OptionValues;
  phase: DraftingPhase;
  /** Cards still to be turned up, in draw order. */
  deck: readonly number[];
  /** Cards face up in the centre. */
  centre: readonly number[];
  /** Each player's batches: card ids in the order placed. */
  batches: readonly (readonly (readonly number[])[])[];
  /** The first player of the current phase. */
  leader: number;
  /** The player to act (meaningful in the 'place' phase). */
  turn: number;
  /** Phases started so far. */
  phasesStarted: number;
  /** Chance events applied so far (the k of `Random.from(seed, k)`). */
  chance: number;
  log: DraftingAction[];
}

/**
 * The full state of a drafting game: the plain data of `DraftingData` (all that `JSON.stringify`
 * gives, through `toJSON`) and derived companions that serialisation leaves out.
 */
export interface DraftingState extends DraftingData {
  /** The prepared ruleset. */
  readonly table: DraftingTable;
  deck: number[];
  centre: number[];
  batches: number[][][];
  /**
   * `batches` as attribute cards, for the compiled expressions (a rule check pushes a card and
   * pops it again).
   */
  orchards: AttrCard[][][];
  /**
   * Where each batch stands in its table memo (`DraftingTable.memos`), at p * batches + b: the node
   * for the cards it holds, or -1 once the memo had no room. Kept up to date by placements (so
   * a legal-action list need not walk the memo).
   */
  memoNodes: number[];
  /**
   * What the batch rules said in this game, as answer words (see WORD_BITS in memo.ts): player
   * p's row starts at p * table.answerStride, batch b's words at table.answerRow[b] in it, and a
   * card's class c has its bit in words 2 * (c / WORD_BITS) (asked) and the one after (allowed);
   * made when first needed (a copy starts without). A batch with a memo node holds a copy of
   * the node's answers, every class asked (listing legal placements then reads only this small
   * array); a batch whose rules look at other batches (or that the memo has no room for) is
   * asked card class by card class as needed. A placement copies its batch's answers from the
   * batch's new node (or forgets them) and forgets those of batches whose rules look at the
   * other batches.
   */
  answers: number[] | null;
  /** The result, once the game is over. */
  outcome: GameResult | null;
  /** A copy of the plain data, for `JSON.stringify`. */
  toJSON(): DraftingData;
}

/**
 * What one player sees: everything in Orchard is face up except the order of the deck, in
 * arrays of the view's own.
 */
export interface DraftingView {
  readonly ruleset: string;
  readonly player: number;
  readonly players: number;
  readonly options: OptionValues;
  readonly phase: DraftingPhase;
  readonly centre: readonly number[];
  /** Every player's batches (placed cards are public). */
  readonly batches: readonly (readonly (readonly number[])[])[];
  readonly leader: number;
  readonly turn: number;
  readonly phasesStarted: number;
  /** How many cards remain face down. */
  readonly deckLeft: number;
}
