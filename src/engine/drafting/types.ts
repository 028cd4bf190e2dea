/**
 * The data of a drafting game: actions, state and views. All plain JSON; cards are deck ids
 * (indexes into `ruleset.deck.cards`), batches are indexes into `ruleset.batches`.
 */
import type { AttrCard, OptionValues } from '../../rules/ruleset.js';
import type { DraftTable } from './table.js';

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
export type DraftAction = ShuffleAction | RevealAction | PlaceAction;

/** Where the game stands. */
export type DraftStage = 'shuffle' | 'reveal' | 'place' | 'over';

/** The plain-data fields of a drafting state: what a saved game holds. */
export interface DraftData {
  readonly ruleset: string;
  readonly players: number;
  readonly seed: number | string;
  readonly options: OptionValues;
  stage: DraftStage;
  /** Cards still to be turned up, in draw order. */
  deck: number[];
  /** Cards face up in the centre. */
  centre: number[];
  /** Each player's batches: card ids in the order placed. */
  batches: number[][][];
  /** The first player of the current phase. */
  leader: number;
  /** The player to act (meaningful in the 'place' stage). */
  turn: number;
  /** Phases started so far. */
  phase: number;
  /** Chance events applied so far (the k of `Random.from(seed, k)`). */
  chance: number;
  log: DraftAction[];
}

/**
 * The full state of a drafting game. The enumerable fields are plain JSON; `table` and
 * `orchards` are derived, non-enumerable companions (the prepared ruleset and the batches as
 * attribute cards) that `JSON.stringify` leaves out.
 */
export interface DraftState extends DraftData {
  /** The prepared ruleset (non-enumerable). */
  readonly table: DraftTable;
  /** `batches` as attribute cards, for the compiled expressions (non-enumerable). */
  readonly orchards: AttrCard[][][];
}

/** What one player sees: everything in Orchard is face up except the order of the deck. */
export interface DraftView {
  readonly ruleset: string;
  readonly player: number;
  readonly players: number;
  readonly options: OptionValues;
  readonly stage: DraftStage;
  readonly centre: readonly number[];
  /** Every player's batches (placed cards are public). */
  readonly batches: readonly (readonly (readonly number[])[])[];
  readonly leader: number;
  readonly turn: number;
  readonly phase: number;
  /** How many cards remain face down. */
  readonly deckLeft: number;
  /** Current points by seat. */
  readonly scores: readonly number[];
}
