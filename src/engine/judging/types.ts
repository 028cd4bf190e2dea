/**
 * The data of an Apples to Apples game: state, actions and views. Everything here is plain JSON.
 * Card ids are indices into the ruleset's green and red decks.
 */
import type { OptionValues } from '../../rules/ruleset.js';

/** The numbers of one game, evaluated from the ruleset once for its player count and options. */
export interface JudgingNumbers {
  /** Red cards each player holds. */
  readonly handSize: number;
  /** Green cards needed to win. */
  readonly goal: number;
  /** Fewest and most red cards each non-judge may place in a round. */
  readonly minEach: number;
  readonly maxEach: number;
  /** The card placed last goes back to its owner unjudged. */
  readonly lastReturns: boolean;
  /** Placing closes when this many cards are down (only these are judged), or null. */
  readonly firstJudged: number | null;
  /** Where the judge's role goes next: left is the next seat up. */
  readonly passes: 'left' | 'right';
  /** Which red card the judge picks: the best match for the green card, or the worst (Crab Apples). */
  readonly judgeChooses: 'best' | 'worst';
}

/** The card texts a game is played with, by id (shared between copies, never changed by the game). */
export interface JudgingCards {
  readonly green: readonly CardFace[];
  readonly red: readonly CardFace[];
}

/**
 * Where a game stands. `first-judge`, `shuffle-green`, `shuffle-red`, `turn`, `reveal` and
 * `reshuffle` wait for a chance action; `placing` and `judging` for players.
 */
export type JudgingPhase =
  | 'first-judge'
  | 'shuffle-green'
  | 'shuffle-red'
  | 'turn'
  | 'placing'
  | 'reveal'
  | 'judging'
  | 'reshuffle'
  | 'over';

/** A red card placed by a player. */
export interface Placement {
  readonly player: number;
  readonly card: number;
}

/** A decided round, public once the judge has chosen. */
export interface RoundRecord {
  readonly round: number;
  readonly judge: number;
  readonly green: number;
  /** The judged cards in the order the judge saw them, with their owners. */
  readonly judged: readonly Placement[];
  /** The card that went back to its owner unjudged, if any. */
  readonly returned: Placement | null;
  /** The winning card and its owner; null when no card was judged. */
  readonly winner: Placement | null;
}

/** The full state of a game. Mutated only by the engine's `applyInPlace`. */
export interface JudgingState {
  readonly ruleset: string;
  readonly players: number;
  readonly seed: number | string;
  readonly options: OptionValues;
  readonly numbers: JudgingNumbers;
  readonly cards: JudgingCards;
  phase: JudgingPhase;
  /** Chance events applied so far; the next one draws from `Random.from(seed, chances)`. */
  chances: number;
  /** 1-based number of the current round (0 before the first green card). */
  round: number;
  /** Stacks hold card ids bottom to top: the top card is the last one. */
  greenStack: number[];
  redStack: number[];
  /** Red cards played in earlier rounds, in the order they were discarded. */
  discards: number[];
  hands: number[][];
  /** Green cards won, by seat. */
  won: number[][];
  /** The judge's seat, or -1 before the first judge is drawn. */
  judge: number;
  /** The green card of this round, or -1. */
  green: number;
  /** Red cards placed this round, in the order they reached the game. */
  placed: Placement[];
  /** Seats that declared they are done placing this round. */
  done: boolean[];
  /** This round's card that went back to its owner. */
  returned: Placement | null;
  /** The cards to judge, in the anonymised order once revealed (empty before). */
  judged: number[];
  history: RoundRecord[];
  log: JudgingAction[];
}

/** Chance actions carry their outcome, so a log replays without the seed. */
export type JudgingChanceAction =
  /** A new stack, bottom to top: a permutation of every card id of that deck. */
  | { readonly kind: 'shuffle'; readonly deck: 'green' | 'red'; readonly order: readonly number[] }
  | { readonly kind: 'first-judge'; readonly judge: number }
  /** The judge turns the top green card (the card named must be that card). */
  | { readonly kind: 'turn'; readonly card: number }
  /** The anonymised order of the cards to judge. */
  | { readonly kind: 'reveal'; readonly order: readonly number[] }
  /** The discards shuffled into a new red stack, bottom to top. */
  | { readonly kind: 'reshuffle'; readonly order: readonly number[] };

/** Player actions. */
export type JudgingPlayerAction =
  | { readonly kind: 'place'; readonly player: number; readonly card: number }
  /** "I am done placing" (only between the fewest and the most cards allowed). */
  | { readonly kind: 'done'; readonly player: number }
  | { readonly kind: 'choose'; readonly player: number; readonly card: number };

export type JudgingAction = JudgingChanceAction | JudgingPlayerAction;

/** A card as a player sees it. */
export interface CardFace {
  readonly id: number;
  readonly text: string;
  readonly detail: string;
  readonly tags: readonly string[];
}

/** A decided round as players see it (all of it is public). */
export interface RoundView {
  readonly round: number;
  readonly judge: number;
  readonly green: CardFace;
  readonly judged: readonly { readonly player: number; readonly card: CardFace }[];
  /** Who took the last card back; the card itself only in its owner's view (it went back face down). */
  readonly returned: { readonly player: number; readonly card: CardFace | null } | null;
  readonly winner: { readonly player: number; readonly card: CardFace } | null;
}

/** What one player may see. */
export interface JudgingView {
  readonly player: number;
  readonly players: number;
  readonly phase: JudgingPhase;
  readonly round: number;
  readonly numbers: JudgingNumbers;
  readonly judge: number;
  readonly hand: readonly CardFace[];
  readonly green: CardFace | null;
  /** How many face-down cards each seat has placed this round (public). */
  readonly placedCounts: readonly number[];
  /** The cards this player placed this round, in order. */
  readonly myPlaced: readonly CardFace[];
  /** Seats that declared they are done this round. */
  readonly done: readonly boolean[];
  /** Who took a card back unplayed this round (the card itself only for its owner). */
  readonly returnedTo: number | null;
  /** The revealed cards in the anonymised order, without owners (empty before the reveal). */
  readonly judged: readonly CardFace[];
  /** Green cards won, by seat (face up on the table). */
  readonly scores: readonly number[];
  readonly redStackSize: number;
  readonly greenStackSize: number;
  /** Every decided round, oldest first: owners are shown once the judge has chosen. */
  readonly history: readonly RoundView[];
}
